// SQL of reservations: customers' bookings, the shop's day, and the seller's sections, tables and hours.
import { and, asc, count, desc, eq, gt, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import { pageOf } from '../../db/sql.ts'
import {
  bookingClosedDates,
  bookings,
  bookingTables,
  bookingWorkingDays,
  settings,
  shops,
  shopSections,
  shopSectionTranslations,
  userBookings,
  users,
} from '../../db/schema/index.ts'
import { isPublicShop } from '../../db/rules.ts'
import type { UserBookingStatus } from '@basil/contracts'

export type UserBookingRow = typeof userBookings.$inferSelect

export async function readSettings(db: Executor, keys: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, keys))
  return new Map(rows.map((r) => [r.key, r.value ?? '']))
}

/** A table with its section's shop, whether that shop is public, and the shop's reservation settings. */
export async function findTableWithShop(db: Executor, tableId: number) {
  const [row] = await db
    .select({
      id: bookingTables.id,
      chairCount: bookingTables.chairCount,
      active: bookingTables.active,
      sectionId: bookingTables.shopSectionId,
      shopId: shopSections.shopId,
      timezone: shops.timezone,
      sellerId: shops.userId,
      isPublic: sql<boolean>`(${isPublicShop})`,
      bookingId: bookings.id,
      bookingActive: bookings.active,
      maxTime: bookings.maxTime,
    })
    .from(bookingTables)
    .innerJoin(shopSections, eq(shopSections.id, bookingTables.shopSectionId))
    .innerJoin(shops, eq(shops.id, shopSections.shopId))
    .leftJoin(bookings, eq(bookings.shopId, shops.id))
    .where(eq(bookingTables.id, tableId))
    .limit(1)
  return row
}

/**
 * Takes the table's row lock until the transaction ends: two reservations of one table are decided one after the
 * other, so the second sees the first when it looks for an overlap (PostgreSQL reads committed rows per statement).
 */
export async function lockTable(tx: Executor, tableId: number): Promise<void> {
  await tx.select({ id: bookingTables.id }).from(bookingTables).where(eq(bookingTables.id, tableId)).for('update')
}

/** Whether a reservation of the table that is not canceled or finished overlaps [start, end). */
export async function hasOverlap(db: Executor, tableId: number, start: Date, end: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: userBookings.id })
    .from(userBookings)
    .where(
      and(
        eq(userBookings.tableId, tableId),
        notInArray(userBookings.status, ['canceled', 'finished']),
        lt(userBookings.startDate, end),
        gt(userBookings.endDate, start),
      ),
    )
    .limit(1)
  return Boolean(row)
}

export async function insertUserBooking(tx: Executor, values: typeof userBookings.$inferInsert) {
  const [row] = await tx.insert(userBookings).values(values).returning()
  return row!
}

export async function findUserBooking(db: Executor, id: number, lock = false) {
  const query = db.select().from(userBookings).where(eq(userBookings.id, id)).limit(1)
  const [row] = lock ? await query.for('update') : await query
  return row
}

export async function updateUserBooking(
  tx: Executor,
  id: number,
  values: Partial<Pick<UserBookingRow, 'status' | 'cancelReason' | 'endDate' | 'updatedAt'>>,
) {
  const [row] = await tx.update(userBookings).set(values).where(eq(userBookings.id, id)).returning()
  return row!
}

export interface UserBookingFilter {
  userId?: number
  shopIds?: number[]
  type?: 'upcoming' | 'past'
  status?: UserBookingStatus
  /** Reservations starting in [from, to). */
  from?: Date
  to?: Date
  now: Date
}

const OPEN_STATUSES = ['new', 'accepted', 'seated'] as const

