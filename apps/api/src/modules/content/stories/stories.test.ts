import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../../test/app.ts'
import { productTranslations, products, shops, shopTranslations, stories } from '../../../db/schema/index.ts'
import { expectAbsoluteImage, expectError, expectIsoDate, getDefaultLocale, UNKNOWN_LANG } from '../test-support.ts'

type StoryBody = {
  shop_id: number
  logo_img: string | null
  title: string | null
  product_uuid: string | null
  product_title: string | null
  url: string
  created_at: string
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function activeStoriesOfPublicShops() {
  return t.db
    .select({ id: stories.id, shopId: stories.shopId, productId: stories.productId, fileUrls: stories.fileUrls })
    .from(stories)
    .innerJoin(shops, eq(shops.id, stories.shopId))
    .where(and(eq(stories.active, true), eq(shops.status, 'approved'), eq(shops.visibility, true)))
}

async function fetchAll(query = '') {
  const res = await getJson<StoryBody[][]>(t.app, `rest/stories/paginate?perPage=100${query}`)
  expect(res.status).toBe(200)
  return res.body
}

describe('GET rest/stories/paginate', () => {
  it('returns a raw array of arrays: one per shop, one item per frame', async () => {
    const rows = await activeStoriesOfPublicShops()
    expect(rows.length, 'the seed has stories').toBeGreaterThan(0)
    const body = await fetchAll()
    expect(Array.isArray(body)).toBe(true)
    const framesByShop = new Map<number, number>()
    for (const r of rows) framesByShop.set(r.shopId, (framesByShop.get(r.shopId) ?? 0) + r.fileUrls.length)
    expect(body).toHaveLength(framesByShop.size)
    for (const group of body) {
      expect(Array.isArray(group)).toBe(true)
      expect(group.length).toBeGreaterThan(0)
      const shopId = group[0]!.shop_id
      expect(group.length).toBe(framesByShop.get(shopId))
      for (const s of group) {
        expect(Object.keys(s).sort()).toEqual([
          'created_at',
          'logo_img',
          'product_title',
          'product_uuid',
          'shop_id',
          'title',
          'url',
        ])
        expect(s.shop_id).toBe(shopId)
        expectAbsoluteImage(s.url)
        expectIsoDate(s.created_at)
      }
    }
  })

  it("repeats the shop's logo and title and the product on every frame", async () => {
    const rows = await activeStoriesOfPublicShops()
    const withProduct = rows.find((r) => r.productId !== null)
    expect(withProduct, 'a story about a product').toBeDefined()
    const [shop] = await t.db.select().from(shops).where(eq(shops.id, withProduct!.shopId))
    const [shopTitle] = await t.db
      .select()
      .from(shopTranslations)
      .where(and(eq(shopTranslations.ownerId, shop!.id), eq(shopTranslations.locale, 'ar')))
    const [product] = await t.db.select().from(products).where(eq(products.id, withProduct!.productId!))
    const [productTitle] = await t.db
      .select()
      .from(productTranslations)
      .where(and(eq(productTranslations.ownerId, product!.id), eq(productTranslations.locale, 'ar')))
    expect(shopTitle && productTitle, 'Arabic titles of the shop and the product').toBeTruthy()

    const body = await fetchAll('&lang=ar')
    const group = body.find((g) => g[0]!.shop_id === shop!.id)!
    expect(group[0]!.logo_img).toBe(`http://basil.test/storage/images/${shop!.logoImg}`)
    for (const s of group) expect(s.title).toBe(shopTitle!.title)
    const frames = group.filter((s) => s.product_uuid === product!.uuid)
    expect(frames.length).toBeGreaterThanOrEqual(withProduct!.fileUrls.length)
    for (const s of frames) expect(s.product_title).toBe(productTitle!.title)
  })

  it('falls back to the default language for an unknown lang', async () => {
    const locale = await getDefaultLocale(t.db)
    const body = await fetchAll(`&lang=${UNKNOWN_LANG}`)
    const shopId = body[0]![0]!.shop_id
    const [title] = await t.db
      .select()
      .from(shopTranslations)
      .where(and(eq(shopTranslations.ownerId, shopId), eq(shopTranslations.locale, locale)))
    expect(body[0]![0]!.title).toBe(title!.title)
  })

  it('pages by shop and leaves out inactive stories', async () => {
    const all = await fetchAll()
    if (all.length > 1) {
      const res = await getJson<StoryBody[][]>(t.app, 'rest/stories/paginate?perPage=1&page=2')
      expect(res.body).toHaveLength(1)
      expect(res.body[0]![0]!.shop_id).toBe(all[1]![0]!.shop_id)
    }
    const shopId = all[0]![0]!.shop_id
    const ids = (await activeStoriesOfPublicShops()).filter((r) => r.shopId === shopId).map((r) => r.id)
    await t.db.update(stories).set({ active: false }).where(inArray(stories.id, ids))
    try {
      const after = await fetchAll()
      expect(after.map((g) => g[0]!.shop_id)).not.toContain(shopId)
    } finally {
      await t.db.update(stories).set({ active: true }).where(inArray(stories.id, ids))
    }
  })

  it('rejects a bad perPage with 400', async () => {
    expectError(await getJson(t.app, 'rest/stories/paginate?perPage=abc'), 400)
  })
})
