// Reservations: a customer books a free table (the rules of booking-rules.ts, one table never twice at once), sees and
// cancels their reservations; the shop's seller lists a day, moves reservations on and keeps sections, tables and
// booking hours. Each move tells the other side (`new_booking` to the seller, `booking_status` to the customer).
import {
  addDays,
  arrivalOf,
  bookingSettingsOf,
  checkBookingMoment,
  holdMinutesOf,
  parseBookingStart,
  reservationsEnabled,
  resolveTimeZone,
  toLocalMoment,
  type BookingMomentProblem,
  type Schedule,
  type UserBooking,
  type UserBookingStatus,
} from '@basil/contracts'
import type { Database, Executor } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import { badRequest, forbidden, notFound } from '../../lib/errors.ts'
import type { AuthUser } from '../../plugins/auth.ts'
import { notifyUser } from '../notifications/index.ts'
import { requireSellerShops } from '../seller/index.ts'
import { presentShopsByIds } from '../shops/index.ts'
import {
  BOOKING_STATUS_TITLES,
  customerMayCancel,
  presentReservation,
  shopMovesFrom,
  type ReservationParts,
} from './present.ts'
import * as repo from './repository.ts'
import * as rrepo from './reservation-repository.ts'
import type { UserBookingRow } from './reservation-repository.ts'
import { presentSections } from './service.ts'

export const NO_AVAILABLE_BOOKING = 'No available booking'
export const RESERVATIONS_OFF = 'Reservations are not available'
const RESERVATION_NOT_FOUND = 'Reservation not found'

const SETTING_KEYS = [
  'reservation_enable_for_user',
  'reservation_time_durations',
  'reservation_before_time',
  'min_reservation_time',
]

const MOMENT_MESSAGES: Record<BookingMomentProblem, string> = {
  notATime: 'This time does not exist on that day',
  closed: 'The shop takes no reservations at this time',
  offGrid: 'Choose one of the offered times',
  tooSoon: 'This time is too soon to book',
  tooFar: 'This date is too far ahead',
}

interface Window {
  perPage: number
  offset: number
}

async function loadSchedule(db: Executor, shopId: number, timeZone: string, now: Date): Promise<Schedule> {
  const yesterday = addDays(toLocalMoment(now, timeZone).date, -1)
  const [days, closed] = await Promise.all([
    repo.listBookingWorkingDays(db, [shopId]),
    repo.listBookingClosedDates(db, [shopId], yesterday),
  ])
  return {
    timeZone,
    workingDays: days.map((d) => ({ day: d.day, from: d.from, to: d.to, disabled: d.disabled })),
    closedDates: closed.map((c) => c.day),
  }
}

/** Loads what the reservations' wire objects show, then presents them in order. */
async function presentReservations(
  db: Executor,
  rows: UserBookingRow[],
  ctx: RequestContext,
  withUsers: boolean,
): Promise<UserBooking[]> {
  const tables = await rrepo.listTablesByIds(db, [...new Set(rows.map((r) => r.tableId))])
  const sectionRows = [
    ...new Map(
      tables.map((t) => [
        t.shopSectionId,
        { id: t.shopSectionId, shopId: t.shopId, area: t.sectionArea, img: t.sectionImg },
      ]),
    ).values(),
  ]
  const bookingShops = await rrepo.listBookingShopIds(db, [...new Set(rows.map((r) => r.bookingId))])
  const shopOfBooking = new Map(bookingShops.map((b) => [b.id, b.shopId]))
  const [sections, shops, users] = await Promise.all([
    presentSections(db, sectionRows, ctx),
    presentShopsByIds(db, [...shopOfBooking.values()], ctx),
    withUsers
      ? rrepo.listUsersByIds(db, [...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))])
      : Promise.resolve([]),
  ])
  const tableById = new Map(tables.map((t) => [t.id, t]))
  const sectionById = new Map(sections.map((s) => [s.id, s]))
  const userById = new Map(users.map((u) => [u.id, u]))
  return rows.map((row) => {
    const table = tableById.get(row.tableId)
    const parts: ReservationParts = {
      table: table
        ? {
            id: table.id,
            name: table.name,
            shop_section_id: table.shopSectionId,
            tax: table.tax,
            chair_count: table.chairCount,
            active: table.active,
          }
        : null,
      section: table ? (sectionById.get(table.shopSectionId) ?? null) : null,
      shop: shops.get(shopOfBooking.get(row.bookingId) ?? -1) ?? null,
      user: row.userId === null ? null : (userById.get(row.userId) ?? null),
    }
    return presentReservation(row, parts)
  })
}

