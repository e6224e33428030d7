import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { shops, shopTranslations } from '../db/schema/index.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ responseCacheTtlMs: 60_000 })
})
afterAll(() => t.close())

describe('catalogue response cache', () => {
  it('serves a repeated public read from the cache with a fresh timestamp, per URL', async () => {
    const [shop] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.status, 'approved')).limit(1)
    const url = `/api/v1/rest/shops/${shop!.id}?lang=en`
    const first = await t.app.inject({ method: 'GET', url })
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-cache']).toBeUndefined()
    const before = first.json().data.translation.title as string

    await t.db.update(shopTranslations).set({ title: 'Renamed while cached' }).where(eq(shopTranslations.ownerId, shop!.id))
    await new Promise((r) => setTimeout(r, 5))
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
