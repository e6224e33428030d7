import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWireServer, type WireServer } from './wire-server.ts'

// The embedded database's wire server: every pooled connection shares PGlite's single session, so these check that
// connections never see inside each other's statements or transactions, whatever the interleaving.
describe('embedded database wire server', () => {
  let pglite: PGlite
  let server: WireServer
  let url: string

  beforeAll(async () => {
    pglite = await PGlite.create('memory://')
    server = await startWireServer(pglite)
    url = `postgres://postgres@127.0.0.1:${server.port}/postgres?sslmode=disable`
    await pglite.exec('CREATE TABLE wire_rows (id serial PRIMARY KEY, owner text NOT NULL, n int NOT NULL)')
  })

  afterAll(async () => {
    await server.stop()
    await pglite.close()
  })

  it('answers parameterised reads and short transactions from many connections at once', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 16 })
    try {
      const jobs = Array.from({ length: 300 }, async (_, i) => {
        if (i % 3) {
          const { rows } = await pool.query<{ n: number }>('SELECT $1::int * 2 AS n', [i])
          return rows[0]!.n === i * 2
        }
        const client = await pool.connect()
        try {
          await client.query('BEGIN')
          await client.query(`SELECT set_config('statement_timeout', '5000', true)`)
          const { rows } = await client.query<{ n: number }>('SELECT $1::int + 1 AS n', [i])
          await client.query('COMMIT')
          return rows[0]!.n === i + 1
        } finally {
          client.release()
        }
      })
      const answers = await Promise.all(jobs)
      expect(answers.every(Boolean)).toBe(true)
    } finally {
      await pool.end()
    }
  })

  it("keeps another connection's statements out of an open transaction until it commits", async () => {
    const writer = new pg.Client({ connectionString: url })
    const reader = new pg.Client({ connectionString: url })
    await Promise.all([writer.connect(), reader.connect()])
    try {
      await writer.query('BEGIN')
      await writer.query(`INSERT INTO wire_rows (owner, n) VALUES ('commit', 1)`)
      // Sent while the writer's transaction is open: it must run after the commit, not inside the transaction.
      const read = reader.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM wire_rows WHERE owner = 'commit'`,
      )
      let readDone = false
      void read.then(() => (readDone = true))
      await writer.query(`INSERT INTO wire_rows (owner, n) VALUES ('commit', 2)`)
      expect(readDone).toBe(false)
      await writer.query('ROLLBACK')
      const { rows } = await read
      expect(rows[0]!.count).toBe(0)
    } finally {
      await Promise.all([writer.end(), reader.end()])
    }
  })

  it('rolls back the transaction of a connection that goes away', async () => {
    const quitter = new pg.Client({ connectionString: url })
    await quitter.connect()
    quitter.on('error', () => {})
    await quitter.query('BEGIN')
    await quitter.query(`INSERT INTO wire_rows (owner, n) VALUES ('gone', 1)`)
    // Drop the socket without COMMIT or Terminate, as a crashed process would.
    ;(quitter as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy()

    const other = new pg.Client({ connectionString: url })
    await other.connect()
    try {
      const { rows } = await other.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM wire_rows WHERE owner = 'gone'`,
      )
      expect(rows[0]!.count).toBe(0)
      const inserted = await other.query<{ n: number }>(
        `INSERT INTO wire_rows (owner, n) VALUES ('after', $1) RETURNING n`,
        [7],
      )
      expect(inserted.rows[0]!.n).toBe(7)
    } finally {
      await other.end()
    }
  })

  it('keeps serving after a statement fails inside a transaction', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 4 })
    try {
      const failing = (async () => {
        const client = await pool.connect()
        try {
          await client.query('BEGIN')
          await expect(client.query('SELECT 1 / $1::int', [0])).rejects.toThrow(/division by zero/)
          await client.query('ROLLBACK')
        } finally {
          client.release()
        }
      })()
      const reads = Array.from({ length: 20 }, (_, i) => pool.query<{ n: number }>('SELECT $1::int AS n', [i]))
      await failing
      const results = await Promise.all(reads)
      expect(results.map((r) => r.rows[0]!.n)).toEqual(Array.from({ length: 20 }, (_, i) => i))
    } finally {
      await pool.end()
    }
  })
})
