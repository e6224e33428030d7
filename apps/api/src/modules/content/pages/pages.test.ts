import { and, asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../../test/app.ts'
import { landingPages, landingPageTranslations, pages, pageTranslations, users } from '../../../db/schema/index.ts'
import {
  expectAbsoluteImage,
  expectError,
  expectPaginated,
  getDefaultLocale,
  UNKNOWN_LANG,
  type Envelope,
  type Page,
} from '../test-support.ts'

type PageBody = {
  id: number
  type: string
  img: string | null
  bg_img: string | null
  active: boolean
  input: number
  translation: {
    id: number
    locale: string
    title: string
    description: string | null
    button_text: string | null
  } | null
}
const pageKeys = ['active', 'bg_img', 'created_at', 'id', 'img', 'input', 'translation', 'type', 'updated_at']

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type PageType = (typeof pages.$inferSelect)['type']

async function firstActivePage(type: PageType) {
  const [row] = await t.db
    .select()
    .from(pages)
    .where(and(eq(pages.type, type), eq(pages.active, true)))
    .orderBy(asc(pages.input), asc(pages.id))
    .limit(1)
  expect(row, `an active ${type} page`).toBeDefined()
  return row!
}

async function pageTitle(pageId: number, locale: string) {
  const [row] = await t.db
    .select()
    .from(pageTranslations)
    .where(and(eq(pageTranslations.ownerId, pageId), eq(pageTranslations.locale, locale)))
  expect(row, `page ${pageId} in ${locale}`).toBeDefined()
  return row!
}

describe('GET rest/pages/delivery and rest/pages/about', () => {
  it.each(['delivery', 'about'] as const)('shows the %s page in each language', async (type) => {
    const page = await firstActivePage(type)
    for (const locale of ['ar', 'fr']) {
      const res = await getJson<Envelope<PageBody>>(t.app, `rest/pages/${type}?lang=${locale}`)
      expect(res.status).toBe(200)
      expect(Object.keys(res.body.data).sort()).toEqual(pageKeys)
      expect(res.body.data).toMatchObject({ id: page.id, type, active: true })
      if (res.body.data.img !== null) expectAbsoluteImage(res.body.data.img)
      if (res.body.data.bg_img !== null) expectAbsoluteImage(res.body.data.bg_img)
      const title = await pageTitle(page.id, locale)
      expect(res.body.data.translation).toMatchObject({ locale, title: title.title, button_text: title.buttonText })
    }
    const locale = await getDefaultLocale(t.db)
    const res = await getJson<Envelope<PageBody>>(t.app, `rest/pages/${type}?lang=${UNKNOWN_LANG}`)
    expect(res.body.data.translation).toMatchObject({ locale, title: (await pageTitle(page.id, locale)).title })
  })

  it('answers 404 when the page is missing', async () => {
    await t.db.update(pages).set({ active: false }).where(eq(pages.type, 'delivery'))
    expectError(await getJson(t.app, 'rest/pages/delivery'), 404)
    await t.db.update(pages).set({ active: true }).where(eq(pages.type, 'delivery'))
  })
})

describe('GET rest/pages/paginate', () => {
  it('lists the about sections with type=all_about, by input', async () => {
    const [row] = await t.db
      .select({ n: count() })
      .from(pages)
      .where(and(eq(pages.type, 'all_about'), eq(pages.active, true)))
    expect(row!.n).toBeGreaterThan(0)
    const res = await getJson<Page<PageBody>>(t.app, 'rest/pages/paginate?type=all_about&perPage=100&lang=ar')
    expect(res.status).toBe(200)
    expectPaginated(res.body, { current: 1, perPage: 100, total: row!.n })
    const inputs = res.body.data.map((p) => p.input)
    expect(inputs).toEqual([...inputs].sort((a, b) => a - b))
    for (const p of res.body.data) {
      expect(Object.keys(p).sort()).toEqual(pageKeys)
      expect(p.type).toBe('all_about')
      expect(p.translation?.locale).toBe('ar')
    }
  })

  it('rejects an unknown type with 400', async () => {
    const res = await getJson<{ params: Record<string, string[]> }>(t.app, 'rest/pages/paginate?type=bogus')
    expectError(res, 400)
    expect(res.body.params).toHaveProperty('type')
  })
})

describe('GET rest/policy and rest/term', () => {
  it.each(['policy', 'term'] as const)('shows the %s text', async (type) => {
    const page = await firstActivePage(type)
    const res = await getJson<Envelope<{ id: number; translation: Record<string, unknown> }>>(
      t.app,
      `rest/${type}?lang=fr`,
    )
    expect(res.status).toBe(200)
    expect(Object.keys(res.body.data).sort()).toEqual(['created_at', 'id', 'translation', 'updated_at'])
    expect(res.body.data.id).toBe(page.id)
    const title = await pageTitle(page.id, 'fr')
    expect(res.body.data.translation).toEqual({
      id: title.id,
      locale: 'fr',
      title: title.title,
      description: title.description,
    })
  })

  it('answers 404 without a term page', async () => {
    await t.db.delete(pages).where(eq(pages.type, 'term'))
    expectError(await getJson(t.app, 'rest/term'), 404)
  })
})

/** The stored sections with their image paths made absolute, as the API must serve them. */
function withAbsoluteImages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withAbsoluteImages)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === 'img' && typeof v === 'string' ? `http://basil.test/storage/images/${v}` : withAbsoluteImages(v),
    ]),
  )
}

