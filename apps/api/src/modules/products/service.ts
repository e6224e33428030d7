import type { Product, ProductListQuery, ProductSearchQuery, ShopMenu } from '@basil/contracts'
import type { Executor } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { imageUrl, money } from '../../lib/present.ts'
import { presentTranslation } from '../../lib/translations.ts'
import { loadTranslationsOf } from '../../db/translations.ts'
import { cachePerDatabase } from '../../lib/cache.ts'
import { clearSearchCaches, prepareSearch, searchProducts, type SearchOptions } from '../search/index.ts'
import { findPublicShopByRef, listOpenShopIds } from '../shops/index.ts'
import { findShopsDeliveringTo } from '../shops/index.ts'
import { presentListedProductByUuid, presentProductsByIds, presentProductsInOrder } from './read-model.ts'
import * as repo from './repository.ts'

export const DEFAULT_PER_PAGE = 10

/**
 * Totals of product lists, cached per database handle: counting a whole listing scans every matching row while its
 * page stops after a few, so a busy list is counted once per COUNT_TTL_MS (a write shows in `meta.total` within it).
 */
const COUNT_TTL_MS = 30_000
const countCache = cachePerDatabase<number>(COUNT_TTL_MS, 1_000)
/**
 * Which shops are open, for ranking searched products: hours change by the minute, so a set a few seconds old ranks
 * as well as a fresh one, and one query serves every search meanwhile.
 */
const OPEN_SHOPS_TTL_MS = 15_000
const openShopsCache = cachePerDatabase<number[]>(OPEN_SHOPS_TTL_MS, 1)

/** Forgets this database's cached totals and search rankings (a test that writes and then lists). */
export function clearProductCaches(db: Executor) {
  countCache.clear(db)
  openShopsCache.clear(db)
  clearSearchCaches(db)
}

/**
 * How searched products rank after the match tier: products of open shops first; after the field, products of
 * nearer shops first, by the kilometre (so that within one the better rated come first), when the customer's
 * distances to the delivering shops are known.
 */
async function productSearchRank(
  db: Executor,
  delivering: Map<number, number> | undefined,
  ctx: RequestContext,
): Promise<SearchOptions['rank']> {
  const open = await openShopsCache.for(db).get('open', () => listOpenShopIds(db, ctx.now, ctx.timeZone))
  return repo.productSearchRank(open, delivering)
}

function countListed(db: Executor, where: repo.ProductCondition): Promise<number> {
  return countCache.for(db).get(repo.conditionKey(where), () => repo.countProducts(db, where))
}

export interface ProductPage {
  items: Product[]
  page: number
  perPage: number
  total: number
}

type Address = { latitude: number; longitude: number }

/** Money typed in the request's currency as bounds on `min_price` (integer minor units of the default currency). */
function priceBounds(query: Pick<ProductListQuery, 'price_from' | 'price_to' | 'prices'>, ctx: RequestContext) {
  const from = query.price_from ?? query.prices?.[0]
  const to = query.price_to ?? query.prices?.[1]
  // The tolerance keeps a price shown as exactly the bound inside the range despite the rate's rounding.
  const toMinor = (value: number) => (value * 100) / ctx.currency.rate
  return {
    from: from === undefined ? undefined : Math.ceil(toMinor(from) - 1e-6),
    to: to === undefined ? undefined : Math.floor(toMinor(to) + 1e-6),
  }
}

type ListFilters = Partial<
  Pick<ProductListQuery, 'shop_id' | 'category_id' | 'brand_id' | 'brand_ids' | 'price_from' | 'price_to' | 'prices'>
> & { address?: Address; recommended?: boolean }

/**
 * The condition of a product list: listed products narrowed by the filters. The small lookups a filter needs (a
 * category's sub-tree, the shops delivering to the address) run first, in parallel, so the products query gets plain
 * id arrays the planner can estimate and use indexes for. Null when a filter excludes everything; with an address,
 * also the delivering shops and their distance in km.
 */
