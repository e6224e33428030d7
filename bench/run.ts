// The catalogue read benchmark (`npm run bench`): for each target database, a generated catalogue of 100,000
// products, the API in this process, and autocannon in a child process loading one route at a time.
//
// Environment: BENCH_TARGETS (embedded,postgres), BENCH_DATABASE_URL, BENCH_DURATION (s, 10), BENCH_WARMUP (s, 3),
// BENCH_CONNECTIONS (50), BENCH_SINGLE (s of the single-connection run, 4), BENCH_PRODUCTS / BENCH_SHOPS (scale),
// BENCH_PORT, BENCH_MAX_LOAD (1.5), BENCH_KEEP=1 (keep the PostgreSQL database), BENCH_PROFILE=1 (time every SQL
// statement), BENCH_ONLY=name,... (a subset of the routes).
import { fork, type ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type pg from 'pg'
import { fileURLToPath } from 'node:url'
import { buildApp } from '../apps/api/src/app.ts'
import { CpuMeter } from './cpu.ts'
import { readBenchEnv, resultsDir, workDir, type BenchEnv, type Target } from './env.ts'
import type { LoadJob, LoadResult } from './load-worker.ts'
import { QueryProfiler } from './profiler.ts'
import {
  describeMachine,
  packageVersions,
  renderReadme,
  type RouteResult,
  type TargetResult,
} from './report.ts'
import { buildScenarios, sampleInputs, type Scenario } from './scenarios.ts'
import { prepareTarget } from './targets.ts'

/** Autocannon in a child process; one job at a time. */
class LoadWorker {
  readonly child: ChildProcess
  private nextId = 1

  constructor() {
    const entry = fileURLToPath(new URL('./load-worker.ts', import.meta.url))
    this.child = fork(entry, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  }

  run(job: Omit<LoadJob, 'id'>): Promise<LoadResult> {
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      const onMessage = (m: { type: string; result?: LoadResult; id?: number; message?: string }) => {
        if (m.type === 'result' && m.result?.id === id) resolve(m.result)
        else if (m.type === 'error' && m.id === id) reject(new Error(m.message))
        else return
        this.child.off('message', onMessage)
        this.child.off('exit', onExit)
      }
      const onExit = (code: number | null) => reject(new Error(`the load worker exited with code ${code}`))
      this.child.on('message', onMessage)
      this.child.once('exit', onExit)
      this.child.send({ ...job, id } satisfies LoadJob)
    })
  }

  stop() {
    if (this.child.connected) this.child.disconnect()
  }
}

async function probe(origin: string, scenario: Scenario): Promise<RouteResult['probe'] & { problem?: string }> {
  // A few distinct paths, so that a route answering only some of its inputs is caught before the load.
  const step = Math.max(1, Math.floor(scenario.paths.length / 3))
  let first: RouteResult['probe'] | undefined
  for (let i = 0; i < scenario.paths.length && i < step * 3; i += step) {
    const response = await fetch(origin + scenario.paths[i])
    const text = await response.text()
    const result: RouteResult['probe'] = { status: response.status, bytes: text.length }
    if (scenario.paginated && response.ok) {
      const meta = (JSON.parse(text) as { meta?: { total?: number; per_page?: number } }).meta
      result.total = meta?.total
      result.perPage = meta?.per_page
    }
    first ??= result
    if (!response.ok) return { ...result, problem: `HTTP ${response.status} for ${scenario.paths[i]}: ${text.slice(0, 200)}` }
    if (scenario.paginated && result.total === undefined) {
      return { ...result, problem: `no meta.total in the response to ${scenario.paths[i]}` }
    }
  }
  return first!
}

/**
 * autocannon abandons the requests in flight when a run ends, but the API still answers them: wait until the pool has
 * no work left, so that one phase's backlog is not measured as the next phase's latency.
 */
async function waitUntilIdle(pool: pg.Pool) {
  const deadline = Date.now() + 120_000
  let quiet = 0
  while (quiet < 3 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50))
    quiet = pool.waitingCount === 0 && pool.idleCount === pool.totalCount ? quiet + 1 : 0
  }
}

/** The machine is shared: give other work a chance to finish before measuring. */
async function waitForQuiet(maxLoad: number, log: (line: string) => void) {
  const deadline = Date.now() + 180_000
  if (os.loadavg()[0]! <= maxLoad) return
  log(`  waiting for the load average (${os.loadavg()[0]!.toFixed(2)}) to fall below ${maxLoad}`)
  while (os.loadavg()[0]! > maxLoad && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5000))
  log(`  load average now ${os.loadavg()[0]!.toFixed(2)}`)
}

