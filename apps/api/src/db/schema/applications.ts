// Applications to join the marketplace: a customer asks to open a shop (be a seller) or to deliver (be a courier), and
// an admin decides. One pending application per person and kind: a partial unique index keeps it even when two
// requests race.
import { sql } from 'drizzle-orm'
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './common.ts'
import { shops, type LatLng } from './shops.ts'
import { users } from './users.ts'

/** `new` is under review (the name shops use for it), then `approved` or `rejected`. */
export const applicationStatuses = ['new', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof applicationStatuses)[number]

/** Text per locale, as the contract sends it: `{en: "...", fr: "..."}`. */
export type LocalizedText = Record<string, string>

export interface ApplicationWorkingDay {
  day: string
  from: string
  to: string
  disabled: boolean
}

const decidedAt = () => timestamp('decided_at', { withTimezone: true, mode: 'date' })

export const shopApplications = pgTable(
  'shop_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: applicationStatuses }).notNull().default('new'),
    type: text('type', { enum: ['restaurant', 'shop'] }).notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    address: jsonb('address').$type<LocalizedText>().notNull(),
    phone: text('phone').notNull(),
    logoImg: text('logo_img'),
    backgroundImg: text('background_img'),
    documents: jsonb('documents').$type<string[]>().notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Money in minor units of the default currency. */
    price: integer('price').notNull().default(0),
    pricePerKm: integer('price_per_km').notNull().default(0),
    minAmount: integer('min_amount').notNull().default(0),
    tax: doublePrecision('tax').notNull().default(0),
    deliveryTimeFrom: integer('delivery_time_from').notNull(),
    deliveryTimeTo: integer('delivery_time_to').notNull(),
    deliveryTimeType: text('delivery_time_type', { enum: ['minute', 'hour'] }).notNull(),
    /** The delivery zone: a circle of this radius around the shop, unless a polygon is given. */
    deliveryRadiusKm: doublePrecision('delivery_radius_km'),
    deliveryPolygon: jsonb('delivery_polygon').$type<LatLng[]>(),
    categories: jsonb('categories').$type<number[]>().notNull(),
    tags: jsonb('tags').$type<number[]>().notNull(),
    workingDays: jsonb('working_days').$type<ApplicationWorkingDay[]>().notNull(),
    /** The admin's reason, when rejected. */
    reason: text('reason'),
    /** The shop an approval created. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: decidedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shop_applications_one_pending')
      .on(t.userId)
      .where(sql`status = 'new'`),
    index('shop_applications_user').on(t.userId, t.id),
    index('shop_applications_status').on(t.status, t.id),
  ],
)

export const courierApplications = pgTable(
  'courier_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: applicationStatuses }).notNull().default('new'),
    vehicleType: text('vehicle_type', { enum: ['bicycle', 'scooter', 'motorbike', 'car', 'foot'] }).notNull(),
    plate: text('plate'),
    documents: jsonb('documents').$type<string[]>().notNull(),
    /** Where the courier wants to work: a place's name and, when picked on the map, its point and a radius. */
    workingArea: text('working_area').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    radiusKm: doublePrecision('radius_km'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: decidedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('courier_applications_one_pending')
      .on(t.userId)
      .where(sql`status = 'new'`),
    index('courier_applications_user').on(t.userId, t.id),
    index('courier_applications_status').on(t.status, t.id),
  ],
)
