import { resolveTimeZone } from '@basil/contracts'
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import { runTogether } from '../../db/pipeline.ts'
import { selectNamed } from '../../db/prepared.ts'
import { shopClosedDates, shopDeliveryZones, shops, shopWorkingDays } from '../../db/schema/index.ts'
import type { RequestContext } from '../../lib/context.ts'
import { intArray, translationJson } from '../../db/sql.ts'
import { isPublicShop, listedProductAt } from '../../db/rules.ts'
import {
  SEARCH_FIELD_GROUPS,
  searchFieldSql,
  searchMatchSql,
  searchTierSql,
  type PreparedSearch,
} from '../search/index.ts'
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
  const shopTitle = translationJson(
    'shop_translations',
    'shop_id',
    sql`${shopId}`,
    ['title', 'description', 'address'],
    locales,
  )
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
        WHERE p.shop_id = ${shopId} AND ${listedProductAt('p')})`,
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
  /** The marketplace's time zone: hours of shops stored with a zone nobody knows are read in it. */
  timeZone: string
  limit: number
  offset: number
}

const weekDaysSql = sql.raw(`ARRAY['monday','tuesday','wednesday','thursday','friday','saturday','sunday']`)

/** A stored time zone and the zone its shop's hours are read in (resolveTimeZone: the marketplace's when unknown). */
export interface ZoneReading {
  stored: string
  zone: string
}

/** Every time zone shops are stored with (a handful), to be resolved before SQL reads clocks in them. */
export async function listStoredTimeZones(db: Executor): Promise<string[]> {
  const rows = await db.execute<{ timezone: string }>(sql`SELECT DISTINCT ${shops.timezone} AS timezone FROM ${shops}`)
  return rows.rows.map((r) => r.timezone)
}

/**
 * `open_clock`: the wall clock of `now` in every time zone shops use, computed once per query rather than once per
 * shop and working day. Only resolved zones reach `AT TIME ZONE`, so a zone name nobody knows cannot fail a listing.
 */
function openClockCte(now: Date, zones: readonly ZoneReading[]) {
  return sql`open_clock AS MATERIALIZED (
    SELECT z.stored AS timezone,
      (extract(hour FROM z.lt) * 60 + extract(minute FROM z.lt))::int AS minute,
      z.lt::date AS today,
      z.lt::date - 1 AS yesterday,
      (${weekDaysSql})[extract(isodow FROM z.lt)::int] AS today_name,
      (${weekDaysSql})[extract(isodow FROM z.lt::date - 1)::int] AS yesterday_name
    FROM (SELECT v.stored, (${now.toISOString()}::timestamptz AT TIME ZONE v.zone) AS lt
          FROM json_to_recordset(${JSON.stringify(zones)}::json) AS v(stored text, zone text)) z)`
}

/**
 * Minutes since midnight of an `HH:mm` (`H:mm`, `HH:mm:ss`) text as parseClock reads it, 24:00 included; NULL when
 * it is not such a time. CASE keeps the casts behind the pattern test.
 */
function clockMinutesSql(value: SQL) {
  const minutes = sql`(split_part(${value}, ':', 1)::int * 60 + split_part(${value}, ':', 2)::int)`
  return sql`(CASE WHEN ${value} !~ '^[0-9]{1,2}:[0-5][0-9](:[0-5][0-9])?$' THEN NULL
    WHEN ${minutes} > 1440 THEN NULL
    WHEN ${minutes} = 1440 AND split_part(${value}, ':', 3) NOT IN ('', '00') THEN NULL
    ELSE ${minutes} END)`
}

/**
 * The SQL twin of isOpenAt (@basil/contracts opening-hours.ts), answering the same table of cases: the seller's
 * switch, and the shop's wall clock within a shift that runs (today's, or yesterday's past midnight) on a day that is
 * not closed. A shift is [start, stop) in minutes from the midnight of its day: equal ends make 24 hours from the
 * start, a closing time of 23:59 ends the day, one at or before the start passes midnight.
 * Needs the `open_clock` CTE joined as `c` on the shop's stored time zone.
 */
function openNowCondition() {
  const closedOn = (day: SQL) =>
    sql`EXISTS (SELECT 1 FROM shop_closed_dates cd WHERE cd.shop_id = ${shops.id} AND cd.day = ${day})`
  const to = sql`(CASE WHEN h.t = 1439 THEN 1440 ELSE h.t END)`
  return sql`(${shops.open} AND EXISTS (
    SELECT 1 FROM shop_working_days wd
    CROSS JOIN LATERAL (SELECT ${clockMinutesSql(sql`wd."from"`)} AS f, ${clockMinutesSql(sql`wd."to"`)} AS t) h
    CROSS JOIN LATERAL (SELECT h.f AS start,
      CASE WHEN h.f = h.t THEN h.f + 1440 WHEN ${to} <= h.f THEN ${to} + 1440 ELSE ${to} END AS stop) s
    WHERE wd.shop_id = ${shops.id} AND wd.day IN (c.today_name, c.yesterday_name) AND NOT wd.disabled
      AND h.f < 1440 AND h.t IS NOT NULL AND (
        (wd.day = c.today_name AND c.minute >= s.start AND c.minute < s.stop AND NOT ${closedOn(sql`c.today`)})
        OR (wd.day = c.yesterday_name AND c.minute < s.stop - 1440 AND NOT ${closedOn(sql`c.yesterday`)})
      )))`
}

/** A shop's working days, and its closed dates from `fromDay` on (yesterday's matters to night hours). */
export async function loadShopHours(db: Executor, shopId: number, fromDay: string) {
  // Queued together: one wait, also inside an order's transaction (db/pipeline.ts).
  const [hours, closed] = await runTogether([
    db
      .select({
        day: shopWorkingDays.day,
        from: shopWorkingDays.from,
        to: shopWorkingDays.to,
        disabled: shopWorkingDays.disabled,
      })
      .from(shopWorkingDays)
      .where(eq(shopWorkingDays.shopId, shopId)),
    db
      .select({ day: shopClosedDates.day })
      .from(shopClosedDates)
      .where(and(eq(shopClosedDates.shopId, shopId), gte(shopClosedDates.day, fromDay))),
  ] as const)
  return { hours, closed: closed.map((c) => c.day) }
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
      const near = request.address ? sql`floor(${distanceSql(request.address)}) ASC, ` : sql``
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
      AND ${listedProductAt('p')} AND p.min_price >= ${min}::int
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
export async function listShopIdsPage(
  db: Executor,
  request: ShopListRequest,
): Promise<{ ids: number[]; total: number }> {
  const where = listConditions(request)
  const deliveringFirst = request.deliveringIds?.length
    ? sql`(${shops.id} = ANY(${intArray(request.deliveringIds)})) DESC, `
    : sql``
  // The open-now condition reads the clock: to keep open shops, and to rank them first in a search.
  const needsClock = request.filter.openNow || (request.order === 'relevance' && request.filter.search)
  const zones = needsClock
    ? (await listStoredTimeZones(db)).map((stored) => ({ stored, zone: resolveTimeZone(stored, request.timeZone) }))
    : []
  const withClock = needsClock ? sql`WITH ${openClockCte(request.now, zones)} ` : sql``
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
export async function listOpenShopIds(db: Executor, now: Date, timeZone: string): Promise<number[]> {
  const { ids } = await listShopIdsPage(db, {
    filter: { openNow: true },
    order: 'old',
    now,
    timeZone,
    limit: 1_000_000,
    offset: 0,
  })
  return ids.sort((a, b) => a - b)
}

/** A prepared text search over `shops`: its match condition, relevance tier and best matching field. */
export function shopSearch(prepared: PreparedSearch): { match: SQL; tier: SQL; field: SQL } {
  return {
    match: searchMatchSql(prepared, shops.searchVector),
    tier: searchTierSql(prepared, shops.searchVector),
    field: searchFieldSql(prepared, shops.searchVector, SEARCH_FIELD_GROUPS.shops),
  }
}

/** The ids of the shops the user sells in. */
export async function listOwnedShopIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.select({ id: shops.id }).from(shops).where(eq(shops.userId, userId))
  return rows.map((r) => r.id)
}

/** Whether the user sells in the shop. */
export async function ownsShop(db: Executor, userId: number, shopId: number): Promise<boolean> {
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.userId, userId)))
  return Boolean(shop)
}
