// Where a route's time goes, without load: sends one request per route (as the benchmark does) through the
// in-process API, records every SQL statement it makes, then times each statement alone and EXPLAIN ANALYZEs the
// slow ones. Writes results/explain-<target>.md. Start it on a fresh process: the API's caches must be cold.
//
//   npx tsx bench/explain.ts [postgres|embedded] [route-name-part ...]
import { writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { buildApp } from '../apps/api/src/app.ts'
import { readBenchEnv, resultsDir, workDir, type Target } from './env.ts'
import { buildScenarios, sampleInputs } from './scenarios.ts'
import { prepareTarget } from './targets.ts'

/** Statements slower than this (ms, alone, warm) get their plan printed. */
const PLAN_THRESHOLD_MS = 2
const REPEATS = 5

interface Captured {
  text: string
  values: unknown[]
}

type QueryFunction = (...args: unknown[]) => unknown

/**
 * Records what every connection is asked to run (pool.query and transactions alike end in Client#query), while
 * `start` has given it a list.
 */
function capture() {
  const prototype = pg.Client.prototype as unknown as { query: QueryFunction }
  const original = prototype.query
  let into: Captured[] | undefined
  prototype.query = function (this: unknown, ...args: unknown[]) {
    if (into) {
      const first = args[0] as string | { text: string; values?: unknown[] }
      const text = typeof first === 'string' ? first : first.text
      const values = (Array.isArray(args[1]) ? args[1] : typeof first === 'object' ? first.values : undefined) ?? []
      into.push({ text, values })
    }
    return original.apply(this, args)
  }
  return {
    start(list: Captured[]) {
      into = list
    },
    stop() {
      into = undefined
    },
    restore() {
      prototype.query = original
    },
  }
}

const isRead = (text: string) => /^\s*(select|with)\b/i.test(text)

interface Replay extends Captured {
  /** set_config calls made earlier in the same transaction, which the statement's plan depends on. */
  settings: Captured[]
}

/** Pairs each read with the settings its transaction had made by then (`SET LOCAL`-like set_config calls). */
function withSettings(statements: Captured[]): Replay[] {
  let settings: Captured[] = []
  return statements.map((s) => {
    if (/^\s*(begin|commit|rollback)\b/i.test(s.text)) settings = []
    const replay = { ...s, settings }
    if (/set_config\s*\(/i.test(s.text)) settings = [...settings, s]
    return replay
  })
}

/** Runs `work` on one connection inside a transaction rolled back afterwards, with the statement's settings. */
async function inReplay<T>(pool: pg.Pool, statement: Replay, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    for (const setting of statement.settings) await client.query(setting.text, setting.values)
    return await work(client)
  } finally {
    await client.query('ROLLBACK').catch(() => {})
    client.release()
  }
}

async function timeStatement(pool: pg.Pool, statement: Replay): Promise<number> {
  return inReplay(pool, statement, async (client) => {
    const times: number[] = []
    for (let i = 0; i < REPEATS; i++) {
      const started = performance.now()
      await client.query(statement.text, statement.values)
      times.push(performance.now() - started)
    }
    return times.sort((a, b) => a - b)[Math.floor(REPEATS / 2)]!
  })
}

async function main() {
  const env = readBenchEnv()
  const args = process.argv.slice(2)
  const target: Target = args.includes('embedded') ? 'embedded' : 'postgres'
  const filters = args.filter((a) => a !== 'embedded' && a !== 'postgres')
  const prepared = await prepareTarget(target, env, { products: env.products, shops: env.shops })
  const pool = prepared.handle.pool
  const app = await buildApp({
    db: prepared.handle.db,
    storageDir: path.join(workDir, 'storage'),
    publicUrl: 'http://127.0.0.1',
    logger: false,
  })
  const tap = capture()
  const out: string[] = [
    `# Statements per route (${target})`,
    '',
    `One request per route through the in-process API, then each statement alone (median of ${REPEATS}, warm), ` +
      `with the plan of those over ${PLAN_THRESHOLD_MS} ms. ${prepared.serverVersion}.`,
    '',
  ]
  try {
    await app.ready()
    const inputs = await sampleInputs(prepared)
    const scenarios = buildScenarios(prepared.info.words, inputs).filter(
      (s) => !s.ceiling && (!filters.length || filters.some((f) => s.name.includes(f))),
    )
    for (const scenario of scenarios) {
      // A middle path (a later page, a uuid from the middle). The first request is captured: the API caches some
      // work (search rankings, list totals), and the statements behind a cache miss are what needs explaining.
      const url = scenario.paths[Math.floor(scenario.paths.length / 2)]!
      const statements: Captured[] = []
      tap.start(statements)
      let started = performance.now()
      const response = await app.inject({ method: 'GET', url })
      const wall = performance.now() - started
      tap.stop()
      const again: Captured[] = []
      tap.start(again)
      started = performance.now()
      await app.inject({ method: 'GET', url })
      const warmWall = performance.now() - started
      tap.stop()
      const timed = []
      // Only reads are run again, each in a transaction rolled back, so that nothing leaks into the pool.
      for (const s of withSettings(statements))
        timed.push({ ...s, ms: isRead(s.text) ? await timeStatement(pool, s) : 0 })
      const sum = timed.reduce((a, s) => a + s.ms, 0)
      out.push(
        `## ${scenario.name}`,
        '',
        `\`GET ${url}\` → ${response.statusCode}, ${response.body.length} bytes, ${wall.toFixed(1)} ms in the API; ` +
          `${statements.length} statements taking ${sum.toFixed(1)} ms when run one after another. ` +
          `Repeated (API caches warm): ${warmWall.toFixed(1)} ms, ${again.length} statements.`,
        '',
        '| ms | statement |',
        '|---:|---|',
        ...timed.map(
          (s) =>
            `| ${isRead(s.text) ? s.ms.toFixed(2) : '–'} | \`${s.text.replace(/\s+/g, ' ').slice(0, 160).replace(/\|/g, '\\|')}\` |`,
        ),
        '',
      )
      for (const s of [...timed].sort((a, b) => b.ms - a.ms)) {
        if (s.ms < PLAN_THRESHOLD_MS || !isRead(s.text)) continue
        const plan = await inReplay(pool, s, (client) =>
          client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values),
        )
        out.push(
          `### ${s.ms.toFixed(1)} ms`,
          '',
          '```sql',
          s.text.trim(),
          '```',
          '',
          `Parameters: \`${JSON.stringify(s.values).slice(0, 300)}\`` +
            (s.settings.length ? `; after \`${s.settings.map((c) => JSON.stringify(c.values)).join(', ')}\`` : ''),
          '',
          '```',
          ...plan.rows.map((r) => r['QUERY PLAN']),
          '```',
          '',
        )
      }
      console.log(
        `${scenario.name}: ${statements.length} statements, ${sum.toFixed(1)} ms alone, ${wall.toFixed(1)} ms in the ` +
          `API; repeated ${again.length} statements, ${warmWall.toFixed(1)} ms`,
      )
    }
  } finally {
    tap.restore()
    await app.close()
    await prepared.close({ keep: true })
  }
  mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `explain-${target}.md`)
  writeFileSync(file, out.join('\n'))
  console.log(`written ${path.relative(process.cwd(), file)}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