// ---- the customer ----

export interface NewReservation {
  table_id: number
  booking_id: number
  start_date: string
  note?: string | null
  guest: number
}

/**
 * Books a table. Refusals are the contract's validation errors: `params.booking_id` "No available booking" when the
 * table is taken at that time (or the shop's reservations are off), `params.start_date` for a time the shop does not
 * offer, `params.guest` when the table seats fewer, `params.table_id` for a table that cannot be booked.
 */
export async function createReservation(
  db: Database,
  user: AuthUser,
  input: NewReservation,
  ctx: RequestContext,
): Promise<UserBooking> {
  const settings = await rrepo.readSettings(db, SETTING_KEYS)
  if (!reservationsEnabled(settings.get('reservation_enable_for_user'))) throw forbidden(RESERVATIONS_OFF)
  const rules = bookingSettingsOf({
    reservation_time_durations: settings.get('reservation_time_durations'),
    reservation_before_time: settings.get('reservation_before_time'),
    min_reservation_time: settings.get('min_reservation_time'),
  })
  const table = await rrepo.findTableWithShop(db, input.table_id)
  if (!table || !table.active || !table.isPublic) {
    throw badRequest('The table cannot be booked', { table_id: ['The table cannot be booked'] })
  }
  if (table.bookingId !== input.booking_id || !table.bookingActive || table.maxTime === null) {
    throw badRequest(NO_AVAILABLE_BOOKING, { booking_id: [NO_AVAILABLE_BOOKING] })
  }
  if (input.guest > table.chairCount) {
    const message = `The table seats ${table.chairCount}`
    throw badRequest(message, { guest: [message] })
  }
  const start = parseBookingStart(input.start_date)
  if (!start) throw badRequest('Invalid start date', { start_date: ['must be a date and time (YYYY-MM-DD HH:mm)'] })
  const timeZone = resolveTimeZone(table.timezone, ctx.timeZone)
  const schedule = await loadSchedule(db, table.shopId, timeZone, ctx.now)
  const moment = checkBookingMoment(schedule, start, ctx.now, rules)
  if ('problem' in moment) {
    const message = MOMENT_MESSAGES[moment.problem]
    throw badRequest(message, { start_date: [message] })
  }
  const startsAt = moment.startsAt
  const endsAt = new Date(startsAt.getTime() + holdMinutesOf(table.maxTime, rules) * 60_000)
  const bookingId = table.bookingId
  const row = await db.transaction(async (tx) => {
    await rrepo.lockTable(tx, table.id)
    if (await rrepo.hasOverlap(tx, table.id, startsAt, endsAt)) {
      throw badRequest(NO_AVAILABLE_BOOKING, { booking_id: [NO_AVAILABLE_BOOKING] })
    }
    const created = await rrepo.insertUserBooking(tx, {
      bookingId,
      tableId: table.id,
      userId: user.id,
      startDate: startsAt,
      endDate: endsAt,
      guest: input.guest,
      note: input.note ?? null,
      status: 'new',
    })
    if (table.sellerId !== null) {
      await notifyUser(tx, {
        userId: table.sellerId,
        type: 'new_booking',
        title: 'New reservation',
        body: `Reservation #${created.id}: ${input.start_date}, ${input.guest}`,
        data: { id: created.id, type: 'booking', status: 'new' },
      })
    }
    return created
  })
  const [presented] = await presentReservations(db, [row], ctx, true)
  return presented!
}

