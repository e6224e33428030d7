// What a benchmark run records (the machine, the versions, one row per route) and the human summary of all runs.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { benchDir, type Target } from './env.ts'
import type { CatalogueInfo } from './generate.ts'
import type { LoadResult } from './load-worker.ts'

/** The issue's target: on PostgreSQL at 100,000 products, every catalogue read answers within 50 ms at p99. */
export const P99_TARGET_MS = 50

export interface Machine {
  cpus: number
  cpuModel: string
  memoryGb: number
  os: string
  node: string
}

export interface RouteResult {
  name: string
  /** The ceiling is the server's trivial route, not a catalogue read. */
  ceiling: boolean
  /** One of the paths requested (all connections rotate over `distinctPaths` of them). */
  example: string
  distinctPaths: number
  /** First responses, checked before the load: a benchmark of error pages would be worthless. */
  probe: { status: number; total?: number; perPage?: number; bytes: number }
  /** Absent when the probe failed and the route was not loaded. */
  load?: LoadResult
  skipped?: string
  /** CPU milliseconds per request of the API process, the database server and autocannon during the run. */
  cpuMsPerRequest?: { api: number; database?: number; loadGenerator?: number }
  /** The same route with a single connection: service time without queueing behind other requests. */
  single?: { reqPerSec: number; p50: number; p99: number }
  /** Statements still running on pool connections a minute after the load stopped: answers that never came. */
  stuck?: string[]
  /** Load averages (1, 5, 15 min) just before the route's run: the machine is shared. */
  loadAverage: number[]
  /** With the response cache on: seconds spent reading every path once before the warm-up (steady state). */
  primeSec?: number
}

export interface TargetResult {
  target: Target
  finishedAt: string
  machine: Machine
  versions: Record<string, string>
  database: { server: string; poolSize: number }
  catalogue: CatalogueInfo
  /** Whether this run generated the catalogue or reused one. */
  generatedThisRun: boolean
  settings: { connections: number; durationSec: number; warmupSec: number; singleSec: number; cacheSeconds?: number }
  routes: RouteResult[]
}

export function describeMachine(): Machine {
  let cpuModel = os.cpus()[0]?.model ?? 'unknown'
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'))
    if (line) cpuModel = line.split(':')[1]!.trim()
  } catch {
    // Not Linux: os.cpus() already gave a model.
  }
  return {
    cpus: os.availableParallelism(),
    cpuModel,
    memoryGb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
  }
}

const PACKAGES = [
  'fastify',
  'drizzle-orm',
  'pg',
  '@electric-sql/pglite',
  'zod',
  'fastify-type-provider-zod',
  'autocannon',
]

