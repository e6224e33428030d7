import { and, asc, count, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import { pageOf } from '../../db/sql.ts'
import {
  bookingClosedDates,
  bookings,
  bookingTables,
  bookingWorkingDays,
  shops,
  shopSections,
  userBookings,
} from '../../db/schema/index.ts'
import { isPublicShop } from '../../db/rules.ts'

interface Window {
  perPage: number
  offset: number
}

export function listBookingWorkingDays(db: Executor, shopIds: number[]) {
  return db
    .select()
    .from(bookingWorkingDays)
    .where(inArray(bookingWorkingDays.shopId, shopIds))
    .orderBy(asc(bookingWorkingDays.id))
}

export function listBookingClosedDates(db: Executor, shopIds: number[], fromDay: string) {
  return db
    .select()
    .from(bookingClosedDates)
    .where(and(inArray(bookingClosedDates.shopId, shopIds), gte(bookingClosedDates.day, fromDay)))
    .orderBy(asc(bookingClosedDates.day))
}

/** Active reservation settings of public shops. */
export async function listBookings(db: Executor, shopId: number | undefined, window: Window) {
  const where = and(
    eq(bookings.active, true),
    isPublicShop,
    shopId === undefined ? undefined : eq(bookings.shopId, shopId),
  )
  return pageOf(
    db
      .select({ id: bookings.id, shopId: bookings.shopId, maxTime: bookings.maxTime, active: bookings.active })
      .from(bookings)
      .innerJoin(shops, eq(shops.id, bookings.shopId))
      .where(where)
      .orderBy(asc(bookings.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(bookings).innerJoin(shops, eq(shops.id, bookings.shopId)).where(where),
  )
}

/** Active tables in sections of public shops. */
export async function listTables(db: Executor, filter: { shopId?: number; sectionId?: number }, window: Window) {
  const conditions: (SQL | undefined)[] = [eq(bookingTables.active, true), isPublicShop]
  if (filter.shopId !== undefined) conditions.push(eq(shopSections.shopId, filter.shopId))
  if (filter.sectionId !== undefined) conditions.push(eq(bookingTables.shopSectionId, filter.sectionId))
  const where = and(...conditions)
  const from = () =>
    db
      .select({
        id: bookingTables.id,
        name: bookingTables.name,
        shopSectionId: bookingTables.shopSectionId,
        tax: bookingTables.tax,
        chairCount: bookingTables.chairCount,
        active: bookingTables.active,
      })
      .from(bookingTables)
      .innerJoin(shopSections, eq(shopSections.id, bookingTables.shopSectionId))
      .innerJoin(shops, eq(shops.id, shopSections.shopId))
  return pageOf(
    from().where(where).orderBy(asc(bookingTables.id)).limit(window.perPage).offset(window.offset),
    db
      .select({ n: count() })
      .from(bookingTables)
      .innerJoin(shopSections, eq(shopSections.id, bookingTables.shopSectionId))
      .innerJoin(shops, eq(shops.id, shopSections.shopId))
      .where(where),
  )
}

const sectionColumns = {
  id: shopSections.id,
  shopId: shopSections.shopId,
  area: shopSections.area,
  img: shopSections.img,
}

/** Sections of public shops. */
export async function listSections(db: Executor, shopId: number | undefined, window: Window) {
  const where = and(isPublicShop, shopId === undefined ? undefined : eq(shopSections.shopId, shopId))
  return pageOf(
    db
      .select(sectionColumns)
      .from(shopSections)
      .innerJoin(shops, eq(shops.id, shopSections.shopId))
      .where(where)
      .orderBy(asc(shopSections.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(shopSections).innerJoin(shops, eq(shops.id, shopSections.shopId)).where(where),
  )
}

export async function findSection(db: Executor, id: number) {
  const [row] = await db
    .select(sectionColumns)
    .from(shopSections)
    .innerJoin(shops, eq(shops.id, shopSections.shopId))
    .where(and(eq(shopSections.id, id), isPublicShop))
    .limit(1)
  return row
}

/** A table of a public shop, with the shop's time zone. */
export async function findTable(db: Executor, id: number) {
  const [row] = await db
    .select({ id: bookingTables.id, timezone: shops.timezone })
    .from(bookingTables)
    .innerJoin(shopSections, eq(shopSections.id, bookingTables.shopSectionId))
    .innerJoin(shops, eq(shops.id, shopSections.shopId))
    .where(and(eq(bookingTables.id, id), isPublicShop))
    .limit(1)
  return row
}

/** The most busy ranges one answer lists. */
export const BUSY_RANGES_LIMIT = 500

/**
 * Reserved ranges of a table overlapping [from, to), canceled ones aside. `from` and `to` are the shop's wall-clock
 * times (`YYYY-MM-DD[ HH:mm[:ss]]`) read in its time zone; a date alone as `to` means the end of that day.
 */
export function listBusyRanges(
  db: Executor,
  table: { id: number; timezone: string },
  range: { from?: string; to?: string; now: Date },
) {
  const local = (value: string) => sql`(${value}::timestamp AT TIME ZONE ${table.timezone})`
  const conditions: SQL[] = [eq(userBookings.tableId, table.id), ne(userBookings.status, 'canceled')]
  conditions.push(
    range.from
      ? sql`${userBookings.endDate} > ${local(range.from)}`
      : sql`${userBookings.endDate} > ${range.now.toISOString()}::timestamptz`,
  )
  if (range.to) {
    const end = /^\d{4}-\d{2}-\d{2}$/.test(range.to) ? sql`(${local(range.to)} + interval '1 day')` : local(range.to)
    conditions.push(sql`${userBookings.startDate} < ${end}`)
  }
  return db
    .select({ startDate: userBookings.startDate, endDate: userBookings.endDate })
    .from(userBookings)
    .where(and(...conditions))
    .orderBy(asc(userBookings.startDate))
    .limit(BUSY_RANGES_LIMIT)
}
