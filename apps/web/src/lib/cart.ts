/** Spec §3: a local cart item. Prices are in the currency the item was added in. */
export type CartStock = { id: number; price: number }
export type CartAddon = { stock: CartStock & { title?: string }; quantity: number }
export type CartItem = {
  stock: CartStock
  quantity: number
  shop_id: number
  addons: CartAddon[]
  /** Display data kept with the line so the cart renders without refetching. */
  product: { uuid: string; title: string; img: string | null; extras: string[] }
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
