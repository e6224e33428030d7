import { z } from 'zod'
import {
  addressQuerySchema,
  listQuerySchema,
  localeQuerySchema,
  paginatedSchema,
  queryBoolSchema,
  queryIntSchema,
  queryListSchema,
  queryNumberSchema,
  successSchema,
  translationSchema,
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
} from './common.ts'
import { categorySchema } from './content.ts'
import { SEARCH_TERM_MAX_LENGTH, searchTermSchema } from './search.ts'

export const shopTypes = ['restaurant', 'shop'] as const
export const weekDayNames = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

const id = z.number().int()
const latLng = z.object({ latitude: z.number(), longitude: z.number() })

export const shopTranslationSchema = translationSchema({
  title: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
})

export const shopTagSchema = z.object({
  id,
  img: z.string().nullable(),
  translation: translationSchema({ title: z.string() }),
})
export type ShopTag = z.infer<typeof shopTagSchema>

export const shopWorkingDaySchema = z.object({
  id,
  day: z.enum(weekDayNames),
  /** `HH:mm` in the shop's time zone. */
  from: z.string(),
  to: z.string(),
  disabled: z.boolean(),
})
export type ShopWorkingDay = z.infer<typeof shopWorkingDaySchema>

export const shopClosedDateSchema = z.object({ id, day: z.string().describe('YYYY-MM-DD') })
export type ShopClosedDate = z.infer<typeof shopClosedDateSchema>

export const shopDiscountSchema = z.object({
  id,
  type: z.enum(['fix', 'percent']),
  /** Percent for `percent`; an amount in the request's currency for `fix`. */
  price: z.number(),
  start: z.string(),
  end: z.string(),
})

export const shopPaymentSchema = z.object({
  id,
  shop_id: id,
  payment: z.object({ id, tag: z.string() }),
})

export const shopBonusSchema = z.object({
  type: z.string(),
  value: z.number(),
  bonus_quantity: z.number(),
  bonusStock: z.unknown().nullable(),
})

/** IShop of the contract. */
export const shopSchema = z.object({
  id,
  uuid: z.string(),
  slug: z.string(),
  user_id: id.nullable(),
  translation: shopTranslationSchema,
  logo_img: z.string().nullable(),
  background_img: z.string().nullable(),
  /**
   * Open right now: the seller's switch, the working hours in the shop's time zone (hours past midnight count on the
   * next morning) and its closed dates (opening-hours.ts).
   */
  open: z.boolean(),
  status: z.enum(['new', 'edited', 'approved', 'rejected', 'inactive']),
  verify: z.boolean(),
  type: z.enum(shopTypes),
  phone: z.string().nullable(),
  /** Base delivery price, in the request's currency. */
  price: z.number(),
  price_per_km: z.number(),
  min_amount: z.number(),
  service_fee: z.number(),
  /** Percent of the goods' price (not converted). */
  tax: z.number(),
  percentage: z.number(),
  delivery_time: z.object({ from: z.string(), to: z.string(), type: z.enum(['minute', 'hour', 'day', 'month']) }),
  location: latLng,
  shop_working_days: z.array(shopWorkingDaySchema),
  /** Closed dates from the shop's yesterday on (yesterday's decides whether last night's hours ran). */
  shop_closed_date: z.array(shopClosedDateSchema),
  bonus: shopBonusSchema.nullable(),
  /** Discounts active now. */
  discount: z.array(shopDiscountSchema),
  discounts_count: z.number().int(),
  rating_avg: z.number().nullable(),
  reviews_count: z.number().int(),
  /** Active, published products that are not addons. */
  products_count: z.number().int(),
  is_recommended: z.boolean(),
  tags: z.array(shopTagSchema),
  shop_payments: z.array(shopPaymentSchema),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * Basil addition: whether the request's `address` lies inside the shop's delivery zone; null when no address was
   * given. Shops outside the zone are still listed (after those inside) so a storefront can say "not delivering to
   * your address".
   */
  delivers_to_address: z.boolean().nullable(),
  /** Basil addition: the IANA time zone the working days and closed dates are written in. */
  timezone: z.string(),
  /**
   * Basil addition: while closed, when the shop opens next (ISO date-time) within two weeks; null while open, and when
   * it does not (switched off by its seller, or no hours ahead). A closed shop with a next opening takes orders for
   * later.
   */
  opens_at: z.string().nullable(),
  /**
   * Basil addition: while open, when it closes next (ISO date-time); null while closed, and when it does not close within
   * two weeks (open around the clock).
   */
  closes_at: z.string().nullable(),
})
export type Shop = z.infer<typeof shopSchema>

export const shopOrders = [
  'new',
  'old',
  'rating',
  'high_rating',
  'low_rating',
  'trust_you',
  'best_sale',
  'fast_delivery',
  'delivery_fee',
  'distance',
] as const
export type ShopOrder = (typeof shopOrders)[number]

