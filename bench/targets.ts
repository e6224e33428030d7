// The databases a benchmark runs on: the embedded one (PGlite in its own process, data kept under bench/.work/) and
// PostgreSQL (a `basil_bench` database created on BENCH_DATABASE_URL's server and dropped afterwards).
import { rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { connectDatabase, migrateDatabase, type DatabaseHandle } from '../apps/api/src/db/client.ts'
import { launchEmbeddedDatabase, type EmbeddedProcess } from '../apps/api/src/db/embedded-launcher.ts'
import { workDir, type BenchEnv, type Target } from './env.ts'
import {
  generateCatalogue,
  hasData,
  matchesScale,
  readCatalogueInfo,
  type CatalogueInfo,
  type CatalogueScale,
} from './generate.ts'

export const BENCH_DATABASE = 'basil_bench'
export const embeddedDataDir = path.join(workDir, 'embedded')

// The API's own defaults: DATABASE_POOL_SIZE 10, and at most 8 connections to the embedded database.
const POOL_SIZE: Record<Target, number> = { embedded: 8, postgres: 10 }

export interface PreparedTarget {
  target: Target
  /** Connection URL of the database, for more pools on it. */
  url: string
  /** A pool kept for the benchmark's own queries (inputs, CPU accounting). */
  handle: DatabaseHandle
  poolSize: number
  info: CatalogueInfo
  /** Whether this run generated the catalogue (false: an earlier run's was reused). */
  generated: boolean
  serverVersion: string
  /** Processes of the database server doing this benchmark's work, for CPU accounting. */
  databasePids(): Promise<number[]>
  close(options?: { keep?: boolean }): Promise<void>
}

interface OpenDatabase {
  url: string
  handle: DatabaseHandle
  /** The embedded database's process (it changes when the supervisor restarts it). */
  embeddedPid?: () => number | undefined
  /** Closes the connections and stops the embedded database; `drop` also deletes the data. */
  close(drop: boolean): Promise<void>
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

async function adminQuery(url: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * Ends the pool, giving up after a few seconds: a connection whose statement never gets an answer (a hung embedded
 * server) would keep pool.end() waiting for ever. Its clients then get an error when the server goes away; they are
 * given a listener so that it does not crash the run (pg's private list, read only here).
 */
async function closePool(handle: DatabaseHandle): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const ended = await Promise.race([
    handle.close().then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 5_000))),
  ])
  clearTimeout(timer)
  if (!ended) {
    const clients = (handle.pool as unknown as { _clients: Array<{ on(event: 'error', f: () => void): void }> })
      ._clients
    for (const client of clients) client.on('error', () => {})
  }
  return ended
}

async function openDatabase(target: Target, env: BenchEnv, fresh: boolean): Promise<OpenDatabase> {
  if (target === 'embedded') {
    if (fresh) rmSync(embeddedDataDir, { recursive: true, force: true })
    let embedded: EmbeddedProcess
    try {
      embedded = await launchEmbeddedDatabase(embeddedDataDir, 0)
    } catch (error) {
      throw new Error(`cannot start the embedded database in ${embeddedDataDir}`, { cause: error })
    }
    const handle = connectDatabase(embedded.url, POOL_SIZE.embedded)
    return {
      url: embedded.url,
      handle,
      embeddedPid: () => embedded.pid,
      async close(drop) {
        await closePool(handle)
        await embedded.stop()
        if (drop) rmSync(embeddedDataDir, { recursive: true, force: true })
      },
    }
  }
  const exists = await adminQuery(env.databaseUrl, `SELECT 1 FROM pg_database WHERE datname = '${BENCH_DATABASE}'`)
  if (fresh && exists.rowCount) await adminQuery(env.databaseUrl, `DROP DATABASE ${BENCH_DATABASE} WITH (FORCE)`)
  if (fresh || !exists.rowCount) await adminQuery(env.databaseUrl, `CREATE DATABASE ${BENCH_DATABASE}`)
  const url = withDatabase(env.databaseUrl, BENCH_DATABASE)
  const handle = connectDatabase(url, POOL_SIZE.postgres)
  return {
    url,
    handle,
    async close(drop) {
      await handle.close()
      if (drop) await adminQuery(env.databaseUrl, `DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`)
    },
  }
}

/**
 * Opens the target's database with a generated catalogue of the given scale: the one kept from an earlier run when
 * it matches, otherwise a fresh one.
 */
export async function prepareTarget(
  target: Target,
  env: BenchEnv,
  scale: CatalogueScale,
  options: { regenerate?: boolean; log?: (line: string) => void } = {},
): Promise<PreparedTarget> {
  const log = options.log ?? console.log
  let db = await openDatabase(target, env, options.regenerate ?? false)
  await migrateDatabase(db.handle.db)
  let info = await readCatalogueInfo(db.handle.pool)
  let generated = false
  if (!info || !matchesScale(info, scale)) {
    if (await hasData(db.handle.pool)) {
      log(`${target}: the kept database holds another catalogue; starting a fresh one`)
      await db.close(true)
      db = await openDatabase(target, env, true)
      await migrateDatabase(db.handle.db)
    }
    log(`${target}: generating ${scale.shops} shops and ${scale.products} products`)
    info = await generateCatalogue(db.handle, scale, log)
    generated = true
  } else {
    log(`${target}: reusing the catalogue generated ${info.generatedAt} (${info.scale.products} products)`)
  }
  const version = await db.handle.pool.query<{ version: string }>('SELECT version() AS version')
  const opened = db
  return {
    target,
    url: opened.url,
    handle: opened.handle,
    poolSize: POOL_SIZE[target],
    info,
    generated,
    serverVersion: version.rows[0]?.version ?? 'unknown',
    async databasePids() {
      if (target === 'embedded') {
        const pid = opened.embeddedPid?.()
        return pid ? [pid] : []
      }
      // The pool's backends (the server is on this machine: the URL is a loopback one by default).
      const result = await opened.handle.pool.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
      )
      return result.rows.map((r) => r.pid)
    },
    // The embedded data stays for the next run (it is git-ignored); the PostgreSQL database is dropped unless kept.
    close: ({ keep } = {}) => opened.close(target === 'postgres' && !(keep ?? env.keep)),
  }
}
