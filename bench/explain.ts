// Where a route's time goes, without load: sends one request per route (as the benchmark does) through the
// in-process API, records every SQL statement it makes, then times each statement alone and EXPLAIN ANALYZEs the
// slow ones. Writes results/explain-<target>.md.
//
//   npx tsx bench/explain.ts [postgres|embedded] [route-name-part ...]
import { writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type pg from 'pg'
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

function capture(pool: pg.Pool) {
  const original = pool.query as unknown as QueryFunction
  let into: Captured[] | undefined
  ;(pool as unknown as { query: QueryFunction }).query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text: string; values?: unknown[] }
    const text = typeof first === 'string' ? first : first.text
    const values = (Array.isArray(args[1]) ? args[1] : typeof first === 'object' ? first.values : undefined) ?? []
    into?.push({ text, values })
    return original.apply(pool, args)
  }
  return {
    start(list: Captured[]) {
      into = list
    },
    stop() {
      into = undefined
    },
    restore() {
      ;(pool as unknown as { query: QueryFunction }).query = original
    },
  }
}

async function timeStatement(pool: pg.Pool, statement: Captured): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < REPEATS; i++) {
    const started = performance.now()
    await pool.query(statement.text, statement.values)
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[Math.floor(REPEATS / 2)]!
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
  const tap = capture(pool)
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
      // A middle path (a later page, a uuid from the middle), then the same again warm, captured.
      const url = scenario.paths[Math.floor(scenario.paths.length / 2)]!
      await app.inject({ method: 'GET', url })
      const statements: Captured[] = []
      tap.start(statements)
      const started = performance.now()
      const response = await app.inject({ method: 'GET', url })
      const wall = performance.now() - started
      tap.stop()
      const timed = []
      for (const s of statements) timed.push({ ...s, ms: await timeStatement(pool, s) })
      const sum = timed.reduce((a, s) => a + s.ms, 0)
      out.push(
        `## ${scenario.name}`,
        '',
        `\`GET ${url}\` → ${response.statusCode}, ${response.body.length} bytes, ${wall.toFixed(1)} ms in the API; ` +
          `${statements.length} statements taking ${sum.toFixed(1)} ms when run one after another.`,
        '',
        '| ms | statement |',
        '|---:|---|',
        ...timed.map((s) => `| ${s.ms.toFixed(2)} | \`${s.text.replace(/\s+/g, ' ').slice(0, 160).replace(/\|/g, '\\|')}\` |`),
        '',
      )
      for (const s of [...timed].sort((a, b) => b.ms - a.ms)) {
        if (s.ms < PLAN_THRESHOLD_MS || !/^\s*(select|with)\b/i.test(s.text)) continue
        const plan = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values)
        out.push(
          `### ${s.ms.toFixed(1)} ms`,
          '',
          '```sql',
          s.text.trim(),
          '```',
          '',
          `Parameters: \`${JSON.stringify(s.values).slice(0, 300)}\``,
          '',
          '```',
          ...plan.rows.map((r) => r['QUERY PLAN']),
          '```',
          '',
        )
      }
      console.log(`${scenario.name}: ${statements.length} statements, ${sum.toFixed(1)} ms alone, ${wall.toFixed(1)} ms in the API`)
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
