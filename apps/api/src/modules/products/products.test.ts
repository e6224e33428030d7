// Product lists, product detail, price range and shop menus against the seeded catalogue; expectations are read
// from the database with plain SQL.
import type { Paginated, Product, ShopMenu } from '@basil/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../test/app.ts'
import { clearProductCaches } from './service.ts'

let t: TestApp

type Page = Paginated<Product>
type ErrorBody = { status: false; statusCode: string; message: string; params?: Record<string, string[]> }

const LISTED = sql`p.active AND p.status = 'published' AND NOT p.addon
  AND p.shop_id IN (SELECT id FROM shops WHERE status = 'approved' AND visibility)`

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>) {
  return (await t.db.execute<T>(query)).rows
}

async function ids(query: ReturnType<typeof sql>): Promise<number[]> {
  return (await rows<{ id: number }>(query)).map((r) => r.id)
}

/** All pages of a product list, in order. */
async function listAll(path: string) {
  const items: Product[] = []
  let total = -1
  for (let page = 1; page < 200; page++) {
    const res = await getJson<Page>(t.app, `${path}${path.includes('?') ? '&' : '?'}perPage=100&page=${page}`)
    expect(res.status, path).toBe(200)
    total = res.body.meta.total
    items.push(...res.body.data)
    if (page >= res.body.meta.last_page) break
  }
  return { items, total }
}

let currency: { id: number; rate: number }

beforeAll(async () => {
  t = await createTestApp()
  const [c] = await rows<{ id: number; rate: number }>(
    sql`SELECT id, rate FROM currencies WHERE active AND NOT "default" AND rate <> 1 ORDER BY id LIMIT 1`,
  )
  currency = c!
})

afterAll(async () => {
  await t?.close()
})

