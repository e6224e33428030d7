import { eq, sql } from 'drizzle-orm'
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { describe, expect, inject, it } from 'vitest'
import { connectDatabase, type DatabaseHandle } from './client.ts'
import { startEmbeddedDatabase } from './embedded.ts'
import { executeNamed, selectNamed, statementName } from './prepared.ts'
import { fromTemplate } from '../../test/template.ts'

const notes = pgTable('prepared_notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
})

async function preparedNames(handle: DatabaseHandle): Promise<string[]> {
  const { rows } = await handle.pool.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')
  return rows.map((r) => r.name)
}

/** Both paths must read the same rows: a statement, then a select builder over a session-local table. */
async function exercise(handle: DatabaseHandle) {
  await handle.pool.query(
    'CREATE TEMP TABLE prepared_notes (id int PRIMARY KEY, body text NOT NULL, at timestamptz NOT NULL)',
  )
  await handle.pool.query(`INSERT INTO prepared_notes VALUES (1, 'one', '2026-01-02T03:04:05Z'), (2, 'two', now())`)
  const statement = sql`SELECT id, body, at FROM prepared_notes WHERE id = ${1}`
  const first = await executeNamed<{ id: number; body: string; at: unknown }>(handle.db, statement)
  const again = await executeNamed<{ id: number; body: string; at: unknown }>(handle.db, statement)
  const unnamed = (await handle.db.execute(statement)).rows
  const built = await selectNamed(handle.db, handle.db.select().from(notes).where(eq(notes.id, 2)))
  return { first, again, unnamed, built }
}

describe('named statements', () => {
  it('names a statement by its text alone', () => {
    expect(statementName('SELECT 1')).toBe(statementName('SELECT 1'))
    expect(statementName('SELECT 1')).not.toBe(statementName('SELECT 2'))
    expect(statementName('SELECT 1')).toMatch(/^basil_[0-9a-f]{24}$/)
  })

  it('on the embedded database: unnamed statements, same rows', async () => {
    const embedded = await startEmbeddedDatabase(fromTemplate())
    const handle = connectDatabase(embedded.url, 1)
    try {
      const { first, again, unnamed, built } = await exercise(handle)
      expect(first).toEqual(unnamed)
      expect(again).toEqual(unnamed)
      expect(first[0]).toMatchObject({ id: 1, body: 'one' })
      expect(typeof first[0]!.at).toBe('string')
      expect(built).toHaveLength(1)
      expect(built[0]!.at).toBeInstanceOf(Date)
      expect(await preparedNames(handle)).toEqual([])
    } finally {
      await handle.close()
      await embedded.stop()
    }
  })

  const baseUrl = inject('testDatabaseUrl')
  it.skipIf(!baseUrl)(
    'on PostgreSQL: each statement prepared once per connection under its name, same rows',
    async () => {
      // One connection, so the temporary table and the prepared statements are all in the session read back.
      const handle = connectDatabase(baseUrl!, 1, { namedStatements: true })
      try {
        const { first, again, unnamed, built } = await exercise(handle)
        expect(first).toEqual(unnamed)
        expect(again).toEqual(unnamed)
        expect(typeof first[0]!.at).toBe('string')
        expect(built).toEqual([{ id: 2, body: 'two', at: expect.any(Date) }])
        const names = await preparedNames(handle)
        expect(names).toContain(statementName('SELECT id, body, at FROM prepared_notes WHERE id = $1'))
        expect(names.filter((n) => n.startsWith('basil_'))).toHaveLength(2)
      } finally {
        await handle.close()
      }
    },
  )
})
