// Security probe D4: a database connection lost in the middle of a transaction emitted an 'error' event nobody
// listened to, and the whole API process died. Now the transaction fails (as "unavailable", which requests answer
// with a 503 in the contract's shape), the broken client is dropped, and the next query works once the database does.
import { sql } from 'drizzle-orm'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { buildApp } from '../src/app.ts'
import { connectDatabase, isDatabaseUnavailable, type DatabaseHandle } from '../src/db/client.ts'
import { startEmbeddedDatabase } from '../src/db/embedded.ts'
import { createTestApp } from './app.ts'
import { fromTemplate } from './template.ts'

const cleanups: Array<() => Promise<unknown> | unknown> = []
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean()
})

/** A TCP port nothing listens on (taken from the system, then released). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * Opens a transaction, lets `cut` drop its connection while it is checked out, and returns how the transaction
 * ended. Without a listener on the client this is where the process used to die.
 */
async function transactionAcrossLoss(handle: DatabaseHandle, cut: (backendPid: number) => Promise<void>) {
  let reached = (_pid: number) => {}
  const inside = new Promise<number>((resolve) => (reached = resolve))
  const transaction = handle.db.transaction(async (tx) => {
    const result = await tx.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`)
    reached(Number(result.rows[0]!.pid))
    await new Promise((resolve) => setTimeout(resolve, 400))
    await tx.execute(sql`SELECT 1`)
  })
  const outcome = transaction.then(
    () => ({ ok: true as const }),
    (error: unknown) => ({ ok: false as const, error }),
  )
  await cut(await inside)
  return outcome
}

describe('a database that cannot be reached', () => {
  it('answers 503 in the contract error shape, with Retry-After, and the process lives on', async () => {
    const handle = connectDatabase(`postgres://postgres@127.0.0.1:${await closedPort()}/postgres`, 2)
    const storageDir = mkdtempSync(path.join(os.tmpdir(), 'basil-loss-'))
    const app = await buildApp({ db: handle.db, storageDir })
    cleanups.push(
      () => rmSync(storageDir, { recursive: true, force: true }),
      () => handle.close(),
      () => app.close(),
    )
    const res = await app.inject({ method: 'GET', url: '/api/v1/rest/shops/paginate?perPage=1' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ status: false, statusCode: 'ERROR_503', message: 'Service unavailable' })
    expect(res.headers['retry-after']).toBe('5')
    // In the visitor's language, from `lang` or Accept-Language.
    const arabic = await app.inject({ method: 'GET', url: '/api/v1/rest/shops/paginate?perPage=1&lang=ar' })
    expect(arabic.json().message).toBe('الخدمة غير متاحة حاليًا')
    const french = await app.inject({
      method: 'GET',
      url: '/api/v1/rest/shops/paginate',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    })
    expect(french.json().message).toBe('Service indisponible')
    // Alive, but not ready: a balancer stops sending traffic here (D5: /health said ok with the database gone).
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)
    const ready = await app.inject({ method: 'GET', url: '/health/ready' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: expect.stringMatching(/^unreachable/) },
    })
  })

  it('a healthy instance is ready: database reachable, every migration applied', async () => {
    const t = await createTestApp()
    cleanups.push(() => t.close())
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } })
  })
})

describe('a connection lost in the middle of a transaction', () => {
  it('embedded: the database stops and comes back on the same data; the transaction fails, the next query works', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'basil-loss-db-'))
    const port = await closedPort()
    let embedded = await startEmbeddedDatabase({ dataDir, port, ...fromTemplate() })
    const handle = connectDatabase(embedded.url, 2)
    cleanups.push(
      () => rmSync(dataDir, { recursive: true, force: true }),
      () => embedded.stop(),
      () => handle.close(),
    )
    const outcome = await transactionAcrossLoss(handle, () => embedded.stop())
    expect(outcome.ok).toBe(false)
    expect(isDatabaseUnavailable(outcome.ok ? undefined : outcome.error)).toBe(true)
    embedded = await startEmbeddedDatabase({ dataDir, port })
    const after = await handle.db.execute<{ one: number }>(sql`SELECT 1 AS one`)
    expect(after.rows[0]!.one).toBe(1)
  })

  it.skipIf(inject('template').kind !== 'postgres')(
    'PostgreSQL: the backend is terminated (a restart, a failover, a pooler); the app answers again at once',
    async () => {
      const t = await createTestApp()
      cleanups.push(() => t.close())
      const admin = new pg.Client({ connectionString: inject('testDatabaseUrl') })
      await admin.connect()
      cleanups.push(() => admin.end())
      const handle = { db: t.db } as DatabaseHandle
      const outcome = await transactionAcrossLoss(handle, async (pid) => {
        await admin.query('SELECT pg_terminate_backend($1)', [pid])
      })
      expect(outcome.ok).toBe(false)
      expect(isDatabaseUnavailable(outcome.ok ? undefined : outcome.error)).toBe(true)
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/rest/shops/paginate?perPage=1' })
      expect(res.statusCode).toBe(200)
    },
  )
})
