import type { AddonProduct, Product, Shop, Stock } from '@basil/contracts'
import type { RequestContext } from '../../lib/context.ts'
import { imageUrl, isoDate, money } from '../../lib/present.ts'
import { priceStock } from './pricing.ts'
import type { ProductBundle } from './repository.ts'

type StockAddon = { id: number; stock_id: number; product: AddonProduct }

/** What a product's response shows besides its own bundle, loaded by the read model. */
export interface ProductRelations {
  /** Product page: each stock also lists its addons (from `addonProducts`). */
  detail?: boolean
  /** Presented shops by id; a product whose shop is absent shows `shop: null`. */
  shops: ReadonlyMap<number, Shop>
  /** Presented addon products by id (only read on `detail`); an addon that is absent is left out. */
  addonProducts: ReadonlyMap<number, Product>
}

/** The addon links of the bundles' stocks (loaded with `addons`), each with the stock it is offered with. */
export function addonLinksOf(bundles: readonly ProductBundle[]) {
  return bundles.flatMap((b) => (b.stocks ?? []).flatMap((s) => (s.addons ?? []).map((a) => ({ ...a, stockId: s.id }))))
}

/** Products as the contract's Product, keyed by id in the bundles' order. Pure: everything it shows is passed in. */
export function presentProductBundles(
  bundles: readonly ProductBundle[],
  ctx: RequestContext,
  relations: ProductRelations,
): Map<number, Product> {
  const result = new Map<number, Product>()
  if (bundles.length === 0) return result
  const { shops, addonProducts } = relations

  const addonsByStock = new Map<number, StockAddon[]>()
  for (const link of relations.detail ? addonLinksOf(bundles) : []) {
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
      if (relations.detail) stock.addons = addonsByStock.get(s.id) ?? []
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
