// Reservations through the API: the customer's rules (the setting, booking hours in the shop's zone, closed dates, the
// time grid, the lead time, chairs, one table never twice at once, also under concurrency), cancelling, and the
// seller's side (a day's list, allowed moves, a reason to cancel, sections, tables, hours) with the notifications of
// each move.
import {
  addDays,
  bookingHoursResponseSchema,
  bookingTableResponseSchema,
  bookingTablesPaginatedSchema,
  shopSectionResponseSchema,
  shopSectionsPaginatedSchema,
  toLocalMoment,
  userBookingResponseSchema,
  userBookingsPaginatedSchema,
} from '@basil/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { createAccount, demoCustomer, demoSeller, sellerShopId, type Account } from '../../../test/fixtures/orders.ts'
import { call, errorOf, json } from '../../../test/kit.ts'
import type { RealtimeEvent } from '../../plugins/realtime/index.ts'
import {
  bookingClosedDates,
  bookings,
  bookingTables,
  bookingWorkingDays,
  pushNotifications,
  settings,
  shops,
  shopSections,
  shopSectionTranslations,
} from '../../db/schema/index.ts'

let t: TestApp
let customer: Account
let seller: Account
let shopId: number
let bookingId: number
let maxTime: number
let timeZone: string
/** Tables of a section of the test's own, by name. */
const table: Record<string, number> = {}
/** A day ahead with no seeded reservations, in the shop's zone, and another one that is closed. */
let day: string
let closedDay: string

const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

beforeAll(async () => {
  t = await createTestApp()
  customer = await demoCustomer(t.db)
  seller = await demoSeller(t.db)
  shopId = await sellerShopId(t.db, seller.id)
  const [shop] = await t.db.select({ timezone: shops.timezone }).from(shops).where(eq(shops.id, shopId))
  timeZone = shop!.timezone
  await t.db.insert(bookings).values({ shopId, maxTime: 120 }).onConflictDoNothing()
  const [booking] = await t.db.select().from(bookings).where(eq(bookings.shopId, shopId))
  bookingId = booking!.id
  maxTime = booking!.maxTime
  await t.db.update(bookings).set({ active: true }).where(eq(bookings.id, bookingId))
  for (const d of WEEK) {
    await t.db
      .insert(bookingWorkingDays)
      .values({ shopId, day: d, from: '12:00', to: '22:00', disabled: false })
      .onConflictDoUpdate({
        target: [bookingWorkingDays.shopId, bookingWorkingDays.day],
        set: { from: '12:00', to: '22:00', disabled: false },
      })
  }
  const today = toLocalMoment(new Date(), timeZone).date
  day = addDays(today, 5)
  closedDay = addDays(today, 6)
  await t.db.delete(bookingClosedDates).where(eq(bookingClosedDates.shopId, shopId))
  await t.db.insert(bookingClosedDates).values({ shopId, day: closedDay })
  const [section] = await t.db.insert(shopSections).values({ shopId, area: 50 }).returning()
  await t.db.insert(shopSectionTranslations).values({ ownerId: section!.id, locale: 'en', title: 'Test terrace' })
  for (const [name, chairCount] of [
    ['T2', 2],
    ['T4', 4],
    ['T6', 6],
    ['TC', 4],
    ['TF', 4],
  ] as const) {
    const [row] = await t.db
      .insert(bookingTables)
      .values({ shopSectionId: section!.id, name, chairCount })
      .returning({ id: bookingTables.id })
    table[name] = row!.id
  }
  await t.db
    .insert(settings)
    .values({ key: 'reservation_enable_for_user', value: '1' })
    .onConflictDoUpdate({ target: settings.key, set: { value: '1' } })
})
afterAll(() => t.close())

const book = (who: Account, body: Record<string, unknown>) =>
  call(t, 'POST', 'dashboard/user/my-bookings', {
    token: who.token,
    body: { booking_id: bookingId, guest: 2, ...body },
  })

/** The instant the shop's wall clock reads `date time`. */
function localInstant(date: string, time: string): number {
  for (let offset = -14; offset <= 14; offset++) {
    const candidate = Date.parse(`${date}T${time}:00Z`) - offset * 3_600_000
    const local = toLocalMoment(new Date(candidate), timeZone)
    const [h, m] = time.split(':').map(Number)
    if (local.date === date && local.minutes === h! * 60 + m!) return candidate
  }
  throw new Error('no such time')
}

