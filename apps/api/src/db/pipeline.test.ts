// db/pipeline.ts: statements queued together run in the order queued, a statement queued behind a lock reads what the
// lock's previous holder committed, and a failure is reported once without an unhandled rejection.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectDatabase, type DatabaseHandle } from './client.ts'
import { startEmbeddedDatabase } from './embedded.ts'
import {
  Pipeline,
  rowsOf,
  runTogether,
  transactionOpenedWith,
  transactionWithTail,
  withParametersWritten,
} from './pipeline.ts'
import { carts } from './schema/index.ts'
import { fromTemplate } from '../../test/template.ts'

const baseUrl = inject('testDatabaseUrl')

/**
 * `waitUntilQueued` returns once the second transaction's statements wait behind the first one's lock. PostgreSQL
 * shows it (pg_stat_activity); the embedded database runs one statement at a time and shows nothing, so there a short
 * pause lets the statements reach its queue (the result is the same if they are late, only the case is weaker).
 */
async function exercise(
  handle: DatabaseHandle,
  table: string,
  waitUntilQueued: (statementStart: string) => Promise<void>,
) {
  await handle.db.execute(sql.raw(`CREATE TABLE ${table} (id int PRIMARY KEY, n int NOT NULL)`))
  await handle.db.execute(sql.raw(`CREATE TABLE ${table}_lines (id serial PRIMARY KEY, n int NOT NULL)`))
  await handle.db.execute(sql.raw(`INSERT INTO ${table} VALUES (1, 0)`))

  // Order: an update queued before a read is seen by it; a later update is not.
  const order = await handle.db.transaction(async (tx) => {
    const pipeline = new Pipeline()
    pipeline.add(tx.execute(sql.raw(`UPDATE ${table} SET n = 1 WHERE id = 1`)))
    const first = pipeline.add(tx.execute<{ n: number }>(sql.raw(`SELECT n FROM ${table} WHERE id = 1`)))
    pipeline.add(tx.execute(sql.raw(`UPDATE ${table} SET n = 2 WHERE id = 1`)))
    const second = pipeline.add(tx.execute<{ n: number }>(sql.raw(`SELECT n FROM ${table} WHERE id = 1`)))
    await pipeline.settle()
    return [(await first).rows[0]?.n, (await second).rows[0]?.n]
  })
  expect(order).toEqual([1, 2])

  // Behind a lock: the holder inserts a line and commits while the second transaction's lock and read wait in one queue.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let locked!: () => void
  const lockTaken = new Promise<void>((resolve) => (locked = resolve))
  const holder = handle.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`UPDATE ${table} SET n = n + 1 WHERE id = 1`))
    locked()
    await held
    await tx.execute(sql.raw(`INSERT INTO ${table}_lines (n) VALUES (7)`))
  })
  await lockTaken
  const waiter = handle.db.transaction((tx) =>
    runTogether([
      tx.execute<{ n: number }>(sql.raw(`UPDATE ${table} SET n = n + 1 WHERE id = 1 RETURNING n`)),
      tx.execute<{ count: number }>(sql.raw(`SELECT count(*)::int AS count FROM ${table}_lines`)),
    ] as const),
  )
  await waitUntilQueued(`UPDATE ${table} %`)
  release()
  await holder
  const [lock, lines] = await waiter
  expect(lock.rows[0]?.n).toBe(4)
  expect(lines.rows[0]?.count).toBe(1)

  // A failure: reported by settle (the first one), later statements in the queue fail with it, nothing unhandled.
  const failure = await handle.db
    .transaction(async (tx) => {
      const pipeline = new Pipeline()
      pipeline.add(tx.execute(sql.raw(`INSERT INTO ${table} VALUES (1, 9)`)))
      pipeline.add(tx.execute(sql.raw(`UPDATE ${table} SET n = 100 WHERE id = 1`)))
      await pipeline.settle()
    })
    .catch((error: unknown) => error)
  expect(String((failure as { cause?: { code?: string } }).cause?.code ?? failure)).toMatch(/23505|duplicate/)
  const after = await handle.db.execute<{ n: number }>(sql.raw(`SELECT n FROM ${table} WHERE id = 1`))
  expect(after.rows[0]?.n).toBe(4)

  // A tail sent with COMMIT: kept when every statement of it succeeds...
  const kept = await transactionWithTail(handle.db, async (tx, tail) => {
    await tx.execute(sql.raw(`UPDATE ${table} SET n = 5 WHERE id = 1`))
    tail.add(tx.execute(sql.raw(`INSERT INTO ${table}_lines (n) VALUES (8)`)))
    tail.add(tx.execute(sql.raw(`UPDATE ${table} SET n = n + 1 WHERE id = 1`)))
    return 'done'
  })
  expect(kept).toBe('done')
  const count = async () =>
    (
      await handle.db.execute<{ n: number; lines: number }>(
        sql.raw(`SELECT n, (SELECT count(*)::int FROM ${table}_lines) AS lines FROM ${table} WHERE id = 1`),
      )
    ).rows[0]
  expect(await count()).toEqual({ n: 6, lines: 2 })
  // ... and when one fails, nothing of the transaction is kept (what the body did before the tail neither), and the
  // failure is thrown to the caller instead of a silent success.
  const tailFailure = await transactionWithTail(handle.db, async (tx, tail) => {
    await tx.execute(sql.raw(`UPDATE ${table} SET n = 50 WHERE id = 1`))
    tail.add(tx.execute(sql.raw(`INSERT INTO ${table}_lines (n) VALUES (9)`)))
    tail.add(tx.execute(sql.raw(`INSERT INTO ${table} VALUES (1, 9)`)))
    tail.add(tx.execute(sql.raw(`INSERT INTO ${table}_lines (n) VALUES (10)`)))
    return 'committed?'
  }).catch((error: unknown) => error)
  expect(String((tailFailure as { cause?: { code?: string } }).cause?.code ?? tailFailure)).toMatch(/23505|duplicate/)
  expect(await count()).toEqual({ n: 6, lines: 2 })

  // A transaction opened with its first statements in BEGIN's query: behind a lock, each statement after the lock
  // reads what the previous holder committed, and the body's tail is committed with it.
  const statement = (text: string) => ({ toSQL: () => ({ sql: text, params: [] }) })
  let releaseAgain!: () => void
  const heldAgain = new Promise<void>((resolve) => (releaseAgain = resolve))
  let lockedAgain!: () => void
  const lockTakenAgain = new Promise<void>((resolve) => (lockedAgain = resolve))
  const holderAgain = handle.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`UPDATE ${table} SET n = n + 1 WHERE id = 1`))
    lockedAgain()
    await heldAgain
    await tx.execute(sql.raw(`INSERT INTO ${table}_lines (n) VALUES (11)`))
  })
  await lockTakenAgain
  const opened = transactionOpenedWith(
    handle.db,
    [
      statement(`UPDATE ${table} SET n = n + 10 WHERE id = 1 RETURNING n`),
      statement(`SELECT count(*)::int AS count FROM ${table}_lines`),
    ],
    async (_tx, [lockRows, lineRows], closing) => {
      closing.push(statement(`INSERT INTO ${table}_lines (n) VALUES (12)`))
      return [lockRows?.[0]?.n, lineRows?.[0]?.count]
    },
  )
  await waitUntilQueued(`%UPDATE ${table} SET n = n + 10 %`)
  releaseAgain()
  await holderAgain
  expect(await opened).toEqual([17, 3])
  expect(await count()).toEqual({ n: 17, lines: 4 })
  // A failing body: nothing of the transaction is kept, the failure reaches the caller, the connection is usable.
  const openedFailure = await transactionOpenedWith(
    handle.db,
    [statement(`UPDATE ${table} SET n = 0 WHERE id = 1`)],
    async (tx) => {
      await tx.execute(sql.raw(`INSERT INTO ${table}_lines (n) VALUES (13)`))
      throw new Error('the body refuses')
    },
  ).catch((error: unknown) => error)
  expect(String(openedFailure)).toContain('the body refuses')
  // ... a failing closing statement likewise (what the opening and the body wrote is not kept either) ...
  const closingFailure = await transactionOpenedWith(
    handle.db,
    [statement(`UPDATE ${table} SET n = 0 WHERE id = 1`)],
    async (tx, _opened, closing) => {
      await tx.execute(sql.raw(`INSERT INTO ${table}_lines (n) VALUES (14)`))
      closing.push(
        statement(`INSERT INTO ${table}_lines (n) VALUES (15)`),
        statement(`INSERT INTO ${table} VALUES (1, 9)`),
      )
      return 'committed?'
    },
  ).catch((error: unknown) => error)
  expect(String((closingFailure as { code?: string }).code ?? closingFailure)).toMatch(/23505|duplicate/)
  // ... and a failing opening statement likewise.
  const openingFailure = await transactionOpenedWith(
    handle.db,
    [statement(`UPDATE ${table} SET n = 0 WHERE id = 1`), statement(`INSERT INTO ${table} VALUES (1, 9)`)],
    () => Promise.resolve('committed?'),
  ).catch((error: unknown) => error)
  expect(String((openingFailure as { code?: string }).code ?? openingFailure)).toMatch(/23505|duplicate/)
  for (let i = 0; i < 4; i++) expect(await count()).toEqual({ n: 17, lines: 4 })
}

