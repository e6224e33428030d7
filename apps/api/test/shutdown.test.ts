// Graceful shutdown of the real server process (security probe D18: requests on connections accepted just before
// SIGTERM were reset, so a client could not tell whether its POST had been applied). The API runs here as `npm start`
// runs it, on an embedded database of its own; a burst of requests meets a SIGTERM. Every request must get an HTTP
// answer (200, or 503 in the contract's shape), an open WebSocket is told "going away" (1001), and the process exits 0.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectSocket } from './fakes/ws-client.ts'
import { dataDirFromTemplate } from './template.ts'

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'basil-shutdown-'))
let port = 0
let server: ChildProcess | undefined
let output = ''

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port: found } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return found
}

/** One request on a connection of its own; resolves with the status, or with the socket error's code. */
function get(urlPath: string): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
      let body = ''
      res.on('data', (c: Buffer) => (body += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode, body }))
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
    })
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
  })
}

// The PostgreSQL pass has nothing to add: the server here always runs on its own embedded database.
describe.skipIf(inject('template').kind === 'postgres')('SIGTERM', () => {
  beforeAll(async () => {
    await dataDirFromTemplate(dataDir)
    port = await freePort()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASIL_DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    }
    delete env.DATABASE_URL
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout!.on('data', (c: Buffer) => (output += c.toString()))
    server.stderr!.on('data', (c: Buffer) => (output += c.toString()))
    const deadline = Date.now() + 90_000
    while (Date.now() < deadline) {
      if ((await get('/health/ready')).status === 200) return
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
    throw new Error(`the API did not become ready:\n${output}`)
  }, 120_000)
  afterAll(() => {
    if (server && server.exitCode === null) server.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it(
    'answers every request of a burst, 200 or 503, closes sockets with 1001 and exits 0',
    { timeout: 60_000 },
    async () => {
      const socket = await connectSocket(`ws://127.0.0.1:${port}/api/v1/ws`)
      const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)))
      const burst: Array<Promise<{ status?: number; body?: string; error?: string }>> = []
      for (let i = 0; i < 40; i++) {
        burst.push(get('/api/v1/rest/settings'))
        if (i === 15) server!.kill('SIGTERM')
        await new Promise((resolve) => setTimeout(resolve, 2))
      }
      // A request sent while the API drains is answered too.
      await new Promise((resolve) => setTimeout(resolve, 200))
      const late = await get('/api/v1/rest/settings')
      expect(late.status, JSON.stringify(late)).toBe(503)
      expect(JSON.parse(late.body!)).toMatchObject({
        status: false,
        statusCode: 'ERROR_503',
        message: 'Service unavailable',
      })
      // Readiness says no while the health probe stays alive.
      expect((await get('/health/ready')).status).toBe(503)

      const results = await Promise.all(burst)
      const errors = results.filter((r) => r.error)
      expect(errors, `socket errors: ${JSON.stringify(errors)}`).toEqual([])
      for (const r of results) expect([200, 503]).toContain(r.status)
      expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(0)
      expect((await socket.closed).code).toBe(1001)
      expect(await exited).toBe(0)
      expect(output).toContain('SIGTERM: draining requests')
    },
  )
})

describe('a start that fails', () => {
  it('logs the cause and exits 1 (a database that cannot be reached)', { timeout: 60_000 }, async () => {
    const unreachable = await freePort()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${unreachable}/nowhere`,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    }
    const failing = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let log = ''
    failing.stdout!.on('data', (c: Buffer) => (log += c.toString()))
    failing.stderr!.on('data', (c: Buffer) => (log += c.toString()))
    const code = await new Promise<number | null>((resolve) => failing.once('exit', (c) => resolve(c)))
    expect(log).toContain('ECONNREFUSED')
    expect(log).not.toContain('before initialization')
    expect(code, log).toBe(1)
  })
})
