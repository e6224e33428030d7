import { z } from 'zod'
import { dateSchema, localeQuerySchema, queryIntSchema, queryListSchema, successSchema, timeSchema } from './common.ts'
import { addonProductSchema, stockSchema } from './product.ts'

const id = z.number().int()
/** Ids arrive as numbers or numeric strings (form fields, query strings). */
const bodyId = z.coerce
  .number({ message: 'must be a whole number' })
  .int('must be a whole number')
  .min(1)
  .max(2_147_483_647)
const money = z.coerce.number({ message: 'must be a number' }).refine(Number.isFinite, 'must be a number')

/** A stock as a cart line shows it: the stock with its product (the product's own `shop` is null). */
export const cartStockSchema = stockSchema.extend({ product: addonProductSchema.nullable() })

const cartLineFields = {
  id,
  /** The line's total in the request's currency: (stock total_price) × quantity. */
  price: z.number(),
  quantity: z.number().int(),
  /** The discount on the whole line, request currency. */
  discount: z.number(),
  bonus: z.boolean(),
  stock: cartStockSchema,
  /** The cart detail this addon line belongs to (null for a main line). */
  parent_id: id.nullable(),
  unit: z
    .object({ id, position: z.enum(['before', 'after']), translation: z.object({ title: z.string() }).nullable() })
    .nullable(),
}

/** An addon line: a child of a main line. Its quantity is per one unit of the main line. */
export const cartAddonLineSchema = z.object(cartLineFields)

/** A main cart line with its addons as children. */
export const cartDetailSchema = z.object({ ...cartLineFields, addons: z.array(cartAddonLineSchema) })
export type CartDetail = z.infer<typeof cartDetailSchema>

/** A member of a cart: the owner's own part, or (group carts) a guest or user who joined with a name. */
export const userCartSchema = z.object({
  id,
  cart_id: id,
  user_id: id.nullable(),
  name: z.string().nullable(),
  /** True once the member marked their part done (`rest/cart/status/{uuid}` toggles it). */
  status: z.boolean(),
  /**
   * The member's secret: guests show it on every `rest/cart` route. Each member only ever sees its own; other
   * members' rows carry an empty string.
   */
  uuid: z.string(),
  /** The member's total, request currency. */
  total_price: z.number(),
  cartDetails: z.array(cartDetailSchema),
})
export type UserCart = z.infer<typeof userCartSchema>

/** CartType: the cart with every (not kicked) member's lines; totals always recomputed by the server. */
export const cartSchema = z.object({
  id,
  owner_id: id.nullable(),
  shop_id: id,
  currency_id: id.nullable(),
  rate: z.number(),
  /** Sum of every line, addons included, in the request's currency. */
  total_price: z.number(),
  group: z.boolean(),
  receipt_count: z.number().int(),
  receipt_discount: z.number(),
  user_carts: z.array(userCartSchema),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * The group order's invitation secret, in the owner's answers only (while the cart is a group): the share link
   * carries it and `rest/cart/open` needs it. Ending the group retires it.
   */
  invite: z.string().optional(),
})
export type Cart = z.infer<typeof cartSchema>
export const cartResponseSchema = successSchema(cartSchema)

/**
 * One product line of `cart/insert-product`. A main line has no `parent_id`; an addon line gives the STOCK id of
 * its main line as `parent_id` and follows it in the list.
 */
export const cartProductInputSchema = z.object({
  stock_id: bodyId,
  quantity: z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(0).max(100_000),
  parent_id: bodyId.nullish(),
})
export type CartProductInput = z.infer<typeof cartProductInputSchema>

/**
 * `cart/insert-product` (and `POST cart`): quantities are absolute. A main line with the same stock and the same
 * addons (stocks and quantities) as an existing line is that line: its quantity becomes the given one (0 removes it).
 * Identical lines within one request are merged, their quantities added. Group members send `cart_id` and
 * `user_cart_uuid` (`rest/cart/insert-product`).
 */
export const cartInsertBodySchema = z.object({
  shop_id: bodyId,
  currency_id: bodyId.nullish(),
  rate: money.nullish(),
  products: z.array(cartProductInputSchema).min(1).max(100),
  cart_id: bodyId.nullish(),
  user_cart_uuid: z.string().uuid().nullish(),
})
export type CartInsertBody = z.infer<typeof cartInsertBodySchema>