export async function listMyReservations(
  db: Database,
  user: AuthUser,
  query: { type?: 'upcoming' | 'past'; status?: UserBookingStatus },
  window: Window,
  ctx: RequestContext,
) {
  const { rows, total } = await rrepo.pageUserBookings(
    db,
    { userId: user.id, type: query.type, status: query.status, now: ctx.now },
    window,
  )
  return { items: await presentReservations(db, rows, ctx, true), total }
}

export async function cancelMyReservation(
  db: Database,
  user: AuthUser,
  id: number,
  ctx: RequestContext,
): Promise<UserBooking> {
  const row = await db.transaction(async (tx) => {
    const found = await rrepo.findUserBooking(tx, id, true)
    if (!found || found.userId !== user.id) throw notFound(RESERVATION_NOT_FOUND)
    if (!customerMayCancel(found, ctx.now)) {
      throw badRequest('This reservation can no longer be canceled', { status: [found.status] })
    }
    const updated = await rrepo.updateUserBooking(tx, id, { status: 'canceled', updatedAt: ctx.now })
    const seller = await sellerOfBooking(tx, found.bookingId)
    if (seller !== null) {
      await notifyUser(tx, {
        userId: seller,
        type: 'new_booking',
        title: 'A reservation was canceled',
        body: `Reservation #${id}`,
        data: { id, type: 'booking', status: 'canceled' },
      })
    }
    return updated
  })
  const [presented] = await presentReservations(db, [row], ctx, true)
  return presented!
}

async function sellerOfBooking(db: Executor, bookingId: number): Promise<number | null> {
  const [booking] = await rrepo.listBookingShopIds(db, [bookingId])
  if (!booking) return null
  const shop = await rrepo.findShopZoneAndSeller(db, booking.shopId)
  return shop?.sellerId ?? null
}

// ---- the seller ----

/** The seller's shop to act on: `shopId` when it is theirs (else 404), otherwise their first shop taking reservations. */
async function requireSellerShop(db: Executor, user: AuthUser, shopId: number | undefined): Promise<number> {
  const owned = await requireSellerShops(db, user)
  if (shopId !== undefined) {
    if (!owned.includes(shopId)) throw notFound('Shop not found')
    return shopId
  }
  const withBooking = await rrepo.listBookingShopsOf(db, owned)
  return withBooking[0] ?? Math.min(...owned)
}

async function zoneOf(db: Executor, shopId: number, ctx: RequestContext): Promise<string> {
  const shop = await rrepo.findShopZoneAndSeller(db, shopId)
  return resolveTimeZone(shop?.timezone, ctx.timeZone)
}

/** The reservations starting on one local day of the seller's shop (default: its today), soonest first. */
export async function listShopReservations(
  db: Database,
  user: AuthUser,
  query: { date?: string; status?: UserBookingStatus; shop_id?: number },
  window: Window,
  ctx: RequestContext,
) {
  const shopId = await requireSellerShop(db, user, query.shop_id)
  const timeZone = await zoneOf(db, shopId, ctx)
  const date = query.date ?? toLocalMoment(ctx.now, timeZone).date
  const { rows, total } = await rrepo.pageUserBookings(
    db,
    {
      shopIds: [shopId],
      status: query.status,
      from: arrivalOf(date, 0, timeZone),
      to: arrivalOf(addDays(date, 1), 0, timeZone),
      now: ctx.now,
    },
    window,
  )
  return { items: await presentReservations(db, rows, ctx, true), total }
}

