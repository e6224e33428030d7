import { addressBodySchema } from '@basil/contracts/address'
import { contractResolver } from '@/lib/forms/contract-resolver'
import type { LatLng } from '@/lib/preferences'
import { toAddressBody, type AddressValues } from './address-body'

// The address form's second stage (lib/forms/staged-resolver.ts), imported on demand: the body must be one the
// contract takes (its lengths and characters), each problem under its field in the contract's words.

const FIELDS: readonly string[] = [
  'address',
  'house',
  'floor',
  'entrance',
  'title',
  'comment',
] satisfies (keyof AddressValues)[]

export function addressContract(point: LatLng, isNew: boolean) {
  return contractResolver<AddressValues>({
    contract: addressBodySchema,
    toBody: (values) => toAddressBody(values, point, isNew),
    // The street line and its details are under `address` in the body, the title at the top.
    fieldOf: (path) => {
      const field = path[0] === 'address' ? path[1] : path[0]
      return typeof field === 'string' && FIELDS.includes(field) ? (field as keyof AddressValues) : null
    },
  })
}
