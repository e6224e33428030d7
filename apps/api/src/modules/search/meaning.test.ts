// Search that finds what people mean (issue 14, item 4), through the API on the seeded demo marketplace: short
// misspellings, Arabic letter forms and diacritics, French without accents, shops found by what they sell, their tags
// and categories, and the ranking (exact before fuzzy, open and near before closed and far).
import type { Paginated, Product, Shop } from '@basil/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../test/app.ts'
import {
  productTranslations,
  products,
  shopClosedDates,
  shops,
  shopShopTags,
  shopTags,
  shopTagTranslations,
  shopTranslations,
} from '../../db/schema/index.ts'
import { defaultLocation } from '../../db/seed/vocabulary/settings.ts'
import { clearProductCaches } from '../products/service.ts'
import { findShopsDeliveringTo } from '../shops/zones.ts'
import { openAroundTheClock } from '../shops/test-support.ts'
import { refreshSearchIndex } from '../../db/search-index.ts'
import { clearSearchCaches } from './service.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t?.close()
})

async function all<T>(path: string): Promise<T[]> {
  const items: T[] = []
  for (let page = 1; ; page++) {
    const res = await getJson<Paginated<T>>(t.app, `${path}${path.includes('?') ? '&' : '?'}perPage=100&page=${page}`)
    expect(res.status, path).toBe(200)
    items.push(...res.body.data)
    if (page >= res.body.meta.last_page) return items
  }
}

const shopSearch = (term: string, extra = '') =>
  all<Shop>(`rest/shops/search?search=${encodeURIComponent(term)}${extra}`)
const productSearch = (term: string, extra = '') =>
  all<Product>(`rest/products/search?search=${encodeURIComponent(term)}&lang=en${extra}`)

/** The seeded shop with this English name. */
async function shopNamed(title: string): Promise<number> {
  const [row] = await t.db
    .select({ id: shopTranslations.ownerId })
    .from(shopTranslations)
    .where(and(eq(shopTranslations.locale, 'en'), eq(shopTranslations.title, title)))
  expect(row, title).toBeDefined()
  return row!.id
}

/** Listed products whose title in `locale` matches the pattern. */
async function listedProductsTitled(pattern: RegExp, locale = 'en'): Promise<number[]> {
  const rows = await t.db.execute<{ id: number; title: string }>(sql`
    SELECT p.id, tr.title FROM products p JOIN shops s ON s.id = p.shop_id
    JOIN product_translations tr ON tr.product_id = p.id AND tr.locale = ${locale}
    WHERE p.active AND p.status = 'published' AND NOT p.addon AND s.status = 'approved' AND s.visibility`)
  return rows.rows.filter((r) => pattern.test(r.title)).map((r) => r.id)
}

/** Public shops selling a listed product whose English title matches the pattern. */
async function shopsSelling(pattern: RegExp): Promise<number[]> {
  const ids = await listedProductsTitled(pattern)
  const rows = await t.db.execute<{ shop_id: number }>(
    sql`SELECT DISTINCT shop_id FROM products WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`,
  )
  return rows.rows.map((r) => r.shop_id)
}

const ids = (items: Array<{ id: number }>) => items.map((i) => i.id)

/** Makes the index and the caches see rows a test just wrote. */
async function reindex(changed: { productIds?: number[]; shopIds?: number[] }) {
  await refreshSearchIndex(t.db, changed)
  clearSearchCaches(t.db)
  clearProductCaches(t.db)
}

async function renameShop(id: number, title: string) {
  await t.db
    .update(shopTranslations)
    .set({ title })
    .where(and(eq(shopTranslations.ownerId, id), eq(shopTranslations.locale, 'en')))
}

/** A listed product of the shop, renamed in English. */
async function renameAProductOf(shopId: number, title: string): Promise<number> {
  const [product] = await t.db
    .execute<{ id: number }>(
      sql`
    SELECT id FROM products WHERE shop_id = ${shopId} AND active AND status = 'published' AND NOT addon
    ORDER BY id LIMIT 1`,
    )
    .then((r) => r.rows)
  await t.db
    .update(productTranslations)
    .set({ title })
    .where(and(eq(productTranslations.ownerId, product!.id), eq(productTranslations.locale, 'en')))
  return product!.id
}