/** Moves a reservation of the seller's shops on (allowed moves only); the customer is told. */
export async function changeShopReservation(
  db: Database,
  user: AuthUser,
  id: number,
  input: { status: 'accepted' | 'seated' | 'finished' | 'canceled'; cancel_reason?: string | null },
  ctx: RequestContext,
): Promise<UserBooking> {
  const owned = await requireSellerShops(db, user)
  const row = await db.transaction(async (tx) => {
    const found = await rrepo.findUserBooking(tx, id, true)
    const [booking] = found ? await rrepo.listBookingShopIds(tx, [found.bookingId]) : []
    // Another shop's reservation is as absent as a missing one.
    if (!found || !booking || !owned.includes(booking.shopId)) throw notFound(RESERVATION_NOT_FOUND)
    const allowed = shopMovesFrom(found.status)
    if (!allowed.includes(input.status)) {
      throw badRequest(`A ${found.status} reservation cannot become ${input.status}`, { status: [...allowed] })
    }
    const reason = input.cancel_reason?.trim() ?? ''
    if (input.status === 'canceled' && reason === '') {
      throw badRequest('Say why the reservation is canceled', { cancel_reason: ['is required'] })
    }
    const updated = await rrepo.updateUserBooking(tx, id, {
      status: input.status,
      cancelReason: input.status === 'canceled' ? reason : found.cancelReason,
      // A finished reservation frees its table from now on.
      endDate: input.status === 'finished' && found.endDate.getTime() > ctx.now.getTime() ? ctx.now : found.endDate,
      updatedAt: ctx.now,
    })
    if (found.userId !== null) {
      await notifyUser(tx, {
        userId: found.userId,
        type: 'booking_status',
        title: BOOKING_STATUS_TITLES[input.status],
        body: input.status === 'canceled' ? reason : `Reservation #${id}`,
        data: { id, type: 'booking', status: input.status },
      })
    }
    return updated
  })
  const [presented] = await presentReservations(db, [row], ctx, true)
  return presented!
}

// ---- the seller's sections, tables and hours ----

async function requireOwnSection(db: Executor, user: AuthUser, sectionId: number) {
  const owned = await requireSellerShops(db, user)
  const section = await rrepo.findSectionAnyState(db, sectionId)
  if (!section || !owned.includes(section.shopId)) throw notFound('Shop section not found')
  return section
}

export async function listShopSections(
  db: Database,
  user: AuthUser,
  shopId: number | undefined,
  window: Window,
  ctx: RequestContext,
) {
  const shop = await requireSellerShop(db, user, shopId)
  const { rows, total } = await rrepo.pageSectionsOfShop(db, shop, window)
  return { items: await presentSections(db, rows, ctx), total }
}

export async function saveShopSection(
  db: Database,
  user: AuthUser,
  sectionId: number | null,
  input: { shop_id?: number; title: Record<string, string>; area?: number },
  ctx: RequestContext,
) {
  const id = await db.transaction(async (tx) => {
    if (sectionId === null) {
      const shop = await requireSellerShop(tx, user, input.shop_id)
      await rrepo.ensureBookingOfShop(tx, shop)
      return rrepo.insertSection(tx, shop, input.area ?? 0, input.title)
    }
    await requireOwnSection(tx, user, sectionId)
    await rrepo.updateSection(tx, sectionId, input.area, input.title)
    return sectionId
  })
  const section = await rrepo.findSectionAnyState(db, id)
  const [presented] = await presentSections(db, [section!], ctx)
  return presented!
}

export async function deleteShopSection(db: Database, user: AuthUser, sectionId: number, now: Date) {
  await db.transaction(async (tx) => {
    await requireOwnSection(tx, user, sectionId)
    if (await rrepo.hasReservationsAhead(tx, { sectionId }, now)) {
      throw badRequest('Reservations ahead use this section', { id: ['has reservations ahead'] })
    }
    await rrepo.deleteSection(tx, sectionId)
  })
}

export async function listShopTables(db: Database, user: AuthUser, sectionId: number | undefined, window: Window) {
  const owned = await requireSellerShops(db, user)
  let shopId: number
  if (sectionId !== undefined) shopId = (await requireOwnSection(db, user, sectionId)).shopId
  else shopId = (await rrepo.listBookingShopsOf(db, owned))[0] ?? Math.min(...owned)
  const { rows, total } = await rrepo.pageTablesOfShop(db, shopId, sectionId, window)
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      shop_section_id: r.shopSectionId,
      tax: r.tax,
      chair_count: r.chairCount,
      active: r.active,
    })),
    total,
  }
}

