// Shops as responses show them: the bundles (and, for an address, the zones delivering to it) are loaded here, then
// handed to the pure presenter in present.ts.
import type { Shop } from '@basil/contracts'
import type { Executor } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import type { GeoPoint } from './geo.ts'
import { presentShopBundle } from './present.ts'
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
  for (const row of rows) result.set(row.id, presentShopBundle(row, ctx, { now, address, delivering }))
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