async function buildListCondition(
  db: Executor,
  filters: ListFilters,
  ctx: RequestContext,
): Promise<{ where: repo.ProductCondition; delivering?: Map<number, number> } | null> {
  const [categoryIds, delivering] = await Promise.all([
    filters.category_id === undefined ? undefined : repo.listCategoryTreeIds(db, filters.category_id),
    filters.address ? findShopsDeliveringTo(db, filters.address) : undefined,
  ])
  if (categoryIds?.length === 0 || delivering?.size === 0) return null
  const bounds = priceBounds(filters, ctx)
  const where = repo.listedProductsWhere({
    recommended: filters.recommended,
    shopId: filters.shop_id,
    shopIds: delivering && [...delivering.keys()],
    categoryIds,
    brandIds: [...(filters.brand_ids ?? []), ...(filters.brand_id === undefined ? [] : [filters.brand_id])],
    minPriceFrom: bounds.from,
    minPriceTo: bounds.to,
  })
  return { where, delivering }
}

/**
 * A filtered, ordered page of listed products; `search` filters by the term and, without order_by, ranks by it.
 * `recommended` keeps a shop's recommended products only.
 */
export async function listProducts(
  db: Executor,
  query: Omit<ProductListQuery, 'lang' | 'currency_id'>,
  ctx: RequestContext,
  options: { recommended?: boolean } = {},
): Promise<ProductPage> {
  const page = query.page ?? 1
  const perPage = query.perPage ?? DEFAULT_PER_PAGE
  const empty = { items: [], page, perPage, total: 0 }
  const term = query.search?.trim()
  const [list, prepared] = await Promise.all([
    buildListCondition(db, { ...query, recommended: options.recommended }, ctx),
    term ? prepareSearch(db, term) : Promise.resolve(undefined),
  ])
  if (!list) return empty
  const condition = list.where
  const presentOptions = query.address ? { address: query.address } : {}
  if (prepared && !query.order_by) {
    const rank = await productSearchRank(db, list.delivering, ctx)
    const found = await searchProducts(db, { term: term!, page, perPage, where: condition, rank })
    const items = await presentProductsInOrder(db, found.ids, ctx, presentOptions)
    return { items, page, perPage, total: found.total }
  }
  const where = prepared ? repo.matchingSearch(condition, prepared) : condition
  // The count scans every match while the page stops after a few rows: run them side by side.
  const [items, total] = await Promise.all([
    repo.pageProducts(db, { where, order: query.order_by, limit: perPage, offset: (page - 1) * perPage }).then((rows) =>
      presentProductsInOrder(
        db,
        rows.map((r) => r.id),
        ctx,
        presentOptions,
      ),
    ),
    countListed(db, where),
  ])
  return { items, page, perPage, total }
}

/**
 * `rest/products/search`: listed products matching the term, best match first (exact before fuzzy, open shops
 * first, by title before by category, nearer shops first, then the best rated), with an accurate total.
 */
export async function searchListedProducts(
  db: Executor,
  query: Omit<ProductSearchQuery, 'lang' | 'currency_id'>,
  ctx: RequestContext,
): Promise<ProductPage> {
  const page = query.page ?? 1
  const perPage = query.perPage ?? DEFAULT_PER_PAGE
  const list = await buildListCondition(db, { shop_id: query.shop_id, address: query.address }, ctx)
  if (!list) return { items: [], page, perPage, total: 0 }
  const rank = await productSearchRank(db, list.delivering, ctx)
  const { ids, total } = await searchProducts(db, { term: query.search, page, perPage, where: list.where, rank })
  const items = await presentProductsInOrder(db, ids, ctx, query.address ? { address: query.address } : {})
  return { items, page, perPage, total }
}

