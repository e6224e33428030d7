import type { ShopOrder } from '@basil/contracts'

/** The listing filters a URL carries (the API's shops/paginate parameters, in URL-friendly names). */
export type ListingFilters = {
  category_id?: number
  take?: number
  rating?: number
  price_min?: number
  price_max?: number
  free_delivery?: boolean
  open?: boolean
  order_by?: ShopOrder
}

export const LISTING_ORDERS = [
  'new',
  'rating',
  'trust_you',
  'best_sale',
  'fast_delivery',
  'delivery_fee',
  'distance',
] as const
export const RATING_STEPS = [3, 3.5, 4, 4.5] as const

type Raw = Record<string, string | string[] | undefined>

function first(raw: Raw, key: string): string | undefined {
  const v = raw[key]
  return Array.isArray(v) ? v[0] : v
}
function positive(value: string | undefined): number | undefined {
  const n = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : undefined
}

export function parseListingFilters(raw: Raw): ListingFilters {
  const order = first(raw, 'order_by')
  const rating = positive(first(raw, 'rating'))
  return {
    category_id: positive(first(raw, 'category_id')),
    take: positive(first(raw, 'take')),
    rating: rating !== undefined && rating <= 5 ? rating : undefined,
    price_min: positive(first(raw, 'price_min')),
    price_max: positive(first(raw, 'price_max')),
    free_delivery: first(raw, 'free_delivery') === '1' || undefined,
    open: first(raw, 'open') === '1' || undefined,
    order_by: (LISTING_ORDERS as readonly string[]).includes(order ?? '') ? (order as ShopOrder) : undefined,
  }
}

/** The API query for these filters. */
export function toShopQuery(f: ListingFilters) {
  const prices =
    f.price_min !== undefined || f.price_max !== undefined
      ? [f.price_min ?? 0, ...(f.price_max !== undefined ? [f.price_max] : [])]
      : undefined
  return {
    category_id: f.category_id,
    take: f.take,
    rating: f.rating !== undefined ? [f.rating] : undefined,
    prices,
    free_delivery: f.free_delivery,
    open: f.open,
    order_by: f.order_by,
  }
}

export function toSearchString(f: ListingFilters): string {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(f)) {
    if (v === undefined || v === false) continue
    p.set(k, v === true ? '1' : String(v))
  }
  const s = p.toString()
  return s ? `?${s}` : ''
}
