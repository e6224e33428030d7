import { and, asc, count, eq, isNotNull, max } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../../test/app.ts'
import { careers, careerTranslations, categoryTranslations } from '../../../db/schema/index.ts'
import {
  expectError,
  expectPaginated,
  getDefaultLocale,
  UNKNOWN_LANG,
  type Envelope,
  type Page,
} from '../test-support.ts'

type CareerBody = {
  id: number
  category_id: number | null
  active: boolean
  created_at: string
  category: { id: number; translation: { locale: string; title: string } | null } | null
  translation: { id: number; locale: string; title: string; description: string | null; address: string | null } | null
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function findTranslated(locale: string) {
  const [row] = await t.db
    .select({ id: careers.id, title: careerTranslations.title, address: careerTranslations.address })
    .from(careers)
    .innerJoin(careerTranslations, eq(careerTranslations.ownerId, careers.id))
    .where(and(eq(careers.active, true), isNotNull(careers.categoryId), eq(careerTranslations.locale, locale)))
    .orderBy(asc(careers.id))
    .limit(1)
  expect(row, `a career translated to ${locale}`).toBeDefined()
  return row!
}

describe('GET rest/careers/paginate', () => {
  it('lists active careers with their category', async () => {
    const [row] = await t.db.select({ n: count() }).from(careers).where(eq(careers.active, true))
    expect(row!.n).toBeGreaterThan(0)
    const res = await getJson<Page<CareerBody>>(t.app, 'rest/careers/paginate?perPage=100')
    expect(res.status).toBe(200)
    expectPaginated(res.body, { current: 1, perPage: 100, total: row!.n })
    for (const c of res.body.data) {
      expect(Object.keys(c).sort()).toEqual(['active', 'category', 'category_id', 'created_at', 'id', 'translation'])
      expect(c.active).toBe(true)
      expect(c.translation).not.toBeNull()
      if (c.category_id === null) expect(c.category).toBeNull()
      else expect(c.category).toMatchObject({ id: c.category_id })
    }
  })

  it('filters by category_id', async () => {
    const [group] = await t.db
      .select({ categoryId: careers.categoryId, n: count() })
      .from(careers)
      .where(and(eq(careers.active, true), isNotNull(careers.categoryId)))
      .groupBy(careers.categoryId)
      .limit(1)
    expect(group).toBeDefined()
    const res = await getJson<Page<CareerBody>>(t.app, `rest/careers/paginate?category_id=${group!.categoryId}`)
    expect(res.body.meta.total).toBe(group!.n)
    for (const c of res.body.data) expect(c.category_id).toBe(group!.categoryId)
  })

  it.each(['ar', 'fr'])('translates the career and its category to lang=%s', async (locale) => {
    const expected = await findTranslated(locale)
    const res = await getJson<Page<CareerBody>>(t.app, `rest/careers/paginate?perPage=100&lang=${locale}`)
    const item = res.body.data.find((c) => c.id === expected.id)!
    expect(item.translation).toMatchObject({ locale, title: expected.title, address: expected.address })
    const [categoryTitle] = await t.db
      .select()
      .from(categoryTranslations)
      .where(and(eq(categoryTranslations.ownerId, item.category_id!), eq(categoryTranslations.locale, locale)))
    expect(categoryTitle, `the career category in ${locale}`).toBeDefined()
    expect(item.category!.translation).toMatchObject({ locale, title: categoryTitle!.title })
  })

  it('rejects a non-numeric category_id with 400', async () => {
    expectError(await getJson(t.app, 'rest/careers/paginate?category_id=abc'), 400)
  })
})

describe('GET rest/careers/{id}', () => {
  it('shows a career, falling back to the default language for an unknown lang', async () => {
    const locale = await getDefaultLocale(t.db)
    const expected = await findTranslated(locale)
    const res = await getJson<Envelope<CareerBody>>(t.app, `rest/careers/${expected.id}?lang=${UNKNOWN_LANG}`)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id: expected.id, translation: { locale, title: expected.title } })
  })

  it('answers 404 for unknown and inactive careers, 400 for a bad id', async () => {
    const [row] = await t.db.select({ id: max(careers.id) }).from(careers)
    expectError(await getJson(t.app, `rest/careers/${(row?.id ?? 0) + 1000}`), 404)
    const [inactive] = await t.db.insert(careers).values({ active: false }).returning({ id: careers.id })
    expectError(await getJson(t.app, `rest/careers/${inactive!.id}`), 404)
    expectError(await getJson(t.app, 'rest/careers/abc'), 400)
  })
})