/** Open now whatever the hour: around the clock, with no closed date. */
async function openAllDay(id: number) {
  await openAroundTheClock(t.db, id)
  await t.db.delete(shopClosedDates).where(eq(shopClosedDates.shopId, id))
}

async function closeShop(id: number) {
  await t.db.update(shops).set({ open: false }).where(eq(shops.id, id))
}

async function rate(id: number, rating: number) {
  await t.db.update(shops).set({ ratingAvg: rating }).where(eq(shops.id, id))
}

describe('short misspellings', () => {
  it('"piza" finds the pizzerias and the pizzas', async () => {
    const pizzerias = [await shopNamed('Basil & Brick Pizzeria'), await shopNamed('Napoli Wood Fire')]
    expect(ids(await shopSearch('piza'))).toEqual(expect.arrayContaining(pizzerias))
    const pizzas = await listedProductsTitled(/\bpizza\b/i)
    expect(pizzas.length).toBeGreaterThan(5)
    expect(ids(await productSearch('piza'))).toEqual(expect.arrayContaining(pizzas))
  })

  it('"piza" ranks what a doubled letter typed once means (pizza) before another one-letter neighbour (pita)', async () => {
    const found = await productSearch('piza')
    const pizza = found.map(
      (p) => /pizza/i.test(p.translation?.title ?? '') || /pizza/i.test(p.category?.translation?.title ?? ''),
    )
    const pita = found.filter((p) => /\bpita\b/i.test(p.translation?.title ?? ''))
    expect(pita.length).toBeGreaterThan(0)
    expect(pizza.indexOf(false)).toBe(pizza.filter(Boolean).length)
  })

  it('"sushu" finds the sushi bar and its sushi (by their category, "Sushi & Rolls")', async () => {
    const found = await shopSearch('sushu')
    expect(ids(found)[0]).toBe(await shopNamed('Sakura Sushi Bar'))
    const sushi = (
      await t.db.execute<{ id: number }>(sql`
      SELECT p.id FROM products p JOIN shops s ON s.id = p.shop_id
      JOIN category_translations ct ON ct.category_id = p.category_id AND ct.locale = 'en' AND ct.title = 'Sushi & Rolls'
      WHERE p.active AND p.status = 'published' AND NOT p.addon AND s.status = 'approved' AND s.visibility`)
    ).rows
    expect(sushi.length).toBeGreaterThan(5)
    expect(ids(await productSearch('sushu'))).toEqual(expect.arrayContaining(sushi.map((r) => r.id)))
  })

  it('"burgr" finds the burger places and the burgers', async () => {
    const places = [await shopNamed('Smash Street Burgers'), await shopNamed('Golden Grill Burgers')]
    const found = ids(await shopSearch('burgr'))
    expect(found).toEqual(expect.arrayContaining(places))
    const burgers = await listedProductsTitled(/\bburgers?\b/i)
    expect(ids(await productSearch('burgr'))).toEqual(expect.arrayContaining(burgers))
  })
})

describe('Arabic and French as people type them', () => {
  it('finds Arabic words written with other letter forms, diacritics or the article', async () => {
    // ى for ي, ه for ة, harakat and shadda, the article, ج for غ in a short word
    expect(ids(await shopSearch('سوشى'))).toContain(await shopNamed('Sakura Sushi Bar'))
    expect(ids(await shopSearch('الشاورمه'))).toContain(await shopNamed('Zaytoun Shawarma'))
    const hummus = await listedProductsTitled(/^Hummus/)
    expect(hummus.length).toBeGreaterThan(0)
    expect(ids(await productSearch('حُمُّص'))).toEqual(expect.arrayContaining(hummus))
    expect(ids(await productSearch('كنافه'))).toEqual(await listedProductsTitled(/^Knafeh$/))
    expect(ids(await productSearch('برجر'))).toEqual(
      expect.arrayContaining(await listedProductsTitled(/\bburgers?\b/i)),
    )
    // Every spelling of rice finds the same products.
    const rice = ids(await productSearch('أرز'))
    expect(rice.length).toBeGreaterThan(0)
    expect(ids(await productSearch('ارز'))).toEqual(rice)
    expect(ids(await productSearch('الأرز'))).toEqual(rice)
  })

  it('finds French words typed without accents, as with them', async () => {
    const epicerie = await shopSearch('epicerie')
    expect(ids(epicerie)).toEqual(
      expect.arrayContaining([await shopNamed('Corner Pantry'), await shopNamed('Mediterranean Pantry')]),
    )
    expect(ids(await shopSearch('épicerie'))).toEqual(ids(epicerie))
    const iceCream = await listedProductsTitled(/Vanilla Ice Cream/)
    expect(iceCream.length).toBeGreaterThan(0)
    const plain = await productSearch('creme glacee')
    expect(ids(plain)).toEqual(expect.arrayContaining(iceCream))
    expect(ids(await productSearch('crème glacée'))).toEqual(ids(plain))
    const eggs = await listedProductsTitled(/Œufs/, 'fr')
    expect(eggs.length).toBeGreaterThan(0)
    expect(ids(await productSearch('oeufs'))).toEqual(expect.arrayContaining(eggs))
  })
})