/** A listed product with its full detail (stocks with extras and addons); 404 when it is not on sale. */
export async function getProductByUuid(db: Executor, uuid: string, ctx: RequestContext): Promise<Product> {
  const product = await presentListedProductByUuid(db, uuid, ctx)
  if (!product) throw notFound('Product not found')
  return product
}

/** The lowest and highest price of listed products, in the request's currency (0 and 0 when there are none). */
export async function getPriceRange(db: Executor, ctx: RequestContext): Promise<{ min: number; max: number }> {
  const range = await repo.findListedPriceRange(db)
  return { min: money(range.min ?? 0, ctx), max: money(range.max ?? 0, ctx) }
}

async function requireShopId(db: Executor, ref: string): Promise<number> {
  const shop = await findPublicShopByRef(db, ref)
  if (!shop) throw notFound('Shop not found')
  return shop.id
}

/** `rest/shops/{id}/products/paginate` and its recommended variant. */
export async function listShopProducts(
  db: Executor,
  shopRef: string,
  query: Omit<ProductListQuery, 'lang' | 'currency_id' | 'shop_id'>,
  ctx: RequestContext,
  options: { recommended?: boolean } = {},
): Promise<ProductPage> {
  const shopId = await requireShopId(db, shopRef)
  return listProducts(db, { ...query, shop_id: shopId } as Omit<ProductListQuery, 'lang' | 'currency_id'>, ctx, options)
}

/**
 * A shop's menu: its recommended products, and every category holding its products in tree order (a parent, then its
 * sub-categories, each level by `input`), each with its products.
 */
export async function getShopMenu(
  db: Executor,
  shopRef: string,
  query: { category_id?: number; brand_ids?: number[] },
  ctx: RequestContext,
): Promise<ShopMenu> {
  const shopId = await requireShopId(db, shopRef)
  const list = await buildListCondition(
    db,
    { shop_id: shopId, category_id: query.category_id, brand_ids: query.brand_ids },
    ctx,
  )
  const rows = list ? await repo.listShopMenuProducts(db, list.where) : []
  const categoryIds = [...new Set(rows.flatMap((r) => (r.categoryId === null ? [] : [r.categoryId])))]
  const [presented, categoryRows, translations] = await Promise.all([
    presentProductsByIds(
      db,
      rows.map((r) => r.id),
      ctx,
    ),
    repo.findCategoriesWithAncestors(db, categoryIds),
    loadTranslationsOf(db, 'categoryTranslations', categoryIds, ctx),
  ])

  const productsByCategory = new Map<number, Product[]>()
  for (const row of rows) {
    const product = presented.get(row.id)
    if (!product || row.categoryId === null) continue
    const list = productsByCategory.get(row.categoryId) ?? []
    list.push(product)
    productsByCategory.set(row.categoryId, list)
  }

  const byParent = new Map<number | null, typeof categoryRows>()
  const known = new Set(categoryRows.map((c) => c.id))
  for (const c of categoryRows) {
    const parent = c.parentId !== null && known.has(c.parentId) ? c.parentId : null
    const list = byParent.get(parent) ?? []
    list.push(c)
    byParent.set(parent, list)
  }
  for (const list of byParent.values()) list.sort((a, b) => a.input - b.input || a.id - b.id)
  const all: ShopMenu['all'] = []
  const visit = (parent: number | null, seen: Set<number>) => {
    for (const c of byParent.get(parent) ?? []) {
      if (seen.has(c.id)) continue
      seen.add(c.id)
      const items = productsByCategory.get(c.id)
      if (items?.length) {
        all.push({
          id: c.id,
          uuid: c.uuid,
          parent_id: c.parentId,
          img: imageUrl(c.img, ctx),
          input: c.input,
          translation: presentTranslation(translations.get(c.id)),
          children: [],
          products: items,
        })
      }
      visit(c.id, seen)
    }
  }
  visit(null, new Set())

  const recommended = rows.flatMap((r) => {
    const product = r.isRecommended ? presented.get(r.id) : undefined
    return product ? [product] : []
  })
  return { recommended, all }
}
