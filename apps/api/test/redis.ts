// A real redis-server for the tests that need one, on a free port of its own. Where the machine has no redis-server
// (a fresh machine; `.ci/run` installs it) those tests are reported as skipped, with the reason in their names.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'
import { Redis } from 'ioredis'

export const HAS_REDIS = spawnSync('redis-server', ['--version']).status === 0
export const NEEDS_REDIS = HAS_REDIS ? '' : ' [skipped: needs redis-server]'

export interface TestRedis {
  url: string
  stop(): void
}

export async function startRedis(): Promise<TestRedis> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo
      probe.close(() => resolve(free))
    })
  })
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const url = `redis://127.0.0.1:${port}`
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  // Refused connections while the server starts are expected; connect() reports them.
  probe.on('error', () => {})
  // Polled until it answers, with a deadline: a server that does not start fails the test that needed it, by name.
  const deadline = Date.now() + 10_000
  for (;;) {
    try {
      await probe.connect()
      break
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        probe.disconnect()
        child.kill()
        throw new Error(`redis-server did not start on port ${port}: ${String(error)}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  probe.disconnect()
  return { url, stop: () => child.kill() }
}
