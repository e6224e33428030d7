// An insert request applied to a cart in memory: the cart's lines as they will be, checked against the products'
// rules and the stock on hand, and the writes that make the database agree. Nothing here reads or writes: the
// service reads the cart's lines under its lock, plans one request (or several in a row, each on the result of the
// one before), and sends the writes with the transaction's COMMIT.
import type { CartProductInput } from '@basil/contracts'
import { badRequest, notFound } from '../../lib/errors.ts'
import { groupRequestedItems, lineSignature } from './lines.ts'
import { priceLines, unitsByStock, type PricedLine, type StockInfo } from './pricing.ts'

export const ONE_SHOP_PER_CART = 'You can only add items from one restaurant to your shopping cart'
export const OUT_OF_STOCK = 'Out of stock'

export interface PlanLine {
  /** Below zero for a line this plan adds. */
  id: number
  userCartId: number
  stockId: number
  parentId: number | null
  quantity: number
}

/** The cart's lines (members not kicked) as they will be once the planned requests are written. */
export interface CartPlan {
  readonly lines: ReadonlyMap<number, PlanLine>
  /** The id the next new line gets (counting down from -1). */
  readonly nextNewId: number
}

/** What a plan knows of the stocks it touches: prices, rules, stock on hand, and the addons each main stock offers. */
export interface PlanStocks {
  info: ReadonlyMap<number, StockInfo>
  /** `mainStockId:addonProductId` pairs offered. */
  allowed: ReadonlySet<string>
}

export type PlannedWrite =
  | { kind: 'delete'; id: number }
  | { kind: 'update'; id: number; stockId: number; quantity: number }
  | {
      kind: 'insert'
      userCartId: number
      stockId: number
      parentId: number | null
      quantity: number
      addons: Array<{ stockId: number; quantity: number }>
    }

export function planOf(lines: readonly PlanLine[]): CartPlan {
  return { lines: new Map(lines.map((l) => [l.id, { ...l }])), nextNewId: -1 }
}

/** The main stocks an insert request refers to through existing lines of the member (`parent_id` = a line id). */
export function existingMainsNamed(plan: CartPlan, memberId: number, products: readonly CartProductInput[]): number[] {
  const stocks = new Set<number>()
  for (const p of products) {
    const line = p.parent_id === null || p.parent_id === undefined ? undefined : plan.lines.get(p.parent_id)
    if (line && line.userCartId === memberId && line.parentId === null) stocks.add(line.stockId)
  }
  return [...stocks]
}

/**
 * `products` of an insert request applied to one member's lines (quantities are absolute; 0 removes a line), then
 * checked: every line it touched against its product's minimum, maximum and steps, and the stock on hand of their
 * stocks across the whole cart. Returns the new plan; throws the contract's error and leaves `plan` as it was.
 */
export function planInsert(
  plan: CartPlan,
  memberId: number,
  shopId: number,
  products: readonly CartProductInput[],
  stocks: PlanStocks,
): CartPlan {
  const { info, allowed } = stocks
  const lines = new Map([...plan.lines].map(([id, l]) => [id, { ...l }]))
  let nextNewId = plan.nextNewId
  const existing = [...plan.lines.values()].filter((l) => l.userCartId === memberId)
  const items = groupRequestedItems(products, new Set(existing.filter((d) => d.parentId === null).map((d) => d.id)))
  const mainOf = (detailId: number) => existing.find((d) => d.id === detailId)!
  for (const item of items) {
    const mainStock = item.existingDetailId === undefined ? item.stockId : mainOf(item.existingDetailId).stockId
    assertSellable(info.get(mainStock), shopId, false)
    for (const addonStock of item.addons.keys()) assertSellable(info.get(addonStock), shopId, true)
  }

  const childrenOf = (mainId: number) => existing.filter((d) => d.parentId === mainId)
  const signatureOf = (main: PlanLine) =>
    lineSignature(main.stockId, new Map(childrenOf(main.id).map((c) => [c.stockId, c.quantity])))
  const touched = new Set<number>()
  const remove = (id: number) => {
    lines.delete(id)
    for (const [childId, line] of lines) if (line.parentId === id) lines.delete(childId)
  }

  for (const item of items) {
    if (item.existingDetailId !== undefined) {
      const main = mainOf(item.existingDetailId)
      assertAddonsAllowed(allowed, main.stockId, item.addons.keys(), info)
      for (const [stockId, quantity] of item.addons) {
        const child = childrenOf(main.id).find((c) => c.stockId === stockId)
        if (child && quantity <= 0) remove(child.id)
        else if (child) lines.get(child.id)!.quantity = quantity
        else if (quantity > 0) {
          lines.set(nextNewId, { id: nextNewId, userCartId: memberId, stockId, parentId: main.id, quantity })
          nextNewId--
        }
      }
      touched.add(main.id)
      continue
    }
    assertAddonsAllowed(allowed, item.stockId, item.addons.keys(), info)
    const signature = lineSignature(item.stockId, item.addons)
    const same = existing.find((d) => d.parentId === null && signatureOf(d) === signature)
    if (same) {
      if (item.quantity <= 0) remove(same.id)
      else {
        lines.get(same.id)!.quantity = item.quantity
        touched.add(same.id)
      }
    } else if (item.quantity > 0) {
      const mainId = nextNewId--
      lines.set(mainId, {
        id: mainId,
        userCartId: memberId,
        stockId: item.stockId,
        parentId: null,
        quantity: item.quantity,
      })
      touched.add(mainId)
      for (const [stockId, quantity] of item.addons) {
        lines.set(nextNewId, { id: nextNewId, userCartId: memberId, stockId, parentId: mainId, quantity })
        nextNewId--
      }
    }
  }

  const { lines: priced } = priceLines([...lines.values()], info)
  const touchedLines = priced.filter((l) => touched.has(l.id) || (l.parentId !== null && touched.has(l.parentId)))
  for (const line of touchedLines) assertQuantityRules(line, info.get(line.stockId)!)
  const units = unitsByStock(priced)
  for (const stockId of new Set(touchedLines.map((l) => l.stockId))) {
    const stock = info.get(stockId)!
    if ((units.get(stockId) ?? 0) > stock.onHand) {
      throw badRequest(OUT_OF_STOCK, {
        stock_id: [String(stockId)],
        quantity: [`only ${Math.max(stock.onHand, 0)} left`],
      })
    }
  }
  return { lines, nextNewId }
}

