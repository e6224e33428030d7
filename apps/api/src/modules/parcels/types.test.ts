import { and, asc, count, eq, max } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../test/app.ts'
import { parcelOrderTypes, parcelOrderTypeTranslations } from '../../db/schema/index.ts'
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
} from '../content/test-support.ts'

type ParcelTypeBody = Record<string, unknown> & {
  id: number
  price: number
  price_per_km: number
  special_price: number
  translation: { id: number; locale: string; title: string } | null
}

const typeKeys = [
  'active',
  'id',
  'img',
  'max_g',
  'max_height',
  'max_length',
  'max_width',
  'min_g',
  'min_height',
  'min_length',
  'min_width',
  'price',
  'price_per_km',
  'special',
  'special_price',
  'special_price_per_km',
  'translation',
  'type',
]

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Great-circle distance (haversine) on the mean Earth radius, km. */
function haversineKm(a: [number, number], b: [number, number]) {
  const r = Math.PI / 180
  const h =
    Math.sin(((b[0] - a[0]) * r) / 2) ** 2 +
    Math.cos(a[0] * r) * Math.cos(b[0] * r) * Math.sin(((b[1] - a[1]) * r) / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h))
}

async function firstActiveType() {
  const [row] = await t.db
    .select()
    .from(parcelOrderTypes)
    .where(eq(parcelOrderTypes.active, true))
    .orderBy(asc(parcelOrderTypes.id))
    .limit(1)
  expect(row, 'an active parcel type').toBeDefined()
  return row!
}

const from: [number, number] = [38.9072, -77.0369]
const to: [number, number] = [38.8462, -77.3064]
const route = (typeId: number | string) =>
  `rest/parcel-order/calculate-price?type_id=${typeId}` +
  `&address_from[latitude]=${from[0]}&address_from[longitude]=${from[1]}` +
  `&address_to[latitude]=${to[0]}&address_to[longitude]=${to[1]}`

describe('GET rest/parcel-order/types', () => {
  it('lists active parcel types with prices as money', async () => {
    const rows = await t.db
      .select()
      .from(parcelOrderTypes)
      .where(eq(parcelOrderTypes.active, true))
      .orderBy(asc(parcelOrderTypes.id))
    expect(rows.length).toBeGreaterThan(0)
    const res = await getJson<Page<ParcelTypeBody>>(t.app, 'rest/parcel-order/types?perPage=100')
    expect(res.status).toBe(200)
    expectPaginated(res.body, { current: 1, perPage: 100, total: rows.length })
    for (const [i, item] of res.body.data.entries()) {
      const row = rows[i]!
      expect(Object.keys(item).sort()).toEqual(typeKeys)
      expect(item).toMatchObject({
        id: row.id,
        type: row.type,
        max_g: row.maxG,
        price: expectedMoney(row.price),
        price_per_km: expectedMoney(row.pricePerKm),
        special_price: expectedMoney(row.specialPrice),
      })
      if (item.img !== null) expectAbsoluteImage(item.img)
      expect(item.translation).not.toBeNull()
    }
  })

  it('converts prices by currency_id', async () => {
    const row = await firstActiveType()
    const currency = await getConvertingCurrency(t.db)
    const res = await getJson<Page<ParcelTypeBody>>(
      t.app,
      `rest/parcel-order/types?perPage=100&currency_id=${currency.id}`,
    )
    expect(res.body.data.find((p) => p.id === row.id)).toMatchObject({
      price: expectedMoney(row.price, currency.rate),
      price_per_km: expectedMoney(row.pricePerKm, currency.rate),
    })
  })

  it.each(['ar', 'fr'])('translates to lang=%s', async (locale) => {
    const row = await firstActiveType()
    const [title] = await t.db
      .select()
      .from(parcelOrderTypeTranslations)
      .where(and(eq(parcelOrderTypeTranslations.ownerId, row.id), eq(parcelOrderTypeTranslations.locale, locale)))
    expect(title, `parcel type in ${locale}`).toBeDefined()
    const res = await getJson<Page<ParcelTypeBody>>(t.app, `rest/parcel-order/types?perPage=100&lang=${locale}`)
    expect(res.body.data.find((p) => p.id === row.id)?.translation).toMatchObject({ locale, title: title!.title })
  })

  it('falls back to the default language for an unknown lang', async () => {
    const locale = await getDefaultLocale(t.db)
    const res = await getJson<Page<ParcelTypeBody>>(t.app, `rest/parcel-order/types?lang=${UNKNOWN_LANG}`)
    for (const p of res.body.data) expect(p.translation?.locale).toBe(locale)
  })

  it('leaves out inactive types', async () => {
    const [row] = await t.db.select({ n: count() }).from(parcelOrderTypes).where(eq(parcelOrderTypes.active, true))
    const inactive = await t.db
      .insert(parcelOrderTypes)
      .values({
        type: 'hidden',
        maxWidth: 1,
        maxHeight: 1,
        maxLength: 1,
        maxG: 1,
        price: 1,
        pricePerKm: 1,
        active: false,
      })
      .returning({ id: parcelOrderTypes.id })
    const res = await getJson<Page<ParcelTypeBody>>(t.app, 'rest/parcel-order/types?perPage=100')
    expect(res.body.meta.total).toBe(row!.n)
    expectError(await getJson(t.app, route(inactive[0]!.id)), 404)
  })
})

