import { parcelCreateBodySchema } from '@basil/contracts/parcel'
import { contractResolver } from '@/lib/forms/contract-resolver'
import type { LatLng } from '@/lib/preferences'
import { toParcelBody, type End, type ParcelValues } from './parcel-values'

// The parcel form's second stage (lib/forms/staged-resolver.ts), imported on demand: the body must be one the
// contract takes, each problem under its box in the contract's words.

const TOP: Record<string, keyof ParcelValues> = {
  phone_from: 'fromPhone',
  username_from: 'fromName',
  phone_to: 'toPhone',
  username_to: 'toName',
  type_id: 'typeId',
  delivery_date: 'date',
  delivery_time: 'time',
  note: 'note',
  description: 'description',
  instructions: 'instructions',
  length: 'length',
  width: 'width',
  height: 'height',
  weight: 'weight',
}
const NESTED: Record<string, string> = { address: 'Address', house: 'House', stage: 'Stage', room: 'Room' }

export function parcelContract(points: () => Record<End, LatLng>, images: () => string[]) {
  return contractResolver<ParcelValues>({
    contract: parcelCreateBodySchema,
    toBody: (values) => toParcelBody(values, points(), images(), undefined),
    fieldOf: (path) => {
      const [first, second] = path
      if (first === 'address_from' || first === 'address_to') {
        const suffix = typeof second === 'string' ? NESTED[second] : undefined
        return suffix ? (`${first === 'address_from' ? 'from' : 'to'}${suffix}` as keyof ParcelValues) : null
      }
      return typeof first === 'string' ? (TOP[first] ?? null) : null
    },
  })
}
