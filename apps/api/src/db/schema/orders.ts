// Carts, orders and everything that moves money for them. Money columns are integer minor units of the default
// currency; an order keeps the currency and rate the customer saw so its totals can be shown as they were paid.
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { stocks } from './catalogue.ts'
import { coupons, payments } from './content.ts'
import { createdAt, updatedAt } from './common.ts'
import { currencies } from './global.ts'
import { parcelOrders } from './parcels.ts'
import { shops } from './shops.ts'
import { users } from './users.ts'

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const orderStatuses = ['new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered', 'canceled'] as const
export type OrderStatus = (typeof orderStatuses)[number]
export const deliveryTypes = ['delivery', 'pickup'] as const
export type DeliveryType = (typeof deliveryTypes)[number]
export const refundStatuses = ['pending', 'approved', 'rejected'] as const
export const transactionStatuses = ['progress', 'paid', 'canceled', 'rejected', 'refund'] as const
export type TransactionStatus = (typeof transactionStatuses)[number]

/**
 * A shop cart. A signed-in user has at most one active cart (the partial unique index); `owner_id` is null only for a
 * cart no user owns. A group cart (`group`) lets guests join through `user_carts`.
 */
export const carts = pgTable(
  'carts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    currencyId: integer('currency_id').references(() => currencies.id, { onDelete: 'set null' }),
    rate: doublePrecision('rate').notNull().default(1),
    group: boolean('group').notNull().default(false),
    /** The group order's invitation secret: the share link carries it, and guests must show it to join or act. */
    inviteToken: uuid('invite_token').notNull().defaultRandom(),
    /** `active` while it can be filled; `ordered` once it became an order (kept for the idempotent retry). */
    status: text('status', { enum: ['active', 'ordered'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_one_active_per_owner')
      .on(t.ownerId)
      .where(sql`${t.status} = 'active'`),
    index('carts_shop').on(t.shopId),
  ],
)

/**
 * A member of a cart: the owner's own row (user_id = owner) and, in a group cart, each guest or user who joined with
 * a name. `status` true means the member marked their part done. A kicked member keeps the row with `kicked_at`
 * so their next request can be told "You have been kicked from group order".
 */
export const userCarts = pgTable(
  'user_carts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name'),
    status: boolean('status').notNull().default(false),
    kickedAt: moment('kicked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_carts_cart').on(t.cartId), index('user_carts_user').on(t.userId)],
)

/**
 * A cart line. Addons are child lines (`parent_id`) deleted with their parent. `price` is a display snapshot only:
 * totals are always recomputed from current stock prices.
 */
export const cartDetails = pgTable(
  'cart_details',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userCartId: integer('user_cart_id')
      .notNull()
      .references(() => userCarts.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => cartDetails.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull().default(0),
    bonus: boolean('bonus').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cart_details_user_cart').on(t.userCartId),
    index('cart_details_parent').on(t.parentId),
    check('cart_details_quantity_positive', sql`${t.quantity} > 0`),
  ],
)

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    /** The cart the order was made from (null once that cart is gone). */
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    status: text('status', { enum: orderStatuses }).notNull().default('new'),
    deliveryType: text('delivery_type', { enum: deliveryTypes }).notNull(),
    /** 'YYYY-MM-DD' and 'HH:mm' in the shop's time zone. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryTime: text('delivery_time'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    address: text('address'),
    office: text('office'),
    house: text('house'),
    floor: text('floor'),
    phone: text('phone'),
    username: text('username'),
    note: text('note'),
    currencyId: integer('currency_id').references(() => currencies.id, { onDelete: 'set null' }),
    /** Rate of `currency_id` when ordered: response prices are minor units × rate. */
    rate: doublePrecision('rate').notNull().default(1),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    /** Goods before discounts and tax. */
    originPrice: integer('origin_price').notNull().default(0),
    totalDiscount: integer('total_discount').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    serviceFee: integer('service_fee').notNull().default(0),
    couponPrice: integer('coupon_price').notNull().default(0),
    tips: integer('tips').notNull().default(0),
    /** What the customer pays: goods − discount + tax + delivery + service − coupon + tips. */
    totalPrice: integer('total_price').notNull().default(0),
    deliverymanId: integer('deliveryman_id').references(() => users.id, { onDelete: 'set null' }),
    otp: integer('otp'),
    imageAfterDelivered: text('image_after_delivered'),
    canceledAt: moment('canceled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_status').on(t.userId, t.status, t.id),
    index('orders_shop_status').on(t.shopId, t.status, t.id),
    check('orders_total_not_negative', sql`${t.totalPrice} >= 0`),
  ],
)

