// Door-to-door parcels: the customer's `dashboard/user/parcel-orders` family, the parcel payment
// (`/payments/parcel-order/{id}/transactions`), and the operator routes that move a parcel (admin: list and assign a
// courier; courier: accept, pick up, deliver).
import { z } from 'zod'
import {
  dateSchema,
  lineSchema,
  listQuerySchema,
  localeQuerySchema,
  paginatedSchema,
  queryListSchema,
  successSchema,
  textSchema,
  timeSchema,
} from './common.ts'
import { parcelTypeSchema } from './content.ts'
import { currencySchema } from './global.ts'
import { orderTransactionSchema } from './order.ts'

const id = z.number().int()
const bodyId = z.coerce
  .number({ message: 'must be a whole number' })
  .int('must be a whole number')
  .min(1)
  .max(2_147_483_647)

export const parcelStatusValues = ['new', 'accepted', 'on_a_way', 'delivered', 'canceled'] as const
export type ParcelStatusValue = (typeof parcelStatusValues)[number]
export const parcelStatusSchema = z.enum(parcelStatusValues)
/** The statuses of a parcel still under way (the "active" tab); the others are history. */
export const activeParcelStatuses = ['new', 'accepted', 'on_a_way'] as const satisfies readonly ParcelStatusValue[]

export const PHONE_REQUIRED = 'Phone number is required'
export const PHONE_INVALID = 'Phone number is invalid'
export const REQUIRED = 'Required'

/** A phone number as people type it: digits with an optional leading +, spaces, dashes, dots and brackets. */
export function isPhoneNumber(text: string): boolean {
  if (!/^\+?[\d\s\-.()]+$/.test(text)) return false
  const digits = text.replace(/\D/g, '').length
  return digits >= 7 && digits <= 15
}

const phoneSchema = z.union([z.string(), z.number().transform(String)], { message: PHONE_REQUIRED }).pipe(
  lineSchema(32)
    .refine((v) => v.length > 0, PHONE_REQUIRED)
    .refine((v) => v.length === 0 || isPhoneNumber(v), PHONE_INVALID),
)
const nameSchema = z.string({ message: REQUIRED }).pipe(lineSchema(100).refine((v) => v.length > 0, REQUIRED))
/** Optional text; an empty string is no text. */
const optionalText = (max: number, multiline = false) =>
  z
    .union([multiline ? textSchema(max) : lineSchema(max), z.number().transform(String)])
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v))
const coordinate = (limit: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .refine(Number.isFinite, 'must be a number')
    .pipe(z.number().min(-limit).max(limit))
/** A size or weight: a positive number, or nothing. */
const measure = z
  .union([z.literal(''), z.null(), z.coerce.number({ message: 'must be a number' })])
  .optional()
  .transform((v) => (v === '' || v === null || v === undefined ? null : v))
  .pipe(z.number().positive('must be more than 0').max(1_000_000).nullable())

export const parcelAddressBodySchema = z.object(
  {
    latitude: coordinate(90),
    longitude: coordinate(180),
    address: optionalText(500),
    house: optionalText(50),
    stage: optionalText(50),
    room: optionalText(50),
  },
  { message: REQUIRED },
)

/**
 * `POST dashboard/user/parcel-orders`. The price is always the server's: a `price`/`total_price` sent by a client is
 * ignored (and `rate` is only read for its currency). Sizes are centimetres, `weight` grams: required when the type
 * has limits for them, and checked against those limits.
 */
export const parcelCreateBodySchema = z.object({
  currency_id: bodyId.nullish(),
  type_id: bodyId,
  rate: z.coerce.number().nullish(),
  phone_from: phoneSchema,
  username_from: nameSchema,
  address_from: parcelAddressBodySchema,
  phone_to: phoneSchema,
  username_to: nameSchema,
  address_to: parcelAddressBodySchema,
  delivery_date: dateSchema.nullish(),
  delivery_time: timeSchema.nullish(),
  note: optionalText(1000, true),
  images: z.array(z.string().trim().max(500)).max(6).nullish(),
  description: optionalText(1000, true),
  instructions: optionalText(1000, true),
  notify: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
    .nullish()
    .transform((v) => v === true || v === 1 || v === '1'),
  length: measure,
  width: measure,
  height: measure,
  weight: measure,
})
export type ParcelCreateBody = z.infer<typeof parcelCreateBodySchema>
export type ParcelCreateBodyInput = z.input<typeof parcelCreateBodySchema>

export const parcelAddressSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  address: z.string().nullable(),
  house: z.string().nullable(),
  stage: z.string().nullable(),
  room: z.string().nullable(),
})

