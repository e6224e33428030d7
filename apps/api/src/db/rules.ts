// The marketplace's visibility rules as SQL conditions, each written once. Every query that asks "may a customer see
// this shop / buy this product" takes its condition from here, in one of two spellings of the same text: on the
// table's own name (`isPublicShop`, for Drizzle queries) or on an alias of a raw statement (`publicShopAt('s')`).
// The aliases are identifiers from our own code, never client input.
import { getTableName, sql, type SQL } from 'drizzle-orm'
import { products, shops } from './schema/index.ts'

/** The shop status the marketplace shows. */
export const APPROVED_SHOP = 'approved'

/** A shop customers may see: approved by the marketplace and not hidden by its seller. */
export function publicShopAt(alias: string): SQL {
  return sql.raw(`(${alias}.status = '${APPROVED_SHOP}' AND ${alias}.visibility)`)
}

/** A product on sale: active and published (an addon too: addons are sold attached to a main product). */
export function onSaleProductAt(alias: string): SQL {
  return sql.raw(`(${alias}.active AND ${alias}.status = 'published')`)
}

/**
 * A listed product: on sale and not an addon, i.e. what a customer can put in a cart on its own (the shop's
 * products_count). It says nothing of the shop: see listedInPublicShopAt.
 */
export function listedProductAt(alias: string): SQL {
  return sql.raw(`(${alias}.active AND ${alias}.status = 'published' AND NOT ${alias}.addon)`)
}

/** A listed product of a public shop: what catalogue lists and product pages show. */
export function listedInPublicShopAt(alias: string): SQL {
  return sql`(${listedProductAt(alias)} AND ${sql.raw(alias)}.shop_id IN (
    SELECT s.id FROM ${shops} s WHERE ${publicShopAt('s')}))`
}

const shopsTable = `"${getTableName(shops)}"`
const productsTable = `"${getTableName(products)}"`

/** publicShopAt on the `shops` table itself. */
export const isPublicShop: SQL = publicShopAt(shopsTable)
/** listedProductAt on the `products` table itself. */
export const isListedProduct: SQL = listedProductAt(productsTable)
/** listedInPublicShopAt on the `products` table itself. */
export const isListedInPublicShop: SQL = listedInPublicShopAt(productsTable)

/** The same rule as publicShopAt, for a shop row already loaded. */
export function isPublicShopRow(shop: { status: string; visibility: boolean }): boolean {
  return shop.status === APPROVED_SHOP && shop.visibility
}
