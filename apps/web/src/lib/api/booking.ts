import 'server-only'
import { bookingShopResponseSchema, bookingShopsPaginatedSchema, bookingsPaginatedSchema } from '@basil/contracts'
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
