import { and, asc, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  discounts,
  payments,
  products,
  shopClosedDates,
  shopDeliveryZones,
  shopPayments,
  shops,
  shopShopTags,
  shopTags,
  shopTagTranslations,
  shopWorkingDays,
} from '../../db/schema/index.ts'
import type { GeoPoint } from './geo.ts'

export type ShopRow = typeof shops.$inferSelect

/** Columns a shop listing needs; the search vector stays in the database. */
const shopColumns = {
  id: shops.id,
  uuid: shops.uuid,
  slug: shops.slug,
  userId: shops.userId,
  type: shops.type,
  logoImg: shops.logoImg,
  backgroundImg: shops.backgroundImg,
  phone: shops.phone,
  latitude: shops.latitude,
  longitude: shops.longitude,
  price: shops.price,
  pricePerKm: shops.pricePerKm,
  minAmount: shops.minAmount,
  tax: shops.tax,
  serviceFee: shops.serviceFee,
  percentage: shops.percentage,
  deliveryTimeFrom: shops.deliveryTimeFrom,
  deliveryTimeTo: shops.deliveryTimeTo,
  deliveryTimeType: shops.deliveryTimeType,
  open: shops.open,
  verify: shops.verify,
  status: shops.status,
  visibility: shops.visibility,
  isRecommended: shops.isRecommended,
  timezone: shops.timezone,
  ratingAvg: shops.ratingAvg,
  reviewsCount: shops.reviewsCount,
  createdAt: shops.createdAt,
  updatedAt: shops.updatedAt,
}
export type ShopRecord = Omit<ShopRow, 'searchVector'>

/** SQL condition: the shop is shown to customers. */
export const isPublicShop = sql`${shops.status} = 'approved' AND ${shops.visibility}`

export function findShopsByIds(db: Executor, ids: number[]): Promise<ShopRecord[]> {
  return db.select(shopColumns).from(shops).where(inArray(shops.id, ids))
}

/** A public shop by numeric id, uuid or slug. */
export async function findPublicShopByRef(db: Executor, ref: string): Promise<ShopRecord | undefined> {
  const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
  let match
  if (/^\d{1,10}$/.test(ref)) {
    const id = Number(ref)
    if (id > 2_147_483_647) return undefined
    match = eq(shops.id, id)
  } else if (uuidPattern.test(ref)) match = eq(shops.uuid, ref.toLowerCase())
  else match = eq(shops.slug, ref)
  const [row] = await db.select(shopColumns).from(shops).where(and(match, isPublicShop)).limit(1)
  return row
}

export function listWorkingDays(db: Executor, shopIds: number[]) {
  return db
    .select()
    .from(shopWorkingDays)
    .where(inArray(shopWorkingDays.shopId, shopIds))
    .orderBy(asc(shopWorkingDays.id))
}

/** Closed dates from `fromDay` on (older ones matter to nobody). */
export function listClosedDates(db: Executor, shopIds: number[], fromDay: string) {
  return db
    .select()
    .from(shopClosedDates)
    .where(and(inArray(shopClosedDates.shopId, shopIds), gte(shopClosedDates.day, fromDay)))
    .orderBy(asc(shopClosedDates.day))
}

export function listActiveDiscounts(db: Executor, shopIds: number[], now: Date) {
  return db
    .select({
      id: discounts.id,
      shopId: discounts.shopId,
      type: discounts.type,
      price: discounts.price,
      start: discounts.start,
      end: discounts.end,
    })
    .from(discounts)
    .where(
      and(
        inArray(discounts.shopId, shopIds),
        eq(discounts.active, true),
        lte(discounts.start, now),
        gte(discounts.end, now),
      ),
    )
    .orderBy(asc(discounts.id))
}

/** SQL condition on `products`: what a customer can buy (the products_count definition). */
export const isListedProduct = sql`${products.active} AND ${products.status} = 'published' AND NOT ${products.addon}`

export function countListedProducts(db: Executor, shopIds: number[]) {
  return db
    .select({ shopId: products.shopId, n: count() })
    .from(products)
    .where(and(inArray(products.shopId, shopIds), isListedProduct))
    .groupBy(products.shopId)
}