async function notificationsOf(userId: number, type: string) {
  return t.db
    .select()
    .from(pushNotifications)
    .where(and(eq(pushNotifications.userId, userId), eq(pushNotifications.type, type)))
}

describe('a customer books a table', () => {
  it('asks for a signed-in user', async () => {
    expect((await call(t, 'GET', 'dashboard/user/my-bookings')).status).toBe(401)
    expect((await call(t, 'POST', 'dashboard/user/my-bookings', { body: {} })).status).toBe(401)
  })

  it('books a free table: new, held for the shop’s stay, the seller told', async () => {
    const before = (await notificationsOf(seller.id, 'new_booking')).length
    const res = await book(customer, { table_id: table.T4, start_date: `${day} 19:00`, guest: 4, note: 'Birthday' })
    expect(res.status).toBe(200)
    const booking = json(res, userBookingResponseSchema).data
    expect(booking).toMatchObject({
      status: 'new',
      guest: 4,
      note: 'Birthday',
      table_id: table.T4,
      user_id: customer.id,
    })
    expect(Date.parse(booking.start_date)).toBe(localInstant(day, '19:00'))
    expect(Date.parse(booking.end_date) - Date.parse(booking.start_date)).toBe(Math.max(maxTime, 30) * 60_000)
    expect(booking.table?.name).toBe('T4')
    expect(booking.table?.shop_section?.translation?.title).toBe('Test terrace')
    expect(booking.shop?.id).toBe(shopId)
    const told = await notificationsOf(seller.id, 'new_booking')
    expect(told.length).toBe(before + 1)
    expect(told.at(-1)!.data).toMatchObject({ id: booking.id, type: 'booking' })
  })

  it('refuses an overlapping time on the same table with params.booking_id, takes the next free one', async () => {
    await book(customer, { table_id: table.T6, start_date: `${day} 13:00` })
    const other = await createAccount(t.db)
    const clash = await book(other, { table_id: table.T6, start_date: `${day} 14:00` })
    expect(clash.status).toBe(400)
    const error = errorOf(clash)
    expect(error.statusCode).toBe('ERROR_400')
    expect(error.params?.booking_id).toEqual(['No available booking'])
    // Right after the first one's stay ends, the table is free again; another table is free at once.
    const end = new Date(localInstant(day, '13:00') + Math.max(maxTime, 30) * 60_000)
    const endLocal = toLocalMoment(end, timeZone)
    const hhmm = `${String(Math.floor(endLocal.minutes / 60)).padStart(2, '0')}:${String(endLocal.minutes % 60).padStart(2, '0')}`
    expect((await book(other, { table_id: table.T6, start_date: `${endLocal.date} ${hhmm}` })).status).toBe(200)
    expect((await book(other, { table_id: table.T2, start_date: `${day} 14:00` })).status).toBe(200)
  })

  it('refuses more guests than chairs (params.guest)', async () => {
    const res = await book(customer, { table_id: table.T2, start_date: `${day} 20:00`, guest: 3 })
    expect(res.status).toBe(400)
    expect(errorOf(res).params?.guest).toBeDefined()
  })

  it('refuses times the shop does not offer (params.start_date)', async () => {
    const today = toLocalMoment(new Date(), timeZone).date
    for (const start of [
      `${day} 09:00`, // before the booking hours
      `${day} 22:30`, // after them
      `${closedDay} 19:00`, // a closed date
      `${day} 19:10`, // off the 30-minute grid
      `${addDays(today, -1)} 19:00`, // the past
      `${addDays(today, 40)} 19:00`, // too far ahead
    ]) {
      const res = await book(customer, { table_id: table.TF, start_date: start })
      expect(res.status, start).toBe(400)
      expect(errorOf(res).params?.start_date, start).toBeDefined()
    }
    for (const start of ['tomorrow', `${day} 25:00`, `${day.slice(0, 8)}31 12:00x`, `2026-02-30 19:00`]) {
      const res = await book(customer, { table_id: table.TF, start_date: start })
      expect(res.status, start).toBe(400)
      expect(errorOf(res).params?.start_date, start).toBeDefined()
    }
  })

  it('refuses a start sooner than reservation_before_time hours', async () => {
    await t.db
      .update(bookingWorkingDays)
      .set({ from: '00:00', to: '23:59' })
      .where(eq(bookingWorkingDays.shopId, shopId))
    try {
      const soon = toLocalMoment(new Date(Date.now() + 10 * 60_000), timeZone)
      const minutes = Math.ceil((soon.minutes + 1) / 30) * 30
      // Within the hour (reservation_before_time = 1): refused, unless the half hour crosses midnight.
      if (minutes < 24 * 60 && minutes - soon.minutes < 50) {
        const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
        const res = await book(customer, { table_id: table.TF, start_date: `${soon.date} ${hhmm}` })
        expect(res.status).toBe(400)
        expect(errorOf(res).params?.start_date).toEqual(['This time is too soon to book'])
      }
    } finally {
      await t.db
        .update(bookingWorkingDays)
        .set({ from: '12:00', to: '22:00' })
        .where(eq(bookingWorkingDays.shopId, shopId))
    }
  })

  it('refuses a table that is not the shop’s booking (params.booking_id) or not bookable (params.table_id)', async () => {
    const wrong = await book(customer, { table_id: table.TF, start_date: `${day} 15:00`, booking_id: bookingId + 999 })
    expect(errorOf(wrong).params?.booking_id).toEqual(['No available booking'])
    await t.db.update(bookingTables).set({ active: false }).where(eq(bookingTables.id, table.TF!))
    const inactive = await book(customer, { table_id: table.TF, start_date: `${day} 15:00` })
    expect(errorOf(inactive).params?.table_id).toBeDefined()
    await t.db.update(bookingTables).set({ active: true }).where(eq(bookingTables.id, table.TF!))
    const missing = await book(customer, { table_id: 2_000_000_000, start_date: `${day} 15:00` })
    expect(missing.status).toBe(400)
    expect(errorOf(missing).params?.table_id).toBeDefined()
  })

  it('answers bad bodies with 400 in the contract’s shape', async () => {
    for (const body of [{}, { table_id: 'x' }, { table_id: table.TF, start_date: `${day} 15:00`, guest: 0 }]) {
      const res = await call(t, 'POST', 'dashboard/user/my-bookings', { token: customer.token, body })
      expect(res.status).toBe(400)
      expect(errorOf(res).status).toBe(false)
    }
  })

  it('is 403 while reservation_enable_for_user is off', async () => {
    await t.db.update(settings).set({ value: '0' }).where(eq(settings.key, 'reservation_enable_for_user'))
    try {
      const res = await book(customer, { table_id: table.TF, start_date: `${day} 16:00` })
      expect(res.status).toBe(403)
    } finally {
      await t.db.update(settings).set({ value: '1' }).where(eq(settings.key, 'reservation_enable_for_user'))
    }
  })

  it('gives a table to exactly one of many customers asking for it at once', async () => {
    const others = await Promise.all(Array.from({ length: 8 }, () => createAccount(t.db)))
    // Overlapping starts on one table, all sent together.
    const starts = ['17:00', '17:00', '17:30', '17:00', '18:00', '17:30', '17:00', '16:30']
    const answers = await Promise.all(
      others.map((o, i) => book(o, { table_id: table.TC, start_date: `${day} ${starts[i]}` })),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(400)
      expect(errorOf(a).params?.booking_id).toEqual(['No available booking'])
    }
  })
})