export const parcelCourierSchema = z.object({
  id,
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  phone: z.string().nullable(),
  img: z.string().nullable(),
})

export const parcelReviewSchema = z.object({
  id,
  rating: z.number(),
  comment: z.string().nullable(),
  created_at: z.string(),
})

/**
 * Parcel. Money (`total_price`) is in the parcel's currency at the rate it was sent with (`rate`), 2 decimals. `km` is
 * the great-circle distance between the two addresses; sizes in centimetres, weight in grams.
 */
export const parcelSchema = z.object({
  id,
  user_id: id.nullable(),
  type_id: id,
  status: parcelStatusSchema,
  total_price: z.number(),
  rate: z.number(),
  currency_id: id.nullable(),
  km: z.number(),
  username_from: z.string(),
  phone_from: z.string(),
  address_from: parcelAddressSchema,
  username_to: z.string(),
  phone_to: z.string(),
  address_to: parcelAddressSchema,
  delivery_date: z.string().nullable().describe('YYYY-MM-DD'),
  delivery_time: z.string().nullable().describe('HH:mm'),
  note: z.string().nullable(),
  description: z.string().nullable(),
  instructions: z.string().nullable(),
  images: z.array(z.string()),
  notify: z.boolean(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  type: parcelTypeSchema.nullable(),
  currency: currencySchema.nullable(),
  deliveryman: parcelCourierSchema.nullable(),
  review: parcelReviewSchema.nullable(),
  transaction: orderTransactionSchema.nullable(),
  /** Every status the parcel went through, oldest first (the parcel page's timeline). */
  status_history: z.array(z.object({ id, status: parcelStatusSchema, created_at: z.string() })),
})
export type Parcel = z.infer<typeof parcelSchema>
export const parcelResponseSchema = successSchema(parcelSchema)
export const parcelsPaginatedSchema = paginatedSchema(parcelSchema)

/** `GET dashboard/user/parcel-orders`: `statuses[0]=new&statuses[1]=accepted` (or `statuses[]=`), or one `status`. */
export const parcelListQuerySchema = listQuerySchema.extend({
  status: parcelStatusSchema.optional(),
  statuses: queryListSchema(parcelStatusSchema).optional(),
  column: z.enum(['id', 'created_at', 'total_price']).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
})

export const parcelStatusChangeQuerySchema = localeQuerySchema.extend({ status: z.literal('canceled') })

/** `POST dashboard/user/parcel-orders/deliveryman-review/{id}`. */
export const parcelReviewBodySchema = z.object({
  rating: z.coerce.number({ message: 'must be a number' }).min(1).max(5),
  comment: textSchema(2000).nullish(),
})
export type ParcelReviewBodyInput = z.input<typeof parcelReviewBodySchema>

/** `POST /payments/parcel-order/{id}/transactions`. */
export const parcelTransactionBodySchema = z.object({ payment_sys_id: bodyId.nullish() })
export const parcelTransactionSchema = orderTransactionSchema.extend({ parcel_id: id })
export const parcelTransactionResponseSchema = successSchema(parcelTransactionSchema)

/** `POST dashboard/admin/parcel-orders/{id}/deliveryman`: the courier (a user with the deliveryman role). */
export const parcelAssignBodySchema = z.object({ deliveryman_id: bodyId })

/** `POST dashboard/deliveryman/parcel-orders/{id}/status/update`: `{status}` or `?status=`. */
export const courierParcelStatusValues = ['accepted', 'on_a_way', 'delivered'] as const
export const courierParcelStatusBodySchema = z
  .object({ status: z.enum(courierParcelStatusValues).optional() })
  .nullish()
export const courierParcelStatusQuerySchema = localeQuerySchema.extend({
  status: z.enum(courierParcelStatusValues).optional(),
})
