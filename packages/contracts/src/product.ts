import { z } from 'zod'
import {
  addressQuerySchema,
  listQuerySchema,
  localeQuerySchema,
  paginatedSchema,
  queryIntSchema,
  queryListSchema,
  queryNumberSchema,
  successSchema,
  translationSchema,
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
} from './common.ts'
import { searchTermSchema } from './search.ts'
import { shopSchema } from './shop.ts'

const id = z.number().int()

export const productTranslationSchema = translationSchema({ title: z.string(), description: z.string().nullable() })

export const productUnitSchema = z.object({
  id,
  position: z.enum(['before', 'after']),
  active: z.boolean(),
  translation: translationSchema({ title: z.string() }),
})

/** One picture of a product: `url` and `path` are the same absolute URL (clients of the API family read either). */
export const productGallerySchema = z.object({ id, url: z.string(), path: z.string() })

export const extraGroupSchema = z.object({
  id,
  type: z.enum(['text', 'color', 'image']),
  translation: translationSchema({ title: z.string() }),
})

/** One value of an extra group (size "L", colour "#f00") that a stock is made of. */
export const stockExtraSchema = z.object({ id, extra_group_id: id, value: z.string(), group: extraGroupSchema })

/**
 * A purchasable variant of a product. Money fields are in the request's currency: `discount` is the amount the
 * product's active discounts take off `price`, `tax` the amount of the product's tax on the discounted price, and
 * `total_price` = price − discount + tax.
 */
export const stockSchema = z.object({
  id,
  product_id: id,
  price: z.number(),
  quantity: z.number().int(),
  discount: z.number(),
  tax: z.number(),
  total_price: z.number(),
  sku: z.string().nullable(),
  addon: z.boolean(),
  /** Stock bonuses are not offered yet. */
  bonus: z.null(),
  extras: z.array(stockExtraSchema),
})
export type Stock = z.infer<typeof stockSchema>

export const productCategoryRefSchema = z.object({
  id,
  uuid: z.string(),
  translation: translationSchema({ title: z.string(), description: z.string().nullable() }),
})

export const productBrandSchema = z.object({ id, uuid: z.string(), title: z.string(), img: z.string().nullable() })

const productFields = {
  id,
  uuid: z.string(),
  shop_id: id,
  category_id: id.nullable(),
  brand_id: id.nullable(),
  unit_id: id.nullable(),
  img: z.string().nullable(),
  translation: productTranslationSchema,
  /** Tax in percent of the discounted price. */
  tax: z.number(),
  min_qty: z.number().int(),
  max_qty: z.number().int(),
  interval: z.number(),
  active: z.boolean(),
  status: z.enum(['pending', 'published', 'unpublished']),
  addon: z.boolean(),
  vegetarian: z.boolean(),
  kcal: z.number().int().nullable(),
  bar_code: z.string().nullable(),
  is_recommended: z.boolean(),
  rating_avg: z.number().nullable(),
  reviews_count: z.number().int(),
  /** Lowest stock price after discount, in the request's currency. */
  min_price: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  unit: productUnitSchema.nullable(),
  galleries: z.array(productGallerySchema),
  category: productCategoryRefSchema.nullable(),
  brand: productBrandSchema.nullable(),
  shop: shopSchema.nullable(),
}

/** An addon product as it hangs under a stock: its stocks, and its first stock as `stock`. */
export const addonProductSchema = z.object({
  ...productFields,
  stocks: z.array(stockSchema),
  stock: stockSchema.nullable(),
})

export const stockAddonSchema = z.object({ id, stock_id: id, product: addonProductSchema })

/** A stock with the addons a customer may add to it (product detail only). */
export const stockWithAddonsSchema = stockSchema.extend({ addons: z.array(stockAddonSchema).optional() })

export const productSchema = z.object({
  ...productFields,
  stocks: z.array(stockWithAddonsSchema),
  /** The first stock (the one a product card prices), null when the product has none. */
  stock: stockWithAddonsSchema.nullable(),
})
export type Product = z.infer<typeof productSchema>
export type AddonProduct = z.infer<typeof addonProductSchema>

export const productOrders = ['new', 'old', 'price_asc', 'price_desc', 'rating'] as const
export type ProductOrder = (typeof productOrders)[number]

const positiveId = queryIntSchema.pipe(z.number().min(1).max(2_147_483_647))
const money = queryNumberSchema.pipe(z.number().min(0))

export const productListQuerySchema = listQuerySchema
  .extend({
    shop_id: positiveId.optional(),
    category_id: positiveId.optional().describe('The category or any of its sub-categories'),
    brand_id: positiveId.optional(),
    brand_ids: queryListSchema(positiveId).optional(),
    price_from: money.optional().describe('Lowest price (products.min_price) in the request currency'),
    price_to: money.optional().describe('Highest price (products.min_price) in the request currency'),
    prices: queryListSchema(money)
      .pipe(z.array(z.number()).min(1).max(2))
      .optional()
      .describe('`prices[0]=from&prices[1]=to`, like price_from/price_to'),
    order_by: z
      .enum(productOrders)
      .optional()
      .describe(
        'new: newest first (default); old: oldest first; price_asc / price_desc: by lowest price; ' +
          'rating: best rated first',
      ),
    address: addressQuerySchema.optional().describe('Only products of shops delivering to this point'),
    search: z
      .string()
      .max(200)
      .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE)
      .optional()
      .describe('Optional search term (ranked by relevance unless order_by is given)'),
  })
  .describe('Active, published products (not addons) of approved, visible shops')
export type ProductListQuery = z.infer<typeof productListQuerySchema>

export const productSearchQuerySchema = listQuerySchema.extend({
  search: searchTermSchema,
  shop_id: positiveId.optional(),
  address: addressQuerySchema.optional().describe('Only products of shops delivering to this point'),
})
export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>

export const shopProductsQuerySchema = localeQuerySchema.extend({
  category_id: positiveId.optional(),
  brand_ids: queryListSchema(positiveId).optional(),
})

export const shopProductsPaginateQuerySchema = productListQuerySchema.omit({ shop_id: true })

/** A category of a shop's menu with the shop's products in it. */
export const shopMenuCategorySchema = z.object({
  id,
  uuid: z.string(),
  parent_id: id.nullable(),
  img: z.string().nullable(),
  input: z.number().int(),
  translation: translationSchema({ title: z.string(), description: z.string().nullable() }),
  /**
   * Always empty: the menu is flat, every category that holds products is its own entry (sub-categories follow their
   * parent), so a client reading `all[].products` sees each product once.
   */
  children: z.array(z.never()),
  products: z.array(productSchema),
})

export const shopMenuSchema = z.object({
  recommended: z.array(productSchema),
  all: z.array(shopMenuCategorySchema),
})

export type ShopMenu = z.infer<typeof shopMenuSchema>

export const productResponseSchema = successSchema(productSchema)
export const productsPaginatedSchema = paginatedSchema(productSchema)
export const shopMenuResponseSchema = successSchema(shopMenuSchema)
export const productAvgPricesResponseSchema = successSchema(z.object({ min: z.number(), max: z.number() }))
