import type { BookingShop, BookingTable, ShopSection } from '@basil/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../test/app.ts'
import {
  bookingClosedDates,
  bookings,
  bookingTables,
  bookingWorkingDays,
  shops,
  shopSections,
  shopSectionTranslations,
  userBookings,
} from '../../db/schema/index.ts'
import {
  fetchAllPages,
  IMAGE_URL,
  listPublicShops,
  ORIGIN,
  type Envelope,
  type ErrorBody,
  type PageOf,
} from '../shops/test-support.ts'

let t: TestApp
const get = <T>(url: string) => getJson<T>(t.app, url)

/** Public shops with active reservation settings; the test makes sure there are at least two. */
let bookingShopIds: number[]
let sectionId: number
let tableId: number
beforeAll(async () => {
  t = await createTestApp()
  const publicShops = await listPublicShops(t.db)
  const existing = await t.db.select().from(bookings)
  if (existing.filter((b) => b.active && publicShops.some((s) => s.id === b.shopId)).length < 2) {
    const taken = new Set(existing.map((b) => b.shopId))
    const fresh = publicShops.filter((s) => !taken.has(s.id)).slice(0, 2)
    await t.db.insert(bookings).values(fresh.map((s) => ({ shopId: s.id, maxTime: 90 })))
  }
  const publicIds = new Set(publicShops.map((s) => s.id))
  bookingShopIds = (await t.db.select().from(bookings).where(eq(bookings.active, true)))
    .map((b) => b.shopId)
    .filter((id) => publicIds.has(id))
    .sort((a, b) => a - b)

  const shopId = bookingShopIds[0]!
  const [section] = await t.db.select().from(shopSections).where(eq(shopSections.shopId, shopId)).limit(1)
  if (section) sectionId = section.id
  else {
    const [created] = await t.db
      .insert(shopSections)
      .values({ shopId, area: 40, img: 'sections/hall.webp' })
      .returning()
    sectionId = created!.id
    await t.db.insert(shopSectionTranslations).values([
      { ownerId: sectionId, locale: 'en', title: 'Main hall' },
      { ownerId: sectionId, locale: 'ar', title: 'القاعة الرئيسية' },
    ])
  }
  const [table] = await t.db.select().from(bookingTables).where(eq(bookingTables.shopSectionId, sectionId)).limit(1)
  tableId = table
    ? table.id
    : (await t.db.insert(bookingTables).values({ shopSectionId: sectionId, name: 'T1', chairCount: 4 }).returning())[0]!
        .id
  await t.db.update(bookingTables).set({ active: true }).where(eq(bookingTables.id, tableId))
  await t.db
    .insert(bookingWorkingDays)
    .values({ shopId, day: 'monday', from: '10:00', to: '22:00' })
    .onConflictDoNothing()
  await t.db.insert(bookingClosedDates).values({ shopId, day: '2099-12-31' }).onConflictDoNothing()
})
afterAll(() => t.close())

