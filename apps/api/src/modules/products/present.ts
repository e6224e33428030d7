import type { AddonProduct, Product, Shop, Stock } from '@basil/contracts'
import type { SQL } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import { imageUrl, isoDate, money } from '../../lib/present.ts'
import { presentShopsByIds } from '../shops/index.ts'
import { priceStock } from './pricing.ts'
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

type StockAddon = { id: number; stock_id: number; product: AddonProduct }

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
  return presentBundles(db, bundles, ctx, { ...options, now })
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
  return presentBundles(db, bundles, ctx, { ...options, now })
}

/** The product with this uuid and its full detail (addons included) if it is on sale; undefined otherwise. */
export async function presentListedProductByUuid(
  db: Executor,
  uuid: string,
  ctx: RequestContext,
): Promise<Product | undefined> {
  const now = new Date()
  const bundles = await repo.loadProductBundles(db, { listedUuid: uuid }, ctx, now, { addons: true })
  const presented = await presentBundles(db, bundles, ctx, { detail: true, now })
  return bundles[0] && presented.get(bundles[0].id)
}

async function presentBundles(
  db: Executor,
  bundles: repo.ProductBundle[],
  ctx: RequestContext,
  options: PresentProductsOptions & { now: Date },
): Promise<Map<number, Product>> {
  const result = new Map<number, Product>()
  if (bundles.length === 0) return result
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
  const addonLinks = options.detail
    ? bundles.flatMap((b) => (b.stocks ?? []).flatMap((s) => (s.addons ?? []).map((a) => ({ ...a, stockId: s.id }))))
    : []
  // An addon belongs to the product's shop: repeating that shop under every addon of every stock would only weigh
  // the response down, so addons leave `shop` null.
  const addonsPromise = addonLinks.length
    ? presentProductsByIds(
        db,
        addonLinks.map((l) => l.product_id),
        ctx,
        { now, withShop: false },
      )
    : Promise.resolve(new Map<number, Product>())
  const [shops, addonProducts] = await Promise.all([shopsPromise, addonsPromise])

  const addonsByStock = new Map<number, StockAddon[]>()
  for (const link of addonLinks) {
    const product = addonProducts.get(link.product_id)
    if (!product) continue
    const list = addonsByStock.get(link.stockId) ?? []
    list.push({ id: link.id, stock_id: link.stockId, product })
    addonsByStock.set(link.stockId, list)
  }

  for (const row of bundles) {
    const discounts = row.discounts ?? []
    const stocks = (row.stocks ?? []).map((s) => {
      const price = priceStock(s.price, row.tax, discounts)
      const stock: Stock & { addons?: StockAddon[] } = {
        id: s.id,
        product_id: row.id,
        price: money(price.price, ctx),
        quantity: s.quantity,
        discount: money(price.discount, ctx),
        tax: money(price.tax, ctx),
        total_price: money(price.total, ctx),
        sku: s.sku,
        addon: s.addon,
        bonus: null,
        extras: (s.extras ?? []).map((e) => ({
          id: e.id,
          extra_group_id: e.extra_group_id,
          value: e.value,
          group: { id: e.extra_group_id, type: e.group_type, translation: e.group_translation },
        })),
      }
      if (options.detail) stock.addons = addonsByStock.get(s.id) ?? []
      return stock
    })
    result.set(row.id, {
      id: row.id,
      uuid: row.uuid,
      shop_id: row.shopId,
      category_id: row.categoryId,
      brand_id: row.brandId,
      unit_id: row.unitId,
      img: imageUrl(row.img, ctx),
      translation: row.translation ? { ...row.translation, description: row.translation.description ?? null } : null,
      tax: row.tax,
      min_qty: row.minQty,
      max_qty: row.maxQty,
      interval: row.interval,
      active: row.active,
      status: row.status,
      addon: row.addon,
      vegetarian: row.vegetarian,
      kcal: row.kcal,
      bar_code: row.barCode,
      is_recommended: row.isRecommended,
      rating_avg: row.ratingAvg === null ? null : Math.round(row.ratingAvg * 100) / 100,
      reviews_count: row.reviewsCount,
      min_price: money(row.minPrice, ctx),
      created_at: isoDate(row.createdAt)!,
      updated_at: isoDate(row.updatedAt)!,
      unit: row.unit,
      galleries: (row.galleries ?? []).map((g) => {
        const url = imageUrl(g.path, ctx)!
        return { id: g.id, url, path: url }
      }),
      category: row.category
        ? {
            ...row.category,
            translation: row.category.translation
              ? { ...row.category.translation, description: row.category.translation.description ?? null }
              : null,
          }
        : null,
      brand: row.brand ? { ...row.brand, img: imageUrl(row.brand.img, ctx) } : null,
      shop: shops.get(row.shopId) ?? null,
      stocks,
      stock: stocks[0] ?? null,
    })
  }
  return result
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
