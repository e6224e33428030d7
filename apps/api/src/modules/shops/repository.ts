import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { selectNamed } from '../../db/prepared.ts'
import {
  products,
  shopDeliveryZones,
  shops,
} from '../../db/schema/index.ts'
import type { RequestContext } from '../../lib/context.ts'
import { translationJson } from '../../lib/translations.ts'
import { intArray } from '../products/repository.ts'
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

/** A shop with every relation its IShop response shows, as loaded by loadShopBundles. */
export interface ShopBundle extends ShopRecord {
  translation: { id: number; locale: string; title: string; description: string | null; address: string | null } | null
  workingDays: Array<{ id: number; day: string; from: string; to: string; disabled: boolean }>
  closedDates: Array<{ id: number; day: string }>
  discounts: Array<{ id: number; type: 'fix' | 'percent'; price: number; start: string; end: string }>
  productsCount: number
  tags: Array<{ id: number; img: string | null; translation: { id: number; locale: string; title: string } | null }>
  payments: Array<{ id: number; payment_id: number; tag: string }>
}

/**
 * Shops with all their relations in one statement: each relation is a correlated JSON subquery on its foreign-key
 * index. A listing page or a product page costs one round trip for its shops instead of one per relation, which is
 * what a busy pool feels most (nine statements per page held nine connections).
 */
export async function loadShopBundles(
  db: Executor,
  ids: number[],
  locales: Pick<RequestContext, 'locale' | 'defaultLocale'>,
  now: Date,
  closedFromDay: string,
): Promise<ShopBundle[]> {
  if (ids.length === 0) return []
  // Qualified by hand: drizzle leaves columns of a single-table select unqualified, which the subqueries' own `id`
  // columns would shadow.
  const shopId = sql.raw('"shops"."id"')
  const shopTitle = translationJson('shop_translations', 'shop_id', sql`${shopId}`, ['title', 'description', 'address'], locales)
  const tagTitle = translationJson('shop_tag_translations', 'shop_tag_id', sql`st.id`, ['title'], locales)
  const query = db
    .select({
      ...shopColumns,
      translation: sql<ShopBundle['translation']>`${shopTitle}`,
      workingDays: sql<ShopBundle['workingDays'] | null>`(SELECT json_agg(json_build_object(
          'id', w.id, 'day', w.day, 'from', w."from", 'to', w."to", 'disabled', w.disabled) ORDER BY w.id)
        FROM shop_working_days w WHERE w.shop_id = ${shopId})`,
      closedDates: sql<ShopBundle['closedDates'] | null>`(SELECT json_agg(json_build_object('id', c.id, 'day', c.day)
          ORDER BY c.day)
        FROM shop_closed_dates c WHERE c.shop_id = ${shopId} AND c.day >= ${closedFromDay}::date)`,
      discounts: sql<ShopBundle['discounts'] | null>`(SELECT json_agg(json_build_object(
          'id', d.id, 'type', d.type, 'price', d.price, 'start', d.start, 'end', d."end") ORDER BY d.id)
        FROM discounts d WHERE d.shop_id = ${shopId} AND d.active AND d.start <= ${now} AND d."end" >= ${now})`,
      productsCount: sql<number>`(SELECT count(*)::int FROM products p
        WHERE p.shop_id = ${shopId} AND p.active AND p.status = 'published' AND NOT p.addon)`,
      tags: sql<ShopBundle['tags'] | null>`(SELECT json_agg(json_build_object(
          'id', st.id, 'img', st.img, 'translation', ${tagTitle}) ORDER BY st.id)
        FROM shop_shop_tags sst JOIN shop_tags st ON st.id = sst.shop_tag_id WHERE sst.shop_id = ${shopId})`,
      payments: sql<ShopBundle['payments'] | null>`(SELECT json_agg(json_build_object(
          'id', sp.id, 'payment_id', pm.id, 'tag', pm.tag) ORDER BY pm.input, pm.id)
        FROM shop_payments sp JOIN payments pm ON pm.id = sp.payment_id
        WHERE sp.shop_id = ${shopId} AND sp.status AND pm.active)`,
    })
    .from(shops)
    // One array parameter, so the statement's text (and its prepared plan) is the same for any number of shops.
    .where(sql`${shops.id} = ANY(${intArray(ids)})`)
  const rows = await selectNamed(db, query)
  return rows.map((r) => ({
    ...r,
    workingDays: r.workingDays ?? [],
    closedDates: r.closedDates ?? [],
    discounts: r.discounts ?? [],
    tags: r.tags ?? [],
    payments: r.payments ?? [],
  }))
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

/** SQL condition on `products`: what a customer can buy (the products_count definition). */
export const isListedProduct = sql`${products.active} AND ${products.status} = 'published' AND NOT ${products.addon}`

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
  /**
   * A text search (search service), over `shops`: its match condition, its relevance tier (exact, prefix, typos) and
   * the field the shop matched by (name, then tags and categories, then products).
   */
  search?: { match: SQL; tier: SQL; field: SQL }
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
    case 'relevance': {
      const search = request.filter.search
      if (!search) return sql`${shops.id} DESC`
      // Exact before fuzzy, then open before closed, then by name before by what the shop sells, then nearer (by the
      // kilometre, so that within one the better rated come first) before farther.
      const near = request.address
        ? sql`floor(${distanceSql(request.address)}) ASC, `
        : sql``
      const nearest = request.address ? sql`, ${distanceSql(request.address)} ASC` : sql``
      return sql`${search.tier} ASC, ${openNowCondition()} DESC, ${search.field} ASC, ${near}${shops.ratingAvg} DESC NULLS LAST${nearest}, ${shops.id} ASC`
    }
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
  // The open-now condition reads the clock: to keep open shops, and to rank them first in a search.
  const needsClock = request.filter.openNow || (request.order === 'relevance' && request.filter.search)
  const withClock = needsClock ? sql`WITH ${openClockCte(request.now)} ` : sql``
  const joinClock = needsClock ? sql` JOIN open_clock c ON c.timezone = ${shops.timezone}` : sql``
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

/** Ids of the public shops open at `now`: the list `open=1` gives, in full (a few thousand ids at most). */
export async function listOpenShopIds(db: Executor, now: Date): Promise<number[]> {
  const { ids } = await listShopIdsPage(db, {
    filter: { openNow: true },
    order: 'old',
    now,
    limit: 1_000_000,
    offset: 0,
  })
  return ids.sort((a, b) => a - b)
}
