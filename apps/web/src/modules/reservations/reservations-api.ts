'use client'

import type { MyBookingBody } from '@basil/contracts/booking'
import { apiFetch } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'

import { RESERVATIONS_PER_PAGE } from './reservations-per-page'

export const reservationsKey = ['reservations'] as const

/** `my-bookings`: the customer's upcoming (soonest first) or past (latest first) reservations. */
export function fetchMyReservations(type: 'upcoming' | 'past', page: number, signal?: AbortSignal) {
  return apiFetch('dashboard/user/my-bookings', responses.userBookingsPage, {
    query: { type, page, perPage: RESERVATIONS_PER_PAGE },
    signal,
  })
}

/** Books a table; a taken table is refused with `params.booking_id` (no available booking). */
export function createReservation(body: MyBookingBody) {
  return apiFetch('dashboard/user/my-bookings', responses.userBooking, { method: 'POST', body })
}

export function cancelReservation(id: number) {
  return apiFetch(`dashboard/user/my-bookings/${id}/status/change`, responses.userBooking, {
    method: 'POST',
    query: { status: 'canceled' },
  })
}

export async function fetchSections(shopId: number, signal?: AbortSignal) {
  return (
    await apiFetch('rest/booking/shop-sections', responses.shopSectionsPage, {
      query: { shop_id: shopId, perPage: 50 },
      signal,
    })
  ).data
}

export async function fetchTables(shopId: number, signal?: AbortSignal) {
  return (
    await apiFetch('rest/booking/tables', responses.bookingTablesPage, {
      query: { shop_id: shopId, perPage: 100 },
      signal,
    })
  ).data
}

/** The table's reserved ranges on one local day of the shop. */
export function fetchBusyRanges(tableId: number, date: string, signal?: AbortSignal) {
  return apiFetch(`rest/booking/disable-dates/table/${tableId}`, responses.busyRanges, {
    query: { date_from: date, date_to: date },
    signal,
  })
}
