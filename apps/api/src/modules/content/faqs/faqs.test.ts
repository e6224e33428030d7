import { and, asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../../test/app.ts'
import { faqs, faqTranslations } from '../../../db/schema/index.ts'
import { expectError, expectPaginated, getDefaultLocale, UNKNOWN_LANG, type Page } from '../test-support.ts'

type FaqBody = {
  id: number
  uuid: string
  type: string
  active: boolean
  created_at: string
  translation: { id: number; locale: string; question: string; answer: string | null } | null
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function findTranslated(locale: string) {
  const [row] = await t.db
    .select({ id: faqs.id, question: faqTranslations.question, answer: faqTranslations.answer })
    .from(faqs)
    .innerJoin(faqTranslations, eq(faqTranslations.ownerId, faqs.id))
    .where(and(eq(faqs.active, true), eq(faqTranslations.locale, locale)))
    .orderBy(asc(faqs.id))
    .limit(1)
  expect(row, `a FAQ in ${locale}`).toBeDefined()
  return row!
}

describe('GET rest/faqs/paginate', () => {
  it('lists active FAQs', async () => {
    const [row] = await t.db.select({ n: count() }).from(faqs).where(eq(faqs.active, true))
    expect(row!.n).toBeGreaterThan(0)
    const res = await getJson<Page<FaqBody>>(t.app, 'rest/faqs/paginate?perPage=100')
    expect(res.status).toBe(200)
    expectPaginated(res.body, { current: 1, perPage: 100, total: row!.n })
    for (const f of res.body.data) {
      expect(Object.keys(f).sort()).toEqual(['active', 'created_at', 'id', 'translation', 'type', 'uuid'])
      expect(f.active).toBe(true)
      expect(Object.keys(f.translation!).sort()).toEqual(['answer', 'id', 'locale', 'question'])
    }
  })

  it('leaves out inactive FAQs and filters by type', async () => {
    const [inactive] = await t.db.insert(faqs).values({ active: false, type: 'web' }).returning({ id: faqs.id })
    const [other] = await t.db.insert(faqs).values({ type: 'courier' }).returning({ id: faqs.id })
    await t.db.insert(faqTranslations).values({ ownerId: other!.id, locale: 'en', question: 'Q?', answer: 'A.' })
    const all = await getJson<Page<FaqBody>>(t.app, 'rest/faqs/paginate?perPage=100')
    expect(all.body.data.map((f) => f.id)).not.toContain(inactive!.id)
    expect(all.body.data.map((f) => f.id)).toContain(other!.id)
    const couriers = await getJson<Page<FaqBody>>(t.app, 'rest/faqs/paginate?type=courier')
    expect(couriers.body.data.map((f) => f.id)).toEqual([other!.id])
  })

  it.each(['ar', 'fr'])('translates to lang=%s', async (locale) => {
    const expected = await findTranslated(locale)
    const res = await getJson<Page<FaqBody>>(t.app, `rest/faqs/paginate?perPage=100&lang=${locale}`)
    expect(res.body.data.find((f) => f.id === expected.id)?.translation).toMatchObject({
      locale,
      question: expected.question,
      answer: expected.answer,
    })
  })

  it('falls back to the default language for an unknown lang', async () => {
    const locale = await getDefaultLocale(t.db)
    const expected = await findTranslated(locale)
    const res = await getJson<Page<FaqBody>>(t.app, `rest/faqs/paginate?perPage=100&lang=${UNKNOWN_LANG}`)
    expect(res.body.data.find((f) => f.id === expected.id)?.translation).toMatchObject({
      locale,
      question: expected.question,
    })
  })

  it('rejects a bad page with 400', async () => {
    expectError(await getJson(t.app, 'rest/faqs/paginate?page=abc'), 400)
  })
})
