import type { ProductListQuery } from '@basil/contracts'
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/types.ts'
import { executeNamed } from '../../db/prepared.ts'
import { categories, products } from '../../db/schema/index.ts'
import { intArray, translationJson } from '../../db/sql.ts'
import { isListedInPublicShop, listedInPublicShopAt, onSaleProductAt } from '../../db/rules.ts'
import { searchMatchSql, type PreparedSearch, type SearchOptions } from '../search/index.ts'

/** A product row as responses use it (the search vector stays in the database). */
export type ProductRecord = Omit<typeof products.$inferSelect, 'searchVector'>

/** Which listed products a list shows, in plain values: the lookups (category tree, delivering shops) already made. */
export interface ListedProductFilter {
  shopId?: number
  /** Products of these shops only (those delivering to the customer's address). */
  shopIds?: readonly number[]
  /** Products of these categories only (a category and its sub-tree). */
  categoryIds?: readonly number[]
  /** Products of these brands only, when not empty. */
  brandIds?: readonly number[]
  /** Bounds on `min_price`, minor units of the default currency. */
  minPriceFrom?: number
  minPriceTo?: number
  /** The shop's recommended products only. */
  recommended?: boolean
}

/** The condition a product list is read under, built here and handed back to this repository's reads. */
export type ProductCondition = SQL

const dialect = new PgDialect()

/** The listed products of public shops narrowed by the filter. */
export function listedProductsWhere(filter: ListedProductFilter): ProductCondition {
  const conditions: SQL[] = [isListedInPublicShop]
  if (filter.recommended) conditions.push(eq(products.isRecommended, true))
  if (filter.shopId !== undefined) conditions.push(eq(products.shopId, filter.shopId))
  if (filter.shopIds) conditions.push(sql`${products.shopId} = ANY(${intArray(filter.shopIds)})`)
  if (filter.categoryIds) conditions.push(sql`${products.categoryId} = ANY(${intArray(filter.categoryIds)})`)
  if (filter.brandIds?.length) conditions.push(sql`${products.brandId} = ANY(${intArray(filter.brandIds)})`)
  if (filter.minPriceFrom !== undefined) conditions.push(sql`${products.minPrice} >= ${filter.minPriceFrom}`)
  if (filter.minPriceTo !== undefined) conditions.push(sql`${products.minPrice} <= ${filter.minPriceTo}`)
  return and(...conditions)!
}

/** The condition narrowed to the products matching a prepared search term. */
export function matchingSearch(where: ProductCondition, prepared: PreparedSearch): ProductCondition {
  return and(where, searchMatchSql(prepared, products.searchVector))!
}

/** Tells one condition from another (its text and bound values), to cache what was read under it. */
export function conditionKey(where: ProductCondition): string {
  const rendered = dialect.sqlToQuery(where)
  return JSON.stringify([rendered.sql, rendered.params])
}

/**
 * How searched products rank after the match tier: products of open shops first; after the field, products of
 * nearer shops first, by the kilometre (so that within one the better rated come first), when the customer's
 * distances to the delivering shops (km by shop id) are known.
 */
export function productSearchRank(
  openShopIds: readonly number[],
  delivering: ReadonlyMap<number, number> | undefined,
): SearchOptions['rank'] {
  const first = [sql`(CASE WHEN ${products.shopId} = ANY(${intArray(openShopIds)}) THEN 0 ELSE 1 END)`]
  if (!delivering?.size) return { first }
  const byKilometre = new Map<number, number[]>()
  for (const [shopId, km] of delivering) {
    const band = Math.floor(km)
    byKilometre.set(band, [...(byKilometre.get(band) ?? []), shopId])
  }
  const branches = [...byKilometre.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([band, ids]) => sql`WHEN ${products.shopId} = ANY(${intArray(ids.sort((a, b) => a - b))}) THEN ${band}::int`)
  return { first, then: [sql`(CASE ${sql.join(branches, sql` `)} ELSE NULL END)`] }
}

function orderFor(order: ProductListQuery['order_by']): SQL[] {
  switch (order) {
    case 'old':
      return [asc(products.id)]
    case 'price_asc':
      return [asc(products.minPrice), asc(products.id)]
    case 'price_desc':
      return [desc(products.minPrice), desc(products.id)]
    case 'rating':
      return [sql`${products.ratingAvg} DESC NULLS LAST`, desc(products.id)]
    default:
      return [desc(products.id)]
  }
}

/** One page of products under `where`, in the list's `order` (newest first by default). */
export function pageProducts(
  db: Executor,
  options: { where: ProductCondition; order: ProductListQuery['order_by']; limit: number; offset: number },
): Promise<Array<{ id: number }>> {
  return db
    .select({ id: products.id })
    .from(products)
    .where(options.where)
    .orderBy(...orderFor(options.order))
    .limit(options.limit)
    .offset(options.offset)
}