/** One or two numbers: `[min]` or `[min, max]` (`x[]=..`, `x[0]=..&x[1]=..`, or a single `x=..`). */
const rangeSchema = queryListSchema(queryNumberSchema).pipe(z.array(z.number()).min(1).max(2))

export const shopListQuerySchema = listQuerySchema
  .extend({
    type: z.enum(shopTypes).optional(),
    address: addressQuerySchema.optional(),
    open: queryBoolSchema.optional(),
    verify: queryBoolSchema.optional(),
    category_id: queryIntSchema.pipe(z.number().min(1)).optional(),
    order_by: z
      .enum(shopOrders)
      .optional()
      .describe(
        'new: newest first (default); old: oldest first; rating/high_rating: best rated first; low_rating: worst ' +
          'rated first; trust_you: verified then recommended, then rating; best_sale: most reviewed first; ' +
          'fast_delivery: shortest delivery time first; delivery_fee: cheapest base delivery first; distance: ' +
          'nearest to `address` first. With an `address`, shops delivering there always come first.',
      ),
    free_delivery: queryBoolSchema
      .optional()
      .describe(
        'Only shops whose delivery costs nothing: to `address` when given (base price + per-km price), else base price 0',
      ),
    take: queryIntSchema.pipe(z.number().min(1)).optional().describe('Shop tag id'),
    rating: rangeSchema
      .optional()
      .describe('`rating[]=4`: average rating at least 4; `rating[0]=3&rating[1]=5`: between 3 and 5'),
    prices: rangeSchema
      .optional()
      .describe(
        'Price range in the request currency, `prices[0]=min&prices[1]=max` (or only a minimum): shops selling at ' +
          'least one product whose lowest price lies in it',
      ),
    deals: queryBoolSchema.optional().describe('Only shops with a discount active now'),
    search: z
      .string()
      .max(SEARCH_TERM_MAX_LENGTH)
      .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE)
      .optional()
      .describe(
        'Typo-tolerant title search in every language (blank is ignored); results rank by match unless order_by is given',
      ),
  })
  .describe('Shops that are approved and visible')
export type ShopListQuery = z.infer<typeof shopListQuerySchema>

export const shopSearchQuerySchema = listQuerySchema.extend({
  search: searchTermSchema,
  address: addressQuerySchema.optional(),
  open: queryBoolSchema.optional(),
  type: z.enum(shopTypes).optional(),
})

export const addressOnlyQuerySchema = localeQuerySchema.extend({ address: addressQuerySchema.optional() })
export const requiredAddressQuerySchema = localeQuerySchema.extend({ address: addressQuerySchema })

/** A shop is addressed by its numeric id, its uuid or its slug. */
export const shopRefParamSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a shop id, uuid or slug'),
})

export const shopResponseSchema = successSchema(shopSchema)
export const shopsResponseSchema = successSchema(z.array(shopSchema))
export const shopsPaginatedSchema = paginatedSchema(shopSchema)

/** A product category as listed by `rest/shops/{id}/categories` (flat: `children` is empty). */
export const shopCategorySchema = categorySchema.extend({
  /** The shop's listed products in the category. */
  products_count: z.number().int(),
})
export const shopCategoriesPaginatedSchema = paginatedSchema(shopCategorySchema)

export const shopReviewSchema = z.object({
  id,
  rating: z.number(),
  comment: z.string().nullable(),
  img: z.string().nullable(),
  created_at: z.string(),
  user: z
    .object({ id, firstname: z.string().nullable(), lastname: z.string().nullable(), img: z.string().nullable() })
    .nullable(),
})
export const shopReviewsPaginatedSchema = paginatedSchema(shopReviewSchema)

export const shopTakesQuerySchema = localeQuerySchema.extend({
  category_id: queryIntSchema.pipe(z.number().min(1)).optional(),
})
export const shopTakesResponseSchema = successSchema(z.array(shopTagSchema))

export const deliveryZoneCheckSchema = z.object({
  /** The shop that delivers there (the nearest one when several do). */
  shop_id: id,
  /** Great-circle distance from the shop to the address. */
  distance_km: z.number(),
})
export const deliveryZoneCheckResponseSchema = successSchema(deliveryZoneCheckSchema)

export const branchSchema = z.object({
  id,
  shop_id: id,
  translation: translationSchema({ title: z.string(), address: z.string().nullable() }),
  location: latLng,
  shop: shopSchema.nullable().optional(),
  created_at: z.string(),
})
export type Branch = z.infer<typeof branchSchema>
export const branchListQuerySchema = listQuerySchema.extend({
  shop_id: queryIntSchema.pipe(z.number().min(1)).optional(),
})
export const branchesPaginatedSchema = paginatedSchema(branchSchema)
export const branchResponseSchema = successSchema(branchSchema)
