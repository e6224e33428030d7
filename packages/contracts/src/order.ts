import { z } from 'zod'
import { cartStockSchema } from './cart.ts'
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
import { currencySchema } from './global.ts'
import { shopSchema } from './shop.ts'

const id = z.number().int()
const bodyId = z.coerce
  .number({ message: 'must be a whole number' })
  .int('must be a whole number')
  .min(1)
  .max(2_147_483_647)
const money = z.coerce.number({ message: 'must be a number' }).refine(Number.isFinite, 'must be a number')
/** Optional text of one line (or of several with `multiline`); numbers are taken as their digits. */
const optionalText = (max: number, multiline = false) =>
  z
    .union([multiline ? textSchema(max) : lineSchema(max), z.number().transform(String)])
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v))

export const orderStatusValues = ['new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered', 'canceled'] as const
export type OrderStatusValue = (typeof orderStatusValues)[number]
export const orderStatusSchema = z.enum(orderStatusValues)

const detailFields = {
  id,
  stock_id: id.nullable(),
  parent_id: id.nullable(),
  quantity: z.number().int(),
  /** Unit price × quantity before discount and tax, in the order's currency. */
  origin_price: z.number(),
  discount: z.number(),
  tax: z.number(),
  /** origin_price − discount + tax. */
  total_price: z.number(),
  bonus: z.boolean(),
  note: z.string().nullable(),
  /** The stock as it is now (null if it was deleted since). */
  stock: cartStockSchema.nullable(),
}
export const orderAddonDetailSchema = z.object(detailFields)
export const orderDetailSchema = z.object({ ...detailFields, addons: z.array(orderAddonDetailSchema) })
export type OrderDetail = z.infer<typeof orderDetailSchema>

export const orderTransactionSchema = z.object({
  id,
  price: z.number(),
  status: z.enum(['progress', 'paid', 'canceled', 'rejected', 'refund']),
  payment_system: z.object({ id, tag: z.string() }).nullable(),
  created_at: z.string(),
})

export const orderReviewSchema = z.object({
  id,
  rating: z.number(),
  comment: z.string().nullable(),
  created_at: z.string(),
})
export const orderRepeatSchema = z.object({
  id,
  order_id: id,
  from: z.string(),
  to: z.string(),
  created_at: z.string(),
})
export const orderRefundBriefSchema = z.object({
  id,
  status: z.enum(['pending', 'approved', 'rejected']),
  cause: z.string(),
  answer: z.string().nullable(),
  created_at: z.string(),
})
export const orderStatusHistorySchema = z.object({ id, status: orderStatusSchema, created_at: z.string() })

/**
 * Order. Money fields are in the order's currency at the rate it was placed with (`rate`), with 2 decimals:
 * total_price = origin_price − total_discount + tax + delivery_fee + service_fee − coupon.price + tips.
 */
export const orderSchema = z.object({
  id,
  user_id: id.nullable(),
  shop_id: id,
  status: orderStatusSchema,
  total_price: z.number(),
  origin_price: z.number(),
  total_discount: z.number(),
  tax: z.number(),
  service_fee: z.number(),
  delivery_fee: z.number(),
  tips: z.number(),
  coupon: z.object({ name: z.string().nullable(), price: z.number() }).nullable(),
  rate: z.number(),
  currency_id: id.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  delivery_date: z.string().nullable().describe('YYYY-MM-DD'),
  delivery_time: z.string().nullable().describe('HH:mm'),
  delivery_type: z.enum(['delivery', 'pickup']),
  address: z.object({
    address: z.string().nullable(),
    office: z.string().nullable(),
    house: z.string().nullable(),
    floor: z.string().nullable(),
  }),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  phone: z.string().nullable(),
  username: z.string().nullable(),
  note: z.string().nullable(),
  shop: shopSchema.nullable(),
  currency: currencySchema.nullable(),
  deliveryman: z
    .object({
      id,
      firstname: z.string().nullable(),
      lastname: z.string().nullable(),
      phone: z.string().nullable(),
      img: z.string().nullable(),
    })
    .nullable(),
  review: orderReviewSchema.nullable(),
  repeat: orderRepeatSchema.nullable(),
  details: z.array(orderDetailSchema),
  order_refunds: z.array(orderRefundBriefSchema),
  transaction: orderTransactionSchema.nullable(),
  /** Every status the order went through, oldest first (the order page's timeline). */
  status_history: z.array(orderStatusHistorySchema),
  otp: z.number().int().nullable(),
  image_after_delivered: z.string().nullable(),
})
export type Order = z.infer<typeof orderSchema>
export const orderResponseSchema = successSchema(orderSchema)
export const ordersPaginatedSchema = paginatedSchema(orderSchema)

/** `POST dashboard/user/orders`. `idempotency_key` may also come as the `Idempotency-Key` header. */
export const orderCreateBodySchema = z.object({
  cart_id: bodyId,
  shop_id: bodyId.nullish(),
  currency_id: bodyId.nullish(),
  rate: money.nullish(),
  payment_id: bodyId.nullish(),
  delivery_type: z.enum(['delivery', 'pickup']).default('delivery'),
  delivery_date: dateSchema.nullish(),
  delivery_time: timeSchema.nullish(),
  location: z
    .object({ latitude: money.pipe(z.number().min(-90).max(90)), longitude: money.pipe(z.number().min(-180).max(180)) })
    .nullish(),
  address: z
    .object({ address: optionalText(500), office: optionalText(50), house: optionalText(50), floor: optionalText(50) })
    .partial()
    .nullish(),
  phone: optionalText(32),
  username: optionalText(100),
  coupon: lineSchema(100).nullish(),
  note: optionalText(1000, true),
  /** Notes per stock: `{<stockId>: text}`. */
  notes: z.record(z.string(), textSchema(500).nullable()).nullish(),
  /** Tip in the request's currency. */
  tips: money.pipe(z.number().min(0).max(100_000)).nullish(),
  idempotency_key: lineSchema(200).pipe(z.string().min(1)).nullish(),
})
export type OrderCreateBody = z.infer<typeof orderCreateBodySchema>

export const orderListQuerySchema = listQuerySchema.extend({
  status: orderStatusSchema.optional(),
  statuses: queryListSchema(orderStatusSchema).optional(),
  order_statuses: z.string().max(10).optional(),
  column: z.enum(['id', 'created_at', 'total_price']).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
})

export const orderStatusChangeQuerySchema = localeQuerySchema.extend({ status: z.literal('canceled') })

export const orderReviewBodySchema = z.object({
  rating: z.coerce.number({ message: 'must be a number' }).min(1).max(5),
  comment: textSchema(2000).nullish(),
})

export const orderRepeatBodySchema = z.object({
  from: dateSchema,
  to: dateSchema,
})
export const orderRepeatResponseSchema = successSchema(orderRepeatSchema)