export async function countProducts(db: Executor, where: ProductCondition): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(products)
    .where(where)
  return Number(row?.n ?? 0)
}

/** Lowest and highest `min_price` of the listed products of public shops, minor units; null when there are none. */
export async function findListedPriceRange(db: Executor) {
  const [row] = await db
    .select({ min: sql<number | null>`min(${products.minPrice})`, max: sql<number | null>`max(${products.minPrice})` })
    .from(products)
    .where(isListedInPublicShop)
  return { min: row?.min ?? null, max: row?.max ?? null }
}

/** The category and its descendants (categories nest main → sub → child). */
export async function listCategoryTreeIds(db: Executor, categoryId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    WITH RECURSIVE tree(id) AS (
      SELECT id FROM ${categories} WHERE id = ${categoryId}
      UNION SELECT c.id FROM ${categories} c JOIN tree ON c.parent_id = tree.id
    ) SELECT id FROM tree`)
  return result.rows.map((r) => r.id)
}

/** A translation as JSON: the wanted locale, else the default one, else any (lowest id), like loadTranslations. */
interface Locales {
  locale: string
  defaultLocale: string
}

export interface TranslationJson {
  id: number
  locale: string
  title: string
  description?: string | null
}

/** A product row with every relation its response shows, as loaded by loadProductBundles. */
export interface ProductBundle extends ProductRecord {
  translation: TranslationJson | null
  stocks: Array<{
    id: number
    price: number
    quantity: number
    sku: string | null
    addon: boolean
    extras: Array<{
      id: number
      extra_group_id: number
      value: string
      group_type: 'text' | 'color' | 'image'
      group_translation: TranslationJson | null
    }> | null
    /** Only when loaded with `addons`. */
    addons?: Array<{ id: number; product_id: number }> | null
  }> | null
  galleries: Array<{ id: number; path: string }> | null
  discounts: Array<{ type: 'fix' | 'percent'; price: number }> | null
  unit: { id: number; position: 'before' | 'after'; active: boolean; translation: TranslationJson | null } | null
  category: { id: number; uuid: string; translation: TranslationJson | null } | null
  brand: { id: number; uuid: string; title: string; img: string | null } | null
}

/**
 * The products with all their relations in one round trip: each relation is a correlated JSON subquery on its
 * foreign-key index, so the cost grows with the page, not with the tables. A page is answered by this query and the
 * shops' presentation, instead of a dozen queries queueing for the pool.
 */
export async function loadProductBundles(
  db: Executor,
  /** `productIdsFrom`: a sub-select answering product ids (one column), for callers that know them only by a key. */
  which: { ids: number[] } | { listedUuid: string } | { productIdsFrom: SQL },
  locales: Locales,
  now: Date,
  options: { addons?: boolean } = {},
): Promise<ProductBundle[]> {
  if ('ids' in which && which.ids.length === 0) return []
  const withDescription = ['title', 'description']
  const productTitle = translationJson('product_translations', 'product_id', sql`p.id`, withDescription, locales)
  const groupTitle = translationJson('extra_group_translations', 'extra_group_id', sql`g.id`, ['title'], locales)
  const unitTitle = translationJson('unit_translations', 'unit_id', sql`u.id`, ['title'], locales)
  const categoryTitle = translationJson('category_translations', 'category_id', sql`c.id`, withDescription, locales)
  const where =
    'ids' in which
      ? sql`p.id = ANY(${intArray(which.ids)})`
      : 'productIdsFrom' in which
        ? sql`p.id IN (${which.productIdsFrom})`
        : sql`p.uuid = ${which.listedUuid.toLowerCase()}::uuid AND ${listedInPublicShopAt('p')}`
  // Addons on sale offered with each stock, for the product page.
  const addons = options.addons
    ? sql`, 'addons', (SELECT json_agg(json_build_object('id', sa.id, 'product_id', sa.addon_product_id) ORDER BY sa.id)
          FROM stock_addons sa JOIN products ap ON ap.id = sa.addon_product_id
          WHERE sa.stock_id = s.id AND ${onSaleProductAt('ap')})`
    : sql``
  const rows = await executeNamed<Record<string, unknown>>(
    db,
    sql`
    SELECT p.id, p.uuid::text AS uuid, p.shop_id, p.category_id, p.brand_id, p.unit_id, p.img, p.tax, p.min_qty,
      p.max_qty, p.interval, p.active, p.status, p.addon, p.vegetarian, p.kcal, p.bar_code, p.is_recommended,
      p.rating_avg, p.reviews_count, p.min_price, p.created_at, p.updated_at,
      ${productTitle} AS translation,
      (SELECT json_agg(json_build_object(
          'id', s.id, 'price', s.price, 'quantity', s.quantity, 'sku', s.sku, 'addon', s.addon,
          'extras', (SELECT json_agg(json_build_object(
              'id', v.id, 'extra_group_id', v.extra_group_id, 'value', v.value, 'group_type', g.type,
              'group_translation', ${groupTitle}
            ) ORDER BY v.extra_group_id, v.id)
            FROM stock_extras se JOIN extra_values v ON v.id = se.extra_value_id
            JOIN extra_groups g ON g.id = v.extra_group_id
            WHERE se.stock_id = s.id)
          ${addons}
        ) ORDER BY s.id)
        FROM stocks s WHERE s.product_id = p.id) AS stocks,
      (SELECT json_agg(json_build_object('id', pg.id, 'path', pg.path) ORDER BY pg.position, pg.id)
        FROM product_galleries pg WHERE pg.product_id = p.id) AS galleries,
      (SELECT json_agg(json_build_object('type', d.type, 'price', d.price))
        FROM product_discounts pd JOIN discounts d ON d.id = pd.discount_id
        WHERE pd.product_id = p.id AND d.active AND d.start <= ${now} AND d."end" >= ${now}) AS discounts,
      (SELECT json_build_object('id', u.id, 'position', u.position, 'active', u.active,
          'translation', ${unitTitle})
        FROM units u WHERE u.id = p.unit_id) AS unit,
      (SELECT json_build_object('id', c.id, 'uuid', c.uuid, 'translation', ${categoryTitle})
        FROM categories c WHERE c.id = p.category_id) AS category,
      (SELECT json_build_object('id', b.id, 'uuid', b.uuid, 'title', b.title, 'img', b.img)
        FROM brands b WHERE b.id = p.brand_id) AS brand
    FROM products p
    WHERE ${where}`,
  )
  return rows.map((r) => ({
    id: r.id as number,
    uuid: r.uuid as string,
    shopId: r.shop_id as number,
    categoryId: r.category_id as number | null,
    brandId: r.brand_id as number | null,
    unitId: r.unit_id as number | null,
    img: r.img as string | null,
    tax: r.tax as number,
    minQty: r.min_qty as number,
    maxQty: r.max_qty as number,
    interval: r.interval as number,
    active: r.active as boolean,
    status: r.status as ProductRecord['status'],
    addon: r.addon as boolean,
    vegetarian: r.vegetarian as boolean,
    kcal: r.kcal as number | null,
    barCode: r.bar_code as string | null,
    isRecommended: r.is_recommended as boolean,
    ratingAvg: r.rating_avg as number | null,
    reviewsCount: r.reviews_count as number,
    minPrice: r.min_price as number,
    createdAt: new Date(r.created_at as string | Date),
    updatedAt: new Date(r.updated_at as string | Date),
    translation: r.translation as ProductBundle['translation'],
    stocks: r.stocks as ProductBundle['stocks'],
    galleries: r.galleries as ProductBundle['galleries'],
    discounts: r.discounts as ProductBundle['discounts'],
    unit: r.unit as ProductBundle['unit'],
    category: r.category as ProductBundle['category'],
    brand: r.brand as ProductBundle['brand'],
  }))
}

/** The listed products of a shop for its menu: ids with what grouping needs. */
export function listShopMenuProducts(db: Executor, where: ProductCondition) {
  return db
    .select({ id: products.id, categoryId: products.categoryId, isRecommended: products.isRecommended })
    .from(products)
    .where(where)
    .orderBy(asc(products.id))
}

/** The categories and every ancestor of them, so a menu can be laid out in tree order. */
export async function findCategoriesWithAncestors(db: Executor, ids: number[]) {
  if (ids.length === 0) return []
  type Row = { id: number; uuid: string; parent_id: number | null; img: string | null; input: number }
  const result = await db.execute<Row>(sql`
    WITH RECURSIVE tree AS (
      SELECT c.id, c.uuid, c.parent_id, c.img, c.input FROM ${categories} c
      WHERE c.id = ANY(${intArray(ids)})
      UNION
      SELECT p.id, p.uuid, p.parent_id, p.img, p.input FROM ${categories} p JOIN tree ON p.id = tree.parent_id
    ) SELECT id, uuid::text AS uuid, parent_id, img, input FROM tree`)
  return result.rows.map((r) => ({ id: r.id, uuid: r.uuid, parentId: r.parent_id, img: r.img, input: r.input }))
}
