// Losing Redis degrades, never crashes: rate limits go on counting on this instance (with one warning in the log),
// realtime events still reach this instance's sockets, and every other request is answered as before.
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggerOptions } from '../src/lib/log-redaction.ts'
import { call, createAccountsTestApp, type AccountsTestApp } from '../src/modules/auth/test-support.ts'
import { HAS_REDIS, NEEDS_REDIS, startRedis, type TestRedis } from './redis.ts'

const lines: string[] = []
let redis: TestRedis
let client: Redis
let t: AccountsTestApp

describe.skipIf(!HAS_REDIS)(`Redis goes away${NEEDS_REDIS}`, () => {
  beforeAll(async () => {
    redis = await startRedis()
    // As server.ts connects: fail fast rather than queue while Redis is away.
    client = new Redis(redis.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    client.on('error', () => {})
    t = await createAccountsTestApp({
      redis: client,
      logger: loggerOptions('warn', { write: (line: string) => void lines.push(line) }),
    })
  })
  afterAll(async () => {
    await t?.close()
    client?.disconnect()
    redis?.stop()
  })

  it('limits still hold, per instance, and the app answers everything else', async () => {
    redis.stop()
    await expect.poll(() => client.status, { timeout: 5_000 }).not.toBe('ready')
    const ip = '203.0.113.44'
    let tries = 0
    for (; tries < 40; tries++) {
      const res = await call(t, 'POST', 'auth/login', {
        ip,
        body: { email: `outage-${tries}@example.org`, password: 'wrong-password' },
      })
      if (res.status === 429) {
        expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_429' })
        break
      }
      expect(res.status).toBe(400)
    }
    expect(tries).toBe(20)
    expect((await call(t, 'GET', 'rest/shops/paginate', { query: { perPage: 1 } })).status).toBe(200)
    await t.app.realtime.toUser(1, { type: 'probe', data: {} })
    expect(lines.join('')).toContain('Redis is unavailable: rate limits count on this instance only')
  })
})
