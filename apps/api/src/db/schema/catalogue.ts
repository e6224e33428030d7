import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, translationColumns, translationUnique, tsvector, updatedAt } from './common.ts'
import { shops } from './shops.ts'
import { users } from './users.ts'

export const categoryTypes = ['main', 'sub', 'child', 'shop', 'receipt', 'career'] as const

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    type: text('type', { enum: categoryTypes }).notNull().default('main'),
    keywords: text('keywords'),
    img: text('img'),
    /** Sort position: lists are ordered by it. */
    input: integer('input').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('categories_type_input').on(t.type, t.input), index('categories_parent').on(t.parentId)],
)

export const categoryTranslations = pgTable(
  'category_translations',
  {
    ...translationColumns('category_id', () => categories.id),
    title: text('title').notNull(),
    description: text('description'),
  },
  translationUnique('category_translations_owner_locale'),
)

/** Shop categories (type `shop`) a shop belongs to; filters `shops/paginate?category_id=`. */
export const shopCategories = pgTable(
  'shop_categories',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.categoryId] }), index('shop_categories_category').on(t.categoryId)],
)

export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  title: text('title').notNull(),
  img: text('img'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
})

export const units = pgTable('units', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  position: text('position', { enum: ['before', 'after'] })
    .notNull()
    .default('after'),
  active: boolean('active').notNull().default(true),
})

export const unitTranslations = pgTable(
  'unit_translations',
  {
    ...translationColumns('unit_id', () => units.id),
    title: text('title').notNull(),
  },
  translationUnique('unit_translations_owner_locale'),
)

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    img: text('img'),
    /** Tax in percent, added to the stock price. */
    tax: doublePrecision('tax').notNull().default(0),
    minQty: integer('min_qty').notNull().default(1),
    maxQty: integer('max_qty').notNull().default(100),
    interval: doublePrecision('interval').notNull().default(1),
    active: boolean('active').notNull().default(true),
    status: text('status', { enum: ['pending', 'published', 'unpublished'] })
      .notNull()
      .default('published'),
    /** An addon product is sold only attached to another product's stock. */
    addon: boolean('addon').notNull().default(false),
    vegetarian: boolean('vegetarian').notNull().default(false),
    kcal: integer('kcal'),
    barCode: text('bar_code'),
    isRecommended: boolean('is_recommended').notNull().default(false),
    ratingAvg: doublePrecision('rating_avg'),
    reviewsCount: integer('reviews_count').notNull().default(0),
    /** Lowest stock price after discount, minor units; kept by the writer for price filters and sorting. */
    minPrice: integer('min_price').notNull().default(0),
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_shop').on(t.shopId, t.active, t.status, t.addon),
    index('products_category').on(t.categoryId),
    index('products_brand').on(t.brandId),
    index('products_search').using('gin', t.searchVector),
    index('products_listing').on(t.active, t.status, t.addon, t.id),
  ],
)

export const productTranslations = pgTable(
  'product_translations',
  {
    ...translationColumns('product_id', () => products.id),
    title: text('title').notNull(),
    description: text('description'),
  },
  translationUnique('product_translations_owner_locale'),
)

/** Extra images of a product, in order. */
export const productGalleries = pgTable(
  'product_galleries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_galleries_product').on(t.productId)],
)

export const discounts = pgTable(
  'discounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['fix', 'percent'] }).notNull(),
    /** Percent for `percent`, minor units for `fix`. */
    price: doublePrecision('price').notNull(),
    start: timestamp('start', { withTimezone: true, mode: 'date' }).notNull(),
    end: timestamp('end', { withTimezone: true, mode: 'date' }).notNull(),
    img: text('img'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('discounts_shop').on(t.shopId)],
)

export const productDiscounts = pgTable(
  'product_discounts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.discountId] }), index('product_discounts_discount').on(t.discountId)],
)

export const stocks = pgTable(
  'stocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Price in minor units of the default currency, before discount and tax. */
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull().default(0),
    sku: text('sku'),
    addon: boolean('addon').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('stocks_product').on(t.productId)],
)

export const extraGroups = pgTable('extra_groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
  type: text('type', { enum: ['text', 'color', 'image'] })
    .notNull()
    .default('text'),
  active: boolean('active').notNull().default(true),
})

export const extraGroupTranslations = pgTable(
  'extra_group_translations',
  {
    ...translationColumns('extra_group_id', () => extraGroups.id),
    title: text('title').notNull(),
  },
  translationUnique('extra_group_translations_owner_locale'),
)

export const extraValues = pgTable('extra_values', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  extraGroupId: integer('extra_group_id')
    .notNull()
    .references(() => extraGroups.id, { onDelete: 'cascade' }),
  value: text('value').notNull(),
  active: boolean('active').notNull().default(true),
})

export const stockExtras = pgTable(
  'stock_extras',
  {
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    extraValueId: integer('extra_value_id')
      .notNull()
      .references(() => extraValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.stockId, t.extraValueId] })],
)

/** An addon of a stock is another (addon) product of the same shop. */
export const stockAddons = pgTable(
  'stock_addons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    addonProductId: integer('addon_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('stock_addons_stock_addon').on(t.stockId, t.addonProductId)],
)

export const reviewableTypes = ['shop', 'product', 'order', 'deliveryman'] as const

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reviewableType: text('reviewable_type', { enum: reviewableTypes }).notNull(),
    reviewableId: integer('reviewable_id').notNull(),
    /** The shop the review concerns, for shop review lists. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: doublePrecision('rating').notNull(),
    comment: text('comment'),
    img: text('img'),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_target').on(t.reviewableType, t.reviewableId), index('reviews_shop').on(t.shopId)],
)

/** Distinct words of every searchable text, for typo-tolerant search (trigram-indexed). */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  // GIN with fastupdate off: PGlite has no autovacuum to merge a pending list, and typo lookups use `%` (0.6 ms
  // against 7 ms with GiST at 100,000 products).
  (t) => [index('search_words_trgm_gin').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false })],
)
