import { myBookingBodySchema } from '@basil/contracts/booking'
import { contractResolver } from '@/lib/forms/contract-resolver'
import { toBookingBody, type BookingValues } from './booking-values'

// Loaded on demand (stagedResolver): zod and the contracts stay out of the booking page's first-load JavaScript.

/** The booking form held to the contract's body (`POST dashboard/user/my-bookings`). */
export function bookingContract(bookingId: number) {
  return contractResolver<BookingValues>({
    contract: myBookingBodySchema,
    toBody: (values) => toBookingBody(values, bookingId),
    fieldOf: (path) => {
      const key = path[0]
      if (key === 'start_date') return 'time'
      if (key === 'table_id' || key === 'guest' || key === 'note') return key
      return null
    },
  })
}
