// The merge rule of cart lines: a main line and its addons form one item; two items are the same line only when the
// stock and the set of addon stocks with their quantities match.
import type { CartProductInput } from '@basil/contracts'
import { badRequest } from '../../lib/errors.ts'

export interface RequestedItem {
  stockId: number
  quantity: number
  /** Addon stock id → quantity per unit of the main line (zero quantities dropped). */
  addons: Map<number, number>
  /** Set when the request's addon lines named an existing cart line (by detail id) as their parent. */
  existingDetailId?: number
}

/** `stockId|addonStock:qty,...` with addons sorted: equal signatures are the same cart line. */
export function lineSignature(stockId: number, addons: ReadonlyMap<number, number>): string {
  const parts = [...addons.entries()]
    .filter(([, q]) => q > 0)
    .sort(([a], [b]) => a - b)
    .map(([s, q]) => `${s}:${q}`)
  return `${stockId}|${parts.join(',')}`
}

/**
 * Groups the flat `products` list of an insert request into items: each main line followed by its addon lines
 * (`parent_id` = the main line's stock id). Identical items in one request are merged, their quantities added.
 * An addon line whose `parent_id` names no main line of the request may name an existing cart line by its id
 * (`existingDetailIds`): it then updates that line's addon.
 */
export function groupRequestedItems(
  products: readonly CartProductInput[],
  existingDetailIds: ReadonlySet<number>,
): RequestedItem[] {
  const items: RequestedItem[] = []
  const byDetail = new Map<number, RequestedItem>()
  products.forEach((p, index) => {
    if (p.parent_id === null || p.parent_id === undefined) {
      items.push({ stockId: p.stock_id, quantity: p.quantity, addons: new Map() })
      return
    }
    const parentId = p.parent_id
    let parent: RequestedItem | undefined
    for (let i = items.length - 1; i >= 0; i--) {
      const candidate = items[i]!
      if (candidate.existingDetailId === undefined && candidate.stockId === parentId) {
        parent = candidate
        break
      }
    }
    if (!parent && existingDetailIds.has(parentId)) {
      parent = byDetail.get(parentId)
      if (!parent) {
        parent = { stockId: 0, quantity: 0, addons: new Map(), existingDetailId: parentId }
        byDetail.set(parentId, parent)
        items.push(parent)
      }
    }
    if (!parent) {
      throw badRequest('An addon must follow the product it belongs to', {
        [`products.${index}.parent_id`]: ['must be the stock id of a product in the same request'],
      })
    }
    parent.addons.set(p.stock_id, (parent.addons.get(p.stock_id) ?? 0) + p.quantity)
  })
  // Merge identical items (same stock and addons), adding their quantities.
  const merged = new Map<string, RequestedItem>()
  const result: RequestedItem[] = []
  for (const item of items) {
    if (item.existingDetailId !== undefined) {
      result.push(item)
      continue
    }
    for (const [stock, q] of item.addons) if (q <= 0) item.addons.delete(stock)
    const key = lineSignature(item.stockId, item.addons)
    const same = merged.get(key)
    if (same) same.quantity += item.quantity
    else {
      merged.set(key, item)
      result.push(item)
    }
  }
  return result
}