export async function pageUserBookings(
  db: Executor,
  filter: UserBookingFilter,
  window: { perPage: number; offset: number },
) {
  const conditions: (SQL | undefined)[] = []
  if (filter.userId !== undefined) conditions.push(eq(userBookings.userId, filter.userId))
  if (filter.shopIds) {
    conditions.push(
      inArray(
        userBookings.bookingId,
        db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.shopId, filter.shopIds)),
      ),
    )
  }
  if (filter.status) conditions.push(eq(userBookings.status, filter.status))
  if (filter.from) conditions.push(sql`${userBookings.startDate} >= ${filter.from.toISOString()}::timestamptz`)
  if (filter.to) conditions.push(lt(userBookings.startDate, filter.to))
  const upcoming = and(inArray(userBookings.status, [...OPEN_STATUSES]), gt(userBookings.endDate, filter.now))
  if (filter.type === 'upcoming') conditions.push(upcoming)
  if (filter.type === 'past') conditions.push(sql`NOT (${upcoming})`)
  const where = and(...conditions)
  const order =
    filter.type === 'past'
      ? [desc(userBookings.startDate), desc(userBookings.id)]
      : [asc(userBookings.startDate), asc(userBookings.id)]
  return pageOf(
    db
      .select()
      .from(userBookings)
      .where(where)
      .orderBy(...order)
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(userBookings).where(where),
  )
}

/** Tables (any state) by id, with their section's shop. */
export function listTablesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select({
      id: bookingTables.id,
      name: bookingTables.name,
      shopSectionId: bookingTables.shopSectionId,
      tax: bookingTables.tax,
      chairCount: bookingTables.chairCount,
      active: bookingTables.active,
      shopId: shopSections.shopId,
      sectionArea: shopSections.area,
      sectionImg: shopSections.img,
    })
    .from(bookingTables)
    .innerJoin(shopSections, eq(shopSections.id, bookingTables.shopSectionId))
    .where(inArray(bookingTables.id, ids))
}

export function listBookingShopIds(db: Executor, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([])
  return db.select({ id: bookings.id, shopId: bookings.shopId }).from(bookings).where(inArray(bookings.id, bookingIds))
}

export function listUsersByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, phone: users.phone })
    .from(users)
    .where(inArray(users.id, ids))
}

export async function findShopZoneAndSeller(db: Executor, shopId: number) {
  const [row] = await db
    .select({ id: shops.id, timezone: shops.timezone, sellerId: shops.userId })
    .from(shops)
    .where(eq(shops.id, shopId))
  return row
}

// ---- the seller's sections, tables and hours ----

export async function findBookingOfShop(db: Executor, shopId: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.shopId, shopId))
  return row
}

export async function ensureBookingOfShop(tx: Executor, shopId: number) {
  await tx.insert(bookings).values({ shopId }).onConflictDoNothing()
  return (await findBookingOfShop(tx, shopId))!
}

/** The shops among `shopIds` that take reservations, oldest first. */
export async function listBookingShopsOf(db: Executor, shopIds: number[]): Promise<number[]> {
  if (shopIds.length === 0) return []
  const rows = await db
    .select({ shopId: bookings.shopId })
    .from(bookings)
    .where(inArray(bookings.shopId, shopIds))
    .orderBy(asc(bookings.shopId))
  return rows.map((r) => r.shopId)
}

