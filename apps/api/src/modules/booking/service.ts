import type { Booking, BookingShop, BookingTable, Shop, ShopSection } from '@basil/contracts'
import type { Executor } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { imageUrl, isoDate } from '../../lib/present.ts'
import { presentTranslation } from '../../lib/translations.ts'
import { loadTranslationsOf } from '../../db/translations.ts'
import { presentShopsByIds } from '../shops/index.ts'
import { listShops, requirePublicShop, type PageWindow, type ShopListInput } from '../shops/index.ts'
import * as repo from './repository.ts'

/** Adds the reservation hours and (upcoming) closed dates to presented shops, one query each. */
async function withBookingHours(db: Executor, shops: Shop[], now: Date): Promise<BookingShop[]> {
  const ids = shops.map((s) => s.id)
  if (ids.length === 0) return []
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10)
  const [days, closed] = await Promise.all([
    repo.listBookingWorkingDays(db, ids),
    repo.listBookingClosedDates(db, ids, yesterday),
  ])
  return shops.map((shop) => ({
    ...shop,
    booking_shop_working_days: days
      .filter((d) => d.shopId === shop.id)
      .map((d) => ({ id: d.id, day: d.day, from: d.from, to: d.to, disabled: d.disabled })),
    booking_shop_closed_date: closed.filter((c) => c.shopId === shop.id).map((c) => ({ id: c.id, day: c.day })),
  }))
}

/** Public shops taking reservations, with every `shops/paginate` filter. */
export async function listBookingShops(db: Executor, query: ShopListInput, window: PageWindow, ctx: RequestContext) {
  const now = new Date()
  const { items, total } = await listShops(db, query, window, ctx, { booking: true, now })
  return { items: await withBookingHours(db, items, now), total }
}

export async function getBookingShop(db: Executor, ref: string, ctx: RequestContext): Promise<BookingShop> {
  const row = await requirePublicShop(db, ref)
  const { rows } = await repo.listBookings(db, row.id, { perPage: 1, offset: 0 })
  if (rows.length === 0) throw notFound('Shop not found')
  const now = new Date()
  const shop = (await presentShopsByIds(db, [row.id], ctx, { now })).get(row.id)
  if (!shop) throw notFound('Shop not found')
  const [result] = await withBookingHours(db, [shop], now)
  return result!
}

export async function listBookings(db: Executor, shopId: number | undefined, window: PageWindow, ctx: RequestContext) {
  const { rows, total } = await repo.listBookings(db, shopId, window)
  const shops = await presentShopsByIds(
    db,
    rows.map((r) => r.shopId),
    ctx,
  )
  const items: Booking[] = rows.map((r) => ({
    id: r.id,
    shop_id: r.shopId,
    max_time: r.maxTime,
    active: r.active,
    shop: shops.get(r.shopId) ?? null,
  }))
  return { items, total }
}

export async function listTables(
  db: Executor,
  filter: { shopId?: number; sectionId?: number },
  window: PageWindow,
): Promise<{ items: BookingTable[]; total: number }> {
  const { rows, total } = await repo.listTables(db, filter, window)
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

export async function presentSections(
  db: Executor,
  rows: { id: number; shopId: number; area: number; img: string | null }[],
  ctx: RequestContext,
): Promise<ShopSection[]> {
  const translations = await loadTranslationsOf(
    db,
    'shopSectionTranslations',
    rows.map((r) => r.id),
    ctx,
  )
  return rows.map((r) => ({
    id: r.id,
    shop_id: r.shopId,
    area: r.area,
    img: imageUrl(r.img, ctx),
    translation: presentTranslation(translations.get(r.id)),
  }))
}

export async function listSections(db: Executor, shopId: number | undefined, window: PageWindow, ctx: RequestContext) {
  const { rows, total } = await repo.listSections(db, shopId, window)
  return { items: await presentSections(db, rows, ctx), total }
}

export async function getSection(db: Executor, id: number, ctx: RequestContext): Promise<ShopSection> {
  const row = await repo.findSection(db, id)
  if (!row) throw notFound('Shop section not found')
  const [section] = await presentSections(db, [row], ctx)
  return section!
}

/** Busy (reserved, not canceled) ranges of a table, as ISO 8601 instants. */
export async function listDisabledDates(db: Executor, tableId: number, range: { from?: string; to?: string }) {
  const table = await repo.findTable(db, tableId)
  if (!table) throw notFound('Table not found')
  // A time zone PostgreSQL does not know would fail the query; the hours are then read in UTC.
  const timezone = isKnownTimeZone(table.timezone) ? table.timezone : 'UTC'
  const rows = await repo.listBusyRanges(db, { id: table.id, timezone }, { ...range, now: new Date() })
  return rows.map((r) => ({ start_date: isoDate(r.startDate)!, end_date: isoDate(r.endDate)! }))
}

function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}