describe('shops found by what they sell, their tags and their categories', () => {
  it('finds the shops selling a product by its name', async () => {
    const selling = await shopsSelling(/tonkotsu/i)
    expect(selling.length).toBeGreaterThan(0)
    expect(ids(await shopSearch('tonkotsu')).sort()).toEqual(selling.sort())

    // A product renamed: once indexed, its shop is found by the new name, and no longer by the old one.
    const shopId = await shopNamed('Corner Pantry')
    const productId = await renameAProductOf(shopId, 'Wombatberry Jam')
    await reindex({ productIds: [productId] })
    expect(ids(await shopSearch('wombatberry'))).toEqual([shopId])
    expect(ids(await shopSearch('wombatbery'))).toEqual([shopId])
    expect(ids(await productSearch('wombatberry'))).toEqual([productId])
  })

  it('finds the shops with a tag by the tag', async () => {
    const tagged = await t.db
      .select({ shopId: shopShopTags.shopId })
      .from(shopShopTags)
      .innerJoin(shopTagTranslations, eq(shopTagTranslations.ownerId, shopShopTags.shopTagId))
      .innerJoin(shops, eq(shops.id, shopShopTags.shopId))
      .where(
        and(
          eq(shopTagTranslations.locale, 'en'),
          eq(shopTagTranslations.title, 'Halal'),
          eq(shops.status, 'approved'),
          eq(shops.visibility, true),
        ),
      )
    expect(tagged.length).toBeGreaterThan(0)
    expect(ids(await shopSearch('halal'))).toEqual(expect.arrayContaining(tagged.map((r) => r.shopId)))
    expect(ids(await shopSearch('حلال'))).toEqual(expect.arrayContaining(tagged.map((r) => r.shopId)))
  })

  it('finds the shops of a category by the category', async () => {
    const inCategory = await t.db.execute<{ shop_id: number }>(sql`
      SELECT sc.shop_id FROM shop_categories sc
      JOIN category_translations ct ON ct.category_id = sc.category_id AND ct.locale = 'en' AND ct.title = 'Middle Eastern'
      JOIN shops s ON s.id = sc.shop_id WHERE s.status = 'approved' AND s.visibility`)
    expect(inCategory.rows.length).toBeGreaterThan(0)
    const found = ids(await shopSearch('middle eastern'))
    expect(found.sort()).toEqual(inCategory.rows.map((r) => r.shop_id).sort())
    expect(ids(await shopSearch('moyen-orient')).sort()).toEqual(found)
  })
})

