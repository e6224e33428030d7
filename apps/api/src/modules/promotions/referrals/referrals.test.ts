import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../../test/app.ts'
import { referrals, referralTranslations } from '../../../db/schema/index.ts'
import {
  expectError,
  expectedMoney,
  getConvertingCurrency,
  getDefaultLocale,
  UNKNOWN_LANG,
  type Envelope,
} from '../../content/test-support.ts'

type ReferralBody = {
  id: number
  price_from: number
  price_to: number
  img: string | null
  expired_at: string | null
  created_at: string
  translation: { id: number; locale: string; title: string; description: string | null; faq: string | null } | null
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function runningReferral() {
  const rows = await t.db.select().from(referrals).where(eq(referrals.active, true)).orderBy(desc(referrals.id))
  const row = rows.find((r) => r.expiredAt === null || r.expiredAt > new Date())
  expect(row, 'a running referral programme').toBeDefined()
  return row!
}

async function translation(id: number, locale: string) {
  const [row] = await t.db
    .select()
    .from(referralTranslations)
    .where(and(eq(referralTranslations.ownerId, id), eq(referralTranslations.locale, locale)))
  expect(row, `the referral in ${locale}`).toBeDefined()
  return row!
}

describe('GET rest/referral', () => {
  it('shows the running programme with its rewards as money', async () => {
    const row = await runningReferral()
    const res = await getJson<Envelope<ReferralBody>>(t.app, 'rest/referral')
    expect(res.status).toBe(200)
    expect(Object.keys(res.body.data).sort()).toEqual([
      'created_at',
      'expired_at',
      'id',
      'img',
      'price_from',
      'price_to',
      'translation',
    ])
    expect(res.body.data).toMatchObject({
      id: row.id,
      price_from: expectedMoney(row.priceFrom),
      price_to: expectedMoney(row.priceTo),
    })
    if (row.img) expect(res.body.data.img).toBe(`http://basil.test/storage/images/${row.img}`)
  })

  it('converts the rewards by currency_id', async () => {
    const row = await runningReferral()
    const currency = await getConvertingCurrency(t.db)
    const res = await getJson<Envelope<ReferralBody>>(t.app, `rest/referral?currency_id=${currency.id}`)
    expect(res.body.data).toMatchObject({
      price_from: expectedMoney(row.priceFrom, currency.rate),
      price_to: expectedMoney(row.priceTo, currency.rate),
    })
  })

  it.each(['ar', 'fr'])('translates to lang=%s', async (locale) => {
    const row = await runningReferral()
    const expected = await translation(row.id, locale)
    const res = await getJson<Envelope<ReferralBody>>(t.app, `rest/referral?lang=${locale}`)
    expect(res.body.data.translation).toEqual({
      id: expected.id,
      locale,
      title: expected.title,
      description: expected.description,
      faq: expected.faq,
    })
  })

  it('falls back to the default language for an unknown lang', async () => {
    const row = await runningReferral()
    const locale = await getDefaultLocale(t.db)
    const res = await getJson<Envelope<ReferralBody>>(t.app, `rest/referral?lang=${UNKNOWN_LANG}`)
    expect(res.body.data.translation).toMatchObject({ locale, title: (await translation(row.id, locale)).title })
  })

  it('answers 404 when no programme runs', async () => {
    await t.db.update(referrals).set({ expiredAt: new Date(Date.now() - 1000) })
    expectError(await getJson(t.app, 'rest/referral'), 404)
  })
})
