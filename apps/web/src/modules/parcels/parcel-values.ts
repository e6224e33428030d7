import type { ParcelType } from '@basil/contracts/content'
import type { ParcelCreateBodyInput } from '@basil/contracts/parcel'
import type { FieldMessages } from '@/lib/forms/staged-resolver'
import type { LatLng } from '@/lib/preferences'
import { checkPhone, checkRequired } from '@/modules/account/validation'

/** The parcel form's boxes (flat: each box's name is its path; empty is unset). Weight is typed in kg. */
export type ParcelValues = {
  fromName: string
  fromPhone: string
  fromAddress: string
  fromHouse: string
  fromStage: string
  fromRoom: string
  toName: string
  toPhone: string
  toAddress: string
  toHouse: string
  toStage: string
  toRoom: string
  typeId: string
  description: string
  length: string
  width: string
  height: string
  weight: string
  instructions: string
  note: string
  notify: boolean
  date: string
  time: string
  paymentId: string
}

export type End = 'from' | 'to'

/** A number typed in a box, or null when empty or not a number. */
export function readNumber(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'))
  return text.trim() && Number.isFinite(value) ? value : null
}

/** The body the API takes from the form's values, the two points and the uploaded photos. Never a price. */
export function toParcelBody(
  values: ParcelValues,
  points: Record<End, LatLng>,
  images: string[],
  currencyId: number | undefined,
): ParcelCreateBodyInput {
  const text = (value: string) => value.trim() || null
  const kg = readNumber(values.weight)
  const end = (e: End) => ({
    latitude: points[e].latitude,
    longitude: points[e].longitude,
    address: values[`${e}Address`].trim(),
    house: text(values[`${e}House`]),
    stage: text(values[`${e}Stage`]),
    room: text(values[`${e}Room`]),
  })
  return {
    currency_id: currencyId ?? null,
    type_id: Number(values.typeId),
    phone_from: values.fromPhone.trim(),
    username_from: values.fromName.trim(),
    address_from: end('from'),
    phone_to: values.toPhone.trim(),
    username_to: values.toName.trim(),
    address_to: end('to'),
    delivery_date: text(values.date),
    delivery_time: text(values.time),
    note: text(values.note),
    images,
    description: text(values.description),
    instructions: text(values.instructions),
    notify: values.notify ? 1 : 0,
    length: readNumber(values.length),
    width: readNumber(values.width),
    height: readNumber(values.height),
    weight: kg === null ? null : Math.round(kg * 1000),
  }
}

/** A size within [min, max] (a max of 0 is no limit); empty is fine. */
function checkWithin(text: string, min: number, max: number, scale = 1): string | null {
  if (!text.trim()) return null
  const value = readNumber(text)
  if (value === null || value <= 0) return 'parcels.outOfLimits'
  const v = value * scale
  return v < min || (max > 0 && v > max) ? 'parcels.outOfLimits' : null
}

/** The spec's rules (§5 messages) and the chosen type's limits, checked before the contract. */
export function checkParcel(values: ParcelValues, type: ParcelType | undefined): FieldMessages<ParcelValues> {
  return {
    fromName: checkRequired(values.fromName),
    fromPhone: checkPhone(values.fromPhone),
    fromAddress: checkRequired(values.fromAddress),
    toName: checkRequired(values.toName),
    toPhone: checkPhone(values.toPhone),
    toAddress: checkRequired(values.toAddress),
    typeId: values.typeId ? null : 'form.required',
    date: checkRequired(values.date),
    time: checkRequired(values.time),
    paymentId: values.paymentId ? null : 'checkout.choosePayment',
    ...(type
      ? {
          length: checkWithin(values.length, type.min_length, type.max_length),
          width: checkWithin(values.width, type.min_width, type.max_width),
          height: checkWithin(values.height, type.min_height, type.max_height),
          weight: checkWithin(values.weight, type.min_g, type.max_g, 1000),
        }
      : {}),
  }
}

/** Great-circle distance between two points, km (what the price is computed from). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const r = Math.PI / 180
  const h =
    Math.sin(((b.latitude - a.latitude) * r) / 2) ** 2 +
    Math.cos(a.latitude * r) * Math.cos(b.latitude * r) * Math.sin(((b.longitude - a.longitude) * r) / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h))
}
