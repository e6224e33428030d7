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
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { categories, stocks } from './catalogue.ts'
import { createdAt, translationColumns, translationUnique, updatedAt } from './common.ts'
import { shops } from './shops.ts'
import { users } from './users.ts'

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    /** `banner` for the home carousel; `look` for ads (`rest/banners-ads`). */
    type: text('type', { enum: ['banner', 'look'] })
      .notNull()
      .default('banner'),
    url: text('url'),
    img: text('img'),
    active: boolean('active').notNull().default(true),
    clickable: boolean('clickable').notNull().default(true),
    likes: integer('likes').notNull().default(0),
    input: integer('input').notNull().default(0),
    expiredAt: timestamp('expired_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('banners_type').on(t.type, t.active)],
)

export const bannerTranslations = pgTable(
  'banner_translations',
  {
    ...translationColumns('banner_id', () => banners.id),
    title: text('title').notNull(),
    description: text('description'),
    buttonText: text('button_text'),
  },
  translationUnique('banner_translations_owner_locale'),
)

export const bannerShops = pgTable(
  'banner_shops',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.shopId] })],
)

export const stories = pgTable(
  'stories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: integer('product_id'),
    /** Story frames: image paths, shown in order. */
    fileUrls: jsonb('file_urls').$type<string[]>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('stories_shop').on(t.shopId)],
)

export const blogs = pgTable(
  'blogs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `blog` articles, or `notification` news items. */
    type: text('type', { enum: ['blog', 'notification'] })
      .notNull()
      .default('blog'),
    img: text('img'),
    active: boolean('active').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blogs_type').on(t.type, t.active)],
)

export const blogTranslations = pgTable(
  'blog_translations',
  {
    ...translationColumns('blog_id', () => blogs.id),
    title: text('title').notNull(),
    shortDesc: text('short_desc'),
    description: text('description'),
  },
  translationUnique('blog_translations_owner_locale'),
)

export const careers = pgTable('careers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
})

export const careerTranslations = pgTable(
  'career_translations',
  {
    ...translationColumns('career_id', () => careers.id),
    title: text('title').notNull(),
    description: text('description'),
    address: text('address'),
  },
  translationUnique('career_translations_owner_locale'),
)

export const faqs = pgTable('faqs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  type: text('type').notNull().default('web'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
})

export const faqTranslations = pgTable(
  'faq_translations',
  {
    ...translationColumns('faq_id', () => faqs.id),
    question: text('question').notNull(),
    answer: text('answer'),
  },
  translationUnique('faq_translations_owner_locale'),
)

export const pageTypes = ['about', 'delivery', 'all_about', 'policy', 'term'] as const

/** Static pages: about, delivery, the about sections (`all_about`), privacy policy and terms. */
export const pages = pgTable(
  'pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: pageTypes }).notNull(),
    img: text('img'),
    bgImg: text('bg_img'),
    active: boolean('active').notNull().default(true),
    input: integer('input').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pages_type').on(t.type)],
)

export const pageTranslations = pgTable(
  'page_translations',
  {
    ...translationColumns('page_id', () => pages.id),
    title: text('title').notNull(),
    description: text('description'),
    buttonText: text('button_text'),
  },
  translationUnique('page_translations_owner_locale'),
)

export const landingPages = pgTable('landing_pages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  type: text('type').notNull().unique(),
  img: text('img'),
  createdAt: createdAt(),
})

/** The landing page's content per locale (its sections are free-form). */
export const landingPageTranslations = pgTable(
  'landing_page_translations',
  {
    ...translationColumns('landing_page_id', () => landingPages.id),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  translationUnique('landing_page_translations_owner_locale'),
)

export const receipts = pgTable(
  'receipts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    img: text('img'),
    discountType: text('discount_type', { enum: ['fix', 'percent'] }),
    /** Percent for `percent`, minor units for `fix`. */
    discountPrice: doublePrecision('discount_price'),
    activeTime: text('active_time'),
    totalTime: text('total_time'),
    calories: integer('calories'),
    servings: integer('servings'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('receipts_shop').on(t.shopId), index('receipts_category').on(t.categoryId)],
)

export const receiptTranslations = pgTable(
  'receipt_translations',
  {
    ...translationColumns('receipt_id', () => receipts.id),
    title: text('title').notNull(),
    description: text('description'),
  },
  translationUnique('receipt_translations_owner_locale'),
)

/** Ingredients and instructions are rich text per locale. */
export const receiptIngredients = pgTable(
  'receipt_ingredients',
  {
    ...translationColumns('receipt_id', () => receipts.id),
    title: text('title').notNull(),
  },
  translationUnique('receipt_ingredients_owner_locale'),
)

export const receiptInstructions = pgTable(
  'receipt_instructions',
  {
    ...translationColumns('receipt_id', () => receipts.id),
    title: text('title').notNull(),
  },
  translationUnique('receipt_instructions_owner_locale'),
)

export const receiptNutritions = pgTable('receipt_nutritions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  receiptId: integer('receipt_id')
    .notNull()
    .references(() => receipts.id, { onDelete: 'cascade' }),
  weight: text('weight').notNull(),
  percentage: doublePrecision('percentage').notNull(),
})

export const receiptNutritionTranslations = pgTable(
  'receipt_nutrition_translations',
  {
    ...translationColumns('receipt_nutrition_id', () => receiptNutritions.id),
    title: text('title').notNull(),
  },
  translationUnique('receipt_nutrition_translations_owner_locale'),
)

