import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { Database, Executor } from './types.ts'

/**
 * Named (server-side prepared) statements for the hottest catalogue reads on PostgreSQL.
 *
 * A product or shop page is one wide statement of many sub-selects: PostgreSQL spends two to three times longer
 * planning it than running it. Sent under a name, each pooled connection parses and plans it once and then re-uses a
 * generic plan, which roughly halves the database's share of a cache miss (bench/results/README.md).
 *
 * Only for a database handle registered here (a real PostgreSQL server): the embedded database's connections share one
 * session, where one connection's statement names would collide with another's, so it keeps unnamed statements. A
 * transaction is never registered either: inside one, the query runs as usual.
 */
const namedPools = new WeakMap<object, pg.Pool>()
const dialect = new PgDialect()

// What drizzle's node-postgres session leaves as text (timestamps, dates, intervals and their arrays, numeric arrays),
// so that a row reads the same whichever way it was fetched.
const TEXT_TYPES = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231])

const rawTimestamps: pg.CustomTypesConfig = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(typeId)
      ? (value: string) => value
      : pg.types.getTypeParser(typeId, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
}

export function enableNamedStatements(db: Database, pool: pg.Pool): void {
  namedPools.set(db, pool)
}

/** A stable name for a statement text: the same text always gets the same name, different texts never share one. */
export function statementName(text: string): string {
  return `basil_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
}

/**
 * Runs a raw SQL statement; on a registered database under its name. Its text must not vary with the values (all
 * values as parameters), or each variant would stay prepared on every connection. Timestamps come back as strings,
 * as from drizzle's `execute`.
 */
export async function executeNamed<Row extends Record<string, unknown>>(db: Executor, query: SQL): Promise<Row[]> {
  const pool = namedPools.get(db)
  if (!pool) return (await db.execute<Row>(query)).rows as Row[]
  const { sql: text, params } = dialect.sqlToQuery(query)
  const result = await pool.query<Row>({ name: statementName(text), text, values: params, types: rawTimestamps })
  return result.rows
}

/** A drizzle select builder run as a named statement on a registered database, as itself otherwise. */
export async function selectNamed<Result>(
  db: Executor,
  query: PromiseLike<Result> & { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<Result> } },
): Promise<Result> {
  if (!namedPools.has(db)) return await query
  return query.prepare(statementName(query.toSQL().sql)).execute()
}
