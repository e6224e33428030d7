/** Spec §3: a local cart item. Prices are in the currency the item was added in. */
export type CartStock = { id: number; price: number }
export type CartAddon = { stock: CartStock & { title?: string }; quantity: number }
/** What a line's quantity may be: the product's min, max and step, and the stock on hand. */
export type QuantityLimits = { min: number; max: number; interval: number; stock: number }

export type CartItem = {
  stock: CartStock
  quantity: number
  shop_id: number
  addons: CartAddon[]
  /** Display data kept with the line so the cart renders without refetching. */
  product: { uuid: string; title: string; img: string | null; extras: string[] }
  /** Kept from the product when it was added (older saved carts have none: then only stock-free rules apply). */
  limits?: QuantityLimits
}

function addonKey(addons: CartAddon[]): string {
  return addons
    .filter((a) => a.quantity > 0)
    .map((a) => `${a.stock.id}x${a.quantity}`)
    .sort()
    .join(',')
}

/** Spec §3: two items are the same line only if the stock and the set of addon stocks with quantities match. */
export function isSameCartLine(a: Pick<CartItem, 'stock' | 'addons'>, b: Pick<CartItem, 'stock' | 'addons'>): boolean {
  return a.stock.id === b.stock.id && addonKey(a.addons) === addonKey(b.addons)
}

/** Adds an item: merged into an identical line (quantities summed), otherwise appended as a new line. */
export function addCartItem(items: CartItem[], item: CartItem): CartItem[] {
  const index = items.findIndex((line) => isSameCartLine(line, item))
  if (index === -1) return [...items, { ...item, addons: item.addons.filter((a) => a.quantity > 0) }]
  return items.map((line, i) => (i === index ? { ...line, quantity: line.quantity + item.quantity } : line))
}

/** Sets a line's quantity; zero or less removes it. */
export function setCartLineQuantity(items: CartItem[], index: number, quantity: number): CartItem[] {
  if (quantity <= 0) return items.filter((_, i) => i !== index)
  return items.map((line, i) => (i === index ? { ...line, quantity } : line))
}

/** Price of one line: the stock plus its addons, times the line's quantity. */
export function getLineTotal(item: CartItem): number {
  const addons = item.addons.reduce((sum, a) => sum + a.stock.price * a.quantity, 0)
  return (item.stock.price + addons) * item.quantity
}

export function getCartTotal(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + getLineTotal(item), 0)
}

export function countCartItems(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

/** No limits known: at least 1, step 1, no ceiling but a sane one. */
export const DEFAULT_LIMITS: QuantityLimits = { min: 1, max: 1000, interval: 1, stock: 1000 }

/**
 * The limits of a product's stock as the catalogue gives them (a max of 0 means "no maximum"). A whole interval above
 * 1 is a pack size (the quantity must be a multiple of it, as the API checks); a fractional one is a unit size (0.5
 * kg a unit), so the quantity still steps by 1.
 */
export function toQuantityLimits(
  product: { min_qty: number; max_qty: number; interval: number },
  stockQuantity: number,
): QuantityLimits {
  const interval = Number.isInteger(product.interval) && product.interval > 1 ? product.interval : 1
  return {
    min: Math.max(1, product.min_qty || 1),
    max: product.max_qty > 0 ? product.max_qty : DEFAULT_LIMITS.max,
    interval,
    stock: Math.max(0, stockQuantity),
  }
}

function stepOf(limits: QuantityLimits): number {
  return Number.isInteger(limits.interval) && limits.interval > 1 ? limits.interval : 1
}

/** The lowest quantity a line may have: the minimum, rounded up to a whole number of packs. */
export function minQuantity(limits: QuantityLimits = DEFAULT_LIMITS): number {
  const step = stepOf(limits)
  return Math.ceil(limits.min / step) * step
}

/** The highest quantity a line may have: the lower of the product's max and the stock on hand, in whole packs. */
export function maxQuantity(limits: QuantityLimits = DEFAULT_LIMITS): number {
  const step = stepOf(limits)
  const top = Math.floor(Math.min(limits.max, limits.stock) / step) * step
  return top < minQuantity(limits) ? 0 : top
}

/**
 * The quantity after one press of + (direction 1) or − (direction −1): steps by the pack size, never above the max or
 * the stock. Going below the minimum returns 0 (the line is removed).
 */
export function stepQuantity(current: number, direction: 1 | -1, limits: QuantityLimits = DEFAULT_LIMITS): number {
  const step = stepOf(limits)
  const lowest = minQuantity(limits)
  if (direction === 1) {
    const next = current < lowest ? lowest : current + step
    return next > maxQuantity(limits) ? current : next
  }
  const next = current - step
  return next < lowest ? 0 : next
}

/** Whether + can still add to the line. */
export function canIncrease(current: number, limits: QuantityLimits = DEFAULT_LIMITS): boolean {
  return stepQuantity(current, 1, limits) > current
}

/** True when nothing of the stock is left (the cart says "Out of stock"). */
export function isOutOfStock(limits: QuantityLimits | undefined): boolean {
  return !!limits && limits.stock <= 0
}

export type InsertProduct = { stock_id: number; quantity: number; parent_id?: number }

/**
 * The `products` list of `cart/insert-product` for local lines: each main line followed by its addons, an addon
 * naming its main line's STOCK id as `parent_id` (quantities are absolute; addon quantities per one main unit).
 * Identical lines are merged first so the server gets one entry per line.
 */
export function toInsertProducts(items: CartItem[]): InsertProduct[] {
  const merged = items.reduce<CartItem[]>((acc, item) => addCartItem(acc, item), [])
  return merged.flatMap((item) => [
    { stock_id: item.stock.id, quantity: item.quantity },
    ...item.addons
      .filter((a) => a.quantity > 0)
      .map((a) => ({ stock_id: a.stock.id, quantity: a.quantity, parent_id: item.stock.id })),
  ])
}
