// Security probe D5: when the embedded database's process died, nothing started it again and the API answered 500
// until a person restarted everything. The launcher now supervises it: a killed database is back on the same data
// and port within seconds, and the API's pool reconnects by itself. Two processes on one data folder are refused.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { launchEmbeddedDatabase, type EmbeddedProcess } from '../src/db/embedded-launcher.ts'
import { dataDirFromTemplate } from './template.ts'

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'basil-supervised-'))
const logged: string[] = []
let embedded: EmbeddedProcess | undefined
afterAll(async () => {
  await embedded?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 })
  client.on('error', () => {})
  try {
    await client.connect()
    const result = await client.query('SELECT 41 + 1 AS answer')
    return result.rows[0].answer === 42
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

// Only the embedded pass: the PostgreSQL pass of the suite has nothing to add here.
describe.skipIf(inject('template').kind === 'postgres')('the supervised embedded database', () => {
  it(
    'is started again on the same data and port after kill -9, and keeps what was committed',
    { timeout: 120_000 },
    async () => {
      await dataDirFromTemplate(dataDir)
      embedded = await launchEmbeddedDatabase(dataDir, 0, {
        log: (level, message) => logged.push(`${level}: ${message}`),
        backoffMs: 200,
      })
      const pool = new pg.Pool({ connectionString: embedded.url, max: 2 })
      pool.on('error', () => {})
      await pool.query('CREATE TABLE kept (id int)')
      await pool.query('INSERT INTO kept VALUES (7)')
      const first = embedded.pid!
      process.kill(first, 'SIGKILL')
      const deadline = Date.now() + 60_000
      while (!(await answers(embedded.url)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250))
      expect(embedded.pid).not.toBe(first)
      expect(embedded.restarts).toBe(1)
      expect(logged.some((line) => line.startsWith('warn:') && line.includes(`${first} died`))).toBe(true)
      // The pool that held connections to the dead process serves again (its broken clients are replaced).
      let rows: Array<{ id: number }> = []
      for (let i = 0; i < 5 && rows.length === 0; i++) {
        rows = await pool.query('SELECT id FROM kept').then(
          (r) => r.rows,
          () => [],
        )
      }
      expect(rows).toEqual([{ id: 7 }])
      await pool.end()
    },
  )

  it('refuses a second process on the same data folder with a clear message', async () => {
    // The lock names its holder; a holder that is alive (this test process stands in for another API) is respected.
    const other = mkdtempSync(path.join(os.tmpdir(), 'basil-locked-'))
    try {
      writeFileSync(path.join(other, 'pglite.lock'), String(process.ppid))
      await expect(launchEmbeddedDatabase(other, 0)).rejects.toThrow(/in use by process \d+/)
    } finally {
      rmSync(other, { recursive: true, force: true })
    }
    // The running one holds its folder against anyone, this process included.
    await expect(launchEmbeddedDatabase(dataDir, 0)).rejects.toThrow(/in use by process/)
  })

  it('takes over a lock left by a process that is gone', { timeout: 60_000 }, async () => {
    const stale = mkdtempSync(path.join(os.tmpdir(), 'basil-stale-'))
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid
    writeFileSync(path.join(stale, 'pglite.lock'), String(gone))
    await dataDirFromTemplate(stale)
    const again = await launchEmbeddedDatabase(stale, 0)
    try {
      expect(await answers(again.url)).toBe(true)
    } finally {
      await again.stop()
      rmSync(stale, { recursive: true, force: true })
    }
  })
})
