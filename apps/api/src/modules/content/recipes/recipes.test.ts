import { and, count, eq, gte, inArray, lte, max } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../../test/app.ts'
import {
  discounts,
  productDiscounts,
  products,
  receiptIngredients,
  receiptInstructions,
  receiptNutritions,
  receipts,
  receiptStocks,
  receiptTranslations,
  shops,
  stocks,
} from '../../../db/schema/index.ts'
import {
  expectAbsoluteImage,
  expectError,
  expectedMoney,
  expectPaginated,
  getConvertingCurrency,
  getDefaultLocale,
  UNKNOWN_LANG,
  type Envelope,
  type Page,
} from '../test-support.ts'

type Translation = { id: number; locale: string; title: string }
type RecipeBody = {
  id: number
  uuid: string
  shop_id: number
  category_id: number | null
  img: string | null
  discount_type: 'fix' | 'percent' | null
  discount_price: number | null
  translation: Translation | null
  ingredient: Translation | null
  instruction: Translation | null
  nutritions: Array<{ id: number; weight: string; percentage: number; translation: Translation | null }>
  stocks: Array<{
    id: number
    price: number
    quantity: number
    discount: number
    tax: number
    total_price: number
    min_quantity: number
    qty: number
    product: { id: number; uuid: string; img: string | null; translation: Translation | null; unit: unknown }
  }>
  shop: { id: number; logo_img: string | null; translation: Translation | null } | null
}

const recipeKeys = [
  'active',
  'active_time',
  'calories',
  'category_id',
  'created_at',
  'discount_price',
  'discount_type',
  'id',
  'img',
  'ingredient',
  'instruction',
  'nutritions',
  'servings',
  'shop',
  'shop_id',
  'stocks',
  'total_time',
  'translation',
  'uuid',
]

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const visible = and(eq(receipts.active, true), eq(shops.status, 'approved'), eq(shops.visibility, true))

async function countVisible(extra?: ReturnType<typeof eq>) {
  const [row] = await t.db
    .select({ n: count() })
    .from(receipts)
    .innerJoin(shops, eq(shops.id, receipts.shopId))
    .where(and(visible, extra))
  return row!.n
}

/** Expected unit price, discount, tax and total of a stock, minor units, from the database rows. */
async function expectedStockPrice(stockId: number) {
  const [row] = await t.db
    .select({ price: stocks.price, tax: products.tax, productId: products.id })
    .from(stocks)
    .innerJoin(products, eq(products.id, stocks.productId))
    .where(eq(stocks.id, stockId))
  const now = new Date()
  const running = await t.db
    .select({ type: discounts.type, price: discounts.price })
    .from(productDiscounts)
    .innerJoin(discounts, eq(discounts.id, productDiscounts.discountId))
    .where(
      and(
        eq(productDiscounts.productId, row!.productId),
        eq(discounts.active, true),
        lte(discounts.start, now),
        gte(discounts.end, now),
      ),
    )
  // Whole minor units: the best running discount, capped at the price; tax is a percent of the discounted price.
  const amounts = running.map((d) => Math.round(d.type === 'percent' ? (row!.price * d.price) / 100 : d.price))
  const discount = Math.min(row!.price, Math.max(0, ...amounts))
  const tax = Math.round(((row!.price - discount) * row!.tax) / 100)
  return { price: row!.price, discount, tax, total: row!.price - discount + tax }
}

async function fetchVisible(query = '') {
  const res = await getJson<Page<RecipeBody>>(t.app, `rest/receipts/paginate?perPage=100${query}`)
  expect(res.status).toBe(200)
  return res.body
}

