// Test data found the way a person would: by asking the API what the demo marketplace holds right now.
import { loginResponseSchema } from '@basil/contracts'
import type { User } from '@basil/contracts'
import { apiBase, apiGet, assert, type Json } from './harness.ts'

const DEFAULT_ADDRESS = 'address[latitude]=38.9120424&address[longitude]=-77.035308'

export async function listShops(query = ''): Promise<Json[]> {
  return (await apiGet(apiBase(), `rest/shops/paginate?perPage=100&${DEFAULT_ADDRESS}${query ? `&${query}` : ''}`)).data
}

export async function countShops(query: string): Promise<number> {
  return (await apiGet(apiBase(), `rest/shops/paginate?perPage=1&${DEFAULT_ADDRESS}&${query}`)).meta.total
}

/** An open shop that delivers to the default address, with a product whose first stock has addons (and is in stock). */
export async function findAddonProduct(): Promise<{ shop: Json; product: Json; addon: Json } | null> {
  const shops = (await listShops()).filter((s) => s.open && s.delivers_to_address !== false)
  for (const shop of shops) {
    const menu = (await apiGet(apiBase(), `rest/shops/${shop.id}/products`)).data
    for (const category of menu.all) {
      for (const p of category.products) {
        const product = (await apiGet(apiBase(), `rest/products/${p.uuid}`)).data
        const stock = product.stocks[0]
        const addon = stock?.addons?.find((a: Json) => (a.product.stock ?? a.product.stocks[0])?.quantity > 0)
        if (stock && stock.quantity > 2 && addon) return { shop, product, addon }
      }
    }
  }
  return null
}

/** Any in-stock product of an open shop (other than the given shop). */
export async function findProductOfAnotherShop(shopId: number): Promise<{ shop: Json; product: Json } | null> {
  const shops = (await listShops()).filter((s) => s.open && s.id !== shopId)
  for (const shop of shops) {
    const menu = (await apiGet(apiBase(), `rest/shops/${shop.id}/products`)).data
    const product = menu.all.flatMap((c: Json) => c.products).find((p: Json) => (p.stock ?? p.stocks[0])?.quantity > 0)
    if (product) return { shop, product }
  }
  return null
}

export async function searchTotals(term: string): Promise<{ shops: number; products: number; productsLast: number }> {
  const q = encodeURIComponent(term)
  const [shops, products] = await Promise.all([
    apiGet(apiBase(), `rest/shops/search?search=${q}&open=1&${DEFAULT_ADDRESS}`),
    apiGet(apiBase(), `rest/products/search?search=${q}&${DEFAULT_ADDRESS}`),
  ])
  return { shops: shops.meta.total, products: products.meta.total, productsLast: products.meta.last_page }
}

export interface Credentials {
  email: string
  password: string
}

/** Signs in through the API directly (the test acting as another app: the seller's, or a check on the data). */
export async function apiLogin({ email, password }: Credentials): Promise<{ token: string; user: User }> {
  const res = await fetch(`${apiBase()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const body: unknown = await res.json()
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${(body as { message?: string } | null)?.message}`)
  const { data } = loginResponseSchema.parse(body)
  return { token: data.access_token, user: data.user }
}

/** Revokes a session (the sign-out another app would make); a session already gone is fine. */
export async function apiLogout(token: string): Promise<void> {
  const res = await fetch(`${apiBase()}/api/v1/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  })
  if (!res.ok && res.status !== 401) throw new Error(`logout: ${res.status}`)
}

/** One API call with a user's token, as another app would make it; throws with the contract's message otherwise. */
export async function apiCall(token: string, method: string, path: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${apiBase()}/api/v1/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const json: Json = await res.json().catch(() => null)
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json?.message}`)
  return json
}

/** Empties the user's server cart, if there is one. */
export async function clearServerCart(token: string) {
  const res = await fetch(`${apiBase()}/api/v1/dashboard/user/cart`, { headers: { authorization: `Bearer ${token}` } })
  if (res.status !== 200) return
  await apiCall(token, 'DELETE', 'dashboard/user/cart/delete', { ids: [(await res.json()).data.id] })
}

/** The demo seller's shop and an in-stock product, with the units that reach the shop's minimum order. */
export async function sellerProduct(sellerId: Json) {
  const shop = (await listShops()).find((s) => s.user_id === sellerId)
  assert(shop, 'the demo seller has a shop')
  const menu = (await apiGet(apiBase(), `rest/shops/${shop.id}/products`)).data
  for (const p of menu.all.flatMap((c: Json) => c.products)) {
    const product = (await apiGet(apiBase(), `rest/products/${p.uuid}`)).data
    const stock = product.stocks[0]
    if (!stock || stock.quantity < 20) continue
    const unit = stock.total_price || 1
    const needed = Math.max(product.min_qty || 1, Math.ceil((shop.min_amount + 1) / unit))
    const max = Math.min(product.max_qty > 0 ? product.max_qty : 1000, stock.quantity)
    return { shop, stock, quantity: Math.min(needed, max) }
  }
  throw new Error('an in-stock product in the seller shop')
}

/** A new pickup order of the customer, paid in cash, placed through the API. Answers its id. */
export async function placeOrder(customer: { token: string }, seller: { user: Json }): Promise<number> {
  await clearServerCart(customer.token)
  const { shop, stock, quantity } = await sellerProduct(seller.user.id)
  const cart = await apiCall(customer.token, 'POST', 'dashboard/user/cart/insert-product', {
    shop_id: shop.id,
    products: [{ stock_id: stock.id, quantity }],
  })
  const cash = (await apiGet(apiBase(), 'rest/payments')).data.find((p: Json) => p.tag === 'cash')
  assert(cash, 'cash is a payment method')
  const placed = await apiCall(customer.token, 'POST', 'dashboard/user/orders', {
    cart_id: cart.data.id,
    shop_id: shop.id,
    payment_id: cash.id,
    delivery_type: 'pickup',
    phone: '+12025550177',
  })
  return placed.data.id
}