describe('the customer’s reservations', () => {
  it('lists upcoming soonest first and past ones, with their table and shop', async () => {
    const res = await call(t, 'GET', 'dashboard/user/my-bookings', {
      token: customer.token,
      query: { type: 'upcoming' },
    })
    const page = json(res, userBookingsPaginatedSchema)
    expect(page.data.length).toBeGreaterThan(0)
    const starts = page.data.map((b) => Date.parse(b.start_date))
    expect([...starts].sort((a, b) => a - b)).toEqual(starts)
    expect(page.data.every((b) => b.user_id === customer.id && ['new', 'accepted', 'seated'].includes(b.status))).toBe(
      true,
    )
    const past = json(
      await call(t, 'GET', 'dashboard/user/my-bookings', { token: customer.token, query: { type: 'past' } }),
      userBookingsPaginatedSchema,
    )
    expect(past.data.every((b) => b.user_id === customer.id)).toBe(true)
  })

  it('cancels its own reservation once; another customer’s is 404', async () => {
    const created = json(
      await book(customer, { table_id: table.T2, start_date: `${day} 21:00` }),
      userBookingResponseSchema,
    ).data
    const stranger = await createAccount(t.db)
    const path = `dashboard/user/my-bookings/${created.id}/status/change`
    expect((await call(t, 'POST', path, { token: stranger.token, query: { status: 'canceled' } })).status).toBe(404)
    const sellerTold = (await notificationsOf(seller.id, 'new_booking')).length
    const res = await call(t, 'POST', path, { token: customer.token, query: { status: 'canceled' } })
    expect(json(res, userBookingResponseSchema).data.status).toBe('canceled')
    expect((await notificationsOf(seller.id, 'new_booking')).length).toBe(sellerTold + 1)
    expect((await call(t, 'POST', path, { token: customer.token, query: { status: 'canceled' } })).status).toBe(400)
    expect((await call(t, 'POST', path, { token: customer.token, query: { status: 'accepted' } })).status).toBe(400)
    // The table is free again at that time.
    expect((await book(stranger, { table_id: table.T2, start_date: `${day} 21:00` })).status).toBe(200)
  })
})

