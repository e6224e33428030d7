// Products as responses show them: the bundles and what they point to (shops, addon products) are loaded here, then
// handed to the pure presenter in present.ts.
import type { Product, Shop } from '@basil/contracts'
import type { SQL } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import { presentShopsByIds } from '../shops/index.ts'
import { addonLinksOf, presentProductBundles } from './present.ts'
import * as repo from './repository.ts'

export interface PresentProductsOptions {
  /** Product page: each stock also lists its addons (addon products with their stocks). */
  detail?: boolean
  /** The customer's address, passed to the shop presentation (`delivers_to_address`). */
  address?: { latitude: number; longitude: number }
  /** Shops already presented by the caller (the addons of a product share its shop). */
  shops?: ReadonlyMap<number, Shop>
  /** False leaves `shop` null (lists scoped to one shop, whose page already shows it). Default true. */
  withShop?: boolean
  /** The instant discounts are judged at; now by default. */
  now?: Date
}

/**
 * Products as the contract's Product, keyed by id: one query for the products and their relations, then their shops
 * (and on `detail` the stocks' addons), whatever the number of products. Ids that do not exist are absent; callers
 * decide who may see which product.
 */
export async function presentProductsByIds(
  db: Executor,
  ids: number[],
  ctx: RequestContext,
  options: PresentProductsOptions = {},
): Promise<Map<number, Product>> {
  const productIds = [...new Set(ids)]
  if (productIds.length === 0) return new Map()
  const now = options.now ?? new Date()
  const bundles = await repo.loadProductBundles(db, { ids: productIds }, ctx, now, { addons: options.detail })
  return presentLoadedBundles(db, bundles, ctx, { ...options, now })
}

/** The products whose ids `productIdsFrom` (a sub-select of one column) answers, read in one statement. */
export async function presentProductsFrom(
  db: Executor,
  productIdsFrom: SQL,
  ctx: RequestContext,
  options: PresentProductsOptions = {},
): Promise<Map<number, Product>> {
  const now = options.now ?? new Date()
  const bundles = await repo.loadProductBundles(db, { productIdsFrom }, ctx, now, { addons: options.detail })
  return presentLoadedBundles(db, bundles, ctx, { ...options, now })
}

/** The product with this uuid and its full detail (addons included) if it is on sale; undefined otherwise. */
export async function presentListedProductByUuid(
  db: Executor,
  uuid: string,
  ctx: RequestContext,
): Promise<Product | undefined> {
  const now = new Date()
  const bundles = await repo.loadProductBundles(db, { listedUuid: uuid }, ctx, now, { addons: true })
  const presented = await presentLoadedBundles(db, bundles, ctx, { detail: true, now })
  return bundles[0] && presented.get(bundles[0].id)
}

/** The presented products in the order of `ids` (missing ids are skipped). */
export async function presentProductsInOrder(
  db: Executor,
  ids: number[],
  ctx: RequestContext,
  options: PresentProductsOptions = {},
): Promise<Product[]> {
  const map = await presentProductsByIds(db, ids, ctx, options)
  return ids.flatMap((id) => map.get(id) ?? [])
}

/** Loads the bundles' shops (those the caller did not pass) and, on `detail`, their addon products; then presents. */
async function presentLoadedBundles(
  db: Executor,
  bundles: repo.ProductBundle[],
  ctx: RequestContext,
  options: PresentProductsOptions & { now: Date },
): Promise<Map<number, Product>> {
  if (bundles.length === 0) return new Map()
  const { now } = options
  const shopsPromise = (async () => {
    const shops = new Map<number, Shop>(options.shops ?? [])
    if (options.withShop === false) return shops
    const missing = [...new Set(bundles.map((b) => b.shopId))].filter((id) => !shops.has(id))
    if (missing.length) {
      const loaded = await presentShopsByIds(db, missing, ctx, options.address ? { address: options.address } : {})
      for (const [id, shop] of loaded) shops.set(id, shop)
    }
    return shops
  })()
  const addonIds = options.detail ? addonLinksOf(bundles).map((l) => l.product_id) : []
  // An addon belongs to the product's shop: repeating that shop under every addon of every stock would only weigh
  // the response down, so addons leave `shop` null.
  const addonsPromise = addonIds.length
    ? presentProductsByIds(db, addonIds, ctx, { now, withShop: false })
    : Promise.resolve(new Map<number, Product>())
  const [shops, addonProducts] = await Promise.all([shopsPromise, addonsPromise])
  return presentProductBundles(bundles, ctx, { detail: options.detail, shops, addonProducts })
}