export function pageSectionsOfShop(db: Executor, shopId: number, window: { perPage: number; offset: number }) {
  const where = eq(shopSections.shopId, shopId)
  return pageOf(
    db
      .select({ id: shopSections.id, shopId: shopSections.shopId, area: shopSections.area, img: shopSections.img })
      .from(shopSections)
      .where(where)
      .orderBy(asc(shopSections.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(shopSections).where(where),
  )
}

export async function findSectionAnyState(db: Executor, id: number) {
  const [row] = await db
    .select({ id: shopSections.id, shopId: shopSections.shopId, area: shopSections.area, img: shopSections.img })
    .from(shopSections)
    .where(eq(shopSections.id, id))
  return row
}

export async function insertSection(tx: Executor, shopId: number, area: number, titles: Record<string, string>) {
  const [row] = await tx.insert(shopSections).values({ shopId, area }).returning({ id: shopSections.id })
  await writeSectionTitles(tx, row!.id, titles)
  return row!.id
}

export async function updateSection(
  tx: Executor,
  id: number,
  area: number | undefined,
  titles: Record<string, string>,
) {
  if (area !== undefined) await tx.update(shopSections).set({ area }).where(eq(shopSections.id, id))
  await writeSectionTitles(tx, id, titles)
}

async function writeSectionTitles(tx: Executor, sectionId: number, titles: Record<string, string>) {
  for (const [locale, title] of Object.entries(titles)) {
    await tx
      .insert(shopSectionTranslations)
      .values({ ownerId: sectionId, locale, title })
      .onConflictDoUpdate({
        target: [shopSectionTranslations.ownerId, shopSectionTranslations.locale],
        set: { title },
      })
  }
}

export async function deleteSection(tx: Executor, id: number) {
  await tx.delete(shopSections).where(eq(shopSections.id, id))
}

/** Whether reservations still ahead (not canceled or finished) hold any of the section's or table's tables. */
export async function hasReservationsAhead(db: Executor, where: { sectionId?: number; tableId?: number }, now: Date) {
  const tableIds = where.tableId
    ? [where.tableId]
    : (
        await db
          .select({ id: bookingTables.id })
          .from(bookingTables)
          .where(eq(bookingTables.shopSectionId, where.sectionId!))
      ).map((r) => r.id)
  if (tableIds.length === 0) return false
  const [row] = await db
    .select({ id: userBookings.id })
    .from(userBookings)
    .where(
      and(
        inArray(userBookings.tableId, tableIds),
        inArray(userBookings.status, [...OPEN_STATUSES]),
        gt(userBookings.endDate, now),
      ),
    )
    .limit(1)
  return Boolean(row)
}

export function pageTablesOfShop(
  db: Executor,
  shopId: number,
  sectionId: number | undefined,
  window: { perPage: number; offset: number },
) {
  const where = and(
    eq(shopSections.shopId, shopId),
    sectionId === undefined ? undefined : eq(bookingTables.shopSectionId, sectionId),
  )
  return pageOf(
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
      .where(where)
      .orderBy(asc(bookingTables.id))
      .limit(window.perPage)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(bookingTables)
      .innerJoin(shopSections, eq(shopSections.id, bookingTables.shopSectionId))
      .where(where),
  )
}

export async function insertTable(
  tx: Executor,
  values: { shopSectionId: number; name: string; chairCount: number; active: boolean },
) {
  const [row] = await tx.insert(bookingTables).values(values).returning()
  return row!
}

export async function updateTable(
  tx: Executor,
  id: number,
  values: { shopSectionId: number; name: string; chairCount: number; active?: boolean },
) {
  const [row] = await tx.update(bookingTables).set(values).where(eq(bookingTables.id, id)).returning()
  return row!
}

export async function deleteTable(tx: Executor, id: number) {
  await tx.delete(bookingTables).where(eq(bookingTables.id, id))
}

export async function upsertWorkingDays(
  tx: Executor,
  shopId: number,
  days: { day: string; from: string; to: string; disabled: boolean }[],
) {
  for (const d of days) {
    await tx
      .insert(bookingWorkingDays)
      .values({ shopId, ...d })
      .onConflictDoUpdate({
        target: [bookingWorkingDays.shopId, bookingWorkingDays.day],
        set: { from: d.from, to: d.to, disabled: d.disabled },
      })
  }
}

export async function insertClosedDate(tx: Executor, shopId: number, day: string) {
  await tx.insert(bookingClosedDates).values({ shopId, day }).onConflictDoNothing()
}

export async function findClosedDate(db: Executor, id: number) {
  const [row] = await db.select().from(bookingClosedDates).where(eq(bookingClosedDates.id, id))
  return row
}

export async function deleteClosedDate(tx: Executor, id: number) {
  await tx.delete(bookingClosedDates).where(eq(bookingClosedDates.id, id))
}