describe('statements queued together', () => {
  let embedded: Awaited<ReturnType<typeof startEmbeddedDatabase>> | undefined
  beforeAll(async () => {
    embedded = await startEmbeddedDatabase(fromTemplate())
  })
  afterAll(() => embedded?.stop())

  it('on the embedded database: in order, behind a lock, one failure', async () => {
    const handle = connectDatabase(embedded!.url, 3)
    try {
      await exercise(handle, 'pipeline_embedded', () => new Promise((resolve) => setTimeout(resolve, 200)))
    } finally {
      await handle.close()
    }
  })

  it.skipIf(!baseUrl)('on PostgreSQL: in order, behind a lock, one failure', async () => {
    const handle = connectDatabase(baseUrl!, 3)
    const table = `pipeline_${process.pid}_${Date.now().toString(36)}`
    try {
      await exercise(handle, table, async (statementStart) => {
        // The waiter's UPDATE is blocked on the holder's row lock.
        const blocked = sql`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE wait_event_type = 'Lock' AND query LIKE ${statementStart}`
        await expect
          .poll(async () => (await handle.db.execute<{ n: number }>(blocked)).rows[0]?.n, { timeout: 10_000 })
          .toBe(1)
      })
    } finally {
      await handle.db.execute(sql.raw(`DROP TABLE IF EXISTS ${table}, ${table}_lines`))
      await handle.close()
    }
  })
})

