import type { Shop } from '@basil/contracts'
import type { Executor } from '../../db/client.ts'
import { shopTranslations, type WeekDay } from '../../db/schema/index.ts'
import type { RequestContext } from '../../lib/context.ts'
import { imageUrl, isoDate, money } from '../../lib/present.ts'
import { loadTranslations, presentTranslation } from '../../lib/translations.ts'
import type { GeoPoint } from './geo.ts'
import { isShopOpenNow, toLocalMoment } from './open-now.ts'
import * as repo from './repository.ts'
import { findShopsDeliveringTo } from './zones.ts'

export interface PresentShopsOptions {
  /** The customer's address: sets `delivers_to_address` (null without it). */
  address?: GeoPoint
  /** Shops already known to deliver to `address` (spares the zone query when the caller has it). */
  deliveringTo?: ReadonlySet<number> | ReadonlyMap<number, unknown>
  /** The instant `open` and active discounts are judged at; now by default. */
  now?: Date
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = groups.get(k)
    if (list) list.push(row)
    else groups.set(k, [row])
  }
  return groups
}

/** The best translation of each owner: the request's language, else the default one, else any. */
function pickTranslations<R extends { ownerId: number; locale: string }>(
  rows: readonly R[],
  ctx: Pick<RequestContext, 'locale' | 'defaultLocale'>,
): Map<number, R> {
  const rank = (locale: string) => (locale === ctx.locale ? 0 : locale === ctx.defaultLocale ? 1 : 2)
  const best = new Map<number, R>()
  for (const row of rows) {
    const current = best.get(row.ownerId)
    if (!current || rank(row.locale) < rank(current.locale)) best.set(row.ownerId, row)
  }
  return best
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
  const now = options.now ?? new Date()
  const address = options.address

  const [rows, translations, workingDays, closedDates, discounts, productCounts, tagLinks, tagTexts, shopPayments, zones] =
    await Promise.all([
      repo.findShopsByIds(db, shopIds),
      loadTranslations(db, shopTranslations, shopIds, ctx),
      repo.listWorkingDays(db, shopIds),
      // Two days back covers "yesterday" in every time zone, which matters to hours running past midnight.
      repo.listClosedDates(db, shopIds, utcDayBefore(now, 2)),
      repo.listActiveDiscounts(db, shopIds, now),
      repo.countListedProducts(db, shopIds),
      repo.listShopTagLinks(db, shopIds),
      repo.listShopTagTranslations(db, shopIds),
      repo.listShopPayments(db, shopIds),
      address && !options.deliveringTo ? findShopsDeliveringTo(db, address, shopIds) : Promise.resolve(undefined),
    ])
  const delivering = options.deliveringTo ?? zones
  const tagTranslations = pickTranslations(tagTexts, ctx)

  const daysByShop = groupBy(workingDays, (d) => d.shopId)
  const closedByShop = groupBy(closedDates, (d) => d.shopId)
  const discountsByShop = groupBy(discounts, (d) => d.shopId)
  const tagsByShop = groupBy(tagLinks, (t) => t.shopId)
  const paymentsByShop = groupBy(shopPayments, (p) => p.shopId)
  const productsByShop = new Map(productCounts.map((p) => [p.shopId, p.n]))

  for (const row of rows) {
    const days = daysByShop.get(row.id) ?? []
    const closed = closedByShop.get(row.id) ?? []
    const activeDiscounts = discountsByShop.get(row.id) ?? []
    const localToday = toLocalMoment(now, row.timezone).date
    result.set(row.id, {
      id: row.id,
      uuid: row.uuid,
      slug: row.slug,
      user_id: row.userId,
      translation: presentTranslation(translations.get(row.id)),
      logo_img: imageUrl(row.logoImg, ctx),
      background_img: imageUrl(row.backgroundImg, ctx),
      open: isShopOpenNow(
        row,
        days,
        closed.map((c) => c.day),
        now,
      ),
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
      shop_closed_date: closed.filter((c) => c.day >= localToday).map((c) => ({ id: c.id, day: c.day })),
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
      products_count: productsByShop.get(row.id) ?? 0,
      is_recommended: row.isRecommended,
      tags: (tagsByShop.get(row.id) ?? []).map((t) => ({
        id: t.id,
        img: imageUrl(t.img, ctx),
        translation: presentTranslation(tagTranslations.get(t.id)),
      })),
      shop_payments: (paymentsByShop.get(row.id) ?? []).map((p) => ({
        id: p.id,
        shop_id: p.shopId,
        payment: { id: p.paymentId, tag: p.tag },
      })),
      created_at: isoDate(row.createdAt)!,
      updated_at: isoDate(row.updatedAt)!,
      delivers_to_address: address ? Boolean(delivering?.has(row.id)) : null,
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
