// Servers on a free port of this machine, for the tests of server.mjs and its parts (not a test file itself).
import type http from 'node:http'
import type { AddressInfo } from 'node:net'

/** Starts `server` on a free port of 127.0.0.1 and answers its base URL (`http://127.0.0.1:PORT`). */
export function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  )
}

export function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()))
}
