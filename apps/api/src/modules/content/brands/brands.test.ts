import { and, count, countDistinct, desc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../../test/app.ts'
import { brands, products } from '../../../db/schema/index.ts'
import { expectAbsoluteImage, expectError, expectPaginated, type Page } from '../test-support.ts'

type BrandBody = {
  id: number
  uuid: string
  title: string
  img: string | null
  active: boolean
  products_count: number
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const listed = and(eq(products.active, true), eq(products.status, 'published'), eq(products.addon, false))

describe('GET rest/brands/paginate', () => {
  it('lists active brands by title with their listed products counted', async () => {
    const [{ n: total }] = (await t.db.select({ n: count() }).from(brands).where(eq(brands.active, true))) as [
      { n: number },
    ]
    expect(total).toBeGreaterThan(0)
    const res = await getJson<Page<BrandBody>>(t.app, 'rest/brands/paginate?perPage=100')
    expect(res.status).toBe(200)
    expectPaginated(res.body, { current: 1, perPage: 100, total })
    const titles = res.body.data.map((b) => b.title)
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const counts = await t.db
      .select({ brandId: products.brandId, n: count() })
      .from(products)
      .where(and(listed, isNotNull(products.brandId)))
      .groupBy(products.brandId)
    const byBrand = new Map(counts.map((c) => [c.brandId, c.n]))
    for (const b of res.body.data) {
      expect(Object.keys(b).sort()).toEqual(['active', 'id', 'img', 'products_count', 'title', 'uuid'])
      expect(b.active).toBe(true)
      expect(b.products_count).toBe(byBrand.get(b.id) ?? 0)
      if (b.img !== null) expectAbsoluteImage(b.img)
    }
    expect(res.body.data.some((b) => b.products_count > 0)).toBe(true)
  })

  it('keeps the brands a shop sells with shop_id, counting that shop only', async () => {
    const [shop] = await t.db
      .select({ shopId: products.shopId, n: countDistinct(products.brandId) })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(and(listed, eq(brands.active, true)))
      .groupBy(products.shopId)
      .orderBy(desc(countDistinct(products.brandId)))
      .limit(1)
    expect(shop, 'a shop selling branded products').toBeDefined()
    const res = await getJson<Page<BrandBody>>(t.app, `rest/brands/paginate?perPage=100&shop_id=${shop!.shopId}`)
    expect(res.status).toBe(200)
    expectPaginated(res.body, { current: 1, perPage: 100, total: shop!.n })
    const counts = await t.db
      .select({ brandId: products.brandId, n: count() })
      .from(products)
      .where(and(listed, eq(products.shopId, shop!.shopId)))
      .groupBy(products.brandId)
    const byBrand = new Map(counts.map((c) => [c.brandId, c.n]))
    for (const b of res.body.data) expect(b.products_count).toBe(byBrand.get(b.id))
  })

  it('rejects a non-numeric shop_id with 400', async () => {
    const res = await getJson<{ params: Record<string, string[]> }>(t.app, 'rest/brands/paginate?shop_id=abc')
    expectError(res, 400)
    expect(res.body.params).toHaveProperty('shop_id')
  })
})