/**
 * The writes that turn `before` (the lines as read) into `plan`: deletes (a main line's addons go with it), quantity
 * changes, and new lines (a new main line with its new addons in one write, since they need its id).
 */
export function planWrites(before: readonly PlanLine[], plan: CartPlan): PlannedWrite[] {
  const writes: PlannedWrite[] = []
  const known = new Map(before.map((l) => [l.id, l]))
  for (const line of before) {
    const now = plan.lines.get(line.id)
    if (!now) {
      const parentGone = line.parentId !== null && known.has(line.parentId) && !plan.lines.has(line.parentId)
      if (!parentGone) writes.push({ kind: 'delete', id: line.id })
    } else if (now.quantity !== line.quantity) {
      writes.push({ kind: 'update', id: line.id, stockId: line.stockId, quantity: now.quantity })
    }
  }
  const added = [...plan.lines.values()].filter((l) => l.id < 0).sort((a, b) => b.id - a.id)
  for (const line of added) {
    if (line.parentId !== null && line.parentId < 0) continue
    const addons =
      line.parentId === null
        ? added.filter((a) => a.parentId === line.id).map((a) => ({ stockId: a.stockId, quantity: a.quantity }))
        : []
    writes.push({
      kind: 'insert',
      userCartId: line.userCartId,
      stockId: line.stockId,
      parentId: line.parentId,
      quantity: line.quantity,
      addons,
    })
  }
  return writes
}

function assertSellable(stock: StockInfo | undefined, shopId: number, asAddon: boolean): asserts stock is StockInfo {
  if (!stock || !stock.onSale) throw notFound('Product not found')
  if (stock.shopId !== shopId) throw badRequest(ONE_SHOP_PER_CART)
  if (stock.addonProduct !== asAddon) {
    throw badRequest(asAddon ? 'This product is not an addon' : 'An addon is only sold with a product', {
      stock_id: [String(stock.stockId)],
    })
  }
}

function assertAddonsAllowed(
  allowed: ReadonlySet<string>,
  mainStockId: number,
  addonStocks: Iterable<number>,
  info: ReadonlyMap<number, StockInfo>,
) {
  for (const addonStock of addonStocks) {
    const product = info.get(addonStock)?.productId
    if (!allowed.has(`${mainStockId}:${product}`)) {
      throw badRequest('This addon is not offered with this product', { stock_id: [String(addonStock)] })
    }
  }
}

function assertQuantityRules(line: PricedLine, stock: StockInfo) {
  const title = stock.title ?? 'this product'
  if (line.quantity < stock.minQty) {
    throw badRequest(`The minimum quantity of ${title} is ${stock.minQty}`, {
      quantity: [`must be at least ${stock.minQty}`],
    })
  }
  if (line.quantity > stock.maxQty) {
    throw badRequest(`The maximum quantity of ${title} is ${stock.maxQty}`, {
      quantity: [`must be at most ${stock.maxQty}`],
    })
  }
  // Whole intervals above 1 are steps (packs of 6): the quantity must be a multiple. Fractional ones are unit sizes.
  if (Number.isInteger(stock.interval) && stock.interval > 1 && line.quantity % stock.interval !== 0) {
    throw badRequest(`${title} is sold in steps of ${stock.interval}`, {
      quantity: [`must be a multiple of ${stock.interval}`],
    })
  }
}
