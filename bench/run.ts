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
import { connectDatabase } from '../apps/api/src/db/client.ts'
import { CpuMeter } from './cpu.ts'
import { readBenchEnv, resultsDir, workDir, type BenchEnv, type Target } from './env.ts'
import type { LoadJob, LoadResult } from './load-worker.ts'
import { QueryProfiler } from './profiler.ts'
import { describeMachine, packageVersions, renderReadme, type RouteResult, type TargetResult } from './report.ts'
import { buildScenarios, sampleInputs, type Scenario } from './scenarios.ts'
import { prepareTarget, type PreparedTarget } from './targets.ts'

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

/**
 * With the response cache on, the measurement is of the steady state a running server is in: every path has been
 * read once (as traffic would have done before), then the timed warm-up and the load. A few paths at a time, as a
 * browser population would; the uncached pass shows what each first read costs.
 */
async function primeCache(origin: string, paths: readonly string[], concurrency = 8) {
  let next = 0
  const reader = async () => {
    while (next < paths.length) {
      const response = await fetch(origin + paths[next++]!)
      await response.arrayBuffer()
    }
  }
  await Promise.all(Array.from({ length: concurrency }, reader))
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
    if (!response.ok)
      return { ...result, problem: `HTTP ${response.status} for ${scenario.paths[i]}: ${text.slice(0, 200)}` }
    if (scenario.paginated && result.total === undefined) {
      return { ...result, problem: `no meta.total in the response to ${scenario.paths[i]}` }
    }
  }
  return first!
}

/** What the pool's busy connections are running: private fields of pg, read only to explain a hang. */
function describeBusyConnections(pool: pg.Pool): string[] {
  const internals = pool as unknown as {
    _clients: Array<{ _activeQuery?: { text?: string } | null; _queryQueue?: unknown[] }>
    _idle: Array<{ client: unknown }>
  }
  const idle = new Set(internals._idle.map((i) => i.client))
  return internals._clients
    .filter((c) => !idle.has(c))
    .map((c) => {
      const text = c._activeQuery?.text?.replace(/\s+/g, ' ').slice(0, 160) ?? '(no statement running)'
      return `${text}${c._queryQueue?.length ? ` (+${c._queryQueue.length} queued)` : ''}`
    })
}

/**
 * autocannon abandons the requests in flight when a run ends, but the API still answers them: wait until the pool has
 * no work left, so that one phase's backlog is not measured as the next phase's latency. Returns what was still busy
 * when waiting gave up (a statement that never got its answer).
 */
async function waitUntilIdle(pool: pg.Pool, log: (line: string) => void): Promise<string[] | undefined> {
  const deadline = Date.now() + 60_000
  let quiet = 0
  while (quiet < 3) {
    if (Date.now() > deadline) {
      const busy = describeBusyConnections(pool)
      log(`  the pool is still busy after 60 s: ${busy.join(' | ')}`)
      return busy
    }
    await new Promise((r) => setTimeout(r, 50))
    quiet = pool.waitingCount === 0 && pool.idleCount === pool.totalCount ? quiet + 1 : 0
  }
  return undefined
}

/** The machine is shared: give other work a chance to finish before measuring. */
async function waitForQuiet(maxLoad: number, log: (line: string) => void) {
  const deadline = Date.now() + 180_000
  if (os.loadavg()[0]! <= maxLoad) return
  log(`  waiting for the load average (${os.loadavg()[0]!.toFixed(2)}) to fall below ${maxLoad}`)
  while (os.loadavg()[0]! > maxLoad && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5000))
  log(`  load average now ${os.loadavg()[0]!.toFixed(2)}`)
}

