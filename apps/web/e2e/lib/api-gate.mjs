// A pass-through HTTP proxy in front of the API that a test can switch off, to see the storefront's error screen
// and its recovery without stopping the real API.
import http from 'node:http'

export function startApiGate({ port, target }) {
  const state = { down: false }
  const server = http.createServer((req, res) => {
    if (state.down) {
      res.writeHead(503, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ status: false, statusCode: 'ERROR_503', message: 'API switched off by the test' }))
      req.resume()
      return
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers)
        up.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        setDown: (down) => {
          state.down = down
        },
        close: () => new Promise((r) => server.close(() => r())),
      }),
    )
    // Idle connections must outlive the clients' own keep-alive (undici: 4 s), or a reused socket is reset.
    server.keepAliveTimeout = 70_000
    server.headersTimeout = 71_000
  })
}
