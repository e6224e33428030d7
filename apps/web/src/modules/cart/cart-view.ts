import type { Cart, CartDetail, UserCart } from '@basil/contracts'
import { getLineTotal, toQuantityLimits, type CartItem, type InsertProduct, type QuantityLimits } from '@/lib/cart'

/** One cart line as every cart view shows it, whether it lives in the browser or on the server. */
export type ViewLine = {
  key: string
  stockId: number
  title: string
  img: string | null
  extras: string[]
  quantity: number
  /** Line total (server lines: the server's figure; local lines: an estimate from the prices when added). */
  price: number
  limits?: QuantityLimits
  addons: { stockId: number; title: string; quantity: number }[]
  /** Server cart detail ids of the line and its addons (to delete it). */
  detailIds: number[]
}

/** A server cart detail (with its addon children) as a view line. */
export function fromCartDetail(detail: CartDetail): ViewLine {
  const product = detail.stock.product
  return {
    key: `s${detail.id}`,
    stockId: detail.stock.id,
    title: product?.translation?.title ?? '',
    img: product?.img ?? null,
    extras: detail.stock.extras.map((e) => e.value),
    quantity: detail.quantity,
    price: detail.price + detail.addons.reduce((sum, a) => sum + a.price, 0),
    limits: product ? toQuantityLimits(product, detail.stock.quantity) : undefined,
    addons: detail.addons.map((a) => ({
      stockId: a.stock.id,
      title: a.stock.product?.translation?.title ?? '',
      quantity: a.quantity,
    })),
    detailIds: [detail.id, ...detail.addons.map((a) => a.id)],
  }
}

export function fromLocalItem(item: CartItem, index: number): ViewLine {
  return {
    key: `l${index}`,
    stockId: item.stock.id,
    title: item.product.title,
    img: item.product.img,
    extras: item.product.extras,
    quantity: item.quantity,
    price: getLineTotal(item),
    limits: item.limits,
    addons: item.addons.map((a) => ({ stockId: a.stock.id, title: a.stock.title ?? '', quantity: a.quantity })),
    detailIds: [],
  }
}

/** The `products` entries that set a server line (and keep its addons) to `quantity`. */
export function lineInsert(line: Pick<ViewLine, 'stockId' | 'addons'>, quantity: number): InsertProduct[] {
  return [
    { stock_id: line.stockId, quantity },
    ...line.addons.map((a) => ({ stock_id: a.stockId, quantity: a.quantity, parent_id: line.stockId })),
  ]
}

function signature(stockId: number, addons: { stockId: number; quantity: number }[]): string {
  const set = addons
    .filter((a) => a.quantity > 0)
    .map((a) => `${a.stockId}x${a.quantity}`)
    .sort()
    .join(',')
  return `${stockId}|${set}`
}

/**
 * Local items added to a server cart part (the sign-in sync, adding while signed in): insert-product quantities are
 * absolute, so an item that matches an existing line (same stock and addon set, spec §3) is sent with the two
 * quantities summed.
 */
export function mergeIntoServerLines(existing: ViewLine[], items: CartItem[]): InsertProduct[] {
  const byKey = new Map(existing.map((l) => [signature(l.stockId, l.addons), l]))
  const out = new Map<string, { line: Pick<ViewLine, 'stockId' | 'addons'>; quantity: number }>()
  for (const item of items) {
    const addons = item.addons
      .filter((a) => a.quantity > 0)
      .map((a) => ({ stockId: a.stock.id, title: '', quantity: a.quantity }))
    const key = signature(item.stock.id, addons)
    const current = out.get(key) ?? {
      line: { stockId: item.stock.id, addons },
      quantity: byKey.get(key)?.quantity ?? 0,
    }
    current.quantity += item.quantity
    out.set(key, current)
  }
  return [...out.values()].flatMap(({ line, quantity }) => lineInsert(line, quantity))
}

/** The owner's own part of a cart: the member row that is the owner (or the first one). */
export function ownerPart(cart: Cart): UserCart | undefined {
  return cart.user_carts.find((u) => u.user_id !== null && u.user_id === cart.owner_id) ?? cart.user_carts[0]
}

/** Everyone else in a group cart. */
export function otherMembers(cart: Cart): UserCart[] {
  const own = ownerPart(cart)
  return cart.user_carts.filter((u) => u !== own)
}
