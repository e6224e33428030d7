// Logical backups of the database (`npm run db:backup`, `npm run db:restore FILE`): every table of the schema as
// JSON, read in one repeatable-read transaction (a consistent snapshot while the API keeps running), gzipped into one
// file. It works over the connection the API itself uses, so the embedded database and PostgreSQL are backed up the
// same way; on PostgreSQL, pg_dump is the tool of choice for large installations (README, "Backups").
//
// A restore replaces every row of the target in one transaction: the target is migrated first, then emptied, then
// loaded table by table (foreign keys in order), and its identity sequences continue after the restored ids. A backup
// made by a newer Basil (a migration this build does not know) is refused.
import { sql } from 'drizzle-orm'
import { readFileSync, writeFileSync } from 'node:fs'
import { gunzipSync, gzipSync } from 'node:zlib'
import type { Database, Executor } from './client.ts'

export const BACKUP_FORMAT = 'basil-backup'
export const BACKUP_VERSION = 1

interface BackupFile {
  format: typeof BACKUP_FORMAT
  version: number
  createdAt: string
  /** Creation times of the migrations applied to the database it was made from (Drizzle's `folderMillis`). */
  migrations: number[]
  /** Rows of each table of the `public` schema, as `row_to_json` writes them. */
  tables: Record<string, unknown[]>
}

export interface BackupSummary {
  file: string
  tables: number
  rows: number
  bytes: number
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

async function tableNames(db: Executor): Promise<string[]> {
  const result = await db.execute<{ name: string }>(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  )
  return result.rows.map((r) => r.name)
}

async function appliedMigrations(db: Executor): Promise<number[]> {
  const exists = await db.execute<{ found: boolean }>(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`,
  )
  if (!exists.rows[0]?.found) return []
  const result = await db.execute<{ created_at: number | string }>(
    sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`,
  )
  return result.rows.map((r) => Number(r.created_at))
}

/** Writes every table of `db` to `file` (gzipped JSON), from one consistent snapshot. */
export async function writeBackup(db: Database, file: string): Promise<BackupSummary> {
  if ((await appliedMigrations(db)).length === 0) {
    throw new Error('This database holds no Basil data yet (start Basil once, then back it up).')
  }
  const backup = await db.transaction(
    async (tx) => {
      const tables: Record<string, unknown[]> = {}
      for (const name of await tableNames(tx)) {
        const result = await tx.execute<{ rows: string }>(
          sql.raw(`SELECT coalesce(json_agg(t), '[]'::json)::text AS rows FROM ${quote(name)} t`),
        )
        tables[name] = JSON.parse(result.rows[0]!.rows) as unknown[]
      }
      const content: BackupFile = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        migrations: await appliedMigrations(tx),
        tables,
      }
      return content
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
  const bytes = gzipSync(JSON.stringify(backup))
  writeFileSync(file, bytes, { mode: 0o600 })
  const rows = Object.values(backup.tables).reduce((sum, t) => sum + t.length, 0)
  return { file, tables: Object.keys(backup.tables).length, rows, bytes: bytes.length }
}

export function readBackup(file: string): BackupFile {
  let parsed: Partial<BackupFile>
  try {
    parsed = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as Partial<BackupFile>
  } catch (error) {
    throw new Error(`${file} is not a Basil backup (${error instanceof Error ? error.message : String(error)})`)
  }
  if (parsed.format !== BACKUP_FORMAT || typeof parsed.tables !== 'object' || !Array.isArray(parsed.migrations)) {
    throw new Error(`${file} is not a Basil backup`)
  }
  if (parsed.version !== BACKUP_VERSION)
    throw new Error(`${file} is a backup of version ${parsed.version}; this Basil reads ${BACKUP_VERSION}`)
  return parsed as BackupFile
}

/** Tables ordered so that each comes after the tables its foreign keys point to (self-references aside). */
async function loadOrder(db: Executor, names: string[]): Promise<string[]> {
  const result = await db.execute<{ child: string; parent: string }>(sql`
    SELECT c.relname AS child, p.relname AS parent
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid
    JOIN pg_class p ON p.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE k.contype = 'f' AND n.nspname = 'public' AND c.oid <> p.oid`)
  const parents = new Map(names.map((n) => [n, new Set<string>()]))
  for (const { child, parent } of result.rows) parents.get(child)?.add(parent)
  const ordered: string[] = []
  const placed = new Set<string>()
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return
    path.add(name)
    for (const parent of parents.get(name) ?? []) if (parents.has(parent)) visit(parent, path)
    placed.add(name)
    ordered.push(name)
  }
  for (const name of names) visit(name, new Set())
  return ordered
}

/**
 * Replaces every row of `db` with the backup's (in one transaction: on any failure nothing changes). `db` must be
 * migrated to this build's schema first.
 */
export async function restoreBackup(db: Database, file: string): Promise<{ tables: number; rows: number }> {
  const backup = readBackup(file)
  const known = new Set(await appliedMigrations(db))
  const unknown = backup.migrations.filter((m) => !known.has(m))
  if (unknown.length) {
    throw new Error(
      'The backup was made by a newer Basil (its database has migrations this one does not know): upgrade first.',
    )
  }
  return db.transaction(async (tx) => {
    const present = await tableNames(tx)
    const missing = Object.keys(backup.tables).filter((t) => !present.includes(t))
    if (missing.length) throw new Error(`The backup has tables this database lacks: ${missing.join(', ')}`)
    if (present.length) await tx.execute(sql.raw(`TRUNCATE ${present.map(quote).join(', ')} RESTART IDENTITY CASCADE`))
    let rows = 0
    for (const table of await loadOrder(tx, present)) {
      const data = backup.tables[table]
      if (!data?.length) continue
      // Columns the backup has and the table can take (generated ones are computed again); columns added since the
      // backup was made get their defaults.
      const columns = await tx.execute<{ name: string }>(sql`
        SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'
        ORDER BY ordinal_position`)
      const inBackup = new Set(Object.keys(data[0] as object))
      const list = columns.rows
        .map((c) => c.name)
        .filter((c) => inBackup.has(c))
        .map(quote)
        .join(', ')
      const name = sql.raw(quote(table))
      await tx.execute(
        sql`INSERT INTO ${name} (${sql.raw(list)}) OVERRIDING SYSTEM VALUE
            SELECT ${sql.raw(list)} FROM json_populate_recordset(NULL::${name}, ${JSON.stringify(data)}::json)`,
      )
      rows += data.length
    }
    // New rows continue after the restored ids.
    const identities = await tx.execute<{ table_name: string; column_name: string }>(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND is_identity = 'YES'`)
    for (const { table_name: table, column_name: column } of identities.rows) {
      const name = quote(table)
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence(${name}, ${column}),
                   coalesce((SELECT max(${sql.raw(quote(column))}) FROM ${sql.raw(name)}), 0) + 1, false)`,
      )
    }
    return { tables: Object.keys(backup.tables).length, rows }
  })
}
