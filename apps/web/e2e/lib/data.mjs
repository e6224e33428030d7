/* global fetch */
// Test data found the way a person would: by asking the API what the demo marketplace holds right now.
import { apiGet } from './harness.mjs'

const base = () => process.env.E2E_API_BASE
const DEFAULT_ADDRESS = 'address[latitude]=38.9120424&address[longitude]=-77.035308'

export async function listShops(query = '') {
  return (await apiGet(base(), `rest/shops/paginate?perPage=100&${DEFAULT_ADDRESS}${query ? `&${query}` : ''}`)).data
}

export async function countShops(query) {
  return (await apiGet(base(), `rest/shops/paginate?perPage=1&${DEFAULT_ADDRESS}&${query}`)).meta.total
}

/** An open shop that delivers to the default address, with a product whose first stock has addons (and is in stock). */
export async function findAddonProduct() {
  const shops = (await listShops()).filter((s) => s.open && s.delivers_to_address !== false)
  for (const shop of shops) {
    const menu = (await apiGet(base(), `rest/shops/${shop.id}/products`)).data
    for (const category of menu.all) {
      for (const p of category.products) {
        const product = (await apiGet(base(), `rest/products/${p.uuid}`)).data
        const stock = product.stocks[0]
        const addon = stock?.addons?.find((a) => (a.product.stock ?? a.product.stocks[0])?.quantity > 0)
        if (stock && stock.quantity > 2 && addon) return { shop, product, addon }
      }
    }
  }
  return null
}

/** Any in-stock product of an open shop (other than the given shop). */
export async function findProductOfAnotherShop(shopId) {
  const shops = (await listShops()).filter((s) => s.open && s.id !== shopId)
  for (const shop of shops) {
    const menu = (await apiGet(base(), `rest/shops/${shop.id}/products`)).data
    const product = menu.all.flatMap((c) => c.products).find((p) => (p.stock ?? p.stocks[0])?.quantity > 0)
    if (product) return { shop, product }
  }
  return null
}

export async function searchTotals(term) {
  const q = encodeURIComponent(term)
  const [shops, products] = await Promise.all([
    apiGet(base(), `rest/shops/search?search=${q}&open=1&${DEFAULT_ADDRESS}`),
    apiGet(base(), `rest/products/search?search=${q}&${DEFAULT_ADDRESS}`),
  ])
  return { shops: shops.meta.total, products: products.meta.total, productsLast: products.meta.last_page }
}

/** Signs in through the API directly (the test acting as another app: the seller's, or a check on the data). */
export async function apiLogin({ email, password }) {
  const res = await fetch(`${base()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const body = await res.json()
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${body.message}`)
  return { token: body.data.access_token, user: body.data.user }
}

/** One API call with a user's token, as another app would make it; throws with the contract's message otherwise. */
export async function apiCall(token, method, path, body) {
  const res = await fetch(`${base()}/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = await res.json().catch(() => null)
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json?.message}`)
  return json
}
