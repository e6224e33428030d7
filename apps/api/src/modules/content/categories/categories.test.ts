import { and, asc, count, eq, inArray, isNotNull, isNull, max } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../../test/app.ts'
import { categories, categoryTranslations } from '../../../db/schema/index.ts'
import {
  expectAbsoluteImage,
  expectError,
  expectPaginated,
  getDefaultLocale,
  UNKNOWN_LANG,
  type Envelope,
  type Page,
} from '../test-support.ts'

type CategoryBody = {
  id: number
  uuid: string
  keywords: string | null
  type: string
  input: number
  img: string | null
  active: boolean
  parent_id: number | null
  translation: { id: number; locale: string; title: string; description: string | null } | null
  children: CategoryBody[]
}

const categoryKeys = [
  'active',
  'children',
  'id',
  'img',
  'input',
  'keywords',
  'parent_id',
  'translation',
  'type',
  'uuid',
]

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function countTopLevel(type: 'main' | 'shop' | 'receipt' | 'career') {
  const [row] = await t.db
    .select({ n: count() })
    .from(categories)
    .where(and(eq(categories.type, type), isNull(categories.parentId), eq(categories.active, true)))
  return row!.n
}

/** A category of the list's kind that has a translation in the locale. */
async function findTranslated(locale: string, where = and(eq(categories.type, 'main'), isNull(categories.parentId))) {
  const [row] = await t.db
    .select({ id: categories.id, title: categoryTranslations.title })
    .from(categories)
    .innerJoin(categoryTranslations, eq(categoryTranslations.ownerId, categories.id))
    .where(and(where, eq(categories.active, true), eq(categoryTranslations.locale, locale)))
    .orderBy(asc(categories.id))
    .limit(1)
  expect(row, `a category translated to ${locale}`).toBeDefined()
  return row!
}

describe('GET rest/categories/paginate', () => {
  it('lists active top-level main categories by input, each with its active children', async () => {
    const total = await countTopLevel('main')
    expect(total).toBeGreaterThan(0)
    const res = await getJson<Page<CategoryBody>>(t.app, 'rest/categories/paginate?perPage=100')
    expect(res.status).toBe(200)
    expectPaginated(res.body, { current: 1, perPage: 100, total })
    const inputs = res.body.data.map((c) => c.input)
    expect(inputs).toEqual([...inputs].sort((a, b) => a - b))
    for (const c of res.body.data) {
      expect(Object.keys(c).sort()).toEqual(categoryKeys)
      expect(c).toMatchObject({ type: 'main', parent_id: null, active: true })
      if (c.img !== null) expectAbsoluteImage(c.img)
      expect(c.translation).not.toBeNull()
    }
    // Children: exactly the active ones of each parent, one level deep.
    const ids = res.body.data.map((c) => c.id)
    const children = await t.db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(and(inArray(categories.parentId, ids), eq(categories.active, true)))
    for (const c of res.body.data) {
      const expected = children
        .filter((ch) => ch.parentId === c.id)
        .map((ch) => ch.id)
        .sort((a, b) => a - b)
      expect(c.children.map((ch) => ch.id).sort((a, b) => a - b)).toEqual(expected)
      for (const ch of c.children) {
        expect(ch.parent_id).toBe(c.id)
        expect(ch.translation).not.toBeNull()
        expect(Object.keys(ch)).not.toContain('children')
      }
    }
    expect(children.length, 'the seed has subcategories').toBeGreaterThan(0)
  })

  it.each(['shop', 'receipt', 'career'] as const)('lists type=%s categories', async (type) => {
    const total = await countTopLevel(type)
    const res = await getJson<Page<CategoryBody>>(t.app, `rest/categories/paginate?type=${type}&perPage=50`)
    expect(res.status).toBe(200)
    expectPaginated(res.body, { current: 1, perPage: 50, total })
    for (const c of res.body.data) expect(c.type).toBe(type)
  })

  it('pages through the list', async () => {
    const total = await countTopLevel('main')
    const all = await getJson<Page<CategoryBody>>(t.app, 'rest/categories/paginate?perPage=100')
    const res = await getJson<Page<CategoryBody>>(t.app, 'rest/categories/paginate?perPage=2&page=2')
    expectPaginated(res.body, { current: 2, perPage: 2, total })
    expect(res.body.data.map((c) => c.id)).toEqual(all.body.data.slice(2, 4).map((c) => c.id))
  })

  it('lists the children of parent_id', async () => {
    const [parent] = await t.db
      .select({ id: categories.parentId, n: count() })
      .from(categories)
      .where(and(eq(categories.active, true), isNotNull(categories.parentId)))
      .groupBy(categories.parentId)
      .orderBy(asc(categories.parentId))
      .limit(1)
    expect(parent?.id).not.toBeNull()
    const res = await getJson<Page<CategoryBody>>(t.app, `rest/categories/paginate?parent_id=${parent!.id}`)
    expect(res.status).toBe(200)
    expect(res.body.meta.total).toBe(parent!.n)
    for (const c of res.body.data) expect(c.parent_id).toBe(parent!.id)
  })

  it.each(['ar', 'fr'])('translates to lang=%s', async (locale) => {
    const expected = await findTranslated(locale)
    const res = await getJson<Page<CategoryBody>>(t.app, `rest/categories/paginate?perPage=100&lang=${locale}`)
    const item = res.body.data.find((c) => c.id === expected.id)
    expect(item?.translation).toMatchObject({ locale, title: expected.title })
  })

  it('falls back to the default language for an unknown lang', async () => {
    const locale = await getDefaultLocale(t.db)
    const expected = await findTranslated(locale)
    const res = await getJson<Page<CategoryBody>>(t.app, `rest/categories/paginate?perPage=100&lang=${UNKNOWN_LANG}`)
    expect(res.status).toBe(200)
    const item = res.body.data.find((c) => c.id === expected.id)
    expect(item?.translation).toMatchObject({ locale, title: expected.title })
  })

  it('rejects a bogus type, a bad perPage and a bad parent_id with 400 and params', async () => {
    for (const [query, field] of [
      ['type=bogus', 'type'],
      ['perPage=abc', 'perPage'],
      ['perPage=0', 'perPage'],
      ['parent_id=x', 'parent_id'],
    ]) {
      const res = await getJson(t.app, `rest/categories/paginate?${query}`)
      expectError(res, 400)
      expect(Object.keys((res.body as { params: object }).params)).toContain(field)
    }
  })

  it('hides inactive categories', async () => {
    const before = await getJson<Page<CategoryBody>>(t.app, 'rest/categories/paginate?perPage=100')
    const victim = before.body.data[0]!
    await t.db.update(categories).set({ active: false }).where(eq(categories.id, victim.id))
    try {
      const after = await getJson<Page<CategoryBody>>(t.app, 'rest/categories/paginate?perPage=100')
      expect(after.body.data.map((c) => c.id)).not.toContain(victim.id)
      expect(after.body.meta.total).toBe(before.body.meta.total - 1)
      expectError(await getJson(t.app, `rest/categories/${victim.id}`), 404)
    } finally {
      await t.db.update(categories).set({ active: true }).where(eq(categories.id, victim.id))
    }
  })
})

