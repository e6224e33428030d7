// Runs autocannon in its own process, so that the load generator does not compete with the API for its event loop.
// The parent (run.ts) sends one LoadJob at a time over IPC and gets a LoadResult back.
import autocannon from 'autocannon'

export interface LoadJob {
  id: number
  origin: string
  /** Request paths, taken in turn by all connections together (a later job with the same list goes on from there). */
  paths: string[]
  connections: number
  /** Seconds. */
  duration: number
}

export interface LoadResult {
  id: number
  /** Average requests per second over the run. */
  reqPerSec: number
  requests: number
  latency: { p50: number; p90: number; p99: number; max: number; mean: number }
  /** Average response size, a check that the paths requested are the ones meant. */
  bytesPerRequest: number
  non2xx: number
  errors: number
  timeouts: number
  statusCodes: Record<string, number>
  durationSec: number
}

/**
 * Where each path list was left: the measured run continues after the warm-up's paths instead of repeating them, so
 * that a list of distinct inputs (search terms) stays uncached by the API.
 */
const cursors = new Map<string, number>()

async function runJob(job: LoadJob): Promise<LoadResult> {
  const key = `${job.paths.length}:${job.paths[0]}`
  let next = cursors.get(key) ?? 0
  const result = await autocannon({
    url: job.origin,
    connections: job.connections,
    duration: job.duration,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: job.paths[next++ % job.paths.length] }),
      },
    ],
  })
  cursors.set(key, next % job.paths.length)
  const statusCodes: Record<string, number> = {}
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = Number(stat.count)
  return {
    id: job.id,
    reqPerSec: result.requests.average,
    requests: result.requests.total,
    latency: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.average,
    },
    bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    durationSec: result.duration,
  }
}

process.on('message', (job: LoadJob) => {
  runJob(job).then(
    (result) => process.send?.({ type: 'result', result }),
    (error: unknown) =>
      process.send?.({ type: 'error', id: job.id, message: error instanceof Error ? error.message : String(error) }),
  )
})
process.on('disconnect', () => process.exit(0))
