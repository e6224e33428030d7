import type { Branch } from '@basil/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../test/app.ts'
import { branches, branchTranslations, shops } from '../../db/schema/index.ts'
import {
  fetchAllPages,
  listPublicShops,
  ORIGIN,
  type Envelope,
  type ErrorBody,
  type PageOf,
} from '../shops/test-support.ts'

let t: TestApp
const get = <T>(url: string) => getJson<T>(t.app, url)

beforeAll(async () => {
  t = await createTestApp()
  const publicShops = await listPublicShops(t.db)
  // Two branches of one public shop, with titles in two languages, whatever the seed holds.
  const shop = publicShops[0]!
  const created = await t.db
    .insert(branches)
    .values([
      { shopId: shop.id, latitude: shop.latitude + 0.01, longitude: shop.longitude },
      { shopId: shop.id, latitude: shop.latitude - 0.01, longitude: shop.longitude },
    ])
    .returning()
  await t.db.insert(branchTranslations).values(
    created.flatMap((b, i) => [
      { ownerId: b.id, locale: 'en', title: `Branch ${i + 1}`, address: `${i + 1} Main Street` },
      { ownerId: b.id, locale: 'ar', title: `فرع ${i + 1}`, address: null },
    ]),
  )
})
afterAll(() => t.close())

async function publicBranches() {
  const publicIds = new Set((await listPublicShops(t.db)).map((s) => s.id))
  return (await t.db.select().from(branches)).filter((b) => publicIds.has(b.shopId))
}

describe('GET rest/branches', () => {
  it('lists the branches of public shops with their shop, paginated', async () => {
    const expected = await publicBranches()
    const res = await get<PageOf<Branch>>('rest/branches?perPage=1')
    expect(res.status).toBe(200)
    expect(res.body.meta).toMatchObject({
      total: expected.length,
      per_page: 1,
      last_page: expected.length,
      from: 1,
      to: 1,
      path: `${ORIGIN}/api/v1/rest/branches`,
    })
    const all = await fetchAllPages<Branch>((u) => get<PageOf<Branch>>(u), 'rest/branches')
    expect(all.map((b) => b.id).sort((a, b) => a - b)).toEqual(expected.map((b) => b.id).sort((a, b) => a - b))
    for (const b of all) {
      const row = expected.find((r) => r.id === b.id)!
      expect(b).toMatchObject({ shop_id: row.shopId, location: { latitude: row.latitude, longitude: row.longitude } })
      expect(b.shop?.id).toBe(row.shopId)
      expect(b.translation).not.toBeNull()
    }
  })

  it('narrows to one shop and leaves out branches of hidden shops', async () => {
    const expected = await publicBranches()
    const shopId = expected[0]!.shopId
    const one = await get<PageOf<Branch>>(`rest/branches?shop_id=${shopId}&perPage=100`)
    expect(one.body.data.map((b) => b.id).sort()).toEqual(
      expected
        .filter((b) => b.shopId === shopId)
        .map((b) => b.id)
        .sort(),
    )
    await t.db.update(shops).set({ visibility: false }).where(eq(shops.id, shopId))
    try {
      const hidden = await get<PageOf<Branch>>(`rest/branches?shop_id=${shopId}`)
      expect(hidden.body.meta.total).toBe(0)
      expect((await get<ErrorBody>(`rest/branches/${expected[0]!.id}`)).status).toBe(404)
    } finally {
      await t.db.update(shops).set({ visibility: true }).where(eq(shops.id, shopId))
    }
  })

  it('shows one branch in the requested language, falling back to the default', async () => {
    const [ar] = await t.db.select().from(branchTranslations).where(eq(branchTranslations.locale, 'ar')).limit(1)
    const res = await get<Envelope<Branch>>(`rest/branches/${ar!.ownerId}?lang=ar`)
    expect(res.status).toBe(200)
    expect(res.body.data.translation).toMatchObject({ locale: 'ar', title: ar!.title })
    const fallback = await get<Envelope<Branch>>(`rest/branches/${ar!.ownerId}?lang=zz`)
    expect(fallback.body.data.translation?.locale).toBe('en')
    expect((await get<ErrorBody>('rest/branches/2147483000')).status).toBe(404)
    expect((await get<ErrorBody>('rest/branches/abc')).status).toBe(400)
  })
})
