import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { enableNamedStatements } from './prepared.ts'
import * as schema from './schema/index.ts'

export type Database = NodePgDatabase<typeof schema>
/** A transaction or the database itself: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

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
export function connectDatabase(url: string, poolSize = 10, options: { namedStatements?: boolean } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 })
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  const db = drizzle(pool, { schema })
  if (options.namedStatements) enableNamedStatements(db, pool)
  return { db, pool, close: () => pool.end() }
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder })
}
