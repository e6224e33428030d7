// A stress check of the embedded database's wire server (apps/api/src/db/wire-server.ts): short transactions running while other
// connections send parameterised statements, as the API does when a search opens a transaction beside plain reads.
// For each pool size it reports whether every job finished, failed or the server stopped answering.
//
//   npx tsx bench/embedded-concurrency.ts [pool sizes, default 1 2 4 8]
import pg from 'pg'
import { startEmbeddedDatabase } from '../apps/api/src/db/embedded.ts'

const JOBS = 400
const HANG_AFTER_MS = 15_000

interface Outcome {
  poolSize: number
  completed: number
  errors: Map<string, number>
  hung: boolean
  /** What the busy connections were waiting for when the run was declared hung. */
  waitingOn: string[]
}

async function runJobs(url: string, poolSize: number): Promise<Outcome> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  pool.on('error', () => {})
  const outcome: Outcome = { poolSize, completed: 0, errors: new Map(), hung: false, waitingOn: [] }
  const fail = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    outcome.errors.set(message, (outcome.errors.get(message) ?? 0) + 1)
  }
  const transaction = async (i: number) => {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      await client.query(`SELECT set_config('pg_trgm.similarity_threshold', '0.15', true)`)
      await client.query('SELECT $1::int AS n', [i])
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }
  const read = (i: number) => pool.query('SELECT $1::int + 1 AS n', [i])
  const jobs = Array.from({ length: JOBS }, (_, i) =>
    (i % 2 ? transaction(i) : read(i)).then(
      () => void outcome.completed++,
      (error: unknown) => fail(error),
    ),
  )
  let timer: NodeJS.Timeout | undefined
  const hung = await Promise.race([
    Promise.all(jobs).then(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), HANG_AFTER_MS))),
  ])
  clearTimeout(timer)
  if (hung) {
    outcome.hung = true
    // pg's private fields, read only to say what never got an answer.
    const clients = (pool as unknown as { _clients: Array<{ _activeQuery?: { text?: string } | null }> })._clients
    outcome.waitingOn = clients.map((c) => c._activeQuery?.text ?? '(idle)')
  } else {
    await pool.end()
  }
  return outcome
}

async function main() {
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0)
  let failed = false
  for (const poolSize of sizes.length ? sizes : [1, 2, 4, 8]) {
    // A fresh server per pool size: a hung one cannot be reused.
    const embedded = await startEmbeddedDatabase({})
    const outcome = await runJobs(embedded.url, poolSize)
    const errors = [...outcome.errors].map(([m, n]) => `${n} × ${m}`).join('; ')
    const verdict = outcome.hung ? 'HUNG' : outcome.errors.size ? 'ERRORS' : 'ok'
    failed ||= verdict !== 'ok'
    console.log(
      `pool ${poolSize}: ${verdict}, ${outcome.completed}/${JOBS} jobs completed` +
        (errors ? `; ${errors}` : '') +
        (outcome.hung ? `; connections waiting on: ${outcome.waitingOn.join(' | ')}` : ''),
    )
    if (!outcome.hung) await embedded.stop()
  }
  // A hung server keeps sockets open: leave explicitly.
  process.exit(failed ? 1 : 0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