describe('GET rest/booking/shops/paginate and /{id}', () => {
  it('lists public shops taking reservations, with their reservation hours', async () => {
    const res = await get<PageOf<BookingShop>>('rest/booking/shops/paginate?perPage=100')
    expect(res.status).toBe(200)
    expect(res.body.meta).toMatchObject({ total: bookingShopIds.length, current_page: 1, per_page: 100 })
    expect(res.body.meta.path).toBe(`${ORIGIN}/api/v1/rest/booking/shops/paginate`)
    const listed = await fetchAllPages<BookingShop>((u) => get<PageOf<BookingShop>>(u), 'rest/booking/shops/paginate')
    expect(listed.map((s) => s.id).sort((a, b) => a - b)).toEqual(bookingShopIds)
    const days = await t.db.select().from(bookingWorkingDays).where(inArray(bookingWorkingDays.shopId, bookingShopIds))
    for (const shop of listed) {
      expect(shop.booking_shop_working_days.map((d) => d.id).sort()).toEqual(
        days
          .filter((d) => d.shopId === shop.id)
          .map((d) => d.id)
          .sort(),
      )
      expect(Array.isArray(shop.booking_shop_closed_date)).toBe(true)
      expect(shop).toHaveProperty('translation')
      if (shop.logo_img) expect(shop.logo_img).toMatch(IMAGE_URL)
    }
    const first = listed.find((s) => s.id === bookingShopIds[0])!
    expect(first.booking_shop_closed_date.map((c) => c.day)).toContain('2099-12-31')
  })

  it('applies the shop filters (type) and pages', async () => {
    const rows = (await listPublicShops(t.db)).filter((s) => bookingShopIds.includes(s.id))
    const restaurants = await get<PageOf<BookingShop>>('rest/booking/shops/paginate?type=restaurant')
    expect(restaurants.body.meta.total).toBe(rows.filter((s) => s.type === 'restaurant').length)
    const paged = await get<PageOf<BookingShop>>('rest/booking/shops/paginate?perPage=1&page=2')
    expect(paged.body.meta).toMatchObject({ from: 2, to: 2, last_page: bookingShopIds.length })
    expect((await get<ErrorBody>('rest/booking/shops/paginate?perPage=0')).status).toBe(400)
  })

  it('shows one booking shop and answers 404 for a shop without reservations', async () => {
    const res = await get<Envelope<BookingShop>>(`rest/booking/shops/${bookingShopIds[0]}`)
    expect(res.status).toBe(200)
    expect(res.body.data.id).toBe(bookingShopIds[0])
    expect(Array.isArray(res.body.data.booking_shop_working_days)).toBe(true)
    const other = (await listPublicShops(t.db)).find((s) => !bookingShopIds.includes(s.id))
    if (other) expect((await get<ErrorBody>(`rest/booking/shops/${other.id}`)).status).toBe(404)
    expect((await get<ErrorBody>('rest/booking/shops/2147483000')).status).toBe(404)
  })
})

describe('GET rest/booking/bookings', () => {
  it('lists reservation settings with their shop, by shop', async () => {
    type Booking = { id: number; shop_id: number; max_time: number; shop: { id: number } | null }
    const all = await fetchAllPages<Booking>((u) => get<PageOf<Booking>>(u), 'rest/booking/bookings')
    expect(all.map((b) => b.shop_id).sort((a, b) => a - b)).toEqual(bookingShopIds)
    const shopId = bookingShopIds[0]!
    const [row] = await t.db.select().from(bookings).where(eq(bookings.shopId, shopId))
    const one = await get<PageOf<Booking>>(`rest/booking/bookings?shop_id=${shopId}`)
    expect(one.body.data).toHaveLength(1)
    expect(one.body.data[0]).toMatchObject({ id: row!.id, max_time: row!.maxTime, shop: { id: shopId } })
    expect((await get<ErrorBody>('rest/booking/bookings?shop_id=abc')).status).toBe(400)
  })
})

describe('GET rest/booking/tables and shop-sections', () => {
  it('lists active tables by section and by shop', async () => {
    const res = await get<PageOf<BookingTable>>(`rest/booking/tables?shop_section_id=${sectionId}&perPage=100`)
    expect(res.status).toBe(200)
    const expected = await t.db
      .select()
      .from(bookingTables)
      .where(and(eq(bookingTables.shopSectionId, sectionId), eq(bookingTables.active, true)))
    expect(res.body.data.map((x) => x.id).sort()).toEqual(expected.map((x) => x.id).sort())
    expect(res.body.data.find((x) => x.id === tableId)).toMatchObject({
      shop_section_id: sectionId,
      active: true,
    })
    for (const table of res.body.data) {
      expect(Object.keys(table).sort()).toEqual(['active', 'chair_count', 'id', 'name', 'shop_section_id', 'tax'])
    }
    const byShop = await get<PageOf<BookingTable>>(`rest/booking/tables?shop_id=${bookingShopIds[0]}&perPage=100`)
    expect(byShop.body.data.map((x) => x.id)).toContain(tableId)
    const none = await get<PageOf<BookingTable>>('rest/booking/tables?shop_section_id=2147483000')
    expect(none.body.data).toEqual([])
    expect(none.body.meta.total).toBe(0)
  })

  it('lists sections and shows one in the requested language', async () => {
    const res = await get<PageOf<ShopSection>>(`rest/booking/shop-sections?shop_id=${bookingShopIds[0]}`)
    expect(res.status).toBe(200)
    const expected = await t.db.select().from(shopSections).where(eq(shopSections.shopId, bookingShopIds[0]!))
    expect(res.body.meta.total).toBe(expected.length)
    const section = res.body.data.find((s) => s.id === sectionId)!
    expect(section.shop_id).toBe(bookingShopIds[0])
    if (section.img) expect(section.img).toMatch(IMAGE_URL)

    const [ar] = await t.db
      .select()
      .from(shopSectionTranslations)
      .where(and(eq(shopSectionTranslations.ownerId, sectionId), eq(shopSectionTranslations.locale, 'ar')))
    const one = await get<Envelope<ShopSection>>(`rest/booking/shop-sections/${sectionId}?lang=ar`)
    expect(one.status).toBe(200)
    expect(one.body.data.id).toBe(sectionId)
    if (ar) expect(one.body.data.translation).toMatchObject({ locale: 'ar', title: ar.title })
    expect((await get<ErrorBody>('rest/booking/shop-sections/2147483000')).status).toBe(404)
  })

  it('hides the sections of shops that are not public', async () => {
    await t.db.update(shops).set({ visibility: false }).where(eq(shops.id, bookingShopIds[0]!))
    try {
      expect((await get<ErrorBody>(`rest/booking/shop-sections/${sectionId}`)).status).toBe(404)
      expect((await get<ErrorBody>(`rest/booking/disable-dates/table/${tableId}`)).status).toBe(404)
    } finally {
      await t.db.update(shops).set({ visibility: true }).where(eq(shops.id, bookingShopIds[0]!))
    }
  })
})

