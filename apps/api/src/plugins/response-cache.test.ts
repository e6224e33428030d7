import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { shops, shopTranslations } from '../db/schema/index.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ responseCacheTtlMs: 60_000 })
})
afterAll(() => t.close())

// The cache's clock is Date.now(): the tests move it by hand, so no test waits on the wall clock and a slow machine
// cannot push a read past a TTL. Only Date is faked; timers stay real for the database driver and the app.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

/** Moves the cache's clock (and only it) forward. */
function elapse(ms: number) {
  vi.setSystemTime(Date.now() + ms)
}

describe('catalogue response cache', () => {
  it('serves a repeated public read from the cache with a fresh timestamp, per URL', async () => {
    const [shop] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.status, 'approved')).limit(1)
    const url = `/api/v1/rest/shops/${shop!.id}?lang=en`
    const first = await t.app.inject({ method: 'GET', url })
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-cache']).toBeUndefined()
    const before = first.json().data.translation.title as string

    await t.db
      .update(shopTranslations)
      .set({ title: 'Renamed while cached' })
      .where(eq(shopTranslations.ownerId, shop!.id))
    elapse(1_000)
    const second = await t.app.inject({ method: 'GET', url })
    expect(second.headers['x-cache']).toBe('hit')
    expect(second.headers['cache-control']).toBe('public, max-age=60')
    expect(second.json().data.translation.title).toBe(before)
    expect(second.json().timestamp).not.toBe(first.json().timestamp)
    expect(second.json().status).toBe(true)

    // Another language is another entry, read fresh.
    const other = await t.app.inject({ method: 'GET', url: `/api/v1/rest/shops/${shop!.id}?lang=fr` })
    expect(other.headers['x-cache']).toBeUndefined()
  })

  it('answers a cross-origin client from the cache with the same CORS and security headers as a fresh answer', async () => {
    const url = '/api/v1/rest/shops/paginate?perPage=2&cors=check'
    const headers = { origin: 'https://client.example.org' }
    const fresh = await t.app.inject({ method: 'GET', url, headers })
    const cached = await t.app.inject({ method: 'GET', url, headers })
    expect(cached.headers['x-cache']).toBe('hit')
    expect(fresh.headers['access-control-allow-origin']).toBe('https://client.example.org')
    for (const name of [
      'access-control-allow-origin',
      'access-control-expose-headers',
      'vary',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'strict-transport-security',
    ]) {
      expect(cached.headers[name], name).toBe(fresh.headers[name])
    }
    expect(cached.headers['x-request-id']).toBeDefined()
  })

  it('compresses JSON for clients that ask, fresh and cached alike', async () => {
    const url = '/api/v1/rest/shops/paginate?perPage=10&compressed=yes'
    const plain = await t.app.inject({ method: 'GET', url })
    expect(plain.headers['content-encoding']).toBeUndefined()
    for (const [encoding, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } })
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.headers['x-cache']).toBe('hit')
      const body = JSON.parse(decode(res.rawPayload).toString('utf8'))
      expect(body.data).toEqual(plain.json().data)
    }
    // A first read that asked for gzip is kept plain: a later client that asks for nothing gets JSON from the cache.
    const other = '/api/v1/rest/shops/paginate?perPage=10&compressed=first'
    const first = await t.app.inject({ method: 'GET', url: other, headers: { 'accept-encoding': 'gzip' } })
    expect(first.headers['content-encoding']).toBe('gzip')
    const later = await t.app.inject({ method: 'GET', url: other })
    expect(later.headers['x-cache']).toBe('hit')
    expect(later.headers['content-encoding']).toBeUndefined()
    expect(later.json().data).toEqual(plain.json().data)
  })

  it('never caches global settings, errors or authenticated requests', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/rest/settings' })
    const settings = await t.app.inject({ method: 'GET', url: '/api/v1/rest/settings' })
    expect(settings.headers['x-cache']).toBeUndefined()

    await t.app.inject({ method: 'GET', url: '/api/v1/rest/shops/999999' })
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/rest/shops/999999' })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['x-cache']).toBeUndefined()

    await t.app.inject({ method: 'GET', url: '/api/v1/rest/shops/paginate?page=1' })
    const authed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/rest/shops/paginate?page=1',
      headers: { authorization: 'Bearer x' },
    })
    expect(authed.headers['x-cache']).toBeUndefined()
  })
})

describe('catalogue response cache when an entry expires', () => {
  let short: TestApp
  beforeAll(async () => {
    short = await createTestApp({ responseCacheTtlMs: 300 })
  })
  afterAll(() => short.close())

  it('serves the stale answer at once while one background request refreshes it, then drops it after a second TTL', async () => {
    const [shop] = await short.db.select({ id: shops.id }).from(shops).where(eq(shops.status, 'approved')).limit(1)
    const url = `/api/v1/rest/shops/${shop!.id}?lang=en`
    const first = await short.app.inject({ method: 'GET', url })
    const before = first.json().data.translation.title as string
    await short.db
      .update(shopTranslations)
      .set({ title: 'Renamed after caching' })
      .where(eq(shopTranslations.ownerId, shop!.id))

    elapse(350)
    const stale = await short.app.inject({ method: 'GET', url })
    expect(stale.headers['x-cache']).toBe('stale')
    expect(stale.json().data.translation.title).toBe(before)

    // The refresh stores the new answer (in the background, on real timers): a later read is a hit with the new title.
    await expect
      .poll(async () => {
        const res = await short.app.inject({ method: 'GET', url })
        return [res.headers['x-cache'], res.json().data.translation.title]
      })
      .toEqual(['hit', 'Renamed after caching'])

    // Past two TTLs nothing stale is served: the read goes to the database.
    await short.db.update(shopTranslations).set({ title: before }).where(eq(shopTranslations.ownerId, shop!.id))
    elapse(650)
    const fresh = await short.app.inject({ method: 'GET', url })
    expect(fresh.headers['x-cache']).toBeUndefined()
    expect(fresh.json().data.translation.title).toBe(before)
  })

  it('does not let a client bypass the cache with the refresh header', async () => {
    const url = '/api/v1/rest/shops/paginate?page=1&perPage=3'
    await short.app.inject({ method: 'GET', url })
    const forged = await short.app.inject({ method: 'GET', url, headers: { 'x-basil-cache-refresh': 'guess' } })
    expect(forged.headers['x-cache']).toBe('hit')
  })
})
