import { z } from 'zod'
import {
  listQuerySchema,
  localeQuerySchema,
  paginatedSchema,
  queryIntSchema,
  successSchema,
  translationSchema,
} from './common.ts'
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
