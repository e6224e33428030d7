// Door-to-door parcels: a customer's request to carry a parcel from one address to another, moved by a courier.
// Money columns are integer minor units of the default currency; a parcel keeps the currency and rate the customer
// saw. Its payments are rows of payment_transactions and wallet_histories that name it (orders.ts).
import { sql } from 'drizzle-orm'
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { timestamp } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './common.ts'
import { parcelOrderTypes, payments } from './content.ts'
import { currencies } from './global.ts'
import { users } from './users.ts'

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** new → accepted (the assigned courier takes it) → on_a_way (picked up) → delivered; canceled while new. */
export const parcelStatuses = ['new', 'accepted', 'on_a_way', 'delivered', 'canceled'] as const
export type ParcelStatus = (typeof parcelStatuses)[number]

/** One end of a parcel's trip, as the customer gave it. */
export interface ParcelAddress {
  latitude: number
  longitude: number
  address: string | null
  house: string | null
  stage: string | null
  room: string | null
}

export const parcelOrders = pgTable(
  'parcel_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => parcelOrderTypes.id, { onDelete: 'restrict' }),
    status: text('status', { enum: parcelStatuses }).notNull().default('new'),
    currencyId: integer('currency_id').references(() => currencies.id, { onDelete: 'set null' }),
    /** Rate of `currency_id` when sent: response prices are minor units × rate. */
    rate: doublePrecision('rate').notNull().default(1),
    /** The server's price (type price + price per km × distance), never the client's. */
    totalPrice: integer('total_price').notNull(),
    km: doublePrecision('km').notNull(),
    usernameFrom: text('username_from').notNull(),
    phoneFrom: text('phone_from').notNull(),
    addressFrom: jsonb('address_from').$type<ParcelAddress>().notNull(),
    usernameTo: text('username_to').notNull(),
    phoneTo: text('phone_to').notNull(),
    addressTo: jsonb('address_to').$type<ParcelAddress>().notNull(),
    /** 'YYYY-MM-DD' and 'HH:mm' of the pick-up. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryTime: text('delivery_time'),
    note: text('note'),
    description: text('description'),
    instructions: text('instructions'),
    /** Relative paths under the storage's images folder (the customer's own uploads). */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    notify: boolean('notify').notNull().default(false),
    /** Centimetres and grams, when given. */
    length: doublePrecision('length'),
    width: doublePrecision('width'),
    height: doublePrecision('height'),
    weight: doublePrecision('weight'),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    deliverymanId: integer('deliveryman_id').references(() => users.id, { onDelete: 'set null' }),
    canceledAt: moment('canceled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('parcel_orders_user_status').on(t.userId, t.status, t.id),
    index('parcel_orders_deliveryman').on(t.deliverymanId, t.status, t.id),
    index('parcel_orders_status').on(t.status, t.id),
    check('parcel_orders_total_not_negative', sql`${t.totalPrice} >= 0`),
  ],
)

/** Every status a parcel went through, oldest first: the timeline of the parcel page. */
export const parcelOrderStatusHistory = pgTable(
  'parcel_order_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parcelOrderId: integer('parcel_order_id')
      .notNull()
      .references(() => parcelOrders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: parcelStatuses }).notNull(),
    /** Who made the change (customer, courier, admin). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('parcel_order_status_history_parcel').on(t.parcelOrderId, t.id)],
)

/** The customer's review of the courier of a delivered parcel: one per parcel (the unique column decides). */
export const parcelOrderReviews = pgTable('parcel_order_reviews', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  parcelOrderId: integer('parcel_order_id')
    .notNull()
    .unique()
    .references(() => parcelOrders.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  deliverymanId: integer('deliveryman_id').references(() => users.id, { onDelete: 'set null' }),
  rating: doublePrecision('rating').notNull(),
  comment: text('comment'),
  createdAt: createdAt(),
})