describe('GET rest/landing-pages/welcome', () => {
  it('returns the welcome page with its sections in the requested language', async () => {
    const [page] = await t.db.select().from(landingPages).where(eq(landingPages.type, 'welcome'))
    expect(page, 'a welcome landing page').toBeDefined()
    for (const locale of ['ar', 'fr']) {
      const [row] = await t.db
        .select()
        .from(landingPageTranslations)
        .where(and(eq(landingPageTranslations.ownerId, page!.id), eq(landingPageTranslations.locale, locale)))
      expect(row, `welcome sections in ${locale}`).toBeDefined()
      const res = await getJson<Envelope<{ id: number; type: string; img: string | null; data: unknown }>>(
        t.app,
        `rest/landing-pages/welcome?lang=${locale}`,
      )
      expect(res.status).toBe(200)
      expect(Object.keys(res.body.data).sort()).toEqual(['data', 'id', 'img', 'type'])
      expect(res.body.data).toMatchObject({ id: page!.id, type: 'welcome' })
      expect(res.body.data.data).toEqual(withAbsoluteImages(row!.data))
      expectAbsoluteImage(res.body.data.img)
    }
    const locale = await getDefaultLocale(t.db)
    const [fallback] = await t.db
      .select()
      .from(landingPageTranslations)
      .where(and(eq(landingPageTranslations.ownerId, page!.id), eq(landingPageTranslations.locale, locale)))
    const res = await getJson<Envelope<{ data: unknown }>>(t.app, `rest/landing-pages/welcome?lang=${UNKNOWN_LANG}`)
    expect(res.body.data.data).toEqual(withAbsoluteImages(fallback!.data))
    expect(JSON.stringify(res.body.data.data)).toContain('"img":"http://basil.test/storage/images/')
  })

  it('answers 404 for an unknown landing page', async () => {
    expectError(await getJson(t.app, 'rest/landing-pages/nothing-here'), 404)
  })
})

describe('GET rest/stat', () => {
  it('counts customers (orders arrive with the ordering module)', async () => {
    const [row] = await t.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.active, true), eq(users.role, 'user')))
    const res = await getJson<Envelope<{ users: number; orders: number }>>(t.app, 'rest/stat')
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ users: row!.n, orders: 0 })
    expect(row!.n).toBeGreaterThan(0)
  })
})
