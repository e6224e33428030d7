import type { Shop } from '@basil/contracts'
import type { Executor } from '../../db/types.ts'
import type { WeekDay } from '../../db/schema/index.ts'
import type { RequestContext } from '../../lib/context.ts'
import { imageUrl, isoDate, money } from '../../lib/present.ts'
import type { GeoPoint } from './geo.ts'
import { closingAt, isOpenAt, nextOpeningAt } from '@basil/contracts'
import { closedDatesFrom, shopSchedule } from './hours.ts'
import * as repo from './repository.ts'
import { findShopsDeliveringTo } from './zones.ts'

export interface PresentShopsOptions {
  /** The customer's address: sets `delivers_to_address` (null without it). */
  address?: GeoPoint
  /** Shops already known to deliver to `address` (spares the zone query when the caller has it). */
  deliveringTo?: ReadonlySet<number> | ReadonlyMap<number, unknown>
  /** The instant `open` and active discounts are judged at; the request's by default. */
  now?: Date
}

/** `YYYY-MM-DD` of `days` days before `now` (UTC). */
function utcDayBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * Shops as the contract's IShop, keyed by id, with every relation loaded in one query per relation whatever the
 * number of shops. Ids that do not exist are absent from the map; callers decide who may see which shop.
 */
export async function presentShopsByIds(
  db: Executor,
  ids: number[],
  ctx: RequestContext,
  options: PresentShopsOptions = {},
): Promise<Map<number, Shop>> {
  const result = new Map<number, Shop>()
  const shopIds = [...new Set(ids)]
  if (shopIds.length === 0) return result
  const now = options.now ?? ctx.now
  const address = options.address

  const [rows, zones] = await Promise.all([
    // Two days back covers "yesterday" in every time zone, which matters to hours running past midnight.
    repo.loadShopBundles(db, shopIds, ctx, now, utcDayBefore(now, 2)),
    address && !options.deliveringTo ? findShopsDeliveringTo(db, address, shopIds) : Promise.resolve(undefined),
  ])
  const delivering = options.deliveringTo ?? zones

  for (const row of rows) {
    const days = row.workingDays
    const activeDiscounts = row.discounts
    const schedule = shopSchedule(
      row,
      days,
      row.closedDates.map((c) => c.day),
      ctx.timeZone,
    )
    const open = isOpenAt(schedule, now)
    const opensAt = open ? null : nextOpeningAt(schedule, now)
    const closesAt = open ? closingAt(schedule, now) : null
    // From the shop's yesterday: a client working out slots needs to know whether last night's hours ran.
    const closedFrom = closedDatesFrom(now, schedule.timeZone)
    result.set(row.id, {
      id: row.id,
      uuid: row.uuid,
      slug: row.slug,
      user_id: row.userId,
      translation: row.translation
        ? {
            ...row.translation,
            description: row.translation.description ?? null,
            address: row.translation.address ?? null,
          }
        : null,
      logo_img: imageUrl(row.logoImg, ctx),
      background_img: imageUrl(row.backgroundImg, ctx),
      open,
      status: row.status,
      verify: row.verify,
      type: row.type,
      phone: row.phone,
      price: money(row.price, ctx),
      price_per_km: money(row.pricePerKm, ctx),
      min_amount: money(row.minAmount, ctx),
      service_fee: money(row.serviceFee, ctx),
      tax: row.tax,
      percentage: row.percentage,
      delivery_time: {
        from: String(row.deliveryTimeFrom),
        to: String(row.deliveryTimeTo),
        type: row.deliveryTimeType,
      },
      location: { latitude: row.latitude, longitude: row.longitude },
      shop_working_days: days.map((d) => ({
        id: d.id,
        day: d.day as WeekDay,
        from: d.from,
        to: d.to,
        disabled: d.disabled,
      })),
      shop_closed_date: row.closedDates.filter((c) => c.day >= closedFrom).map((c) => ({ id: c.id, day: c.day })),
      bonus: null,
      discount: activeDiscounts.map((d) => ({
        id: d.id,
        type: d.type,
        price: d.type === 'fix' ? money(d.price, ctx) : d.price,
        start: isoDate(d.start)!,
        end: isoDate(d.end)!,
      })),
      discounts_count: activeDiscounts.length,
      rating_avg: row.ratingAvg === null ? null : Math.round(row.ratingAvg * 100) / 100,
      reviews_count: row.reviewsCount,
      products_count: row.productsCount,
      is_recommended: row.isRecommended,
      tags: row.tags.map((t) => ({ id: t.id, img: imageUrl(t.img, ctx), translation: t.translation })),
      shop_payments: row.payments.map((p) => ({
        id: p.id,
        shop_id: row.id,
        payment: { id: p.payment_id, tag: p.tag },
      })),
      created_at: isoDate(row.createdAt)!,
      updated_at: isoDate(row.updatedAt)!,
      delivers_to_address: address ? Boolean(delivering?.has(row.id)) : null,
      timezone: schedule.timeZone,
      opens_at: opensAt?.toISOString() ?? null,
      closes_at: closesAt?.toISOString() ?? null,
    })
  }
  return result
}

/** The presented shops in the order of `ids` (missing ids are skipped). */
export async function presentShopsInOrder(
  db: Executor,
  ids: number[],
  ctx: RequestContext,
  options: PresentShopsOptions = {},
): Promise<Shop[]> {
  const map = await presentShopsByIds(db, ids, ctx, options)
  return ids.flatMap((id) => map.get(id) ?? [])
}
