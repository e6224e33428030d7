import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { enableNamedStatements } from './prepared.ts'
import * as schema from './schema/index.ts'
import type { Database } from './types.ts'

export type { Database, Executor, Transaction } from './types.ts'

export interface DatabaseHandle {
  db: Database
  pool: pg.Pool
  close(): Promise<void>
}

// Counts and sums come back as int8/numeric strings; our values fit in a double, so read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v))

/**
 * `namedStatements`: run the hottest catalogue reads as named prepared statements (see prepared.ts); only for a real
 * PostgreSQL server reached directly or through a session-level pooler, never for the embedded database.
 */
export function connectDatabase(
  url: string,
  poolSize = 10,
  options: { namedStatements?: boolean } = {},
): DatabaseHandle {
  // A request waits at most a few seconds for a connection: with the database down it answers 503 instead of hanging.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  })
  // A client losing its connection must not crash the process (security probe D4: an 'error' event without a
  // listener on a client checked out for a transaction killed the API). Idle clients report through the pool, which
  // replaces them; every client also gets a listener of its own when it is made, so one that breaks while checked
  // out only fails the query it was running, and the pool discards it when it is released.
  pool.on('error', () => {})
  pool.on('connect', (client) => {
    client.on('error', () => {})
  })
  const db = drizzle(pool, { schema })
  if (options.namedStatements) enableNamedStatements(db, pool)
  return { db, pool, close: () => pool.end() }
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder })
}

/** SQLSTATE classes and codes that mean "the database is not there right now", not "this request is wrong". */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300'])
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ECONNABORTED',
])
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end',
]

/**
 * True when `error` (or an error it wraps: Drizzle wraps the driver's) says the database cannot be reached or dropped
 * the connection: the request should answer 503 and may be retried, rather than 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown }
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_ERRNOS.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))
  )
    return true
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true
  return isDatabaseUnavailable(cause, depth + 1)
}