describe('the seller moves reservations', () => {
  let id: number
  beforeAll(async () => {
    id = json(await book(customer, { table_id: table.T4, start_date: `${day} 12:00` }), userBookingResponseSchema).data
      .id
  })
  const move = (who: Account, body: Record<string, unknown>) =>
    call(t, 'POST', `dashboard/seller/bookings/${id}/status`, { token: who.token, body })

  it('lists the shop’s day, soonest first, with who booked', async () => {
    const res = await call(t, 'GET', 'dashboard/seller/bookings', { token: seller.token, query: { date: day } })
    const page = json(res, userBookingsPaginatedSchema)
    const mine = page.data.find((b) => b.id === id)
    expect(mine?.user?.id).toBe(customer.id)
    const starts = page.data.map((b) => Date.parse(b.start_date))
    expect([...starts].sort((a, b) => a - b)).toEqual(starts)
    expect(page.data.every((b) => toLocalMoment(new Date(b.start_date), timeZone).date === day)).toBe(true)
    const other = await call(t, 'GET', 'dashboard/seller/bookings', {
      token: seller.token,
      query: { date: addDays(day, 1) },
    })
    expect(json(other, userBookingsPaginatedSchema).data.some((b) => b.id === id)).toBe(false)
  })

  it('is 403 for customers and sellers without a shop, 404 for another shop’s seller', async () => {
    expect((await move(customer, { status: 'accepted' })).status).toBe(403)
    expect((await call(t, 'GET', 'dashboard/seller/bookings', { token: customer.token })).status).toBe(403)
    const shopless = await createAccount(t.db, 'seller')
    expect((await move(shopless, { status: 'accepted' })).status).toBe(403)
    const [otherShop] = await t.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.id, shopId + 1))
    const rival = await createAccount(t.db, 'seller')
    await t.db.update(shops).set({ userId: rival.id }).where(eq(shops.id, otherShop!.id))
    expect((await move(rival, { status: 'accepted' })).status).toBe(404)
  })

  it('accepts, seats and finishes in order only; each move tells the customer', async () => {
    const before = (await notificationsOf(customer.id, 'booking_status')).length
    const events: RealtimeEvent[] = []
    const stop = t.app.realtime.bus.subscribe(`user:${customer.id}`, (e) => events.push(e))
    const wrong = await move(seller, { status: 'seated' })
    expect(wrong.status).toBe(400)
    expect(errorOf(wrong).params?.status).toEqual(['accepted', 'canceled'])
    expect(json(await move(seller, { status: 'accepted' }), userBookingResponseSchema).data.status).toBe('accepted')
    expect((await move(seller, { status: 'finished' })).status).toBe(400)
    expect(json(await move(seller, { status: 'seated' }), userBookingResponseSchema).data.status).toBe('seated')
    expect((await move(seller, { status: 'canceled', cancel_reason: 'late' })).status).toBe(400)
    const finished = json(await move(seller, { status: 'finished' }), userBookingResponseSchema).data
    expect(finished.status).toBe('finished')
    const told = await notificationsOf(customer.id, 'booking_status')
    expect(told.length).toBe(before + 3)
    expect(told.map((n) => (n.data as { status?: string }).status).slice(-3)).toEqual([
      'accepted',
      'seated',
      'finished',
    ])
    // And hears each move over the socket's channel.
    await expect
      .poll(() => events.filter((e) => e.type === 'booking.status_changed' && e.data.booking_id === id).length)
      .toBe(3)
    stop()
    // The customer sees it among past reservations now.
    const past = json(
      await call(t, 'GET', 'dashboard/user/my-bookings', { token: customer.token, query: { type: 'past' } }),
      userBookingsPaginatedSchema,
    )
    expect(past.data.find((b) => b.id === id)?.status).toBe('finished')
    // Finished early, the table is free again for the rest of its hold.
    expect((await book(customer, { table_id: table.T4, start_date: `${day} 12:30` })).status).toBe(200)
  })

  it('filters the day by status', async () => {
    const res = await call(t, 'GET', 'dashboard/seller/bookings', {
      token: seller.token,
      query: { date: day, status: 'finished' },
    })
    const page = json(res, userBookingsPaginatedSchema)
    expect(page.data.map((b) => b.id)).toContain(id)
    expect(page.data.every((b) => b.status === 'finished')).toBe(true)
  })

  it('cancels only with a reason, which the customer reads', async () => {
    const other = json(
      await book(customer, { table_id: table.T6, start_date: `${day} 21:00` }),
      userBookingResponseSchema,
    ).data
    const path = `dashboard/seller/bookings/${other.id}/status`
    const bare = await call(t, 'POST', path, { token: seller.token, body: { status: 'canceled' } })
    expect(errorOf(bare).params?.cancel_reason).toBeDefined()
    const res = await call(t, 'POST', path, {
      token: seller.token,
      body: { status: 'canceled', cancel_reason: 'Kitchen closed for a private event' },
    })
    const canceled = json(res, userBookingResponseSchema).data
    expect(canceled).toMatchObject({ status: 'canceled', cancel_reason: 'Kitchen closed for a private event' })
    const told = await notificationsOf(customer.id, 'booking_status')
    expect(told.at(-1)).toMatchObject({ body: 'Kitchen closed for a private event' })
  })
})