describe('GET rest/receipts/paginate', () => {
  it('lists active recipes of public shops with all their parts', async () => {
    const total = await countVisible()
    expect(total).toBeGreaterThan(0)
    const body = await fetchVisible()
    expectPaginated(body, { current: 1, perPage: 100, total })
    const ids = body.data.map((r) => r.id)
    const nutritionCounts = await t.db
      .select({ id: receiptNutritions.receiptId, n: count() })
      .from(receiptNutritions)
      .where(inArray(receiptNutritions.receiptId, ids))
      .groupBy(receiptNutritions.receiptId)
    const stockCounts = await t.db
      .select({ id: receiptStocks.receiptId, n: count() })
      .from(receiptStocks)
      .innerJoin(stocks, eq(stocks.id, receiptStocks.stockId))
      .innerJoin(products, eq(products.id, stocks.productId))
      .where(and(inArray(receiptStocks.receiptId, ids), eq(products.active, true), eq(products.status, 'published')))
      .groupBy(receiptStocks.receiptId)
    for (const r of body.data) {
      expect(Object.keys(r).sort()).toEqual(recipeKeys)
      if (r.img !== null) expectAbsoluteImage(r.img)
      expect(r.translation).not.toBeNull()
      expect(r.ingredient).not.toBeNull()
      expect(r.instruction).not.toBeNull()
      expect(r.shop?.id).toBe(r.shop_id)
      if (r.shop?.logo_img) expectAbsoluteImage(r.shop.logo_img)
      expect(r.nutritions).toHaveLength(nutritionCounts.find((c) => c.id === r.id)?.n ?? 0)
      expect(r.stocks).toHaveLength(stockCounts.find((c) => c.id === r.id)?.n ?? 0)
      for (const s of r.stocks) {
        expect(s.qty).toBe(s.min_quantity)
        expect(s.product.translation).not.toBeNull()
        if (s.product.img !== null) expectAbsoluteImage(s.product.img)
      }
    }
    expect(body.data.some((r) => r.stocks.length > 0 && r.nutritions.length > 0)).toBe(true)
  })

  it('prices the stocks from the catalogue, converted by currency_id', async () => {
    const currency = await getConvertingCurrency(t.db)
    const plain = await fetchVisible()
    const converted = await fetchVisible(`&currency_id=${currency.id}`)
    const recipe = plain.data.find((r) => r.stocks.length > 0)!
    const other = converted.data.find((r) => r.id === recipe.id)!
    for (const [i, s] of recipe.stocks.entries()) {
      const e = await expectedStockPrice(s.id)
      expect(s).toMatchObject({
        price: expectedMoney(e.price),
        discount: expectedMoney(e.discount),
        tax: expectedMoney(e.tax),
        total_price: expectedMoney(e.total),
      })
      expect(other.stocks[i]).toMatchObject({
        id: s.id,
        price: expectedMoney(e.price, currency.rate),
        total_price: expectedMoney(e.total, currency.rate),
      })
    }
  })

  it('converts a fixed recipe discount and keeps a percentage as it is', async () => {
    const currency = await getConvertingCurrency(t.db)
    const body = await fetchVisible(`&currency_id=${currency.id}`)
    const rows = await t.db
      .select()
      .from(receipts)
      .where(
        inArray(
          receipts.id,
          body.data.map((r) => r.id),
        ),
      )
    for (const r of body.data) {
      const row = rows.find((x) => x.id === r.id)!
      if (row.discountPrice === null) expect(r.discount_price).toBeNull()
      else if (row.discountType === 'fix')
        expect(r.discount_price).toBe(expectedMoney(row.discountPrice, currency.rate))
      else expect(r.discount_price).toBe(row.discountPrice)
    }
    expect(rows.some((r) => r.discountType === 'fix') || rows.some((r) => r.discountType === 'percent')).toBe(true)
  })

  it('filters by shop_id and category_id', async () => {
    const [row] = await t.db
      .select({ shopId: receipts.shopId, categoryId: receipts.categoryId })
      .from(receipts)
      .innerJoin(shops, eq(shops.id, receipts.shopId))
      .where(visible)
      .limit(1)
    const byShop = await fetchVisible(`&shop_id=${row!.shopId}`)
    expect(byShop.meta.total).toBe(await countVisible(eq(receipts.shopId, row!.shopId)))
    for (const r of byShop.data) expect(r.shop_id).toBe(row!.shopId)
    if (row!.categoryId !== null) {
      const byCategory = await fetchVisible(`&category_id=${row!.categoryId}`)
      expect(byCategory.meta.total).toBe(await countVisible(eq(receipts.categoryId, row!.categoryId)))
      for (const r of byCategory.data) expect(r.category_id).toBe(row!.categoryId)
    }
  })

  it.each(['ar', 'fr'])('translates title, ingredients and instructions to lang=%s', async (locale) => {
    const body = await fetchVisible(`&lang=${locale}`)
    const recipe = body.data[0]!
    const [title] = await t.db
      .select()
      .from(receiptTranslations)
      .where(and(eq(receiptTranslations.ownerId, recipe.id), eq(receiptTranslations.locale, locale)))
    const [ingredient] = await t.db
      .select()
      .from(receiptIngredients)
      .where(and(eq(receiptIngredients.ownerId, recipe.id), eq(receiptIngredients.locale, locale)))
    const [instruction] = await t.db
      .select()
      .from(receiptInstructions)
      .where(and(eq(receiptInstructions.ownerId, recipe.id), eq(receiptInstructions.locale, locale)))
    expect(title && ingredient && instruction, `the recipe in ${locale}`).toBeTruthy()
    expect(recipe.translation).toMatchObject({ locale, title: title!.title })
    expect(recipe.ingredient).toMatchObject({ locale, title: ingredient!.title })
    expect(recipe.instruction).toMatchObject({ locale, title: instruction!.title })
  })

  it('falls back to the default language for an unknown lang', async () => {
    const locale = await getDefaultLocale(t.db)
    const body = await fetchVisible(`&lang=${UNKNOWN_LANG}`)
    for (const r of body.data) {
      expect(r.translation?.locale).toBe(locale)
      expect(r.ingredient?.locale).toBe(locale)
    }
  })

  it('rejects bad filters with 400', async () => {
    expectError(await getJson(t.app, 'rest/receipts/paginate?shop_id=abc'), 400)
    expectError(await getJson(t.app, 'rest/receipts/paginate?category_id=-2'), 400)
  })
})

describe('GET rest/receipts/{id}', () => {
  it('shows a recipe by id and by uuid', async () => {
    const body = await fetchVisible()
    const recipe = body.data[0]!
    const byId = await getJson<Envelope<RecipeBody>>(t.app, `rest/receipts/${recipe.id}`)
    expect(byId.status).toBe(200)
    expect(byId.body.data).toEqual(recipe)
    const byUuid = await getJson<Envelope<RecipeBody>>(t.app, `rest/receipts/${recipe.uuid}`)
    expect(byUuid.status).toBe(200)
    expect(byUuid.body.data.id).toBe(recipe.id)
  })

  it('answers 404 for unknown or hidden recipes and 400 for malformed references', async () => {
    const [row] = await t.db.select({ id: max(receipts.id) }).from(receipts)
    expectError(await getJson(t.app, `rest/receipts/${(row?.id ?? 0) + 1000}`), 404)
    expectError(await getJson(t.app, 'rest/receipts/4f1c2f8e-9a61-4d3e-8f0a-1b2c3d4e5f60'), 404)
    expectError(await getJson(t.app, 'rest/receipts/abc'), 400)
    expectError(await getJson(t.app, 'rest/receipts/99999999999'), 400)
    const body = await fetchVisible()
    const recipe = body.data[0]!
    await t.db.update(receipts).set({ active: false }).where(eq(receipts.id, recipe.id))
    expectError(await getJson(t.app, `rest/receipts/${recipe.id}`), 404)
  })
})
