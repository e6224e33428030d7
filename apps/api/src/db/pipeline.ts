// Statements queued on one connection without waiting for each. The driver keeps a queue per connection and sends the
// next statement from inside the handler that reads the previous one's answer, so statements queued together cost one
// wait on the event loop instead of one each. That matters while a row lock is held: under heavy load every wait for
// the event loop is milliseconds during which other writers of the same row stand in line (security probe D17).
//
// Statements run in the order they were queued: the driver's queue is first in, first out, and a statement reaches it
// synchronously when its builder's `then` is called. So pass builders, or promises of functions that call `then` on
// their builder before returning (not async functions that await it: those reach the driver a microtask later). Inside a transaction a failed statement makes the later ones fail too; the first
// failure is what `settle` reports.

import { getTableColumns, type Table } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { Database, Transaction } from './client.ts'
import * as schema from './schema/index.ts'

/** A statement builder (Drizzle's builders run when awaited) or a promise already running. */
type Statement<T> = PromiseLike<T>

export class Pipeline {
  private readonly running: Promise<unknown>[] = []
  private failure: { error: unknown } | undefined

  /** Starts `statement` now and returns its result when it comes; a failure is kept for `settle`, never left unhandled. */
  add<T>(statement: Statement<T>): Promise<T> {
    // Called now, not a microtask later as Promise.resolve would: a builder reaches the connection in call order.
    const result = new Promise<T>((resolve, reject) => {
      statement.then(resolve, reject)
    })
    this.running.push(
      result.then(
        () => undefined,
        (error: unknown) => {
          this.failure ??= { error }
        },
      ),
    )
    return result
  }

  /** Waits for every statement queued so far; throws the first failure. */
  async settle(): Promise<void> {
    await Promise.all(this.running)
    if (this.failure) throw this.failure.error
  }
}

/**
 * Runs statements queued together and returns their results in order, like Promise.all, but waits for all of them
 * before throwing the first failure (so that none is still running, or unhandled, when the caller's transaction ends).
 */
export async function runTogether<T extends readonly unknown[]>(statements: {
  [K in keyof T]: Statement<T[K]>
}): Promise<T> {
  const pipeline = new Pipeline()
  const results = statements.map((statement) => pipeline.add(statement))
  await pipeline.settle()
  return (await Promise.all(results)) as unknown as T
}

/**
 * A transaction whose last writes travel with its COMMIT. `body` runs as in `db.transaction`, and may, as its last
 * act, queue statements on `tail` instead of awaiting them: the driver sends them and then COMMIT without waiting
 * for their answers, so row locks taken before the tail are released one wait for the event loop sooner. PostgreSQL
 * answers COMMIT of a transaction in which a statement failed with a rollback, so nothing of it is kept, and the
 * first failure is thrown here. Only statements whose failure is an error belong in the tail: a check that needs
 * a statement's answer before deciding to commit must be awaited in `body`.
 */
export async function transactionWithTail<T>(
  db: Database,
  body: (tx: Transaction, tail: Pipeline) => Promise<T>,
): Promise<T> {
  const tail = new Pipeline()
  const result = await db.transaction((tx) => body(tx, tail))
  await tail.settle()
  return result
}

/**
 * A statement as Drizzle holds it before running it: a query builder (`toSQL()`) or `db.execute(sql)` (`getQuery()`).
 */
export type BuiltStatement =
  { toSQL(): { sql: string; params: unknown[] } } | { getQuery(): { sql: string; params: unknown[] } }

/**
 * The statement with its parameters written into the text, for a simple-protocol query (which takes none). Only
 * integers, booleans, null and strings are accepted (strings quoted as PostgreSQL reads them with
 * standard_conforming_strings, the default since 9.1); anything else throws, so an unexpected value can never be
 * written in by accident. The text of Drizzle's builders holds no literal of its own, so every `$n` is a parameter.
 */
export function withParametersWritten(statement: BuiltStatement): string {
  const { sql, params } = 'toSQL' in statement ? statement.toSQL() : statement.getQuery()
  return sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1]
    if (value === null) return 'NULL'
    if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
    if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value)
    if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`
    throw new Error(`a ${typeof value} parameter cannot be written into a statement`)
  })
}

/** Rows as a table's columns name them in the database, read into the table's row type (as Drizzle reads them). */
export function rowsOf<T extends Table>(table: T, rows: readonly Record<string, unknown>[]): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table))
  return rows.map((raw) => {
    const row: Record<string, unknown> = {}
    for (const [key, column] of columns) {
      const value = raw[column.name]
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
    }
    return row as T['$inferSelect']
  })
}

// Drizzle's own reading of time types: as the text PostgreSQL sends, which the columns then turn into values.
const TEXT_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
])
const drizzleTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format),
}

/** One Drizzle handle per pooled connection, made once: the schema's relational description is not rebuilt per call. */
const handles = new WeakMap<pg.PoolClient, Database>()
function handleOn(client: pg.PoolClient): Database {
  let handle = handles.get(client)
  if (!handle) {
    handle = drizzle(client, { schema }) as unknown as Database
    handles.set(client, handle)
  }
  return handle
}

/**
 * A transaction whose BEGIN travels with its first statements, and whose last statements travel with its COMMIT, each
 * in one simple-protocol query (`BEGIN; s1; s2` ... `w1; w2; COMMIT`): two waits for the event loop where
 * `db.transaction` spends one on BEGIN, one on each statement and one on COMMIT. Each statement of a query runs in a
 * snapshot of its own (READ COMMITTED), so a read after a lock sees what the previous holder of the lock committed.
 * `opening` are built statements whose parameters are written in (withParametersWritten: ids and constants only);
 * `body` gets a handle on the transaction's connection, the rows each opening statement answered, and `closing`, to
 * which it adds the statements to send with COMMIT (their answers are not read: only statements whose failure is an
 * error belong there). A failed statement anywhere rolls the whole transaction back and is thrown.
 */
export async function transactionOpenedWith<T>(
  db: Database,
  opening: readonly BuiltStatement[],
  body: (tx: Database, opened: Record<string, unknown>[][], closing: BuiltStatement[]) => Promise<T>,
): Promise<T> {
  const text = ['BEGIN', ...opening.map(withParametersWritten)].join(';\n')
  // Drizzle keeps the pool it was made with as `$client` (connectDatabase makes every Database on a pool).
  const client = await (db as Database & { $client: pg.Pool }).$client.connect()
  let broken: Error | undefined
  try {
    const closing: BuiltStatement[] = []
    let result: T
    try {
      const answers = (await client.query({ text, types: drizzleTypes })) as unknown as pg.QueryResult[]
      // The first answer is BEGIN's.
      const opened = answers.slice(1).map((answer) => answer.rows as Record<string, unknown>[])
      result = await body(handleOn(client), opened, closing)
      await client.query([...closing.map(withParametersWritten), 'COMMIT'].join(';\n'))
    } catch (error) {
      // After a failed statement the rest of its query did not run (COMMIT neither): the transaction is still open.
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError))
      })
      throw error
    }
    return result
  } finally {
    // A connection that failed on ROLLBACK is discarded rather than handed to the next request.
    client.release(broken)
  }
}
