// The benchmarks' only reader of process.env.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const benchDir = path.dirname(fileURLToPath(import.meta.url))
export const workDir = path.join(benchDir, '.work')
export const resultsDir = path.join(benchDir, 'results')

export type Target = 'embedded' | 'postgres'

export interface BenchEnv {
  /** Server the `basil_bench` database is created in (and dropped from). */
  databaseUrl: string
  targets: Target[]
  /** Seconds per measured route. */
  duration: number
  /** Seconds of warm-up load per route before it is measured. */
  warmup: number
  connections: number
  /** Before each target, wait (up to 3 minutes) for the 1-minute load average to fall below this. */
  maxLoad: number
  /** Seconds of the extra single-connection run per route (service time without queueing). */
  single: number
  /** Where the API listens during the run. */
  port: number
  products: number
  shops: number
  /** Keep the PostgreSQL bench database after the run, for the next run or for EXPLAIN. */
  keep: boolean
  /** Measure every SQL statement the API sends, written to results/profile-<target>.json. */
  profile: boolean
  /** Only the routes whose names contain one of these (comma-separated), for a quick re-run. */
  only: string[]
  /**
   * Seconds the API keeps public catalogue responses, as CATALOGUE_CACHE_SECONDS in production (0: off); one measured
   * pass per value. By default the production setting, then without the cache (what every cache miss costs).
   */
  cacheSeconds: number[]
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not "${value}"`)
  return n
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

function cacheList(value: string): number[] {
  const seconds = list(value).map(Number)
  if (!seconds.length || seconds.some((n) => !Number.isFinite(n) || n < 0)) {
    throw new Error(`BENCH_CACHE_SECONDS must be seconds (0 for off), comma-separated, not "${value}"`)
  }
  return seconds
}

export function readBenchEnv(source: NodeJS.ProcessEnv = process.env): BenchEnv {
  const targets = list(source.BENCH_TARGETS ?? 'embedded,postgres')
  for (const t of targets) {
    if (t !== 'embedded' && t !== 'postgres') throw new Error(`BENCH_TARGETS: unknown target "${t}"`)
  }
  return {
    databaseUrl: source.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    targets: targets as Target[],
    duration: positive(source.BENCH_DURATION, 10, 'BENCH_DURATION'),
    warmup: positive(source.BENCH_WARMUP, 3, 'BENCH_WARMUP'),
    connections: Math.round(positive(source.BENCH_CONNECTIONS, 50, 'BENCH_CONNECTIONS')),
    maxLoad: positive(source.BENCH_MAX_LOAD, 1.5, 'BENCH_MAX_LOAD'),
    single: positive(source.BENCH_SINGLE, 4, 'BENCH_SINGLE'),
    port: Math.round(positive(source.BENCH_PORT, 41731, 'BENCH_PORT')),
    products: Math.round(positive(source.BENCH_PRODUCTS, 100_000, 'BENCH_PRODUCTS')),
    shops: Math.round(positive(source.BENCH_SHOPS, 5_000, 'BENCH_SHOPS')),
    keep: ['1', 'true', 'yes'].includes(source.BENCH_KEEP ?? ''),
    profile: ['1', 'true', 'yes'].includes(source.BENCH_PROFILE ?? ''),
    only: list(source.BENCH_ONLY),
    cacheSeconds: cacheList(source.BENCH_CACHE_SECONDS ?? '10,0'),
  }
}