describe('statements with their parameters written in', () => {
  const built = (text: string, params: unknown[]) => ({ toSQL: () => ({ sql: text, params }) })

  it('writes integers, booleans, null and quoted strings, and refuses anything else', () => {
    expect(withParametersWritten(built('select $1, $2, $3, $10', [7, true, null, 0, 0, 0, 0, 0, 0, "it's"]))).toBe(
      "select 7, TRUE, NULL, 'it''s'",
    )
    expect(() => withParametersWritten(built('select $1', [1.5]))).toThrow(/number/)
    expect(() => withParametersWritten(built('select $1', [new Date()]))).toThrow(/object/)
    expect(() => withParametersWritten(built('select $1', ['a\0b']))).toThrow(/string/)
  })

  it('reads rows named as in the database into the row type', () => {
    const [row] = rowsOf(carts, [
      {
        id: 3,
        owner_id: 4,
        shop_id: 5,
        currency_id: null,
        rate: 1,
        group: false,
        status: 'active',
        updated_at: '2026-11-26 01:02:03.456+00',
      },
    ])
    expect(row).toMatchObject({ id: 3, ownerId: 4, shopId: 5, currencyId: null, status: 'active' })
    expect(row?.updatedAt).toEqual(new Date('2026-11-26T01:02:03.456Z'))
  })
})