export const orderDetails = pgTable(
  'order_details',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id').references(() => stocks.id, { onDelete: 'set null' }),
    parentId: integer('parent_id').references((): AnyPgColumn => orderDetails.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Unit price × quantity before discount and tax. */
    originPrice: integer('origin_price').notNull(),
    discount: integer('discount').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    /** origin − discount + tax. */
    totalPrice: integer('total_price').notNull(),
    bonus: boolean('bonus').notNull().default(false),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_details_order').on(t.orderId), index('order_details_parent').on(t.parentId)],
)

/** Every status an order went through, in order: the timeline of the order page. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    /** Who made the change (customer, seller, system: null). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order').on(t.orderId, t.id)],
)

/** The customer's review of a delivered order: one per order. */
export const orderReviews = pgTable('order_reviews', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  rating: doublePrecision('rating').notNull(),
  comment: text('comment'),
  createdAt: createdAt(),
})

/** A scheduled repeat of an order between two dates (`orders/{id}/repeat`). */
export const orderRepeats = pgTable('order_repeats', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  from: date('from', { mode: 'string' }).notNull(),
  to: date('to', { mode: 'string' }).notNull(),
  createdAt: createdAt(),
})

export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cause: text('cause').notNull(),
    answer: text('answer'),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_refunds_user').on(t.userId, t.id),
    index('order_refunds_order').on(t.orderId),
    // At most one open request per order, whatever the interleaving of requests.
    uniqueIndex('order_refunds_one_pending')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
  ],
)

/**
 * Idempotency keys: the first request with (user, scope, key) records what it created; a retry returns that.
 * `scope` is e.g. `order`, `wallet_send`, `refund`.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** The id of what the first request created (an order id for scope `order`). */
    resourceId: integer('resource_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_scope_key').on(t.userId, t.scope, t.key)],
)

/**
 * A user's wallet. `balance` is a cache of the sum of the processed ledger rows, updated in the same transaction as
 * each row with a conditional UPDATE, so it can never go below zero (the check constraint is the last guard).
 */
export const wallets = pgTable(
  'wallets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balance} >= 0`)],
)

export const walletHistoryTypes = [
  'topup',
  'withdraw',
  'order',
  'refund',
  'transfer_in',
  'transfer_out',
  'referral',
  'parcel',
] as const
export type WalletHistoryType = (typeof walletHistoryTypes)[number]

/**
 * The append-only wallet ledger: rows are inserted, never updated or deleted. `amount` is signed (credit > 0,
 * debit < 0); the balance is the sum of `amount` over the wallet's rows with status `processed`.
 */
export const walletHistories = pgTable(
  'wallet_histories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    type: text('type', { enum: walletHistoryTypes }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['processed', 'pending', 'rejected'] })
      .notNull()
      .default('processed'),
    note: text('note'),
    /** Who caused the movement (the payer of a transfer, the admin of a top-up...). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The other side of a transfer. */
    counterpartyId: integer('counterparty_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The parcel paid for (wallet payment of a parcel, or its refund). */
    parcelOrderId: integer('parcel_order_id').references(() => parcelOrders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_histories_wallet').on(t.walletId, t.id), index('wallet_histories_order').on(t.orderId)],
)

/**
 * A payment attempt for an order (cash, wallet or a card provider). `provider_ref` is the provider's id (e.g. a
 * Stripe checkout session), unique so a replayed webhook finds the same row.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** A parcel's payment has `parcel_order_id` instead of `order_id`. */
    parcelOrderId: integer('parcel_order_id').references(() => parcelOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** Minor units of the default currency. */
    price: integer('price').notNull(),
    status: text('status', { enum: transactionStatuses }).notNull().default('progress'),
    providerRef: text('provider_ref').unique(),
    /** Provider-specific details worth keeping (checkout URL, last webhook event id...). */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_transactions_order').on(t.orderId, t.id),
    index('payment_transactions_user').on(t.userId),
    index('payment_transactions_parcel').on(t.parcelOrderId, t.id),
  ],
)

/** One row per coupon used on an order: a user may use a coupon once. */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupon_usages_coupon_user').on(t.couponId, t.userId)],
)
