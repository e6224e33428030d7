import { z } from 'zod'
import {
  dateSchema,
  isCalendarDate,
  lineSchema,
  listQuerySchema,
  localeQuerySchema,
  paginatedSchema,
  queryIntSchema,
  successSchema,
  textSchema,
  timeSchema,
  translationSchema,
} from './common.ts'
import { BOOKING_MAX_GUESTS, parseBookingStart } from './booking-rules.ts'
import { WEEK_DAYS } from './opening-hours.ts'
import { shopSchema } from './shop.ts'

const id = z.number().int()
const idQuery = queryIntSchema.pipe(z.number().min(1).max(2_147_483_647))

export const bookingWorkingDaySchema = z.object({
  id,
  day: z.string(),
  /** `HH:mm` in the shop's time zone. */
  from: z.string(),
  to: z.string(),
  disabled: z.boolean(),
})
export const bookingClosedDateSchema = z.object({ id, day: z.string().describe('YYYY-MM-DD') })

/** A shop taking table reservations: IShop plus its reservation hours and closed dates. */
export const bookingShopSchema = shopSchema.extend({
  booking_shop_working_days: z.array(bookingWorkingDaySchema),
  booking_shop_closed_date: z.array(bookingClosedDateSchema),
})
export type BookingShop = z.infer<typeof bookingShopSchema>
export const bookingShopsPaginatedSchema = paginatedSchema(bookingShopSchema)
export const bookingShopResponseSchema = successSchema(bookingShopSchema)

/** IBookingMaxTime: a shop's reservation settings. */
export const bookingSchema = z.object({
  id,
  shop_id: id,
  /** Longest reservation, minutes. */
  max_time: z.number().int(),
  active: z.boolean(),
  shop: shopSchema.nullable(),
})
export type Booking = z.infer<typeof bookingSchema>
export const bookingsQuerySchema = listQuerySchema.extend({ shop_id: idQuery.optional() })
export const bookingsPaginatedSchema = paginatedSchema(bookingSchema)

export const bookingTableSchema = z.object({
  id,
  name: z.string(),
  shop_section_id: id,
  /** Percent. */
  tax: z.number(),
  chair_count: z.number().int(),
  active: z.boolean(),
})
export type BookingTable = z.infer<typeof bookingTableSchema>
export const bookingTablesQuerySchema = listQuerySchema.extend({
  shop_id: idQuery.optional(),
  shop_section_id: idQuery.optional(),
})
export const bookingTablesPaginatedSchema = paginatedSchema(bookingTableSchema)

export const shopSectionSchema = z.object({
  id,
  shop_id: id,
  area: z.number().int(),
  img: z.string().nullable(),
  translation: translationSchema({ title: z.string() }),
})
export type ShopSection = z.infer<typeof shopSectionSchema>
export const shopSectionsQuerySchema = listQuerySchema.extend({ shop_id: idQuery.optional() })
export const shopSectionsPaginatedSchema = paginatedSchema(shopSectionSchema)
export const shopSectionResponseSchema = successSchema(shopSectionSchema)

