import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { startWireServer } from './wire-server.ts'

export interface EmbeddedDatabase {
  url: string
  pglite: PGlite
  stop(): Promise<void>
}

/**
 * Serves a PGlite database over the PostgreSQL wire protocol on 127.0.0.1, so the API talks to it with the same
 * driver as to a real server. `dataDir` undefined keeps it in memory; `loadDataDir` starts from a dump (tests).
 */
export async function startEmbeddedDatabase(options: {
  dataDir?: string
  port?: number
  loadDataDir?: Blob
  /** A new database made to be dumped and loaded many times (the tests' template): see `dumpCompact`. */
  forDumps?: boolean
}): Promise<EmbeddedDatabase> {
  const pglite = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    // 1 MB WAL segments instead of 16, and a checkpoint that removes the ones it no longer needs (dumpCompact).
    ...(options.forDumps
      ? {
          initDbStartParams: ['--wal-segsize=1'],
          postgresqlconf: ['min_wal_size=2MB', 'max_wal_size=8MB', 'wal_recycle=off'],
        }
      : {}),
  })
  const server = await startWireServer(pglite, {
    port: options.port ?? 0,
    log: (line) => console.error(line),
  })
  return {
    url: `postgres://postgres@127.0.0.1:${server.port}/postgres?sslmode=disable`,
    pglite,
    async stop() {
      await server.stop()
      await pglite.close()
    },
  }
}

/**
 * A dump of the database that is quick to load: without the template0 and template1 databases (two copies of the
 * catalogue that nothing loaded from it uses) and with only the write-ahead log the last checkpoint needs. A database
 * made with `forDumps` gives a dump of about a third of the default's size (measured: 73 MB -> 26 MB for the
 * tests' seeded template), and every test file loads one.
 */
export async function dumpCompact(pglite: PGlite): Promise<Blob> {
  await pglite.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`)
  // One statement per call: DROP DATABASE cannot run in the implicit transaction of a multi-statement string.
  await pglite.exec('DROP DATABASE IF EXISTS template0')
  await pglite.exec('DROP DATABASE IF EXISTS template1')
  await pglite.exec('CHECKPOINT')
  return pglite.dumpDataDir('none')
}
