import 'server-only'
import {
  bookingShopResponseSchema,
  bookingShopsPaginatedSchema,
  bookingsPaginatedSchema,
  bookingTablesPaginatedSchema,
  shopSectionsPaginatedSchema,
  userBookingsPaginatedSchema,
} from '@basil/contracts'
import { fetchApi, fetchApiOrNull } from './client'
import { TAGS } from './tags'

/** Shops taking table reservations, with their booking hours and upcoming closed dates. */
export async function getBookingShops(page = 1) {
  return fetchApi(
    'rest/booking/shops/paginate',
    bookingShopsPaginatedSchema,
    { perPage: 12, page },
    { tags: [TAGS.shops] },
  )
}

/** One shop taking reservations, by id or slug; null when there is none. */
export async function getBookingShop(id: string) {
  return (await fetchApiOrNull(`rest/booking/shops/${encodeURIComponent(id)}`, bookingShopResponseSchema))?.data ?? null
}

/** The shop's reservation settings (IBookingMaxTime: the booking's id and the longest stay); null when it has none. */
export async function getBookingOf(shopId: number) {
  return (
    (await fetchApi('rest/booking/bookings', bookingsPaginatedSchema, { shop_id: shopId, perPage: 1 })).data[0] ?? null
  )
}

/** The shop's sections and active tables, so the booking form's plan is in the first HTML (no shift when it loads). */
export async function getBookingPlan(shopId: number) {
  const [sections, tables] = await Promise.all([
    fetchApi('rest/booking/shop-sections', shopSectionsPaginatedSchema, { shop_id: shopId, perPage: 50 }),
    fetchApi('rest/booking/tables', bookingTablesPaginatedSchema, { shop_id: shopId, perPage: 100 }),
  ])
  return { sections: sections.data, tables: tables.data }
}

/** The signed-in customer's first page of upcoming reservations (the list's first paint); null when it fails. */
export async function getUpcomingReservations(perPage: number) {
  try {
    return await fetchApi('dashboard/user/my-bookings', userBookingsPaginatedSchema, {
      type: 'upcoming',
      page: 1,
      perPage,
    })
  } catch {
    return null
  }
}
