import type { PageWindow } from '../../lib/pagination.ts'
export type { PageWindow }
import type { Shop, ShopListQuery } from '@basil/contracts'
import type { Executor } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import { badRequest, notFound, notInDeliveryZone } from '../../lib/errors.ts'
import { prepareSearch } from '../search/index.ts'
import { distanceKm, type GeoPoint } from './geo.ts'
import { presentShopsByIds, presentShopsInOrder } from './read-model.ts'
import * as repo from './repository.ts'
import * as extra from './shop-extras-repository.ts'
import { findShopsDeliveringTo } from './zones.ts'

/** `shops/recommended` is not paginated; a storefront shows a carousel, so a bounded list is enough. */
export const RECOMMENDED_LIMIT = 50

export interface Page<T> {
  items: T[]
  total: number
}

/** Decimal amounts of the request's currency to minor units of the default currency. */
function toMinorUnits(values: number[], ctx: RequestContext): number[] {
  const rate = ctx.currency.rate > 0 ? ctx.currency.rate : 1
  return values.map((v) => Math.round((v * 100) / rate))
}

export type ShopListInput = Omit<ShopListQuery, 'lang' | 'currency_id'>

/**
 * Public shops for `shops/paginate` (and the booking and search lists built on it). With an address, shops delivering
 * there come first and every shop says whether it does (`delivers_to_address`). With `search` and no `order_by`,
 * the best matches come first: exact before fuzzy, open before closed, by name before by tag or category before by
 * product, nearer before farther (by the kilometre), then the best rated.
 */
export async function listShops(
  db: Executor,
  query: ShopListInput,
  window: PageWindow,
  ctx: RequestContext,
  options: { booking?: boolean; now?: Date } = {},
): Promise<Page<Shop>> {
  const now = options.now ?? ctx.now
  const address = query.address
  if (query.order_by === 'distance' && !address) {
    throw badRequest('The address field is required when order_by is distance', {
      address: ['The address field is required when order_by is distance'],
    })
  }
  const search = query.search?.trim()
  const [delivering, prepared] = await Promise.all([
    address ? findShopsDeliveringTo(db, address) : Promise.resolve(undefined),
    search ? prepareSearch(db, search) : Promise.resolve(undefined),
  ])
  // A term without words (punctuation only) matches nothing.
  if (prepared && prepared.tiers.length === 0) return { items: [], total: 0 }

  const { ids, total } = await repo.listShopIdsPage(db, {
    filter: {
      type: query.type,
      verify: query.verify,
      categoryId: query.category_id,
      tagId: query.take,
      rating: query.rating,
      prices: query.prices ? toMinorUnits(query.prices, ctx) : undefined,
      deals: query.deals,
      openNow: query.open,
      freeDelivery: query.free_delivery,
      booking: options.booking,
      search: prepared ? repo.shopSearch(prepared) : undefined,
    },
    order: query.order_by ?? (prepared ? 'relevance' : 'new'),
    address,
    deliveringIds: delivering ? [...delivering.keys()] : undefined,
    now,
    timeZone: ctx.timeZone,
    limit: window.perPage,
    offset: window.offset,
  })
  const items = await presentShopsInOrder(db, ids, ctx, { address, deliveringTo: delivering, now })
  return { items, total }
}

/** Recommended public shops; with an address, only those delivering there. */
export async function listRecommendedShops(
  db: Executor,
  address: GeoPoint | undefined,
  ctx: RequestContext,
): Promise<Shop[]> {
  const now = ctx.now
  const delivering = address ? await findShopsDeliveringTo(db, address) : undefined
  if (delivering && delivering.size === 0) return []
  const { ids } = await repo.listShopIdsPage(db, {
    filter: { recommended: true, onlyDelivering: Boolean(delivering) },
    order: 'high_rating',
    address,
    deliveringIds: delivering ? [...delivering.keys()] : undefined,
    now,
    timeZone: ctx.timeZone,
    limit: RECOMMENDED_LIMIT,
    offset: 0,
  })
  return presentShopsInOrder(db, ids, ctx, { address, deliveringTo: delivering, now })
}

/** A public shop by id, uuid or slug; 404 otherwise. */
export async function requirePublicShop(db: Executor, ref: string) {
  const row = await repo.findPublicShopByRef(db, ref)
  if (!row) throw notFound('Shop not found')
  return row
}

export async function getShop(
  db: Executor,
  ref: string,
  ctx: RequestContext,
  address: GeoPoint | undefined,
): Promise<Shop> {
  const row = await requirePublicShop(db, ref)
  const shop = (await presentShopsByIds(db, [row.id], ctx, { address })).get(row.id)
  if (!shop) throw notFound('Shop not found')
  return shop
}

export async function listShopCategories(db: Executor, ref: string, window: PageWindow, ctx: RequestContext) {
  const shop = await requirePublicShop(db, ref)
  return extra.listShopProductCategories(db, shop.id, window, ctx)
}

export async function listShopReviews(db: Executor, ref: string, window: PageWindow, ctx: RequestContext) {
  const shop = await requirePublicShop(db, ref)
  return extra.listShopReviews(db, shop.id, window, ctx)
}

export function listShopTakes(db: Executor, categoryId: number | undefined, ctx: RequestContext) {
  return extra.listShopTags(db, categoryId, ctx)
}

/** Any public shop delivering to the address (the nearest one), or the contract's "not available here" error. */
export async function checkAnyDeliveryZone(db: Executor, address: GeoPoint) {
  const delivering = await findShopsDeliveringTo(db, address)
  let best: { shop_id: number; distance_km: number } | undefined
  for (const [shopId, km] of delivering) {
    if (!best || km < best.distance_km) best = { shop_id: shopId, distance_km: km }
  }
  if (!best) throw notInDeliveryZone()
  return { shop_id: best.shop_id, distance_km: roundKm(best.distance_km) }
}

/** Whether one public shop delivers to the address: 404 for an unknown shop, the zone error when it does not. */
export async function checkShopDeliveryZone(db: Executor, ref: string, address: GeoPoint) {
  const shop = await requirePublicShop(db, ref)
  const delivering = await findShopsDeliveringTo(db, address, [shop.id])
  if (!delivering.has(shop.id)) throw notInDeliveryZone()
  return { shop_id: shop.id, distance_km: roundKm(distanceKm(address, shop)) }
}

function roundKm(km: number): number {
  return Math.round(km * 1000) / 1000
}
