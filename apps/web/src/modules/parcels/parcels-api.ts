'use client'

import type { Parcel, ParcelCreateBodyInput, ParcelReviewBodyInput, ParcelStatusValue } from '@basil/contracts/parcel'
import { apiFetch, noContent } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'
import type { LatLng } from '@/lib/preferences'

export const PARCELS_PER_PAGE = 10
/** How often an open parcel page re-reads its parcel while it can still change. */
export const PARCEL_POLL_MS = 10_000

export const parcelsKey = ['parcels'] as const

/** `rest/parcel-order/types`: the active parcel types with their size and weight limits. */
export async function fetchParcelTypes(currencyId: number | undefined, signal?: AbortSignal) {
  const res = await apiFetch('rest/parcel-order/types', responses.parcelTypesPage, {
    query: { perPage: 50, currency_id: currencyId },
    signal,
  })
  return res.data
}

/** `rest/parcel-order/calculate-price`: the price the server will charge for this type and these two points. */
export async function fetchParcelPrice(
  typeId: number,
  from: LatLng,
  to: LatLng,
  currencyId: number | undefined,
  signal?: AbortSignal,
): Promise<number> {
  const res = await apiFetch('rest/parcel-order/calculate-price', responses.parcelPrice, {
    query: {
      type_id: typeId,
      address_from: { latitude: from.latitude, longitude: from.longitude },
      address_to: { latitude: to.latitude, longitude: to.longitude },
      currency_id: currencyId,
    },
    signal,
  })
  return res.data.price
}

export async function createParcel(body: ParcelCreateBodyInput, currencyId: number | undefined): Promise<Parcel> {
  const res = await apiFetch('dashboard/user/parcel-orders', responses.parcel, {
    method: 'POST',
    query: { currency_id: currencyId },
    body,
  })
  return res.data
}

/** Pays the parcel with a cash or wallet method; the key makes a retried submit answer the first payment. */
export async function payParcel(id: number, paymentId: number, idempotencyKey: string): Promise<void> {
  await apiFetch(`payments/parcel-order/${id}/transactions`, responses.parcelTransaction, {
    method: 'POST',
    body: { payment_sys_id: paymentId },
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

export function fetchParcels(
  statuses: readonly ParcelStatusValue[],
  page: number,
  currencyId: number | undefined,
  signal?: AbortSignal,
) {
  return apiFetch('dashboard/user/parcel-orders', responses.parcelsPage, {
    query: {
      currency_id: currencyId,
      perPage: PARCELS_PER_PAGE,
      page,
      column: 'id',
      sort: 'desc',
      statuses: [...statuses],
    },
    signal,
  })
}

export async function fetchParcel(id: string, currencyId: number | undefined, signal?: AbortSignal): Promise<Parcel> {
  const res = await apiFetch(`dashboard/user/parcel-orders/${encodeURIComponent(id)}`, responses.parcel, {
    query: { currency_id: currencyId },
    signal,
  })
  return res.data
}

export async function cancelParcel(id: number): Promise<void> {
  await apiFetch(`dashboard/user/parcel-orders/${id}/status/change`, noContent, {
    method: 'POST',
    query: { status: 'canceled' },
  })
}

export async function reviewCourier(id: number, rating: number, comment: string): Promise<void> {
  await apiFetch(`dashboard/user/parcel-orders/deliveryman-review/${id}`, noContent, {
    method: 'POST',
    body: { rating, comment: comment || undefined } satisfies ParcelReviewBodyInput,
  })
}

/** A picture for the parcel through the existing upload (`dashboard/galleries`): its absolute URL. */
export async function uploadParcelPhoto(file: File): Promise<string> {
  const form = new FormData()
  form.append('image', file)
  form.append('type', 'parcels')
  const uploaded = await apiFetch('dashboard/galleries', responses.galleryUpload, { method: 'POST', body: form })
  return uploaded.data.title
}

/** A card provider's hosted page for the parcel (`order-{tag}-process?parcel_id=`): where to send the customer. */
export async function startParcelCardPayment(tag: string, id: number, currencyId: number | undefined) {
  const res = await apiFetch(`dashboard/user/order-${tag}-process`, responses.paymentProcess, {
    query: { parcel_id: id, currency_id: currencyId },
  })
  return res.data.data.url
}
