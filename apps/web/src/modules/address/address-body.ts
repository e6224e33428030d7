import type { LatLng } from '@/lib/preferences'
import type { AddressInput } from './use-addresses'

/** The address form's boxes (empty is unset). */
export type AddressValues = {
  address: string
  house: string
  floor: string
  entrance: string
  title: string
  comment: string
}

/** The body the API takes from the form's values and the map's point. */
export function toAddressBody(values: AddressValues, point: LatLng, isNew: boolean): AddressInput {
  const text = (value: string) => value.trim() || null
  return {
    title: text(values.title),
    location: point,
    address: {
      address: values.address.trim(),
      house: text(values.house),
      floor: text(values.floor),
      entrance: text(values.entrance),
      comment: text(values.comment),
    },
    ...(isNew ? { active: true } : {}),
  }
}
