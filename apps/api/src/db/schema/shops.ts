import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, translationColumns, translationUnique, tsvector, updatedAt } from './common.ts'
import { users } from './users.ts'

export const weekDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type WeekDay = (typeof weekDays)[number]

/** A point of a delivery-zone polygon: [latitude, longitude]. */
export type LatLng = [number, number]

export const shops = pgTable(
  'shops',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    slug: text('slug').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: ['restaurant', 'shop'] }).notNull(),
    logoImg: text('logo_img'),
    backgroundImg: text('background_img'),
    phone: text('phone'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Delivery price in minor units of the default currency. */
    price: integer('price').notNull().default(0),
    pricePerKm: integer('price_per_km').notNull().default(0),
    minAmount: integer('min_amount').notNull().default(0),
    /** Tax in percent of the goods' price. */
    tax: doublePrecision('tax').notNull().default(0),
    /** Service fee in minor units. */
    serviceFee: integer('service_fee').notNull().default(0),
    /** Commission the marketplace takes, percent. */
    percentage: doublePrecision('percentage').notNull().default(0),
    deliveryTimeFrom: integer('delivery_time_from').notNull().default(20),
    deliveryTimeTo: integer('delivery_time_to').notNull().default(40),
    deliveryTimeType: text('delivery_time_type', { enum: ['minute', 'hour', 'day', 'month'] })
      .notNull()
      .default('minute'),
    /** The seller's own switch: false closes the shop whatever its hours say. */
    open: boolean('open').notNull().default(true),
    verify: boolean('verify').notNull().default(false),
    status: text('status', { enum: ['new', 'edited', 'approved', 'rejected', 'inactive'] })
      .notNull()
      .default('new'),
    visibility: boolean('visibility').notNull().default(true),
    isRecommended: boolean('is_recommended').notNull().default(false),
    /** IANA time zone the working days are written in. */
    timezone: text('timezone').notNull().default('America/New_York'),
    ratingAvg: doublePrecision('rating_avg'),
    reviewsCount: integer('reviews_count').notNull().default(0),
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shops_type_status').on(t.type, t.status), index('shops_search').using('gin', t.searchVector)],
)

export const shopTranslations = pgTable(
  'shop_translations',
  {
    ...translationColumns('shop_id', () => shops.id),
    title: text('title').notNull(),
    description: text('description'),
    address: text('address'),
  },
  translationUnique('shop_translations_owner_locale'),
)

export const shopDeliveryZones = pgTable('shop_delivery_zones', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  shopId: integer('shop_id')
    .notNull()
    .unique()
    .references(() => shops.id, { onDelete: 'cascade' }),
  /** Closed polygon as a list of [latitude, longitude] points. */
  address: jsonb('address').$type<LatLng[]>().notNull(),
  minLatitude: doublePrecision('min_latitude').notNull(),
  maxLatitude: doublePrecision('max_latitude').notNull(),
  minLongitude: doublePrecision('min_longitude').notNull(),
  maxLongitude: doublePrecision('max_longitude').notNull(),
})

export const shopWorkingDays = pgTable(
  'shop_working_days',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: text('day', { enum: weekDays }).notNull(),
    /** 'HH:mm' in the shop's time zone. */
    from: text('from').notNull(),
    to: text('to').notNull(),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [uniqueIndex('shop_working_days_shop_day').on(t.shopId, t.day)],
)

export const shopClosedDates = pgTable(
  'shop_closed_dates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('shop_closed_dates_shop_day').on(t.shopId, t.day)],
)

export const shopTags = pgTable('shop_tags', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  img: text('img'),
  createdAt: createdAt(),
})

export const shopTagTranslations = pgTable(
  'shop_tag_translations',
  {
    ...translationColumns('shop_tag_id', () => shopTags.id),
    title: text('title').notNull(),
  },
  translationUnique('shop_tag_translations_owner_locale'),
)

export const shopShopTags = pgTable(
  'shop_shop_tags',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    shopTagId: integer('shop_tag_id')
      .notNull()
      .references(() => shopTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.shopTagId] }), index('shop_shop_tags_tag').on(t.shopTagId)],
)

export const branches = pgTable(
  'branches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('branches_shop').on(t.shopId)],
)

export const branchTranslations = pgTable(
  'branch_translations',
  {
    ...translationColumns('branch_id', () => branches.id),
    title: text('title').notNull(),
    address: text('address'),
  },
  translationUnique('branch_translations_owner_locale'),
)

/**
 * "Sorry, we're not available here": a visitor's e-mail left for a place no shop delivers to (or for one shop that does
 * not), so the operator knows where to grow and can write when it does. One row per e-mail and place: leaving it
 * again only refreshes the row.
 */
export const deliveryInterests = pgTable(
  'delivery_interests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The shop the visitor was looking at, when it was one shop that does not deliver there. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('delivery_interests_email_place').on(t.email, t.latitude, t.longitude),
    index('delivery_interests_created').on(t.createdAt),
  ],
)
