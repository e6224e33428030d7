// `GET /metrics` in the Prometheus text format, for whoever watches the service: requests and their latency per
// route, the database pool, WebSocket connections, the realtime bus's round trip, the event loop and memory. When
// METRICS_TOKEN is set the endpoint needs `Authorization: Bearer <token>`; scrapes write no request log line.
import fp from 'fastify-plugin'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { timingSafeEqual } from 'node:crypto'
import type pg from 'pg'

/** Upper bounds (seconds) of the latency histogram's buckets. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

interface RouteStats {
  counts: Map<number, number>
  buckets: number[]
  sum: number
  count: number
}

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')

export interface MetricsOptions {
  token?: string
  pool?: pg.Pool
  /** Measures one round trip through the realtime bus, in seconds (undefined when it did not come back in time). */
  busRoundTrip?: () => Promise<number | undefined>
  /** Open WebSocket connections. */
  sockets?: () => number
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** `GET /metrics`, and the response hook that counts every route registered after this plugin. */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, options) => {
    const routes = new Map<string, RouteStats>()
    const loop = monitorEventLoopDelay({ resolution: 20 })
    loop.enable()
    app.addHook('onClose', async () => loop.disable())

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched'
      if (route === '/metrics' || route.startsWith('/health')) return
      const key = `${request.method} ${route}`
      let stats = routes.get(key)
      if (!stats) {
        stats = { counts: new Map(), buckets: BUCKETS.map(() => 0), sum: 0, count: 0 }
        routes.set(key, stats)
      }
      const seconds = reply.elapsedTime / 1000
      stats.counts.set(reply.statusCode, (stats.counts.get(reply.statusCode) ?? 0) + 1)
      stats.sum += seconds
      stats.count += 1
      BUCKETS.forEach((bound, i) => {
        if (seconds <= bound) stats.buckets[i]! += 1
      })
    })

    app.get('/metrics', { schema: { hide: true }, logLevel: 'silent' }, async (request, reply) => {
      if (options.token) {
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
        if (!sameToken(given, options.token)) {
          reply.header('www-authenticate', 'Bearer')
          return reply.status(401).send({ status: false, statusCode: 'ERROR_100', message: 'Unauthorized' })
        }
      }
      const lines: string[] = []
      const metric = (name: string, type: string, help: string) =>
        lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`)

      metric('basil_http_requests_total', 'counter', 'Requests answered, by method, route and status.')
      for (const [key, stats] of routes) {
        const [method, route] = key.split(' ') as [string, string]
        for (const [status, count] of stats.counts) {
          lines.push(
            `basil_http_requests_total{method="${method}",route="${escapeLabel(route)}",status="${status}"} ${count}`,
          )
        }
      }
      metric('basil_http_request_duration_seconds', 'histogram', 'Time to answer a request, by method and route.')
      for (const [key, stats] of routes) {
        const [method, route] = key.split(' ') as [string, string]
        const labels = `method="${method}",route="${escapeLabel(route)}"`
        BUCKETS.forEach((bound, i) =>
          lines.push(`basil_http_request_duration_seconds_bucket{${labels},le="${bound}"} ${stats.buckets[i]}`),
        )
        lines.push(`basil_http_request_duration_seconds_bucket{${labels},le="+Inf"} ${stats.count}`)
        lines.push(`basil_http_request_duration_seconds_sum{${labels}} ${stats.sum.toFixed(6)}`)
        lines.push(`basil_http_request_duration_seconds_count{${labels}} ${stats.count}`)
      }
      if (options.pool) {
        metric(
          'basil_db_pool_connections',
          'gauge',
          'Database connections of this instance: open, idle, and requests waiting for one.',
        )
        lines.push(`basil_db_pool_connections{state="total"} ${options.pool.totalCount}`)
        lines.push(`basil_db_pool_connections{state="idle"} ${options.pool.idleCount}`)
        lines.push(`basil_db_pool_connections{state="waiting"} ${options.pool.waitingCount}`)
      }
      if (options.sockets) {
        metric('basil_websocket_connections', 'gauge', 'Open WebSocket connections.')
        lines.push(`basil_websocket_connections ${options.sockets()}`)
      }
      if (options.busRoundTrip) {
        const lag = await options.busRoundTrip()
        metric(
          'basil_event_bus_lag_seconds',
          'gauge',
          'Round trip of a probe event through the realtime bus (-1: it did not come back within 1 s).',
        )
        lines.push(`basil_event_bus_lag_seconds ${lag === undefined ? -1 : lag.toFixed(6)}`)
      }
      metric('basil_event_loop_delay_seconds', 'gauge', 'Event loop delay since the last scrape: p50, p99 and max.')
      lines.push(`basil_event_loop_delay_seconds{quantile="0.5"} ${(loop.percentile(50) / 1e9).toFixed(6)}`)
      lines.push(`basil_event_loop_delay_seconds{quantile="0.99"} ${(loop.percentile(99) / 1e9).toFixed(6)}`)
      lines.push(`basil_event_loop_delay_seconds{quantile="1"} ${(loop.max / 1e9).toFixed(6)}`)
      loop.reset()
      const memory = process.memoryUsage()
      metric('process_resident_memory_bytes', 'gauge', 'Resident memory of the API process.')
      lines.push(`process_resident_memory_bytes ${memory.rss}`)
      metric('nodejs_heap_used_bytes', 'gauge', 'V8 heap in use.')
      lines.push(`nodejs_heap_used_bytes ${memory.heapUsed}`)
      metric('process_uptime_seconds', 'gauge', 'Seconds since the API process started.')
      lines.push(`process_uptime_seconds ${process.uptime().toFixed(1)}`)

      reply.header('content-type', 'text/plain; version=0.0.4; charset=utf-8').header('cache-control', 'no-store')
      return lines.join('\n') + '\n'
    })
  },
  { name: 'basil-metrics' },
)