export const cartQuerySchema = localeQuerySchema.extend({
  shop_id: queryIntSchema.pipe(z.number().min(1).max(2_147_483_647)).optional(),
  user_cart_uuid: z.string().uuid().optional(),
})

export const cartOpenBodySchema = z.object({ shop_id: bodyId, currency_id: bodyId.nullish() })

/** `rest/cart/open`: join a group cart with a name and the invitation secret of the share link (`invite`). */
export const cartJoinBodySchema = z.object({
  name: z.string().trim().min(1, 'is required').max(100),
  shop_id: bodyId,
  cart_id: bodyId,
  /** Missing or wrong: 400 "You cannot join. Invalid group order", like any group that cannot be joined. */
  invite: z.string().max(100).nullish(),
})
export const userCartResponseSchema = successSchema(userCartSchema)

/** `{ids:[...]}` in a DELETE body (cart ids or cart detail ids). */
export const idsBodySchema = z.object({
  ids: z.array(bodyId).min(1).max(100),
  /** Group members: restrict the delete to their own lines. */
  user_cart_uuid: z.string().uuid().nullish(),
})

/** `rest/cart/member/delete?ids[0]=<userCartUuid>`: a member leaves with its own secret. */
export const memberIdsQuerySchema = localeQuerySchema.extend({
  ids: queryListSchema(z.string().uuid()).pipe(z.array(z.string()).min(1)),
})

/**
 * `dashboard/user/cart/member/delete?ids[0]=..`: the owner names members by `user_carts[].id` (the owner never sees
 * guests' uuids) or, as clients of this API family do, by uuid.
 */
export const memberRefsQuerySchema = localeQuerySchema.extend({
  ids: queryListSchema(
    z.union([z.string().uuid(), z.string().regex(/^[1-9][0-9]{0,9}$/, 'must be a member id or uuid')]),
  ).pipe(z.array(z.string()).min(1)),
})

export const cartStatusBodySchema = z.object({ cart_id: bodyId }).nullish()
export const userCartUuidParamSchema = z.object({ userCartUuid: z.string().uuid() })

export const cartCalculateBodySchema = z.object({
  address: z
    .object({ latitude: money.pipe(z.number().min(-90).max(90)), longitude: money.pipe(z.number().min(-180).max(180)) })
    .nullish(),
  type: z.enum(['delivery', 'pickup']).default('delivery'),
  coupon: z.string().trim().max(100).nullish(),
  currency_id: bodyId.nullish(),
  /** Tip in the request's currency. */
  tips: money.pipe(z.number().min(0).max(100_000)).nullish(),
  /**
   * Basil addition: the moment the order is for, in the shop's time zone, as the order will send it. When either is
   * given, the shop's hours are checked as the order checks them (same messages); without a time, as soon as possible.
   */
  delivery_date: dateSchema.nullish(),
  delivery_time: timeSchema.nullish(),
})
export type CartCalculateBody = z.infer<typeof cartCalculateBodySchema>

/** `cart/calculate/{id}`: what the order would cost, request currency. */
export const cartCalculationSchema = z.object({
  /** Goods before discounts and tax. */
  price: z.number(),
  delivery_fee: z.number(),
  total_tax: z.number(),
  total_discount: z.number(),
  coupon_price: z.number(),
  service_fee: z.number(),
  tips: z.number(),
  /** price − total_discount + total_tax + delivery_fee + service_fee − coupon_price + tips. */
  total_price: z.number(),
  /** The shop's minimum order amount (goods after discounts must reach it). */
  min_amount: z.number(),
  /** Great-circle distance from the shop, kilometres (0 for pickup). */
  km: z.number(),
  rate: z.number(),
  /** Basil addition: whether the shop is open at this moment (an order "as soon as possible" is taken now). */
  shop_open: z.boolean(),
})
export type CartCalculation = z.infer<typeof cartCalculationSchema>
export const cartCalculationResponseSchema = successSchema(cartCalculationSchema)