export async function saveShopTable(
  db: Database,
  user: AuthUser,
  tableId: number | null,
  input: { shop_section_id: number; name: string; chair_count: number; active?: boolean },
) {
  const row = await db.transaction(async (tx) => {
    await requireOwnSection(tx, user, input.shop_section_id)
    const values = { shopSectionId: input.shop_section_id, name: input.name, chairCount: input.chair_count }
    if (tableId === null) return rrepo.insertTable(tx, { ...values, active: input.active ?? true })
    const table = await rrepo.findTableWithShop(tx, tableId)
    const owned = await requireSellerShops(tx, user)
    if (!table || !owned.includes(table.shopId)) throw notFound('Table not found')
    return rrepo.updateTable(tx, tableId, { ...values, active: input.active })
  })
  return {
    id: row.id,
    name: row.name,
    shop_section_id: row.shopSectionId,
    tax: row.tax,
    chair_count: row.chairCount,
    active: row.active,
  }
}

export async function deleteShopTable(db: Database, user: AuthUser, tableId: number, now: Date) {
  await db.transaction(async (tx) => {
    const owned = await requireSellerShops(tx, user)
    const table = await rrepo.findTableWithShop(tx, tableId)
    if (!table || !owned.includes(table.shopId)) throw notFound('Table not found')
    if (await rrepo.hasReservationsAhead(tx, { tableId }, now)) {
      throw badRequest('Reservations ahead use this table', { id: ['has reservations ahead'] })
    }
    await rrepo.deleteTable(tx, tableId)
  })
}

async function presentHours(db: Executor, shopId: number, ctx: RequestContext) {
  const timeZone = await zoneOf(db, shopId, ctx)
  const schedule = await Promise.all([
    repo.listBookingWorkingDays(db, [shopId]),
    repo.listBookingClosedDates(db, [shopId], addDays(toLocalMoment(ctx.now, timeZone).date, -1)),
  ])
  return {
    shop_id: shopId,
    booking_shop_working_days: schedule[0].map((d) => ({
      id: d.id,
      day: d.day,
      from: d.from,
      to: d.to,
      disabled: d.disabled,
    })),
    booking_shop_closed_date: schedule[1].map((c) => ({ id: c.id, day: c.day })),
  }
}

export async function showShopHours(db: Database, user: AuthUser, shopId: number | undefined, ctx: RequestContext) {
  return presentHours(db, await requireSellerShop(db, user, shopId), ctx)
}

export async function saveShopHours(
  db: Database,
  user: AuthUser,
  input: { shop_id?: number; days: { day: string; from: string; to: string; disabled?: boolean }[] },
  ctx: RequestContext,
) {
  const shopId = await db.transaction(async (tx) => {
    const shop = await requireSellerShop(tx, user, input.shop_id)
    await rrepo.ensureBookingOfShop(tx, shop)
    await rrepo.upsertWorkingDays(
      tx,
      shop,
      input.days.map((d) => ({ day: d.day, from: d.from, to: d.to, disabled: d.disabled ?? false })),
    )
    return shop
  })
  return presentHours(db, shopId, ctx)
}

export async function addShopClosedDate(
  db: Database,
  user: AuthUser,
  input: { shop_id?: number; day: string },
  ctx: RequestContext,
) {
  const shopId = await requireSellerShop(db, user, input.shop_id)
  await rrepo.insertClosedDate(db, shopId, input.day)
  return presentHours(db, shopId, ctx)
}

export async function deleteShopClosedDate(db: Database, user: AuthUser, id: number, ctx: RequestContext) {
  const owned = await requireSellerShops(db, user)
  const closed = await rrepo.findClosedDate(db, id)
  if (!closed || !owned.includes(closed.shopId)) throw notFound('Closed date not found')
  await rrepo.deleteClosedDate(db, id)
  return presentHours(db, closed.shopId, ctx)
}
