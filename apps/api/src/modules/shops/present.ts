import type { Shop } from '@basil/contracts'
import type { WeekDay } from '../../db/schema/index.ts'
import type { RequestContext } from '../../lib/context.ts'
import { imageUrl, isoDate, money } from '../../lib/present.ts'
import type { GeoPoint } from './geo.ts'
import { closingAt, isOpenAt, nextOpeningAt } from '@basil/contracts'
import { closedDatesFrom, shopSchedule } from './hours.ts'
import type { ShopBundle } from './repository.ts'

/** What a shop's response is judged against besides its own bundle. */
export interface ShopPresentation {
  /** The instant `open`, `opens_at` and `closes_at` are judged at (the bundle's discounts were loaded for it). */
  now: Date
  /** The customer's address: sets `delivers_to_address` (null without it). */
  address?: GeoPoint
  /** The shops known to deliver to `address`. */
  delivering?: ReadonlySet<number> | ReadonlyMap<number, unknown>
}

/** A shop as the contract's IShop. Pure: everything it shows is in the bundle or passed in. */
export function presentShopBundle(
  row: ShopBundle,
  ctx: RequestContext,
  { now, address, delivering }: ShopPresentation,
): Shop {
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
  return {
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
  }
}