async function benchTarget(target: Target, env: BenchEnv, worker: LoadWorker, log: (line: string) => void) {
  const prepared = await prepareTarget(target, env, { products: env.products, shops: env.shops }, { log })
  const profiler = env.profile ? new QueryProfiler(prepared.handle.pool) : undefined
  const port = env.port
  const origin = `http://127.0.0.1:${port}`
  const app = await buildApp({
    db: prepared.handle.db,
    storageDir: path.join(workDir, 'storage'),
    publicUrl: origin,
    logger: false,
    responseCacheTtlMs: env.cacheSeconds * 1000,
  })
  const routes: RouteResult[] = []
  const profiles: Record<string, { requests: number; statements: ReturnType<QueryProfiler['report']> }> = {}
  try {
    await waitForQuiet(env.maxLoad, log)
    await app.listen({ host: '127.0.0.1', port })
    const meter = new CpuMeter(() => prepared.databasePids(), worker.child.pid)
    const inputs = await sampleInputs(prepared)
    const scenarios = buildScenarios(prepared.info.words, inputs).filter(
      (s) => s.ceiling || !env.only.length || env.only.some((o) => s.name.includes(o)),
    )
    for (const scenario of scenarios) {
      const checked = await probe(origin, scenario)
      const { problem, ...probeResult } = checked
      const route: RouteResult = {
        name: scenario.name,
        ceiling: scenario.ceiling ?? false,
        example: scenario.paths[0]!,
        distinctPaths: scenario.paths.length,
        probe: probeResult,
        loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
      }
      routes.push(route)
      if (problem) {
        route.skipped = problem
        log(`  ${scenario.name}: not loaded, ${problem}`)
        continue
      }
      const job = { origin, paths: scenario.paths, connections: env.connections }
      await worker.run({ ...job, duration: env.warmup })
      await waitUntilIdle(prepared.handle.pool)
      profiler?.reset()
      const stop = await meter.start()
      route.load = await worker.run({ ...job, duration: env.duration })
      const cpu = stop()
      const perRequest = (ms: number | undefined) =>
        ms === undefined || !route.load?.requests ? undefined : Math.round((ms / route.load.requests) * 1000) / 1000
      route.cpuMsPerRequest = {
        api: perRequest(cpu.api)!,
        database: perRequest(cpu.database),
        loadGenerator: perRequest(cpu.loadGenerator),
      }
      if (profiler) profiles[scenario.name] = { requests: route.load.requests, statements: profiler.report() }
      await waitUntilIdle(prepared.handle.pool)
      const single = await worker.run({ ...job, connections: 1, duration: env.single })
      route.single = { reqPerSec: single.reqPerSec, p50: single.latency.p50, p99: single.latency.p99 }
      await waitUntilIdle(prepared.handle.pool)
      const l = route.load
      log(
        `  ${scenario.name}: ${Math.round(l.reqPerSec)} req/s, p50 ${l.latency.p50} ms, p99 ${l.latency.p99} ms, ` +
          `non-2xx ${l.non2xx}, errors ${l.errors}, timeouts ${l.timeouts}; CPU ms/request ` +
          `api ${route.cpuMsPerRequest.api} db ${route.cpuMsPerRequest.database ?? '?'}; ` +
          `one connection: p50 ${single.latency.p50} ms, p99 ${single.latency.p99} ms`,
      )
    }
  } finally {
    await app.close()
    profiler?.restore()
    await prepared.close()
  }
  const result: TargetResult = {
    target,
    finishedAt: new Date().toISOString(),
    machine: describeMachine(),
    versions: packageVersions(),
    database: { server: prepared.serverVersion, poolSize: prepared.poolSize },
    catalogue: prepared.info,
    generatedThisRun: prepared.generated,
    settings: {
      connections: env.connections,
      durationSec: env.duration,
      warmupSec: env.warmup,
      singleSec: env.single,
      cacheSeconds: env.cacheSeconds,
    },
    routes,
  }
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(path.join(resultsDir, `catalogue-${target}.json`), JSON.stringify(result, null, 2) + '\n')
  if (profiler) {
    writeFileSync(path.join(resultsDir, `profile-${target}.json`), JSON.stringify(profiles, null, 2) + '\n')
  }
  return result
}

async function main() {
  const env = readBenchEnv()
  const log = (line: string) => console.log(line)
  const worker = new LoadWorker()
  try {
    for (const target of env.targets) {
      log(`== ${target}`)
      await benchTarget(target, env, worker, log)
    }
  } finally {
    worker.stop()
  }
  writeFileSync(path.join(resultsDir, 'README.md'), renderReadme(resultsDir))
  log(`results in ${path.relative(process.cwd(), resultsDir)}/`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
