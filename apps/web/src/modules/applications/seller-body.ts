import type { ShopApplicationBodyInput } from '@basil/contracts'
import type { LatLng } from '@/lib/preferences'

export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

/**
 * The be-seller form's values, flat (the storefront's forms name each field by its path): `title_<locale>` and
 * `description_<locale>` per language, `from_<day>`, `to_<day>` and `closed_<day>` ('yes' or '') per week day, the
 * uploaded `logo` and `background` URLs, and the numbers as the inputs hold them.
 */
export type SellerValues = Record<string, string> & {
  type: string
  address: string
  phone: string
  logo: string
  background: string
  price: string
  price_per_km: string
  min_amount: string
  tax: string
  delivery_time_from: string
  delivery_time_to: string
  delivery_time_type: string
  delivery_radius: string
}

export interface SellerExtras {
  point: LatLng
  categories: number[]
  tags: number[]
  locales: string[]
}

const perLocale = (values: SellerValues, prefix: string, locales: string[]) =>
  Object.fromEntries(locales.map((l) => [l, (values[`${prefix}_${l}`] ?? '').trim()]).filter(([, v]) => v))

/** The `POST dashboard/user/shops` body of the form (the address is written in the page's language). */
export function toShopApplicationBody(
  values: SellerValues,
  extras: SellerExtras,
  lang?: string,
): ShopApplicationBodyInput {
  const address = values.address.trim()
  return {
    type: values.type === 'shop' ? 'shop' : 'restaurant',
    title: perLocale(values, 'title', extras.locales),
    description: perLocale(values, 'description', extras.locales),
    address: address ? { [lang ?? extras.locales[0] ?? 'en']: address } : {},
    phone: values.phone.trim(),
    price: values.price || '0',
    price_per_km: values.price_per_km || '0',
    min_amount: values.min_amount || '0',
    tax: values.tax || '0',
    delivery_time_type: values.delivery_time_type === 'hour' ? 'hour' : 'minute',
    delivery_time_from: values.delivery_time_from,
    delivery_time_to: values.delivery_time_to,
    delivery_radius: values.delivery_radius || null,
    categories: extras.categories,
    tags: extras.tags,
    images: [values.logo, values.background].filter(Boolean),
    documents: [],
    location: { latitude: String(extras.point.latitude), longitude: String(extras.point.longitude) },
    working_days: DAYS.map((day) => ({
      day,
      from: values[`from_${day}`] || '00:00',
      to: values[`to_${day}`] || '23:59',
      disabled: values[`closed_${day}`] === 'yes',
    })),
  }
}
