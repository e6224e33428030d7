import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, getJson, type TestApp } from '../../../test/app.ts'
import { settings, uiTranslations } from '../../db/schema/index.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Envelope<T> = { timestamp: string; status: boolean; message: string; data: T }

describe('global data', () => {
  it('lists active languages with exactly one default and Arabic right-to-left', async () => {
    const res = await getJson<Envelope<Array<Record<string, unknown>>>>(t.app, 'rest/languages/active')
    expect(res.status).toBe(200)
    expect(res.body.status).toBe(true)
    expect(Number.isNaN(Date.parse(res.body.timestamp))).toBe(false)
    expect(Array.isArray(res.body.data)).toBe(true)
    expect(res.body.data.filter((l) => l.default)).toHaveLength(1)
    const ar = res.body.data.find((l) => l.locale === 'ar')
    expect(ar).toMatchObject({ backward: true, active: true })
    for (const l of res.body.data)
      expect(Object.keys(l).sort()).toEqual(['active', 'backward', 'default', 'id', 'img', 'locale', 'title'])
  })

  it('lists active currencies with one default and a before/after position', async () => {
    const res = await getJson<Envelope<Array<Record<string, unknown>>>>(t.app, 'rest/currencies/active')
    expect(res.status).toBe(200)
    expect(res.body.data.filter((c) => c.default)).toHaveLength(1)
    for (const c of res.body.data) {
      expect(['before', 'after']).toContain(c.position)
      expect(typeof c.rate).toBe('number')
      expect(typeof c.symbol).toBe('string')
    }
  })

  it('returns settings as an array of key/value pairs holding every key clients read', async () => {
    const res = await getJson<Envelope<Array<{ key: string; value: string | null }>>>(t.app, 'rest/settings')
    expect(res.status).toBe(200)
    expect(Array.isArray(res.body.data)).toBe(true)
    const keys = new Set(res.body.data.map((s) => s.key))
    const required = [
      'ui_type',
      'primary_color',
      'payment_type',
      'instagram',
      'facebook',
      'twitter',
      'referral_active',
      'otp_expire_time',
      'customer_app_android',
      'customer_app_ios',
      'delivery_app_android',
      'delivery_app_ios',
      'vendor_app_android',
      'vendor_app_ios',
      'group_order',
      'footer_text',
      'address',
      'phone',
      'email',
      'reservation_time_durations',
      'reservation_before_time',
      'min_reservation_time',
      'active_parcel',
      'before_order_phone_required',
      'reservation_enable_for_user',
      'social_auth_google',
      'social_auth_apple',
      'social_auth_facebook',
    ]
    for (const key of required) expect(keys, key).toContain(key)
  })

  it('answers footer_text in the language asked for, when the operator wrote it for that language', async () => {
    const footer = async (query: string) =>
      (
        await getJson<Envelope<Array<{ key: string; value: string | null }>>>(t.app, `rest/settings${query}`)
      ).body.data.find((s) => s.key === 'footer_text')?.value
    const english = await footer('')
    expect(english).toContain('Open-source food and grocery delivery')
    expect(await footer('?lang=en')).toBe(english)
    expect(await footer('?lang=fr')).toContain('logiciel libre')
    expect(await footer('?lang=ar')).toMatch(/[\u0600-\u06FF]/)
    // Without a text for a language, the operator's own text stands.
    await t.db.delete(settings).where(eq(settings.key, 'footer_text_fr'))
    expect(await footer('?lang=fr')).toBe(english)
  })

  it('reflects a changed setting without a restart', async () => {
    await t.db.update(settings).set({ value: '3' }).where(eq(settings.key, 'ui_type'))
    const res = await getJson<Envelope<Array<{ key: string; value: string | null }>>>(t.app, 'rest/settings')
    expect(res.body.data.find((s) => s.key === 'ui_type')?.value).toBe('3')
  })

  it('returns UI translations as one flat object in the requested language, falling back to the default', async () => {
    const [arRow] = await t.db.select().from(uiTranslations).where(eq(uiTranslations.locale, 'ar')).limit(1)
    expect(arRow).toBeDefined()
    const ar = await getJson<Envelope<Record<string, string>>>(t.app, 'rest/translations/paginate?lang=ar')
    expect(ar.status).toBe(200)
    expect(Array.isArray(ar.body.data)).toBe(false)
    expect(ar.body.data[arRow!.key]).toBe(arRow!.value)

    // A key only English has still shows in Arabic.
    await t.db.insert(uiTranslations).values({ locale: 'en', key: 'only.in.english', value: 'Only English' })
    const again = await getJson<Envelope<Record<string, string>>>(t.app, 'rest/translations/paginate?lang=ar')
    expect(again.body.data['only.in.english']).toBe('Only English')

    const unknown = await getJson<Envelope<Record<string, string>>>(t.app, 'rest/translations/paginate?lang=xx')
    const en = await getJson<Envelope<Record<string, string>>>(t.app, 'rest/translations/paginate?lang=en')
    expect(unknown.body.data).toEqual(en.body.data)
  })
})