describe('GET rest/booking/disable-dates/table/{id}', () => {
  it('returns the busy ranges as a raw array, canceled ones aside', async () => {
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.shopId, bookingShopIds[0]!))
    const day = 86_400_000
    const base = Date.now() + 3 * day
    const [busy, canceled, later] = await t.db
      .insert(userBookings)
      .values([
        { bookingId: booking!.id, tableId, startDate: new Date(base), endDate: new Date(base + 7_200_000) },
        {
          bookingId: booking!.id,
          tableId,
          startDate: new Date(base + 10_800_000),
          endDate: new Date(base + 14_400_000),
          status: 'canceled',
        },
        {
          bookingId: booking!.id,
          tableId,
          startDate: new Date(base + 20 * day),
          endDate: new Date(base + 20 * day + 3_600_000),
        },
      ])
      .returning()

    const res = await get<Array<{ start_date: string; end_date: string }>>(
      `rest/booking/disable-dates/table/${tableId}`,
    )
    expect(res.status).toBe(200)
    expect(Array.isArray(res.body)).toBe(true)
    const starts = res.body.map((r) => r.start_date)
    expect(starts).toContain(busy!.startDate.toISOString())
    expect(starts).toContain(later!.startDate.toISOString())
    expect(starts).not.toContain(canceled!.startDate.toISOString())
    expect(res.body.find((r) => r.start_date === busy!.startDate.toISOString())?.end_date).toBe(
      busy!.endDate.toISOString(),
    )

    // A window ending well before the later reservation leaves it out.
    const until = new Date(base + 5 * day).toISOString().slice(0, 10)
    const windowed = await get<Array<{ start_date: string }>>(
      `rest/booking/disable-dates/table/${tableId}?date_to=${until}`,
    )
    expect(windowed.body.map((r) => r.start_date)).toContain(busy!.startDate.toISOString())
    expect(windowed.body.map((r) => r.start_date)).not.toContain(later!.startDate.toISOString())
    const from = new Date(base + 10 * day).toISOString().slice(0, 10)
    const afterwards = await get<Array<{ start_date: string }>>(
      `rest/booking/disable-dates/table/${tableId}?date_from=${from}%2000:00`,
    )
    expect(afterwards.body.map((r) => r.start_date)).toEqual([later!.startDate.toISOString()])
  })

  it('rejects bad dates with 400 and unknown tables with 404', async () => {
    for (const q of ['date_from=2024-02-30', 'date_to=tomorrow', 'date_from=2024-01-01%2025:00']) {
      const res = await get<ErrorBody>(`rest/booking/disable-dates/table/${tableId}?${q}`)
      expect(res.status, q).toBe(400)
      expect(res.body.statusCode).toBe('ERROR_400')
    }
    const unknown = await get<ErrorBody>('rest/booking/disable-dates/table/2147483000')
    expect(unknown.status).toBe(404)
    expect(unknown.body.statusCode).toBe('ERROR_404')
  })
})
