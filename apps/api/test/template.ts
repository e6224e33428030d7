// Builds the seeded database every API test file starts from, once per test run: the demo marketplace as
// `npm start` seeds it. On PostgreSQL it is a template database; embedded, a PGlite data-directory dump.
import { sql } from 'drizzle-orm'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { connectDatabase, migrateDatabase } from '../src/db/client.ts'
import { dumpCompact, startEmbeddedDatabase } from '../src/db/embedded.ts'
import { seedDemoMarketplace } from '../src/db/seed/index.ts'

export interface Template {
  kind: 'postgres' | 'embedded'
  /** postgres: the template database's name; embedded: the dump file's path. */
  source: string
  storageDir: string
}

export async function buildTemplate(
  testDatabaseUrl: string | undefined,
): Promise<Template & { drop(): Promise<void> }> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'basil-test-'))
  const storageDir = path.join(workDir, 'storage')
  if (testDatabaseUrl) {
    const name = `basil_tpl_${process.pid}_${Date.now()}`
    await adminQuery(testDatabaseUrl, `CREATE DATABASE ${name}`)
    const handle = connectDatabase(withDatabase(testDatabaseUrl, name), 4)
    await migrateDatabase(handle.db)
    await seedDemoMarketplace(handle.db, { storageDir })
    await handle.db.execute(sql`VACUUM ANALYZE`)
    await handle.close()
    return {
      kind: 'postgres',
      source: name,
      storageDir,
      drop: () => adminQuery(testDatabaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    }
  }
  const embedded = await startEmbeddedDatabase({ forDumps: true })
  const handle = connectDatabase(embedded.url, 4)
  await migrateDatabase(handle.db)
  await seedDemoMarketplace(handle.db, { storageDir })
  await handle.db.execute(sql`VACUUM ANALYZE`)
  await handle.close()
  const dump = await dumpCompact(embedded.pglite)
  const file = path.join(workDir, 'template.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await embedded.stop()
  return { kind: 'embedded', source: file, storageDir, drop: async () => {} }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * The embedded template's dump file in the embedded pass, undefined in the PostgreSQL pass (there the template is a
 * database on the server). Tests that start embedded databases of their own start them from it: loading the dump
 * takes about 1 s of CPU, a new database (initdb, then every migration) several.
 */
export function embeddedTemplateDump(): string | undefined {
  const template = inject('template')
  return template.kind === 'embedded' ? template.source : undefined
}

/** The options of startEmbeddedDatabase that start from the embedded template when there is one. */
export function fromTemplate(): { loadDataDir?: Blob } {
  const dump = embeddedTemplateDump()
  return dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {}
}

/**
 * Fills `dataDir` (a BASIL_DATA_DIR) with a copy of the embedded template, so that a server or launcher started on it
 * opens a seeded, migrated database instead of running initdb and every migration first (measured: the supervision
 * test 17 s -> 8 s, the shutdown test 17.5 s -> 10.4 s). Nothing to do in the PostgreSQL pass.
 */
export async function dataDirFromTemplate(dataDir: string): Promise<void> {
  if (!embeddedTemplateDump()) return
  const copy = await startEmbeddedDatabase({ dataDir: path.join(dataDir, 'pglite'), ...fromTemplate() })
  await copy.stop()
}
