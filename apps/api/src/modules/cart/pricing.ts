// What a cart costs, in minor units of the default currency, recomputed from current prices on every read: the
// price snapshot stored with a line is never trusted.
// Pure: no database handle here; the stocks' current prices and rules are read by stock-info.ts.
import type { StockPrice } from '../products/index.ts'

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