describe('GET rest/parcel-order/calculate-price', () => {
  it('charges the base price plus the per-km price over the great-circle distance', async () => {
    const row = await firstActiveType()
    const km = haversineKm(from, to)
    expect(km).toBeGreaterThan(20)
    const res = await getJson<Envelope<{ price: number }>>(t.app, route(row.id))
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ price: expectedMoney(row.price + row.pricePerKm * km) })

    const currency = await getConvertingCurrency(t.db)
    const converted = await getJson<Envelope<{ price: number }>>(t.app, `${route(row.id)}&currency_id=${currency.id}`)
    expect(converted.body.data.price).toBe(expectedMoney(row.price + row.pricePerKm * km, currency.rate))
  })

  it('reads addresses in the qs-encoded bracket form too', async () => {
    const row = await firstActiveType()
    const url =
      `rest/parcel-order/calculate-price?type_id=${row.id}` +
      `&address_from%5Blatitude%5D=${from[0]}&address_from%5Blongitude%5D=${from[1]}` +
      `&address_to%5Blatitude%5D=${from[0]}&address_to%5Blongitude%5D=${from[1]}`
    const res = await getJson<Envelope<{ price: number }>>(t.app, url)
    expect(res.status).toBe(200)
    expect(res.body.data.price).toBe(expectedMoney(row.price))
  })

  it('rejects missing or invalid addresses and a bad type_id with 400', async () => {
    const row = await firstActiveType()
    const noTo = `rest/parcel-order/calculate-price?type_id=${row.id}&address_from[latitude]=1&address_from[longitude]=2`
    const res = await getJson<{ params: Record<string, string[]> }>(t.app, noTo)
    expectError(res, 400)
    expect(Object.keys(res.body.params).join()).toContain('address_to')
    expectError(await getJson(t.app, route(row.id).replace(`latitude]=${from[0]}`, 'latitude]=100')), 400)
    expectError(await getJson(t.app, route(row.id).replace(`longitude]=${to[1]}`, 'longitude]=east')), 400)
    expectError(await getJson(t.app, route('abc')), 400)
    expectError(await getJson(t.app, route(row.id).replace(`type_id=${row.id}&`, '')), 400)
  })

  it('answers 404 for an unknown type', async () => {
    const [row] = await t.db.select({ id: max(parcelOrderTypes.id) }).from(parcelOrderTypes)
    expectError(await getJson(t.app, route((row?.id ?? 0) + 1000)), 404)
  })
})