describe('the seller keeps sections, tables and hours', () => {
  it('adds and renames a section, adds and edits a table, which customers can then book', async () => {
    const section = json(
      await call(t, 'POST', 'dashboard/seller/booking/sections', {
        token: seller.token,
        body: { title: { en: 'Garden', fr: 'Jardin' }, area: 30 },
      }),
      shopSectionResponseSchema,
    ).data
    expect(section).toMatchObject({ shop_id: shopId, area: 30, translation: { title: 'Garden' } })
    const renamed = json(
      await call(t, 'PUT', `dashboard/seller/booking/sections/${section.id}`, {
        token: seller.token,
        body: { title: { en: 'Winter garden' } },
      }),
      shopSectionResponseSchema,
    ).data
    expect(renamed.translation?.title).toBe('Winter garden')
    const created = json(
      await call(t, 'POST', 'dashboard/seller/booking/tables', {
        token: seller.token,
        body: { shop_section_id: section.id, name: 'G1', chair_count: 2 },
      }),
      bookingTableResponseSchema,
    ).data
    const edited = json(
      await call(t, 'PUT', `dashboard/seller/booking/tables/${created.id}`, {
        token: seller.token,
        body: { shop_section_id: section.id, name: 'G1', chair_count: 8 },
      }),
      bookingTableResponseSchema,
    ).data
    expect(edited.chair_count).toBe(8)
    const listed = json(
      await call(t, 'GET', 'dashboard/seller/booking/tables', {
        token: seller.token,
        query: { shop_section_id: section.id },
      }),
      bookingTablesPaginatedSchema,
    )
    expect(listed.data.map((x) => x.id)).toEqual([created.id])
    expect((await book(customer, { table_id: created.id, start_date: `${day} 20:00`, guest: 7 })).status).toBe(200)
    // A table or section with reservations ahead stays.
    expect(
      (await call(t, 'DELETE', `dashboard/seller/booking/tables/${created.id}`, { token: seller.token })).status,
    ).toBe(400)
    expect(
      (await call(t, 'DELETE', `dashboard/seller/booking/sections/${section.id}`, { token: seller.token })).status,
    ).toBe(400)
  })

  it('lists its sections and hours, deletes an unused table and section', async () => {
    const sections = json(
      await call(t, 'GET', 'dashboard/seller/booking/sections', { token: seller.token, query: { perPage: 50 } }),
      shopSectionsPaginatedSchema,
    )
    expect(sections.data.length).toBeGreaterThan(0)
    expect(sections.data.every((s) => s.shop_id === shopId)).toBe(true)
    const hours = json(
      await call(t, 'GET', 'dashboard/seller/booking/working-days', { token: seller.token }),
      bookingHoursResponseSchema,
    ).data
    expect(hours.booking_shop_working_days).toHaveLength(7)
    expect(hours.booking_shop_closed_date.map((c) => c.day)).toContain(closedDay)

    const section = json(
      await call(t, 'POST', 'dashboard/seller/booking/sections', {
        token: seller.token,
        body: { title: { en: 'Bar' } },
      }),
      shopSectionResponseSchema,
    ).data
    const created = json(
      await call(t, 'POST', 'dashboard/seller/booking/tables', {
        token: seller.token,
        body: { shop_section_id: section.id, name: 'B1', chair_count: 2 },
      }),
      bookingTableResponseSchema,
    ).data
    expect(
      (await call(t, 'DELETE', `dashboard/seller/booking/tables/${created.id}`, { token: seller.token })).status,
    ).toBe(200)
    expect(
      (await call(t, 'DELETE', `dashboard/seller/booking/sections/${section.id}`, { token: seller.token })).status,
    ).toBe(200)
    expect(
      (
        await call(t, 'PUT', `dashboard/seller/booking/sections/${section.id}`, {
          token: seller.token,
          body: { title: { en: 'Gone' } },
        })
      ).status,
    ).toBe(404)
  })

  it('keeps other shops’ sections and tables out of reach', async () => {
    const rival = await createAccount(t.db, 'seller')
    const [otherShop] = await t.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.id, shopId + 2))
    await t.db.update(shops).set({ userId: rival.id }).where(eq(shops.id, otherShop!.id))
    const [section] = await t.db.select().from(shopSections).where(eq(shopSections.shopId, shopId)).limit(1)
    const res = await call(t, 'PUT', `dashboard/seller/booking/sections/${section!.id}`, {
      token: rival.token,
      body: { title: { en: 'Mine now' } },
    })
    expect(res.status).toBe(404)
    expect(
      (
        await call(t, 'POST', 'dashboard/seller/booking/tables', {
          token: rival.token,
          body: { shop_section_id: section!.id, name: 'X', chair_count: 2 },
        })
      ).status,
    ).toBe(404)
    expect(
      (await call(t, 'DELETE', `dashboard/seller/booking/tables/${table.T2}`, { token: rival.token })).status,
    ).toBe(404)
  })

  it('sets booking hours and closed dates, which the booking rule then follows', async () => {
    const hours = json(
      await call(t, 'PUT', 'dashboard/seller/booking/working-days', {
        token: seller.token,
        body: { days: [{ day: WEEK[new Date(`${day}T12:00:00Z`).getUTCDay()]!, from: '08:00', to: '23:00' }] },
      }),
      bookingHoursResponseSchema,
    ).data
    expect(hours.shop_id).toBe(shopId)
    expect((await book(customer, { table_id: table.TF, start_date: `${day} 08:30` })).status).toBe(200)
    const bad = await call(t, 'PUT', 'dashboard/seller/booking/working-days', {
      token: seller.token,
      body: { days: [{ day: 'someday', from: '8', to: '23:00' }] },
    })
    expect(bad.status).toBe(400)

    const closing = addDays(day, 2)
    const closed = json(
      await call(t, 'POST', 'dashboard/seller/booking/closed-dates', { token: seller.token, body: { day: closing } }),
      bookingHoursResponseSchema,
    ).data
    const entry = closed.booking_shop_closed_date.find((c) => c.day === closing)
    expect(entry).toBeDefined()
    expect(
      errorOf(await book(customer, { table_id: table.TF, start_date: `${closing} 19:00` })).params?.start_date,
    ).toBeDefined()
    await call(t, 'DELETE', `dashboard/seller/booking/closed-dates/${entry!.id}`, { token: seller.token })
    expect((await book(customer, { table_id: table.TF, start_date: `${closing} 19:00` })).status).toBe(200)
  })
})
