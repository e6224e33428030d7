import { courierApplicationBodySchema, shopApplicationBodySchema } from '@basil/contracts/applications'
import { contractResolver } from '@/lib/forms/contract-resolver'
import { toCourierApplicationBody, type CourierExtras, type CourierValues } from './courier-body'
import { toShopApplicationBody, type SellerExtras, type SellerValues } from './seller-body'

// The application forms' second stage: the values that pass the spec's rules are held to the contract of the request,
// each issue under the form's field for it (issues about no field are left to the API). Imported on demand only.

const FLAT = new Set([
  'address',
  'phone',
  'price',
  'price_per_km',
  'min_amount',
  'tax',
  'delivery_time_from',
  'delivery_time_to',
  'delivery_radius',
])

export function shopApplicationContract(extras: () => SellerExtras, lang: string) {
  return contractResolver<SellerValues>({
    contract: shopApplicationBodySchema,
    toBody: (values) => toShopApplicationBody(values, extras(), lang),
    fieldOf: (path) => {
      const [first, second] = path
      if (first === 'title') return `title_${lang}`
      if (first === 'images') return second === 1 ? 'background' : 'logo'
      return typeof first === 'string' && FLAT.has(first) ? first : null
    },
  })
}

export function courierApplicationContract(extras: () => CourierExtras) {
  return contractResolver<CourierValues>({
    contract: courierApplicationBodySchema,
    toBody: (values) => toCourierApplicationBody(values, extras()),
    fieldOf: (path) => {
      const [first] = path
      return first === 'vehicle_type' || first === 'plate' || first === 'documents' || first === 'working_area'
        ? first
        : null
    },
  })
}