export function listShopTagLinks(db: Executor, shopIds: number[]) {
  return db
    .select({ shopId: shopShopTags.shopId, id: shopTags.id, img: shopTags.img })
    .from(shopShopTags)
    .innerJoin(shopTags, eq(shopTags.id, shopShopTags.shopTagId))
    .where(inArray(shopShopTags.shopId, shopIds))
    .orderBy(asc(shopTags.id))
}

/** Translations (every language) of the tags the shops carry: the caller picks the language. */
export function listShopTagTranslations(db: Executor, shopIds: number[]) {
  return db
    .select({
      id: shopTagTranslations.id,
      ownerId: shopTagTranslations.ownerId,
      locale: shopTagTranslations.locale,
      title: shopTagTranslations.title,
    })
    .from(shopTagTranslations)
    .where(
      inArray(
        shopTagTranslations.ownerId,
        db
          .selectDistinct({ id: shopShopTags.shopTagId })
          .from(shopShopTags)
          .where(inArray(shopShopTags.shopId, shopIds)),
      ),
    )
}

export function listShopPayments(db: Executor, shopIds: number[]) {
  return db
    .select({ id: shopPayments.id, shopId: shopPayments.shopId, paymentId: payments.id, tag: payments.tag })
    .from(shopPayments)
    .innerJoin(payments, eq(payments.id, shopPayments.paymentId))
    .where(and(inArray(shopPayments.shopId, shopIds), eq(shopPayments.status, true), eq(payments.active, true)))
    .orderBy(asc(payments.input), asc(payments.id))
}

/**
 * Delivery zones whose bounding box contains the point: a cheap prefilter; the caller decides with the polygon.
 * `shopIds` narrows to some shops; without it every public shop's zone is considered.
 */
export function listZonesAround(db: Executor, point: GeoPoint, shopIds?: number[]) {
  const conditions = [
    lte(shopDeliveryZones.minLatitude, point.latitude),
    gte(shopDeliveryZones.maxLatitude, point.latitude),
    lte(shopDeliveryZones.minLongitude, point.longitude),
    gte(shopDeliveryZones.maxLongitude, point.longitude),
  ]
  const query = db
    .select({
      shopId: shopDeliveryZones.shopId,
      polygon: shopDeliveryZones.address,
      latitude: shops.latitude,
      longitude: shops.longitude,
    })
    .from(shopDeliveryZones)
    .innerJoin(shops, eq(shops.id, shopDeliveryZones.shopId))
  return shopIds
    ? query.where(and(inArray(shopDeliveryZones.shopId, shopIds), ...conditions))
    : query.where(and(isPublicShop, ...conditions))
}

