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
}): Promise<EmbeddedDatabase> {
  const pglite = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
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
