import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

function expectErrorShape(body: Record<string, unknown>, statusCode: string) {
  expect(body.status).toBe(false)
  expect(body.statusCode).toBe(statusCode)
  expect(typeof body.message).toBe('string')
  expect((body.message as string).length).toBeGreaterThan(0)
  expect(Number.isNaN(Date.parse(body.timestamp as string))).toBe(false)
}

describe('errors and hardening', () => {
  it('answers an unknown route with the contract error shape and 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/rest/no-such-thing' })
    expect(res.statusCode).toBe(404)
    expectErrorShape(res.json(), 'ERROR_404')
  })

  it('rejects malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rest/coupons/check',
      headers: { 'content-type': 'application/json' },
      payload: '{"coupon": ',
    })
    expect(res.statusCode).toBe(400)
    expectErrorShape(res.json(), 'ERROR_400')
  })

  it('rejects a body over the size limit with 413 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rest/coupons/check',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ coupon: 'x'.repeat(2_000_000), shop_id: 1 }),
    })
    expect(res.statusCode).toBe(413)
    expectErrorShape(res.json(), 'ERROR_413')
  })

  it('gives invalid query parameters a 400 with params naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/rest/shops/paginate?perPage=abc' })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expectErrorShape(body, 'ERROR_400')
    expect(Object.keys(body.params)).toContain('perPage')
  })

  it('never answers 500 to hostile query strings', async () => {
    const urls = [
      'rest/shops/paginate?page[]=1&perPage[a]=2',
      'rest/shops/paginate?address=abc',
      'rest/shops/paginate?address[latitude]=999&address[longitude]=0',
      'rest/products/paginate?page=-1',
      'rest/products/search?search[$ne]=1',
      'rest/products/search?search=%27%3B%20DROP%20TABLE%20products%3B--',
      'rest/shops/%27%20OR%201=1',
      'rest/products/not-a-uuid',
      'rest/languages/active?lang[]=en',
      'rest/settings?currency_id=1e309',
      `rest/shops/paginate?${'a[]=1&'.repeat(500)}`,
    ]
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/${url}` })
      expect(res.statusCode, url).toBeLessThan(500)
      if (res.statusCode >= 400) expect(res.json().status, url).toBe(false)
    }
  })

  it('sets security headers, a request id and CORS', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/rest/languages/active',
      headers: { origin: 'https://example.org' },
    })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBeDefined()
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/)
    expect(res.headers['access-control-allow-origin']).toBe('https://example.org')
  })

  it('keeps a caller-supplied request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'abc-123' } })
    expect(res.headers['x-request-id']).toBe('abc-123')
  })

  it('describes every /api/v1 route in the OpenAPI document at /api/v1/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> }
    expect(doc.openapi).toMatch(/^3\./)
    const documented = new Set(Object.keys(doc.paths))
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) =>
        line
          .replace(/^[\s│├└─]+/, '')
          .split(' (')[0]!
          .trim(),
      )
      .filter((p) => p.startsWith('/api/v1/rest/'))
    expect(routes.length).toBeGreaterThan(10)
    for (const route of routes) {
      const openApiPath = route.replace(/:(\w+)/g, '{$1}')
      expect(documented, route).toContain(openApiPath)
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/v1/docs' })
    expect(ui.statusCode).toBeLessThan(400)
  })
})