/** A set of ids as one `int[]` parameter (one bind value however many ids). */
export function intArray(ids: readonly number[]) {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`
}

export interface ShopListFilter {
  type?: 'restaurant' | 'shop'
  verify?: boolean
  categoryId?: number
  tagId?: number
  /** [min] or [min, max] average rating. */
  rating?: number[]
  /** [min] or [min, max] lowest product price, minor units. */
  prices?: number[]
  deals?: boolean
  openNow?: boolean
  freeDelivery?: boolean
  recommended?: boolean
  /** Only shops taking table reservations. */
  booking?: boolean
  /** A text search: its match condition and its relevance tier (search service), over `shops`. */
  search?: { match: SQL; tier: SQL }
  /** Only shops delivering to the address (given as `deliveringIds`). */
  onlyDelivering?: boolean
}

export type ShopListOrder =
  | 'new'
  | 'old'
  | 'rating'
  | 'high_rating'
  | 'low_rating'
  | 'trust_you'
  | 'best_sale'
  | 'fast_delivery'
  | 'delivery_fee'
  | 'distance'
  | 'relevance'

export interface ShopListRequest {
  filter: ShopListFilter
  order: ShopListOrder
  /** The customer's address: distance and delivery fee are measured from it. */
  address?: GeoPoint
  /** Shops whose zone contains the address: they come first. */
  deliveringIds?: number[]
  now: Date
  limit: number
  offset: number
}

const weekDaysSql = sql.raw(`ARRAY['monday','tuesday','wednesday','thursday','friday','saturday','sunday']`)

/**
 * `open_clock`: the wall clock of `now` in every time zone shops use (a handful), computed once per query rather
 * than once per shop and working day.
 */
function openClockCte(now: Date) {
  return sql`open_clock AS MATERIALIZED (
    SELECT z.timezone,
      to_char(z.lt, 'HH24:MI') COLLATE "C" AS clock,
      z.lt::date AS today,
      (z.lt - interval '1 day')::date AS yesterday,
      (${weekDaysSql})[extract(isodow FROM z.lt)::int] AS today_name,
      (${weekDaysSql})[extract(isodow FROM z.lt - interval '1 day')::int] AS yesterday_name
    FROM (SELECT d.timezone, (${now.toISOString()}::timestamptz AT TIME ZONE d.timezone) AS lt
          FROM (SELECT DISTINCT ${shops.timezone} AS timezone FROM ${shops}) d) z)`
}

/**
 * The SQL twin of isShopOpenNow (open-now.ts): the seller's switch, today's enabled hours in the shop's time zone
 * (or yesterday's when they run past midnight) and closed dates. Times compare as zero-padded `HH:mm` strings.
 * Needs the `open_clock` CTE joined as `c` on the shop's time zone.
 */
function openNowCondition() {
  const from = sql`lpad(wd."from", 5, '0') COLLATE "C"`
  const to = sql`lpad(wd."to", 5, '0') COLLATE "C"`
  const closedOn = (day: SQL) =>
    sql`EXISTS (SELECT 1 FROM shop_closed_dates cd WHERE cd.shop_id = ${shops.id} AND cd.day = ${day})`
  return sql`(${shops.open} AND EXISTS (
    SELECT 1 FROM shop_working_days wd
    WHERE wd.shop_id = ${shops.id} AND wd.day IN (c.today_name, c.yesterday_name) AND NOT wd.disabled AND (
      (wd.day = c.today_name AND c.clock >= ${from} AND (${to} <= ${from} OR c.clock < ${to})
        AND NOT ${closedOn(sql`c.today`)})
      OR (wd.day = c.yesterday_name AND ${to} <= ${from} AND c.clock < ${to}
        AND NOT ${closedOn(sql`c.yesterday`)})
    )))`
}

/** Great-circle distance in km from the shop to a point (the SQL twin of geo.distanceKm). */
function distanceSql(point: GeoPoint) {
  return sql`(2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(${shops.latitude} - ${point.latitude}::float8) / 2), 2)
    + cos(radians(${point.latitude}::float8)) * cos(radians(${shops.latitude}))
      * power(sin(radians(${shops.longitude} - ${point.longitude}::float8) / 2), 2)))))`
}

function orderSql(request: ShopListRequest) {
  switch (request.order) {
    case 'old':
      return sql`${shops.createdAt} ASC, ${shops.id} ASC`
    case 'rating':
    case 'high_rating':
      return sql`${shops.ratingAvg} DESC NULLS LAST, ${shops.reviewsCount} DESC, ${shops.id} DESC`
    case 'low_rating':
      return sql`${shops.ratingAvg} ASC NULLS LAST, ${shops.id} DESC`
    case 'trust_you':
      return sql`${shops.verify} DESC, ${shops.isRecommended} DESC, ${shops.ratingAvg} DESC NULLS LAST, ${shops.id} DESC`
    case 'best_sale':
      return sql`${shops.reviewsCount} DESC, ${shops.ratingAvg} DESC NULLS LAST, ${shops.id} DESC`
    case 'fast_delivery':
      return sql`${shops.deliveryTimeFrom} * (CASE ${shops.deliveryTimeType} WHEN 'hour' THEN 60 WHEN 'day' THEN 1440
        WHEN 'month' THEN 43200 ELSE 1 END) ASC, ${shops.id} DESC`
    case 'delivery_fee':
      return sql`${shops.price} ASC, ${shops.pricePerKm} ASC, ${shops.id} DESC`
    case 'distance':
      return request.address ? sql`${distanceSql(request.address)} ASC, ${shops.id} DESC` : sql`${shops.id} DESC`
    case 'relevance':
      return request.filter.search
        ? sql`${request.filter.search.tier} ASC, ${shops.ratingAvg} DESC NULLS LAST, ${shops.id} ASC`
        : sql`${shops.id} DESC`
    case 'new':
      return sql`${shops.createdAt} DESC, ${shops.id} DESC`
  }
}

function listConditions(request: ShopListRequest) {
  const { filter, now } = request
  const conditions = [isPublicShop]
  if (filter.type) conditions.push(sql`${shops.type} = ${filter.type}`)
  if (filter.verify) conditions.push(sql`${shops.verify}`)
  if (filter.recommended) conditions.push(sql`${shops.isRecommended}`)
  if (filter.categoryId !== undefined) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM shop_categories sc WHERE sc.shop_id = ${shops.id} AND sc.category_id = ${filter.categoryId})`,
    )
  }
  if (filter.tagId !== undefined) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM shop_shop_tags st WHERE st.shop_id = ${shops.id} AND st.shop_tag_id = ${filter.tagId})`,
    )
  }
  if (filter.rating?.length) {
    const min = Math.min(...filter.rating)
    const max = filter.rating.length > 1 ? Math.max(...filter.rating) : undefined
    conditions.push(sql`${shops.ratingAvg} >= ${min}::float8`)
    if (max !== undefined) conditions.push(sql`${shops.ratingAvg} <= ${max}::float8`)
  }
  if (filter.prices?.length) {
    const min = Math.min(...filter.prices)
    const max = filter.prices.length > 1 ? Math.max(...filter.prices) : undefined
    conditions.push(sql`EXISTS (SELECT 1 FROM products p WHERE p.shop_id = ${shops.id}
      AND p.active AND p.status = 'published' AND NOT p.addon AND p.min_price >= ${min}::int
      ${max !== undefined ? sql`AND p.min_price <= ${max}::int` : sql``})`)
  }
  if (filter.deals) {
    const at = sql`${now.toISOString()}::timestamptz`
    conditions.push(sql`EXISTS (SELECT 1 FROM discounts d WHERE d.shop_id = ${shops.id} AND d.active
      AND d.start <= ${at} AND d."end" >= ${at})`)
  }
  if (filter.booking) {
    conditions.push(sql`EXISTS (SELECT 1 FROM bookings b WHERE b.shop_id = ${shops.id} AND b.active)`)
  }
  if (filter.search) conditions.push(filter.search.match)
  if (filter.onlyDelivering) conditions.push(sql`${shops.id} = ANY(${intArray(request.deliveringIds ?? [])})`)
  if (filter.freeDelivery) {
    conditions.push(
      request.address
        ? sql`${shops.price} + round(${shops.pricePerKm} * ${distanceSql(request.address)}) = 0`
        : sql`${shops.price} = 0`,
    )
  }
  if (filter.openNow) conditions.push(openNowCondition())
  return sql.join(conditions, sql` AND `)
}

/** One page of public shop ids matching the filter, in list order, and how many match in all. */
export async function listShopIdsPage(db: Executor, request: ShopListRequest): Promise<{ ids: number[]; total: number }> {
  const where = listConditions(request)
  const deliveringFirst = request.deliveringIds?.length
    ? sql`(${shops.id} = ANY(${intArray(request.deliveringIds)})) DESC, `
    : sql``
  const withClock = request.filter.openNow ? sql`WITH ${openClockCte(request.now)} ` : sql``
  const joinClock = request.filter.openNow ? sql` JOIN open_clock c ON c.timezone = ${shops.timezone}` : sql``
  const page = await db.execute<{ id: number; total: number }>(sql`
    ${withClock}SELECT ${shops.id} AS id, count(*) OVER () AS total
    FROM ${shops}${joinClock}
    WHERE ${where}
    ORDER BY ${deliveringFirst}${orderSql(request)}
    LIMIT ${request.limit} OFFSET ${request.offset}`)
  if (page.rows.length > 0) return { ids: page.rows.map((r) => r.id), total: Number(page.rows[0]!.total) }
  if (request.offset === 0) return { ids: [], total: 0 }
  // Past the last page the window count has no row to ride on.
  const counted = await db.execute<{ total: number }>(
    sql`${withClock}SELECT count(*) AS total FROM ${shops}${joinClock} WHERE ${where}`,
  )
  return { ids: [], total: Number(counted.rows[0]?.total ?? 0) }
}
