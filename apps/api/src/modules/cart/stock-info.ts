// The stocks' current prices, stock on hand and quantity rules, read for the cart's pure pricing (pricing.ts).
import { sql, type SQL } from 'drizzle-orm'
import { intArray } from '../../db/sql.ts'
import type { Executor } from '../../db/types.ts'
import { priceStock, type ProductDiscount } from '../products/index.ts'
import type { StockInfo } from './pricing.ts'

/**
 * Current price, stock on hand and quantity rules of each stock, keyed by stock id: of the stocks named, or of those a
 * sub-select of one column answers (`stockIdsFrom`, for a caller that knows them only by a key, such as a cart).
 */
export async function loadStockInfo(
  db: Executor,
  stockIds: number[] | { stockIdsFrom: SQL },
  now: Date,
  locale = 'en',
): Promise<Map<number, StockInfo>> {
  const ids = Array.isArray(stockIds) ? [...new Set(stockIds)] : []
  const result = new Map<number, StockInfo>()
  if (Array.isArray(stockIds) && ids.length === 0) return result
  const which = Array.isArray(stockIds) ? sql`s.id = ANY(${intArray(ids)})` : sql`s.id IN (${stockIds.stockIdsFrom})`
  const rows = await db.execute<{
    stock_id: number
    product_id: number
    shop_id: number
    price: number
    quantity: number
    tax: number
    active: boolean
    status: string
    addon: boolean
    min_qty: number
    max_qty: number
    interval: number
    title: string | null
    discounts: ProductDiscount[] | null
  }>(sql`
    SELECT s.id AS stock_id, p.id AS product_id, p.shop_id, s.price, s.quantity, p.tax, p.active, p.status, p.addon,
      p.min_qty, p.max_qty, p.interval,
      (SELECT t.title FROM product_translations t WHERE t.product_id = p.id
        ORDER BY (t.locale = ${locale}) DESC, t.id LIMIT 1) AS title,
      (SELECT json_agg(json_build_object('type', d.type, 'price', d.price))
        FROM product_discounts pd JOIN discounts d ON d.id = pd.discount_id
        WHERE pd.product_id = p.id AND d.active AND d.start <= ${now} AND d."end" >= ${now}) AS discounts
    FROM stocks s JOIN products p ON p.id = s.product_id
    WHERE ${which}`)
  for (const r of rows.rows) {
    result.set(r.stock_id, {
      stockId: r.stock_id,
      productId: r.product_id,
      shopId: r.shop_id,
      onHand: r.quantity,
      onSale: r.active && r.status === 'published',
      addonProduct: r.addon,
      title: r.title,
      minQty: r.min_qty,
      maxQty: r.max_qty,
      interval: r.interval,
      unit: priceStock(r.price, r.tax, r.discounts ?? []),
    })
  }
  return result
}