/** One measured pass over the routes: a fresh pool (so the API's in-process caches start cold) and a fresh app. */
async function benchMode(
  prepared: PreparedTarget,
  cacheSeconds: number,
  env: BenchEnv,
  worker: LoadWorker,
  log: (line: string) => void,
): Promise<TargetResult> {
  const handle = connectDatabase(prepared.url, prepared.poolSize, { namedStatements: prepared.target === 'postgres' })
  handle.pool.on('connect', (client) => client.on('error', () => {}))
  const profiler = env.profile ? new QueryProfiler(handle.pool) : undefined
  const port = env.port
  const origin = `http://127.0.0.1:${port}`
  const app = await buildApp({
    db: handle.db,
    storageDir: path.join(workDir, 'storage'),
    publicUrl: origin,
    logger: false,
    responseCacheTtlMs: cacheSeconds * 1000,
  })
  const routes: RouteResult[] = []
  const profiles: Record<string, { requests: number; statements: ReturnType<QueryProfiler['report']> }> = {}
  log(`-- ${prepared.target}, catalogue response cache ${cacheSeconds ? `${cacheSeconds} s` : 'off'}`)
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
      if (cacheSeconds > 0) {
        const primeStarted = Date.now()
        await primeCache(origin, scenario.paths)
        route.primeSec = Math.round((Date.now() - primeStarted) / 100) / 10
      }
      await worker.run({ ...job, duration: env.warmup })
      const idle = async () => {
        const busy = await waitUntilIdle(handle.pool, log)
        if (busy) {
          route.stuck = [...(route.stuck ?? []), ...busy]
          route.skipped ??= route.load ? undefined : 'the API stopped answering during the warm-up'
        }
        return !busy
      }
      // A pool that never drains means a request that will never be answered: measuring on would measure that.
      if (!(await idle())) break
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
      if (!(await idle())) break
      const single = await worker.run({ ...job, connections: 1, duration: env.single })
      route.single = { reqPerSec: single.reqPerSec, p50: single.latency.p50, p99: single.latency.p99 }
      if (!(await idle())) break
      const l = route.load
      log(
        `  ${scenario.name}: ${Math.round(l.reqPerSec)} req/s, p50 ${l.latency.p50} ms, p99 ${l.latency.p99} ms, ` +
          `${l.bytesPerRequest} B/response, non-2xx ${l.non2xx}, errors ${l.errors}, timeouts ${l.timeouts}; ` +
          `CPU ms/request api ${route.cpuMsPerRequest.api} db ${route.cpuMsPerRequest.database ?? '?'}; ` +
          `one connection: p50 ${single.latency.p50} ms, p99 ${single.latency.p99} ms`,
      )
    }
  } finally {
    profiler?.restore()
    // A request stuck on a statement that never gets an answer would keep close() waiting: bounded.
    let timer: NodeJS.Timeout | undefined
    await Promise.race([app.close(), new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))])
    clearTimeout(timer)
    await Promise.race([handle.close(), new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))])
    clearTimeout(timer)
  }
  const result: TargetResult = {
    target: prepared.target,
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
      cacheSeconds,
    },
    routes,
  }
  const name = `catalogue-${prepared.target}${cacheSeconds ? '' : '-uncached'}`
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(path.join(resultsDir, `${name}.json`), JSON.stringify(result, null, 2) + '\n')
  if (profiler) writeFileSync(path.join(resultsDir, `profile-${name}.json`), JSON.stringify(profiles, null, 2) + '\n')
  return result
}

async function benchTarget(target: Target, env: BenchEnv, worker: LoadWorker, log: (line: string) => void) {
  const prepare = () => prepareTarget(target, env, { products: env.products, shops: env.shops }, { log })
  let prepared = await prepare()
  try {
    for (const [i, cacheSeconds] of env.cacheSeconds.entries()) {
      const result = await benchMode(prepared, cacheSeconds, env, worker, log)
      if (result.routes.some((r) => r.stuck) && i < env.cacheSeconds.length - 1) {
        // A hung embedded server cannot serve another pass: restart it (the catalogue is kept).
        log(`${target}: restarting the database after the hang`)
        await prepared.close({ keep: true })
        prepared = await prepare()
      }
    }
  } finally {
    await prepared.close()
  }
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
  // Sockets of a hung embedded server may still be open; the results are written.
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
