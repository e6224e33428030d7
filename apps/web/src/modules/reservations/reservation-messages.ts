import { ApiError } from '@/lib/api/error'

/**
 * What to tell the customer about a refused booking: the contract's "no available booking" (`params.booking_id`) and
 * a time the shop does not offer (`params.start_date`) in the storefront's words; other texts as the API wrote them.
 */
export function bookingErrorMessage(t: (key: string) => string, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.field('booking_id')) return t('reservations.noAvailable')
    if (error.field('start_date')) return t('reservations.timeRefused')
    if (error.status === 403 && error.message === 'Reservations are not available') return t('reservations.off')
    if (error.message) return error.message
  }
  if (error instanceof Error && error.message) return error.message
  return t('error.later')
}