function isRealDateTime(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value)
  if (!m) return false
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)))
  return (
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(mo) - 1 &&
    date.getUTCDate() === Number(d) &&
    Number(h) < 24 &&
    Number(mi) < 60 &&
    Number(s) < 60
  )
}

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm[:ss]`, wall-clock time of the shop. */
export const localDateTimeQuerySchema = z
  .string()
  .refine(isRealDateTime, 'must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DD HH:mm)')

export const disableDatesQuerySchema = localeQuerySchema.extend({
  date_from: localDateTimeQuerySchema
    .optional()
    .describe("Shop's wall-clock time; busy ranges ending after it (default: now)"),
  date_to: localDateTimeQuerySchema
    .optional()
    .describe("Shop's wall-clock time (a date alone means the end of that day); busy ranges starting before it"),
})

/** A reserved (not canceled) time range of a table. */
export const disabledDateSchema = z.object({ start_date: z.string(), end_date: z.string() })
/** Raw: a top-level array, not an envelope. */
export const disableDatesResponseSchema = z.array(disabledDateSchema)

// ---- reservations (`dashboard/user/my-bookings`, `dashboard/seller/bookings`) ----

/**
 * A reservation's life: new (asked) → accepted (by the shop) → seated → finished; canceled by the customer while new
 * or accepted and not started, or by the shop (with a reason) while new or accepted.
 */
export const userBookingStatuses = ['new', 'accepted', 'seated', 'finished', 'canceled'] as const
export type UserBookingStatus = (typeof userBookingStatuses)[number]
export const userBookingStatusSchema = z.enum(userBookingStatuses)

/** IBooking: one reservation of a table. Instants are ISO 8601; show them in the shop's `timezone`. */
export const userBookingSchema = z.object({
  id,
  booking_id: id,
  table_id: id,
  user_id: id.nullable(),
  start_date: z.string(),
  end_date: z.string(),
  guest: z.number().int(),
  note: z.string().nullable(),
  status: userBookingStatusSchema,
  cancel_reason: z.string().nullable(),
  created_at: z.string().nullable(),
  table: bookingTableSchema.extend({ shop_section: shopSectionSchema.nullable() }).nullable(),
  shop: shopSchema.nullable(),
  /** Who booked: shown to the shop; the customer sees themselves. */
  user: z
    .object({ id, firstname: z.string().nullable(), lastname: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
})
export type UserBooking = z.infer<typeof userBookingSchema>
export const userBookingsPaginatedSchema = paginatedSchema(userBookingSchema)
export const userBookingResponseSchema = successSchema(userBookingSchema)

export const myBookingsQuerySchema = listQuerySchema.extend({
  /** upcoming: not ended and still new, accepted or seated (soonest first); past: the others (latest first). */
  type: z.enum(['upcoming', 'past']).optional(),
  status: userBookingStatusSchema.optional(),
})

const positiveId = z.number().int().min(1).max(2_147_483_647)

/** The wall-clock start `YYYY-MM-DD HH:mm` in the shop's time zone. */
export const bookingStartSchema = z
  .string()
  .trim()
  .refine(
    (v) => {
      const start = parseBookingStart(v)
      return start !== null && isCalendarDate(start.date)
    },
    { message: 'must be a date and time (YYYY-MM-DD HH:mm)' },
  )

/** POST dashboard/user/my-bookings. */
export const myBookingBodySchema = z.object({
  table_id: positiveId,
  booking_id: positiveId,
  start_date: bookingStartSchema,
  note: textSchema(500).nullish(),
  guest: z.number().int().min(1).max(BOOKING_MAX_GUESTS),
})
export type MyBookingBody = z.input<typeof myBookingBodySchema>

export const myBookingStatusQuerySchema = localeQuerySchema.extend({ status: z.literal('canceled') })

/** GET dashboard/seller/bookings: the shop's reservations starting on one local day (default: the shop's today). */
export const sellerBookingsQuerySchema = listQuerySchema.extend({
  date: dateSchema.optional(),
  status: userBookingStatusSchema.optional(),
  shop_id: idQuery.optional(),
})

/** POST dashboard/seller/bookings/{id}/status: `cancel_reason` is required to cancel. */
export const sellerBookingStatusBodySchema = z.object({
  status: z.enum(['accepted', 'seated', 'finished', 'canceled']),
  cancel_reason: textSchema(500).nullish(),
})

const LOCALE = /^[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?$/
/** POST/PUT dashboard/seller/booking/sections: `title` per locale, at least one. */
export const sellerSectionBodySchema = z.object({
  shop_id: positiveId.optional(),
  title: z
    .record(z.string().regex(LOCALE, 'must be a language code'), lineSchema(100).min(1))
    .refine((v) => Object.keys(v).length > 0, 'is required'),
  area: z.number().int().min(0).max(100_000).optional(),
})

/** POST/PUT dashboard/seller/booking/tables. */
export const sellerTableBodySchema = z.object({
  shop_section_id: positiveId,
  name: lineSchema(30).min(1),
  chair_count: z.number().int().min(1).max(BOOKING_MAX_GUESTS),
  active: z.boolean().optional(),
})

export const sellerSectionsQuerySchema = listQuerySchema.extend({ shop_id: idQuery.optional() })
export const sellerTablesQuerySchema = listQuerySchema.extend({ shop_section_id: idQuery.optional() })

/** PUT dashboard/seller/booking/working-days: the week's booking hours, one entry per day given. */
export const sellerWorkingDaysBodySchema = z.object({
  shop_id: positiveId.optional(),
  days: z
    .array(z.object({ day: z.enum(WEEK_DAYS), from: timeSchema, to: timeSchema, disabled: z.boolean().optional() }))
    .min(1)
    .max(7)
    .refine((days) => new Set(days.map((d) => d.day)).size === days.length, 'each day once'),
})

/** POST dashboard/seller/booking/closed-dates. */
export const sellerClosedDateBodySchema = z.object({ shop_id: positiveId.optional(), day: dateSchema })

/** What the seller's hours routes answer: the shop's booking hours and upcoming closed dates. */
export const bookingHoursResponseSchema = successSchema(
  z.object({
    shop_id: id,
    booking_shop_working_days: z.array(bookingWorkingDaySchema),
    booking_shop_closed_date: z.array(bookingClosedDateSchema),
  }),
)
export const bookingTableResponseSchema = successSchema(bookingTableSchema)
