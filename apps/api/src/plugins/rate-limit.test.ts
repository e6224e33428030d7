// Rate-limit counters in Redis are shared by every API instance: a real redis-server on an unusual port.
import { spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../app.ts'
import { call, createAccountsTestApp, type AccountsTestApp } from '../modules/auth/test-support.ts'
import { HAS_REDIS, NEEDS_REDIS } from '../../test/redis.ts'

const PORT = 46_000 + (process.pid % 1000)
let server: ChildProcess
let redisA: Redis
let redisB: Redis
let t: AccountsTestApp
let second: App

beforeAll(async () => {
  if (!HAS_REDIS) return
  server = spawn('redis-server', ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  // Wait until the server accepts connections, so the clients never see a refused one.
  for (let i = 0; i < 100 && !(await canConnect(PORT)); i++) await new Promise((r) => setTimeout(r, 100))
  redisA = new Redis(PORT, '127.0.0.1')
  redisB = new Redis(PORT, '127.0.0.1')
  t = await createAccountsTestApp({ redis: redisA })
  second = await buildApp({ db: t.db, storageDir: t.storageDir, redis: redisB, publicUrl: 'http://basil.test' })
  await second.ready()
})

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

afterAll(async () => {
  await second?.close()
  await t?.close()
  redisA?.disconnect()
  redisB?.disconnect()
  server?.kill()
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
    const limited = await call({ ...t, app: second }, 'POST', 'auth/login', { ip, body: { email, password: 'wrong-password' } })
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ status: false, statusCode: 'ERROR_429' })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // Another address is not held back.
    expect((await call(t, 'POST', 'auth/login', { ip: '192.0.2.91', body: { email, password: 'wrong-password' } })).status).toBe(400)
    const keys = await redisA.keys('basil:fail:*')
    expect(keys.some((k) => k.includes(email))).toBe(true)
  })
})