export const receiptStocks = pgTable(
  'receipt_stocks',
  {
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => receipts.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.receiptId, t.stockId] })],
)

export const payments = pgTable('payments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tag: text('tag').notNull().unique(),
  input: integer('input').notNull().default(0),
  active: boolean('active').notNull().default(true),
  sandbox: boolean('sandbox').notNull().default(true),
  createdAt: createdAt(),
})

export const shopPayments = pgTable(
  'shop_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    status: boolean('status').notNull().default(true),
  },
  (t) => [uniqueIndex('shop_payments_shop_payment').on(t.shopId, t.paymentId)],
)

export const referrals = pgTable('referrals', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Rewards in minor units: to the referrer, and to the new user. */
  priceFrom: integer('price_from').notNull(),
  priceTo: integer('price_to').notNull(),
  img: text('img'),
  expiredAt: timestamp('expired_at', { withTimezone: true, mode: 'date' }),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
})

export const referralTranslations = pgTable(
  'referral_translations',
  {
    ...translationColumns('referral_id', () => referrals.id),
    title: text('title').notNull(),
    description: text('description'),
    faq: text('faq'),
  },
  translationUnique('referral_translations_owner_locale'),
)

export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['fix', 'percent'] }).notNull(),
    /** Percent for `percent`, minor units for `fix`. */
    price: doublePrecision('price').notNull(),
    qty: integer('qty').notNull().default(0),
    expiredAt: timestamp('expired_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_shop_name').on(t.shopId, t.name)],
)

export const couponTranslations = pgTable(
  'coupon_translations',
  {
    ...translationColumns('coupon_id', () => coupons.id),
    title: text('title').notNull(),
  },
  translationUnique('coupon_translations_owner_locale'),
)

/** Kinds of door-to-door parcels with their dimension limits and prices. */
export const parcelOrderTypes = pgTable('parcel_order_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  type: text('type').notNull(),
  img: text('img'),
  minWidth: doublePrecision('min_width').notNull().default(0),
  minHeight: doublePrecision('min_height').notNull().default(0),
  minLength: doublePrecision('min_length').notNull().default(0),
  maxWidth: doublePrecision('max_width').notNull(),
  maxHeight: doublePrecision('max_height').notNull(),
  maxLength: doublePrecision('max_length').notNull(),
  minG: doublePrecision('min_g').notNull().default(0),
  maxG: doublePrecision('max_g').notNull(),
  /** Base price and price per kilometre, minor units. */
  price: integer('price').notNull(),
  pricePerKm: integer('price_per_km').notNull(),
  special: boolean('special').notNull().default(false),
  specialPrice: integer('special_price').notNull().default(0),
  specialPricePerKm: integer('special_price_per_km').notNull().default(0),
  active: boolean('active').notNull().default(true),
})

export const parcelOrderTypeTranslations = pgTable(
  'parcel_order_type_translations',
  {
    ...translationColumns('parcel_order_type_id', () => parcelOrderTypes.id),
    title: text('title').notNull(),
    description: text('description'),
  },
  translationUnique('parcel_order_type_translations_owner_locale'),
)

/** Table booking: a shop's reservation settings (max stay), sections, tables and hours. */
export const bookings = pgTable('bookings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  shopId: integer('shop_id')
    .notNull()
    .unique()
    .references(() => shops.id, { onDelete: 'cascade' }),
  /** Longest reservation, minutes. */
  maxTime: integer('max_time').notNull().default(120),
  active: boolean('active').notNull().default(true),
})

export const shopSections = pgTable(
  'shop_sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    area: integer('area').notNull().default(0),
    img: text('img'),
  },
  (t) => [index('shop_sections_shop').on(t.shopId)],
)

export const shopSectionTranslations = pgTable(
  'shop_section_translations',
  {
    ...translationColumns('shop_section_id', () => shopSections.id),
    title: text('title').notNull(),
  },
  translationUnique('shop_section_translations_owner_locale'),
)

export const bookingTables = pgTable(
  'booking_tables',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopSectionId: integer('shop_section_id')
      .notNull()
      .references(() => shopSections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    chairCount: integer('chair_count').notNull(),
    tax: doublePrecision('tax').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('booking_tables_section').on(t.shopSectionId)],
)

export const bookingWorkingDays = pgTable(
  'booking_working_days',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [uniqueIndex('booking_working_days_shop_day').on(t.shopId, t.day)],
)

export const bookingClosedDates = pgTable(
  'booking_closed_dates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('booking_closed_dates_shop_day').on(t.shopId, t.day)],
)

/** A customer's table reservation; public reads only expose the busy time ranges. */
export const userBookings = pgTable(
  'user_bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => bookingTables.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
    guest: integer('guest').notNull().default(1),
    note: text('note'),
    /** new → accepted → seated → finished, or canceled (see userBookingStatuses in the contracts). */
    status: text('status', { enum: ['new', 'accepted', 'seated', 'finished', 'canceled'] })
      .notNull()
      .default('new'),
    /** Why the shop canceled (the customer gives none). */
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('user_bookings_table').on(t.tableId, t.startDate),
    index('user_bookings_user').on(t.userId, t.startDate),
    index('user_bookings_booking_start').on(t.bookingId, t.startDate),
  ],
)
