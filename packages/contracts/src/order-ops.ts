// The operations side of an order: card payment processing (`order-{tag}-process`, provider webhooks), payment
// transactions, refunds (customer requests, seller answers) and the seller's order routes (`dashboard/seller/...`).
import { z } from 'zod'
import {
  lineSchema,
  listQuerySchema,
  localeQuerySchema,
  paginatedSchema,
  queryIntSchema,
  successSchema,
  translationSchema,
} from './common.ts'
import { orderListQuerySchema, orderStatusSchema, orderTransactionSchema } from './order.ts'

const id = z.number().int()
const bodyId = z.coerce
  .number({ message: 'must be a whole number' })
  .int('must be a whole number')
  .min(1)
  .max(2_147_483_647)
const queryId = queryIntSchema.pipe(z.number().min(1).max(2_147_483_647))

// ---- payments ----

/** Card providers of the contract, in the order of `order-{tag}-process`. */
export const paymentProviderTags = [
  'stripe',
  'razorpay',
  'paystack',
  'paypal',
  'flutter-wave',
  'mercado-pago',
  'paytabs',
  'moyasar',
  'pay-fast',
] as const
export type PaymentProviderTag = (typeof paymentProviderTags)[number]

/** `GET dashboard/user/order-{tag}-process`: the order to pay (`order_id`), a parcel (`parcel_id`) or a wallet top-up. */
export const paymentProcessQuerySchema = localeQuerySchema.extend({
  order_id: queryId.optional(),
  parcel_id: queryId.optional(),
  wallet_id: queryId.optional(),
  total_price: z.string().max(20).optional(),
})

/** `{data:{data:{url}}}`: where to send the customer (the provider's hosted payment page). */
export const paymentProcessResponseSchema = successSchema(
  z.object({ data: z.object({ url: z.string(), provider_ref: z.string(), transaction_id: id }) }),
)

/** `POST /payments/order/{id}/transactions`. */
export const transactionCreateBodySchema = z.object({
  payment_sys_id: bodyId.nullish(),
})

export const transactionSchema = orderTransactionSchema.extend({ order_id: id })
export type Transaction = z.infer<typeof transactionSchema>
export const transactionResponseSchema = successSchema(transactionSchema)

export const webhookResponseSchema = successSchema(z.object({ received: z.boolean(), handled: z.boolean() }))

// ---- refunds ----

export const refundStatusValues = ['pending', 'approved', 'rejected'] as const
export const refundStatusSchema = z.enum(refundStatusValues)

/** The order as a refund shows it: enough to recognise it in a list. Money in the order's currency. */
export const refundOrderSchema = z.object({
  id,
  status: orderStatusSchema,
  total_price: z.number(),
  rate: z.number(),
  currency_id: id.nullable(),
  delivery_type: z.enum(['delivery', 'pickup']),
  created_at: z.string(),
  shop: z
    .object({
      id,
      uuid: z.string(),
      slug: z.string(),
      logo_img: z.string().nullable(),
      translation: translationSchema({ title: z.string() }),
      /** Basil addition: the shop's time zone, which the order's times are shown in. */
      timezone: z.string(),
    })
    .nullable(),
})

export const refundSchema = z.object({
  id,
  order_id: id,
  user_id: id.nullable(),
  cause: z.string(),
  answer: z.string().nullable(),
  status: refundStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  order: refundOrderSchema.nullable(),
  user: z.object({ id, firstname: z.string().nullable(), lastname: z.string().nullable() }).nullable(),
})
export type Refund = z.infer<typeof refundSchema>
export const refundResponseSchema = successSchema(refundSchema)
export const refundsPaginatedSchema = paginatedSchema(refundSchema)

export const refundListQuerySchema = listQuerySchema.extend({
  status: refundStatusSchema.optional(),
  sort: z.enum(['asc', 'desc']).optional(),
})

/** `POST dashboard/user/order-refunds`. */
export const refundCreateBodySchema = z.object({
  order_id: bodyId,
  cause: z.string().trim().min(1, 'is required').max(2000),
})

/** `PUT dashboard/seller/order-refunds/{id}`: the seller's answer. */
export const refundAnswerBodySchema = z.object({
  status: z.enum(['approved', 'rejected']),
  answer: z.string().trim().max(2000).nullish(),
})

// ---- seller orders ----

export const sellerOrderListQuerySchema = orderListQuerySchema.extend({
  /** An order id or the customer's phone. */
  search: lineSchema(100).optional(),
  delivery_type: z.enum(['delivery', 'pickup']).optional(),
})

/** `POST dashboard/seller/order/{id}/status`: the next status (also accepted as `?status=`). */
export const sellerOrderStatusBodySchema = z
  .object({
    status: orderStatusSchema.optional(),
    note: z.string().trim().max(1000).nullish(),
  })
  .nullish()
export const sellerOrderStatusQuerySchema = localeQuerySchema.extend({ status: orderStatusSchema.optional() })
