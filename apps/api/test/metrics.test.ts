// `/metrics` (Prometheus text) and the readable log line: what an operator watches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatLogLine } from '../src/lib/log-redaction.ts'
import { createTestApp, type TestApp } from './app.ts'

const TOKEN = 'metrics-token-for-the-test'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN })
})
afterAll(() => t.close())

const scrape = (token = TOKEN) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } })

describe('/metrics', () => {
  it('needs the token when one is set', async () => {
    const res = await scrape('wrong-token-of-the-same-len')
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ status: false, statusCode: 'ERROR_100' })
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401)
  })

  it('counts requests per route pattern and status, with a latency histogram, and the other gauges', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/v1/rest/shops/paginate?perPage=1' })
    await t.app.inject({ method: 'GET', url: '/api/v1/rest/products/not-a-uuid' })
    await t.app.inject({ method: 'GET', url: '/health/ready' })
    const res = await scrape()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = res.body
    expect(text).toContain('basil_http_requests_total{method="GET",route="/api/v1/rest/shops/paginate",status="200"} 3')
    expect(text).toContain('basil_http_requests_total{method="GET",route="/api/v1/rest/products/:uuid",status="400"} 1')
    expect(text).toContain(
      'basil_http_request_duration_seconds_count{method="GET",route="/api/v1/rest/shops/paginate"} 3',
    )
    expect(text).toMatch(
      /basil_http_request_duration_seconds_bucket\{method="GET",route="\/api\/v1\/rest\/shops\/paginate",le="\+Inf"\} 3/,
    )
    // Probes are not traffic.
    expect(text).not.toContain('route="/health/ready"')
    expect(text).toContain('basil_websocket_connections 0')
    expect(text).toMatch(/basil_event_bus_lag_seconds \d+\.\d+/)
    expect(text).toMatch(/basil_event_loop_delay_seconds\{quantile="0.99"\} \d/)
    expect(text).toMatch(/process_resident_memory_bytes \d+/)
  })
})

describe('readable log lines', () => {
  it('puts time, level, request id, method, URL, status and duration on one line', () => {
    const line = formatLogLine(
      JSON.stringify({
        level: 30,
        time: Date.UTC(2026, 10, 25, 12, 4, 5, 123),
        reqId: '1a2b3c4d-5e6f',
        res: { statusCode: 200 },
        responseTime: 12.4,
        msg: 'request completed',
        req: { method: 'GET', url: '/api/v1/rest/settings' },
      }),
    )
    expect(line).toBe('12:04:05.123 INFO  [1a2b3c4d] GET /api/v1/rest/settings request completed -> 200 12 ms\n')
    const error = formatLogLine(
      JSON.stringify({ level: 50, time: 0, msg: 'boom', err: { message: 'x', stack: 'Error: x\n  at y' }, extra: 1 }),
    )
    expect(error).toBe('00:00:00.000 ERROR boom  extra=1\n    Error: x\n      at y\n')
    expect(formatLogLine('not json')).toBe('not json')
  })
})
