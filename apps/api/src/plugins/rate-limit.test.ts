// Rate-limit counters in Redis are shared by every API instance: a real redis-server on a free port.
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../app.ts'
import { call, createAccountsTestApp, type AccountsTestApp } from '../modules/auth/test-support.ts'
import { HAS_REDIS, NEEDS_REDIS, startRedis, type TestRedis } from '../../test/redis.ts'

let server: TestRedis
let redisA: Redis
let redisB: Redis
let t: AccountsTestApp
let second: App

beforeAll(async () => {
  if (!HAS_REDIS) return
  // startRedis answers once the server accepts connections, so the clients never see a refused one.
  server = await startRedis()
  redisA = new Redis(server.url)
  redisB = new Redis(server.url)
  t = await createAccountsTestApp({ redis: redisA })
  second = await buildApp({ db: t.db, storageDir: t.storageDir, redis: redisB, publicUrl: 'http://basil.test' })
  await second.ready()
})

afterAll(async () => {
  await second?.close()
  await t?.close()
  redisA?.disconnect()
  redisB?.disconnect()
  server?.stop()
})

describe.skipIf(!HAS_REDIS)(`rate limits in Redis${NEEDS_REDIS}`, () => {
  it('shares sign-in failure counts between two instances and answers 429 with Retry-After', async () => {
    const email = `redis-${Date.now()}@example.org`
    const ip = '192.0.2.90'
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? t : { ...t, app: second }
      statuses.push((await call(app, 'POST', 'auth/login', { ip, body: { email, password: 'wrong-password' } })).status)
    }
    expect(statuses.every((s) => s === 400)).toBe(true)
    // The sixth try from the same address waits, on whichever instance it lands.
    const limited = await call({ ...t, app: second }, 'POST', 'auth/login', {
      ip,
      body: { email, password: 'wrong-password' },
    })
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ status: false, statusCode: 'ERROR_429' })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // Another address is not held back.
    expect(
      (await call(t, 'POST', 'auth/login', { ip: '192.0.2.91', body: { email, password: 'wrong-password' } })).status,
    ).toBe(400)
    const keys = await redisA.keys('basil:fail:*')
    expect(keys.some((k) => k.includes(email))).toBe(true)
  })
})