describe('rest/products/paginate', () => {
  it('lists the listed products, newest first, 10 a page, with an accurate total', async () => {
    const expected = await ids(sql`SELECT p.id FROM products p WHERE ${LISTED} ORDER BY p.id DESC`)
    const res = await getJson<Page>(t.app, 'rest/products/paginate')
    expect(res.status).toBe(200)
    expect(res.body.meta.total).toBe(expected.length)
    expect(res.body.meta.per_page).toBe(10)
    expect(res.body.data.map((p) => p.id)).toEqual(expected.slice(0, 10))
    const page3 = await getJson<Page>(t.app, 'rest/products/paginate?perPage=7&page=3')
    expect(page3.body.data.map((p) => p.id)).toEqual(expected.slice(14, 21))
  })

  it('leaves out addons, and products of shops that are not approved', async () => {
    const hidden = await ids(sql`SELECT p.id FROM products p WHERE NOT (${LISTED})`)
    expect(hidden.length).toBeGreaterThan(0)
    const { items } = await listAll('rest/products/paginate')
    const shown = new Set(items.map((p) => p.id))
    for (const id of hidden) expect(shown.has(id)).toBe(false)
    for (const p of items) {
      expect(p.addon).toBe(false)
      expect(p.active).toBe(true)
      expect(p.status).toBe('published')
    }
  })

  it('orders by old, price and rating', async () => {
    const old = await getJson<Page>(t.app, 'rest/products/paginate?order_by=old&perPage=5')
    expect(old.body.data.map((p) => p.id)).toEqual(
      await ids(sql`SELECT p.id FROM products p WHERE ${LISTED} ORDER BY p.id LIMIT 5`),
    )
    const asc = await getJson<Page>(t.app, 'rest/products/paginate?order_by=price_asc&perPage=5')
    expect(asc.body.data.map((p) => p.id)).toEqual(
      await ids(sql`SELECT p.id FROM products p WHERE ${LISTED} ORDER BY p.min_price, p.id LIMIT 5`),
    )
    const desc = await getJson<Page>(t.app, 'rest/products/paginate?order_by=price_desc&perPage=5')
    expect(desc.body.data.map((p) => p.id)).toEqual(
      await ids(sql`SELECT p.id FROM products p WHERE ${LISTED} ORDER BY p.min_price DESC, p.id DESC LIMIT 5`),
    )
    const rating = await getJson<Page>(t.app, 'rest/products/paginate?order_by=rating&perPage=5')
    expect(rating.body.data.map((p) => p.id)).toEqual(
      await ids(
        sql`SELECT p.id FROM products p WHERE ${LISTED} ORDER BY p.rating_avg DESC NULLS LAST, p.id DESC LIMIT 5`,
      ),
    )
  })

  it('filters by shop, brand and brands', async () => {
    const [shop] = await rows<{ shop_id: number }>(
      sql`SELECT p.shop_id FROM products p WHERE ${LISTED} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    )
    const byShop = await listAll(`rest/products/paginate?shop_id=${shop!.shop_id}`)
    expect(byShop.items.map((p) => p.id)).toEqual(
      await ids(sql`SELECT p.id FROM products p WHERE ${LISTED} AND p.shop_id = ${shop!.shop_id} ORDER BY p.id DESC`),
    )

    const brands = await rows<{ brand_id: number }>(
      sql`SELECT p.brand_id FROM products p WHERE ${LISTED} AND p.brand_id IS NOT NULL GROUP BY 1 ORDER BY 1 LIMIT 2`,
    )
    const [b1, b2] = brands.map((b) => b.brand_id)
    const one = await listAll(`rest/products/paginate?brand_id=${b1}`)
    expect(one.items.map((p) => p.id)).toEqual(
      await ids(sql`SELECT p.id FROM products p WHERE ${LISTED} AND p.brand_id = ${b1} ORDER BY p.id DESC`),
    )
    for (const p of one.items) expect(p.brand?.id).toBe(b1)
    const two = await listAll(`rest/products/paginate?brand_ids[0]=${b1}&brand_ids[1]=${b2}`)
    expect(two.total).toBe(
      (await ids(sql`SELECT p.id FROM products p WHERE ${LISTED} AND p.brand_id IN (${b1}, ${b2})`)).length,
    )
  })

  it('filters by a category with its sub-categories', async () => {
    const [parent] = await rows<{ id: number }>(sql`
      SELECT c.id FROM categories c JOIN categories sub ON sub.parent_id = c.id
      JOIN products p ON p.category_id = sub.id WHERE ${LISTED} GROUP BY c.id ORDER BY c.id LIMIT 1`)
    const expected = await ids(sql`SELECT p.id FROM products p WHERE ${LISTED}
      AND p.category_id IN (SELECT id FROM categories WHERE id = ${parent!.id} OR parent_id = ${parent!.id}) ORDER BY p.id DESC`)
    expect(expected.length).toBeGreaterThan(0)
    const res = await listAll(`rest/products/paginate?category_id=${parent!.id}`)
    expect(res.items.map((p) => p.id)).toEqual(expected)
    const unknown = await getJson<Page>(t.app, 'rest/products/paginate?category_id=999999')
    expect(unknown.body.meta.total).toBe(0)
  })

  it('filters by a price range given in the request currency', async () => {
    // Bounds of 2 to 6 in the currency, i.e. 200/rate to 600/rate minor units of the default one.
    const from = 2
    const to = 6
    const expected = await ids(sql`SELECT p.id FROM products p WHERE ${LISTED}
      AND round(p.min_price * ${currency.rate}::float8) / 100 >= ${from}::float8
      AND round(p.min_price * ${currency.rate}::float8) / 100 <= ${to}::float8 ORDER BY p.id DESC`)
    expect(expected.length).toBeGreaterThan(0)
    const res = await listAll(`rest/products/paginate?currency_id=${currency.id}&price_from=${from}&price_to=${to}`)
    expect(res.items.map((p) => p.id)).toEqual(expected)
    for (const p of res.items) {
      expect(p.min_price).toBeGreaterThanOrEqual(from)
      expect(p.min_price).toBeLessThanOrEqual(to)
    }
    const prices = await listAll(`rest/products/paginate?currency_id=${currency.id}&prices[0]=${from}&prices[1]=${to}`)
    expect(prices.items.map((p) => p.id)).toEqual(expected)
  })

  it('filters by the shops delivering to an address', async () => {
    const [shop] = await rows<{ id: number; latitude: number; longitude: number }>(sql`
      SELECT s.id, s.latitude, s.longitude FROM shops s JOIN shop_delivery_zones z ON z.shop_id = s.id
      WHERE s.status = 'approved' AND s.visibility ORDER BY s.id LIMIT 1`)
    const res = await listAll(
      `rest/products/paginate?address[latitude]=${shop!.latitude}&address[longitude]=${shop!.longitude}`,
    )
    expect(res.items.some((p) => p.shop_id === shop!.id)).toBe(true)
    for (const p of res.items) expect(p.shop?.delivers_to_address).toBe(true)
    const nowhere = await getJson<Page>(t.app, 'rest/products/paginate?address[latitude]=-45&address[longitude]=170')
    expect(nowhere.body.meta.total).toBe(0)
  })

  it('answers in the requested language, falling back to the default one', async () => {
    const fr = await getJson<Page>(t.app, 'rest/products/paginate?lang=fr&perPage=5')
    for (const p of fr.body.data) expect(p.translation?.locale).toBe('fr')
    const unknown = await getJson<Page>(t.app, 'rest/products/paginate?lang=xx&perPage=5')
    for (const p of unknown.body.data) expect(p.translation?.locale).toBe('en')
  })

  it('rejects malformed filters with a 400', async () => {
    for (const query of ['page=0', 'perPage=1000', 'order_by=random', 'shop_id=abc', 'price_from=-1', 'prices[0]=x']) {
      const res = await getJson<ErrorBody>(t.app, `rest/products/paginate?${query}`)
      expect(res.status, query).toBe(400)
      expect(res.body.statusCode).toBe('ERROR_400')
    }
  })

  it('filters by a search term when given one', async () => {
    const res = await getJson<Page>(t.app, 'rest/products/paginate?search=pizza&perPage=100')
    const search = await getJson<Page>(t.app, 'rest/products/search?search=pizza&perPage=100')
    expect(res.body.meta.total).toBe(search.body.meta.total)
    expect(res.body.data.map((p) => p.id)).toEqual(search.body.data.map((p) => p.id))
    const cheapest = await getJson<Page>(t.app, 'rest/products/paginate?search=pizza&order_by=price_asc&perPage=100')
    const prices = cheapest.body.data.map((p) => p.min_price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(cheapest.body.meta.total).toBe(search.body.meta.total)
  })
})

describe('product fields', () => {
  it('converts every price by the currency rate and prices stocks with their discount and tax', async () => {
    const [row] = await rows<{ uuid: string; id: number }>(sql`
      SELECT p.uuid::text AS uuid, p.id FROM products p
      JOIN product_discounts pd ON pd.product_id = p.id JOIN discounts d ON d.id = pd.discount_id
      WHERE ${LISTED} AND d.active AND d.start <= now() AND d."end" >= now() ORDER BY p.id LIMIT 1`)
    expect(row, 'a product with a running discount').toBeDefined()
    const stocks = await rows<{ id: number; price: number }>(
      sql`SELECT id, price FROM stocks WHERE product_id = ${row!.id} ORDER BY id`,
    )
    const [{ tax }] = (await rows<{ tax: number }>(sql`SELECT tax FROM products WHERE id = ${row!.id}`)) as [
      { tax: number },
    ]
    const res = await getJson<{ data: Product }>(t.app, `rest/products/${row!.uuid}?currency_id=${currency.id}`)
    expect(res.status).toBe(200)
    const product = res.body.data
    expect(product.stocks.map((s) => s.id)).toEqual(stocks.map((s) => s.id))
    for (const [i, s] of product.stocks.entries()) {
      expect(s.price).toBe(Math.round(stocks[i]!.price * currency.rate) / 100)
      expect(s.discount).toBeGreaterThan(0)
      const minor = stocks[i]!.price
      const discountMinor = Math.round((s.discount * 100) / currency.rate)
      expect(Math.abs(s.tax - (Math.round(((minor - discountMinor) * tax) / 100) * currency.rate) / 100)).toBeLessThan(
        0.02,
      )
      expect(Math.abs(s.total_price - (s.price - s.discount + s.tax))).toBeLessThan(0.02)
    }
    const usd = await getJson<{ data: Product }>(t.app, `rest/products/${row!.uuid}`)
    expect(usd.body.data.stocks[0]!.price).toBe(stocks[0]!.price / 100)
  })
})

describe('rest/products/{uuid}', () => {
  it('shows a product with stocks, extras, addons, unit, galleries, category and shop', async () => {
    const [row] = await rows<{ uuid: string; id: number }>(sql`
      SELECT p.uuid::text AS uuid, p.id FROM products p
      WHERE ${LISTED} AND EXISTS (SELECT 1 FROM stocks s JOIN stock_addons sa ON sa.stock_id = s.id
        JOIN stock_extras se ON se.stock_id = s.id WHERE s.product_id = p.id)
        AND EXISTS (SELECT 1 FROM product_galleries g WHERE g.product_id = p.id)
      ORDER BY p.id LIMIT 1`)
    const res = await getJson<{ status: boolean; data: Product }>(t.app, `rest/products/${row!.uuid}?lang=fr`)
    expect(res.status).toBe(200)
    expect(res.body.status).toBe(true)
    const p = res.body.data
    expect(p.id).toBe(row!.id)
    expect(p.translation?.locale).toBe('fr')
    expect(p.stock?.id).toBe(p.stocks[0]!.id)

    const extras = await rows<{ stock_id: number; id: number; extra_group_id: number; value: string }>(sql`
      SELECT se.stock_id, v.id, v.extra_group_id, v.value FROM stock_extras se JOIN extra_values v ON v.id = se.extra_value_id
      JOIN stocks s ON s.id = se.stock_id WHERE s.product_id = ${row!.id} ORDER BY se.stock_id, v.extra_group_id, v.id`)
    const shownExtras = p.stocks.flatMap((s) =>
      s.extras.map((e) => ({ stock_id: s.id, id: e.id, extra_group_id: e.extra_group_id, value: e.value })),
    )
    expect(shownExtras).toEqual(extras)
    for (const e of p.stocks.flatMap((s) => s.extras)) {
      expect(e.group.id).toBe(e.extra_group_id)
      expect(e.group.translation?.locale).toBe('fr')
    }

    const addons = await rows<{ id: number; stock_id: number; product_id: number }>(sql`
      SELECT sa.id, sa.stock_id, sa.addon_product_id AS product_id FROM stock_addons sa JOIN stocks s ON s.id = sa.stock_id
      JOIN products ap ON ap.id = sa.addon_product_id
      WHERE s.product_id = ${row!.id} AND ap.active AND ap.status = 'published' ORDER BY sa.stock_id, sa.id`)
    const shownAddons = p.stocks.flatMap((s) =>
      (s.addons ?? []).map((a) => ({ id: a.id, stock_id: a.stock_id, product_id: a.product.id })),
    )
    expect(shownAddons).toEqual(addons)
    for (const a of p.stocks.flatMap((s) => s.addons ?? [])) {
      expect(a.product.stock?.id).toBe(a.product.stocks[0]!.id)
      expect(a.product.addon).toBe(true)
      expect(a.product.translation?.locale).toBe('fr')
    }

    expect(p.unit?.translation?.locale).toBe('fr')
    expect(p.galleries.length).toBeGreaterThan(0)
    for (const g of p.galleries) {
      expect(g.url).toMatch(/^http:\/\/basil\.test\/storage\/images\/.+/)
      // Clients of the API family read `path` as well: the same absolute URL.
      expect(g.path).toBe(g.url)
    }
    expect(p.category?.id).toBe(p.category_id)
    expect(p.category?.translation?.locale).toBe('fr')
    expect(p.shop?.id).toBe(p.shop_id)
    expect(p.shop?.translation?.locale).toBe('fr')
    expect(p.min_qty).toBeGreaterThanOrEqual(1)
    expect(p.max_qty).toBeGreaterThanOrEqual(p.min_qty)
    expect(p.interval).toBeGreaterThan(0)
  })

  it('answers 404 for an unknown uuid, an addon and a product of a shop not approved', async () => {
    const unknown = await getJson<ErrorBody>(t.app, 'rest/products/00000000-0000-4000-8000-000000000000')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ status: false, statusCode: 'ERROR_404' })
    const hidden = await rows<{ uuid: string }>(
      sql`SELECT p.uuid::text AS uuid FROM products p WHERE NOT (${LISTED}) ORDER BY p.id LIMIT 3`,
    )
    expect(hidden.length).toBeGreaterThan(0)
    for (const h of hidden) expect((await getJson(t.app, `rest/products/${h.uuid}`)).status).toBe(404)
  })

  it('answers 400 for a malformed uuid', async () => {
    for (const bad of ['abc', '123', '00000000-0000-4000-8000-00000000000z']) {
      const res = await getJson<ErrorBody>(t.app, `rest/products/${bad}`)
      expect(res.status, bad).toBe(400)
      expect(res.body.params?.uuid?.length).toBeGreaterThan(0)
    }
  })
})

describe('rest/products-avg-prices', () => {
  it('gives the lowest and highest price of listed products in the request currency', async () => {
    const [range] = await rows<{ min: number; max: number }>(
      sql`SELECT min(p.min_price) AS min, max(p.min_price) AS max FROM products p WHERE ${LISTED}`,
    )
    const res = await getJson<{ data: { min: number; max: number } }>(
      t.app,
      `rest/products-avg-prices?currency_id=${currency.id}`,
    )
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({
      min: Math.round(range!.min * currency.rate) / 100,
      max: Math.round(range!.max * currency.rate) / 100,
    })
  })
})

describe('rest/shops/{id}/products', () => {
  let shop: { id: number; uuid: string; slug: string }

  beforeAll(async () => {
    // The shop whose menu spans the most categories, including sub-categories if any.
    const [row] = await rows<{ id: number; uuid: string; slug: string }>(sql`
      SELECT s.id, s.uuid::text AS uuid, s.slug FROM shops s JOIN products p ON p.shop_id = s.id
      WHERE ${LISTED} AND EXISTS (SELECT 1 FROM products r WHERE r.shop_id = s.id AND r.is_recommended)
      GROUP BY s.id ORDER BY count(DISTINCT p.category_id) DESC, s.id LIMIT 1`)
    shop = row!
  })

  it("lists the shop's menu by category, each listed product once, and its recommended products", async () => {
    const res = await getJson<{ data: ShopMenu }>(t.app, `rest/shops/${shop.id}/products?lang=fr`)
    expect(res.status).toBe(200)
    const { all, recommended } = res.body.data
    const expected = await ids(
      sql`SELECT p.id FROM products p WHERE ${LISTED} AND p.shop_id = ${shop.id} AND p.category_id IS NOT NULL ORDER BY p.id`,
    )
    const shown = all.flatMap((c) => c.products.map((p) => p.id))
    expect([...shown].sort((a, b) => a - b)).toEqual(expected)
    for (const category of all) {
      expect(category.products.length).toBeGreaterThan(0)
      expect(category.translation?.locale).toBe('fr')
      for (const p of category.products) {
        expect(p.category_id).toBe(category.id)
        expect(p.shop_id).toBe(shop.id)
      }
    }
    // Tree order: top-level categories by input (then id), each followed by its own sub-categories.
    const cats = await rows<{ id: number; parent_id: number | null; input: number }>(
      sql`SELECT id, parent_id, input FROM categories`,
    )
    const byId = new Map(cats.map((c) => [c.id, c]))
    const rootOf = (id: number) => {
      let c = byId.get(id)!
      while (c.parent_id !== null && byId.has(c.parent_id)) c = byId.get(c.parent_id)!
      return c
    }
    const keys = all.map((c) => {
      const root = rootOf(c.id)
      const own = byId.get(c.id)!
      return [root.input, root.id, own.parent_id === null ? -1 : own.input, own.id]
    })
    for (let i = 1; i < keys.length; i++) {
      const [a, b] = [keys[i - 1]!, keys[i]!]
      const cmp = a.findIndex((v, k) => v !== b[k])
      expect(cmp === -1 || a[cmp]! < b[cmp]!, `${all[i - 1]!.id} before ${all[i]!.id}`).toBe(true)
    }
    const expectedRecommended = await ids(
      sql`SELECT p.id FROM products p WHERE ${LISTED} AND p.shop_id = ${shop.id} AND p.is_recommended ORDER BY p.id`,
    )
    expect(recommended.map((p) => p.id)).toEqual(expectedRecommended)
  })

  it('accepts the shop uuid or slug', async () => {
    const byId = await getJson<{ data: ShopMenu }>(t.app, `rest/shops/${shop.id}/products`)
    for (const ref of [shop.uuid, shop.slug]) {
      const res = await getJson<{ data: ShopMenu }>(t.app, `rest/shops/${ref}/products`)
      expect(res.status).toBe(200)
      expect(res.body.data.all.map((c) => c.id)).toEqual(byId.body.data.all.map((c) => c.id))
    }
  })

  it('filters the menu by category and brands', async () => {
    const [cat] = await rows<{ category_id: number }>(
      sql`SELECT p.category_id FROM products p WHERE ${LISTED} AND p.shop_id = ${shop.id} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    )
    const res = await getJson<{ data: ShopMenu }>(
      t.app,
      `rest/shops/${shop.id}/products?category_id=${cat!.category_id}`,
    )
    expect(res.body.data.all.map((c) => c.id)).toEqual([cat!.category_id])

    const [brand] = await rows<{ shop_id: number; brand_id: number }>(
      sql`SELECT p.shop_id, p.brand_id FROM products p WHERE ${LISTED} AND p.brand_id IS NOT NULL ORDER BY p.id LIMIT 1`,
    )
    const branded = await getJson<{ data: ShopMenu }>(
      t.app,
      `rest/shops/${brand!.shop_id}/products?brand_ids[0]=${brand!.brand_id}`,
    )
    const products = branded.body.data.all.flatMap((c) => c.products)
    expect(products.length).toBeGreaterThan(0)
    for (const p of products) expect(p.brand_id).toBe(brand!.brand_id)
  })

  it('answers 404 for an unknown shop or one that is not approved', async () => {
    expect((await getJson<ErrorBody>(t.app, 'rest/shops/999999/products')).status).toBe(404)
    const [hidden] = await rows<{ id: number }>(
      sql`SELECT id FROM shops WHERE status <> 'approved' OR NOT visibility LIMIT 1`,
    )
    if (hidden) expect((await getJson<ErrorBody>(t.app, `rest/shops/${hidden.id}/products`)).status).toBe(404)
    expect((await getJson<ErrorBody>(t.app, 'rest/shops/999999/products/paginate')).status).toBe(404)
  })

  it('paginates the shop products and its recommended products', async () => {
    const all = await listAll(`rest/shops/${shop.id}/products/paginate`)
    expect(all.items.map((p) => p.id)).toEqual(
      await ids(sql`SELECT p.id FROM products p WHERE ${LISTED} AND p.shop_id = ${shop.id} ORDER BY p.id DESC`),
    )
    const recommended = await listAll(`rest/shops/${shop.id}/products/recommended/paginate`)
    const expected = await ids(
      sql`SELECT p.id FROM products p WHERE ${LISTED} AND p.shop_id = ${shop.id} AND p.is_recommended ORDER BY p.id DESC`,
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(recommended.items.map((p) => p.id)).toEqual(expected)
    expect(recommended.total).toBe(expected.length)
  })
})

describe('cached totals', () => {
  it('counts a listing once for a while, and again after the caches are cleared', async () => {
    const before = await getJson<Page>(t.app, 'rest/products/paginate')
    const [first] = before.body.data
    await t.db.execute(sql`UPDATE products SET active = false WHERE id = ${first!.id}`)
    try {
      const cached = await getJson<Page>(t.app, 'rest/products/paginate')
      // The page is read fresh, the total comes from the cache.
      expect(cached.body.data.map((p) => p.id)).not.toContain(first!.id)
      expect(cached.body.meta.total).toBe(before.body.meta.total)
      clearProductCaches(t.db)
      const fresh = await getJson<Page>(t.app, 'rest/products/paginate')
      expect(fresh.body.meta.total).toBe(before.body.meta.total - 1)
    } finally {
      await t.db.execute(sql`UPDATE products SET active = true WHERE id = ${first!.id}`)
      clearProductCaches(t.db)
    }
  })
})