export function packageVersions(): Record<string, string> {
  const root = path.dirname(benchDir)
  const versions: Record<string, string> = {}
  for (const name of PACKAGES) {
    // Read package.json from disk: several packages' `exports` do not expose it to require().
    const candidates = [path.join(root, 'node_modules', name), path.join(root, 'apps/api/node_modules', name)]
    const dir = candidates.find((d) => existsSync(path.join(d, 'package.json')))
    versions[name] = dir
      ? (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version
      : 'not installed'
  }
  return versions
}

// autocannon's latency histogram keeps whole milliseconds (a sub-millisecond answer counts as 0).
const latency = (n: number | undefined) => (n === undefined ? '–' : n < 1 ? '<1' : String(Math.round(n)))
const ms = (n: number | undefined) => (n === undefined ? '–' : n < 10 ? n.toFixed(2) : n.toFixed(1))
const int = (n: number) => Math.round(n).toLocaleString('en-US')

function verdict(target: Target, route: RouteResult): string {
  if (route.ceiling) return 'ceiling'
  if (route.stuck) return 'HUNG'
  if (!route.load) return 'NOT RUN'
  if (route.load.requests === 0) return target === 'postgres' ? 'FAIL (no answer within the run)' : 'no answer'
  const clean = route.load.non2xx === 0 && route.load.errors === 0 && route.load.timeouts === 0
  if (target !== 'postgres') return clean ? '–' : 'ERRORS'
  return clean && route.load.latency.p99 <= P99_TARGET_MS ? 'PASS' : 'FAIL'
}

function renderTarget(result: TargetResult): string {
  const lines: string[] = []
  const c = result.catalogue
  const title = result.target === 'postgres' ? 'PostgreSQL' : 'Embedded database (PGlite)'
  const cache = result.settings.cacheSeconds
    ? `response cache ${result.settings.cacheSeconds} s (as \`npm start\`)`
    : 'response cache off (every request reaches the database)'
  lines.push(`## ${title}, ${cache}`, '')
  lines.push(
    `${result.database.server}; API pool of ${result.database.poolSize} connections` +
      (result.target === 'postgres'
        ? ', product and shop reads as named prepared statements (as `npm start`). '
        : '. ') +
      `Catalogue: ${int(c.scale.products)} products, ${int(c.scale.shops)} shops, 3 languages ` +
      `(${result.generatedThisRun ? 'generated by this run' : `generated ${c.generatedAt}`} in ` +
      `${(c.totalMs / 1000).toFixed(1)} s). Run finished ${result.finishedAt}; ` +
      `${result.settings.connections} connections, ${result.settings.durationSec} s per route after ` +
      `${result.settings.warmupSec} s of warm-up, then ${result.settings.singleSec} s with one connection.` +
      (result.settings.cacheSeconds
        ? " Steady state: before its warm-up each route's paths were all read once (as earlier traffic would have); " +
          'an expired entry is served stale for one more TTL while one background request refreshes it.'
        : ''),
    '',
  )
  const targetColumn = result.target === 'postgres' ? `p99 ≤ ${P99_TARGET_MS} ms` : 'target'
  lines.push(
    `| route | req/s | p50 ms | p99 ms | max ms | non-2xx / errors / timeouts | 1 connection: p50 / p99 ms | ` +
      `CPU ms per request: API / database | ${targetColumn} |`,
  )
  lines.push('|---|---:|---:|---:|---:|---|---|---|---|')
  for (const r of result.routes) {
    const load = r.load
    const name = `${r.name}<br>\`${r.example}\`${r.distinctPaths > 1 ? ` (${r.distinctPaths} paths in turn)` : ''}`
    if (!load) {
      lines.push(`| ${name} | – | – | – | – | ${r.skipped ?? 'not run'} | – | – | ${verdict(result.target, r)} |`)
      continue
    }
    const answered = (n: number) => (load.requests ? latency(n) : '–')
    const single = r.single ? `${latency(r.single.p50)} / ${latency(r.single.p99)}` : '–'
    const cpu = r.cpuMsPerRequest
      ? `${ms(r.cpuMsPerRequest.api)} / ${r.cpuMsPerRequest.database === undefined ? '?' : ms(r.cpuMsPerRequest.database)}`
      : '–'
    lines.push(
      `| ${name} | ${int(load.reqPerSec)} | ${answered(load.latency.p50)} | ${answered(load.latency.p99)} | ` +
        `${answered(load.latency.max)} | ${load.non2xx} / ${load.errors} / ${load.timeouts} | ${single} | ${cpu} | ` +
        `${verdict(result.target, r)} |`,
    )
  }
  lines.push('')
  const probes = result.routes
    .filter((r) => r.probe.total !== undefined)
    .map((r) => `${r.name}: ${int(r.probe.total!)} results${r.probe.perPage ? `, ${r.probe.perPage} per page` : ''}`)
  if (probes.length) lines.push(`Matches (meta.total of the first response): ${probes.join('; ')}.`, '')
  for (const r of result.routes.filter((x) => x.stuck)) {
    lines.push(
      `**${r.name}: the pool was still busy a minute after the load stopped** (the run stopped there); ` +
        `statements without an answer: ${r.stuck!.map((t) => `\`${t}\``).join('; ')}.`,
      '',
    )
  }
  const loads = result.routes.map((r) => r.loadAverage[0] ?? 0)
  lines.push(
    `Machine load average (1 min) before each route: ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}.`,
    '',
  )
  return lines.join('\n')
}

/** Renders the summary of every target whose results are in `dir`. */
export function renderReadme(dir: string): string {
  const results = readdirSync(dir)
    .filter((f) => /^catalogue-.*\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as TargetResult)
    .sort(
      (a, b) =>
        (a.target === 'postgres' ? 0 : 2) +
        (a.settings.cacheSeconds ? 0 : 1) -
        ((b.target === 'postgres' ? 0 : 2) + (b.settings.cacheSeconds ? 0 : 1)),
    )
  const first = results[0]
  // One column per target in the generation table (both cache passes share a catalogue).
  const targets = results.filter((r, i) => results.findIndex((x) => x.target === r.target) === i)
  const lines = [
    '# Catalogue read benchmarks',
    '',
    'Generated by `npm run bench` (bench/run.ts); the raw numbers are in `catalogue-<target>.json` beside this file.',
    'Each run generates (or reuses) a deterministic catalogue with bench/generate.ts, starts the API in-process with',
    '`buildApp` (logger off) and loads each route with autocannon from a separate process. Latencies are',
    "autocannon's, in milliseconds, measured on the same machine as the server and the database.",
    '',
  ]
  if (first) {
    const m = first.machine
    lines.push(
      '## Machine and versions',
      '',
      `- CPU: ${m.cpus} × ${m.cpuModel}; memory ${m.memoryGb} GB; ${m.os}`,
      `- Node ${m.node}; ${Object.entries(first.versions)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
      ...targets.map((r) => `- ${r.target}: ${r.database.server}`),
      '- The machine is shared with other work (see the load averages per target): absolute numbers are noisy;',
      '  compare a route with the `/health` ceiling of the same run.',
      '',
    )
    const words = first.catalogue.words
    lines.push(
      '## Search words',
      '',
      `- common: \`${words.common.word}\` (in ${int(words.common.products)} product titles)`,
      `- rare: \`${words.rare.word}\` (in ${int(words.rare.products)} product titles)`,
      `- misspelt: \`${words.misspelt.word}\`, meaning \`${words.misspelt.intended}\` ` +
        `(in ${int(words.misspelt.products)} product titles)`,
      '',
    )
  }
  for (const r of results) lines.push(renderTarget(r))
  if (first) {
    lines.push('## Catalogue generation', '', '| step | ' + targets.map((r) => `${r.target} s`).join(' | ') + ' |')
    lines.push('|---|' + targets.map(() => '---:').join('|') + '|')
    const steps = Object.keys(first.catalogue.timings)
    for (const s of steps) {
      lines.push(`| ${s} | ${targets.map((r) => ((r.catalogue.timings[s] ?? 0) / 1000).toFixed(1)).join(' | ')} |`)
    }
    lines.push(`| **total** | ${targets.map((r) => (r.catalogue.totalMs / 1000).toFixed(1)).join(' | ')} |`, '')
  }
  // Findings written by hand (diagnoses of misses) survive the regeneration of this file.
  const notes = path.join(dir, 'notes.md')
  if (existsSync(notes)) lines.push(readFileSync(notes, 'utf8').trim(), '')
  return lines.join('\n')
}