describe('ranking', () => {
  it('shops: exact before fuzzy, then open before closed, then by name before by tag before by product', async () => {
    const [exact, fuzzy, named, tagged, selling] = await Promise.all(
      [
        'Sakura Sushi Bar',
        'Casa Azul Taqueria',
        'Saffron Spice House',
        'Olive & Oregano Taverna',
        'Hickory Smokehouse',
      ].map(shopNamed),
    )
    for (const id of [exact!, fuzzy!, named!, tagged!, selling!]) await openAllDay(id)
    await renameShop(exact!, 'Quokka Corner')
    await renameShop(fuzzy!, 'Quokke House')
    await renameShop(named!, 'Numbat Diner')
    const [tag] = await t.db.insert(shopTags).values({}).returning({ id: shopTags.id })
    await t.db.insert(shopTagTranslations).values({ ownerId: tag!.id, locale: 'en', title: 'Numbat approved' })
    await t.db.insert(shopShopTags).values({ shopId: tagged!, shopTagId: tag!.id })
    const productId = await renameAProductOf(selling!, 'Numbat Pie')
    // The better rated come later: rating ranks last.
    await rate(exact!, 1)
    await rate(fuzzy!, 5)
    await rate(named!, 1)
    await rate(tagged!, 3)
    await rate(selling!, 5)
    await reindex({ shopIds: [exact!, fuzzy!, named!, tagged!], productIds: [productId] })

    expect(ids(await shopSearch('quokka'))).toEqual([exact, fuzzy])
    // Closed, the exact match still comes first: exact before fuzzy comes before open before closed.
    await closeShop(exact!)
    expect(ids(await shopSearch('quokka'))).toEqual([exact, fuzzy])
    expect(ids(await shopSearch('quokke'))).toEqual([fuzzy, exact])

    expect(ids(await shopSearch('numbat'))).toEqual([named, tagged, selling])
    await closeShop(named!)
    expect(ids(await shopSearch('numbat'))).toEqual([tagged, selling, named])
    // shops/paginate ranks a search the same way.
    expect(ids(await all<Shop>('rest/shops/paginate?search=numbat'))).toEqual([tagged, selling, named])
  })

  it('shops: near before far, by the kilometre, then the best rated', async () => {
    const delivering = await findShopsDeliveringTo(t.db, defaultLocation)
    const byDistance = [...delivering.entries()].sort((a, b) => a[1] - b[1])
    const near = byDistance.find(([, km]) => km < 1)
    const far = byDistance.find(([, km]) => km >= 2)
    expect(near && far, 'shops delivering to the default location, under 1 km and over 2 km away').toBeTruthy()
    const [nearId, farId] = [near![0], far![0]]
    for (const id of [nearId, farId]) await openAllDay(id)
    await renameShop(nearId, 'Bilby Near')
    await renameShop(farId, 'Bilby Far')
    await rate(nearId, 1)
    await rate(farId, 5)
    await reindex({ shopIds: [nearId, farId] })
    const address = `&address[latitude]=${defaultLocation.latitude}&address[longitude]=${defaultLocation.longitude}`
    expect(ids(await shopSearch('bilby', address))).toEqual([nearId, farId])
    // Without an address, nearness is unknown: the better rated first.
    expect(ids(await shopSearch('bilby'))).toEqual([farId, nearId])
  })

  it('products: exact before fuzzy, then products of open shops first, then nearer shops first', async () => {
    const delivering = await findShopsDeliveringTo(t.db, defaultLocation)
    const byDistance = [...delivering.entries()].sort((a, b) => a[1] - b[1])
    const [nearId] = byDistance.find(([, km]) => km < 1)!
    const [farId, closedId, otherId] = byDistance.filter(([, km]) => km >= 2).map(([id]) => id)
    expect(otherId, 'three shops delivering to the default location from over 2 km').toBeDefined()
    for (const id of [nearId, farId!, closedId!, otherId!]) await openAllDay(id)
    const nearProduct = await renameAProductOf(nearId, 'Potoroo Stew')
    const farProduct = await renameAProductOf(farId!, 'Potoroo Stew')
    const closedProduct = await renameAProductOf(closedId!, 'Potoroo Stew')
    const fuzzyProduct = await renameAProductOf(otherId!, 'Potoroos Stew')
    await t.db.update(products).set({ ratingAvg: 1 }).where(eq(products.id, nearProduct))
    await t.db.update(products).set({ ratingAvg: 4 }).where(eq(products.id, farProduct))
    await t.db.update(products).set({ ratingAvg: 5 }).where(eq(products.id, closedProduct))
    await t.db.update(products).set({ ratingAvg: 5 }).where(eq(products.id, fuzzyProduct))
    await closeShop(closedId!)
    await reindex({ productIds: [nearProduct, farProduct, closedProduct, fuzzyProduct] })

    const address = `&address[latitude]=${defaultLocation.latitude}&address[longitude]=${defaultLocation.longitude}`
    // The fuzzy match is the best rated and its shop open: it still comes last.
    const stew = await productSearch('potoroo stew', address)
    expect(ids(stew)).toEqual([nearProduct, farProduct, closedProduct, fuzzyProduct])
    // Without an address: open before closed, then the rating.
    expect(ids(await productSearch('potoroo stew'))).toEqual([farProduct, nearProduct, closedProduct, fuzzyProduct])
    // Product results name their shop.
    for (const p of stew) expect(p.shop?.translation?.title).toEqual(expect.any(String))
  })
})