describe('GET rest/categories/{id}', () => {
  it('shows a category with its children in the success envelope', async () => {
    const list = await getJson<Page<CategoryBody>>(t.app, 'rest/categories/paginate?perPage=100')
    const withChildren = list.body.data.find((c) => c.children.length > 0)!
    const res = await getJson<Envelope<CategoryBody>>(t.app, `rest/categories/${withChildren.id}?lang=ar`)
    expect(res.status).toBe(200)
    expect(res.body.status).toBe(true)
    expect(Object.keys(res.body.data).sort()).toEqual(categoryKeys)
    expect(res.body.data.id).toBe(withChildren.id)
    expect(res.body.data.children.map((c) => c.id)).toEqual(withChildren.children.map((c) => c.id))
  })

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const [row] = await t.db.select({ id: max(categories.id) }).from(categories)
    expectError(await getJson(t.app, `rest/categories/${(row?.id ?? 0) + 1000}`), 404)
    expectError(await getJson(t.app, 'rest/categories/abc'), 400)
  })
})

describe('GET rest/categories/sub-shop/{id}', () => {
  it('pages the active children of a category', async () => {
    const list = await getJson<Page<CategoryBody>>(t.app, 'rest/categories/paginate?perPage=100')
    const parent = list.body.data.find((c) => c.children.length > 0)!
    const res = await getJson<Page<CategoryBody>>(t.app, `rest/categories/sub-shop/${parent.id}?perPage=100`)
    expect(res.status).toBe(200)
    expectPaginated(res.body, { current: 1, perPage: 100, total: parent.children.length })
    expect(res.body.data.map((c) => c.id)).toEqual(parent.children.map((c) => c.id))
    for (const c of res.body.data) expect(Object.keys(c).sort()).toEqual(categoryKeys)
  })

  it('answers 404 for an unknown category and 400 for a bad id', async () => {
    const [row] = await t.db.select({ id: max(categories.id) }).from(categories)
    expectError(await getJson(t.app, `rest/categories/sub-shop/${(row?.id ?? 0) + 1000}`), 404)
    expectError(await getJson(t.app, 'rest/categories/sub-shop/abc'), 400)
  })
})

describe('categories of shops, walked as a client of the API family walks them', () => {
  it('type=shop lists grocery categories that shops/paginate?type=shop&category_id= finds, and cuisines found with type=restaurant', async () => {
    const list = await getJson<Page<CategoryBody>>(t.app, 'rest/categories/paginate?type=shop&perPage=100')
    expect(list.status).toBe(200)
    const found = { shop: 0, restaurant: 0 }
    for (const category of list.body.data) {
      expect(category.type).toBe('shop')
      const totals: Record<'shop' | 'restaurant', number> = { shop: 0, restaurant: 0 }
      for (const type of ['shop', 'restaurant'] as const) {
        const shopsOf = await getJson<Page<{ id: number; type: string }>>(
          t.app,
          `rest/shops/paginate?type=${type}&category_id=${category.id}&perPage=100`,
        )
        expect(shopsOf.status).toBe(200)
        for (const shop of shopsOf.body.data) expect(shop.type).toBe(type)
        totals[type] = shopsOf.body.meta.total
      }
      // Each category of shops leads somewhere: grocery shops, or restaurants of that cuisine (never a dead end).
      expect(
        totals.shop + totals.restaurant,
        `shops of category ${category.id} (${category.translation?.title})`,
      ).toBeGreaterThan(0)
      if (totals.shop > 0) found.shop++
      if (totals.restaurant > 0) found.restaurant++
    }
    expect(found.shop).toBeGreaterThanOrEqual(3)
    expect(found.restaurant).toBeGreaterThanOrEqual(5)
  })
})
