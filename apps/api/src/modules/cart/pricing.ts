// What a cart costs, in minor units of the default currency, recomputed from current prices on every read: the
// price snapshot stored with a line is never trusted.
import { sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import { priceStock, type ProductDiscount, type StockPrice } from '../products/index.ts'
import { intArray } from '../../db/sql.ts'

export interface StockInfo {
  stockId: number
  productId: number
  shopId: number
  /** Units on hand. */
  onHand: number
  /** Whether the product can be sold now (active, published). */
  onSale: boolean
  addonProduct: boolean
  title: string | null
  minQty: number
  maxQty: number
  interval: number
  unit: StockPrice
}

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

export interface LineInput {
  id: number
  stockId: number
  parentId: number | null
  quantity: number
}

export interface PricedLine extends LineInput {
  /** Units actually sold: an addon's quantity is per unit of its main line. */
  units: number
  origin: number
  discount: number
  tax: number
  total: number
}

export interface GoodsTotals {
  origin: number
  discount: number
  tax: number
  /** origin − discount + tax */
  total: number
}

/** Prices every line (addons scaled by their main line's quantity) and sums them. Lines of unknown stocks cost 0. */
export function priceLines(
  lines: readonly LineInput[],
  info: ReadonlyMap<number, StockInfo>,
): { lines: PricedLine[]; totals: GoodsTotals } {
  const byId = new Map(lines.map((l) => [l.id, l]))
  const totals: GoodsTotals = { origin: 0, discount: 0, tax: 0, total: 0 }
  const priced = lines.map((line) => {
    const parent = line.parentId === null ? undefined : byId.get(line.parentId)
    const units = line.quantity * (parent ? parent.quantity : 1)
    const unit = info.get(line.stockId)?.unit ?? { price: 0, discount: 0, tax: 0, total: 0 }
    const p: PricedLine = {
      ...line,
      units,
      origin: unit.price * units,
      discount: unit.discount * units,
      tax: unit.tax * units,
      total: unit.total * units,
    }
    totals.origin += p.origin
    totals.discount += p.discount
    totals.tax += p.tax
    totals.total += p.total
    return p
  })
  return { lines: priced, totals }
}

/** Units of each stock the lines take (addons scaled), for stock-on-hand checks and decrements. */
export function unitsByStock(lines: readonly PricedLine[]): Map<number, number> {
  const units = new Map<number, number>()
  for (const l of lines) units.set(l.stockId, (units.get(l.stockId) ?? 0) + l.units)
  return units
}
