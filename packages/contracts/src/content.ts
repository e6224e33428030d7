import { z } from 'zod'
import {
  addressQuerySchema,
  listQuerySchema,
  localeQuerySchema,
  paginatedSchema,
  queryIntSchema,
  successSchema,
  translationSchema,
} from './common.ts'

// Shapes of the public content endpoints: categories, brands, banners and ads, stories, blogs, careers, recipes,
// FAQs and static pages, referral, payments, parcel types and coupons.

const idQuerySchema = queryIntSchema.pipe(z.number().min(1).max(2_147_483_647))

// ---- categories ----

export const categoryListTypes = ['main', 'shop', 'receipt', 'career'] as const

export const categoryTranslationSchema = translationSchema({ title: z.string(), description: z.string().nullable() })

export const categoryBaseSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  keywords: z.string().nullable(),
  type: z.string(),
  input: z.number().int(),
  img: z.string().nullable(),
  active: z.boolean(),
  parent_id: z.number().int().nullable(),
  translation: categoryTranslationSchema,
})

/** A category with its direct children (one level). */
export const categorySchema = categoryBaseSchema.extend({ children: z.array(categoryBaseSchema) })
export type Category = z.infer<typeof categorySchema>

export const categoriesQuerySchema = listQuerySchema.extend({
  type: z.enum(categoryListTypes).optional(),
  parent_id: idQuerySchema.optional(),
})
export const categoriesResponseSchema = paginatedSchema(categorySchema)
export const categoryResponseSchema = successSchema(categorySchema)

// ---- brands ----

export const brandSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  img: z.string().nullable(),
  active: z.boolean(),
  products_count: z.number().int(),
})
export type Brand = z.infer<typeof brandSchema>
export const brandsQuerySchema = listQuerySchema.extend({ shop_id: idQuerySchema.optional() })
export const brandsResponseSchema = paginatedSchema(brandSchema)

// ---- banners and ads ----

export const bannerSchema = z.object({
  id: z.number().int(),
  shop_id: z.number().int().nullable(),
  url: z.string().nullable(),
  img: z.string().nullable(),
  active: z.boolean(),
  clickable: z.boolean(),
  type: z.enum(['banner', 'look']),
  likes: z.number().int(),
  input: z.number().int(),
  expired_at: z.string().nullable(),
  created_at: z.string(),
  translation: translationSchema({
    title: z.string(),
    description: z.string().nullable(),
    button_text: z.string().nullable(),
  }),
})
export type Banner = z.infer<typeof bannerSchema>
export const bannersResponseSchema = paginatedSchema(bannerSchema)
export const bannerResponseSchema = successSchema(bannerSchema)
/** `rest/banners/{id}`: the banner with one page of its shops (`page`, `perPage`) and how many it has in all. */
export const bannerShowResponseSchema = <S extends z.ZodType>(shop: S) =>
  successSchema(bannerSchema.extend({ shops: z.array(shop), shops_count: z.number().int() }))

/** `rest/banners-ads`: a paginated list without `links` and without `meta.from`. */
export const customPageMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  path: z.string(),
  per_page: z.number().int(),
  to: z.number().int().nullable(),
  total: z.number().int(),
})
export const bannerAdsQuerySchema = listQuerySchema.extend({ address: addressQuerySchema.optional() })
export const bannerAdsResponseSchema = z.object({ data: z.array(bannerSchema), meta: customPageMetaSchema })
/** The shops of an ad are whole IShop objects; their schema belongs to the shops contract. */
export const bannerAdResponseSchema = <S extends z.ZodType>(shop: S) =>
  successSchema(z.object({ banner: bannerSchema, shops: z.array(shop) }))

// ---- stories ----

/** One frame of a shop's story. */
export const storySchema = z.object({
  shop_id: z.number().int(),
  logo_img: z.string().nullable(),
  title: z.string().nullable(),
  product_uuid: z.string().nullable(),
  product_title: z.string().nullable(),
  url: z.string(),
  created_at: z.string(),
})
export type Story = z.infer<typeof storySchema>
/** Raw (no envelope): one array of frames per shop. */
export const storiesResponseSchema = z.array(z.array(storySchema))

// ---- blogs ----

export const blogTypes = ['blog', 'notification'] as const
export const blogSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  user_id: z.number().int().nullable(),
  type: z.enum(blogTypes),
  img: z.string().nullable(),
  active: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  translation: translationSchema({
    title: z.string(),
    description: z.string().nullable(),
    short_desc: z.string().nullable(),
  }),
})
export type Blog = z.infer<typeof blogSchema>
export const blogsQuerySchema = listQuerySchema.extend({ type: z.enum(blogTypes).default('blog') })
export const blogsResponseSchema = paginatedSchema(blogSchema)
export const blogResponseSchema = successSchema(blogSchema)

// ---- careers ----

export const careerSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  category: z.object({ id: z.number().int(), translation: categoryTranslationSchema }).nullable(),
  translation: translationSchema({
    title: z.string(),
    description: z.string().nullable(),
    address: z.string().nullable(),
  }),
})
export type Career = z.infer<typeof careerSchema>
export const careersQuerySchema = listQuerySchema.extend({ category_id: idQuerySchema.optional() })
export const careersResponseSchema = paginatedSchema(careerSchema)
export const careerResponseSchema = successSchema(careerSchema)

// ---- recipes (`receipts` on the wire) ----

const titleTranslationSchema = translationSchema({ title: z.string() })

export const recipeProductSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  shop_id: z.number().int(),
  img: z.string().nullable(),
  min_qty: z.number().int(),
  max_qty: z.number().int(),
  interval: z.number(),
  translation: translationSchema({ title: z.string(), description: z.string().nullable() }),
  unit: z
    .object({ id: z.number().int(), position: z.enum(['before', 'after']), translation: titleTranslationSchema })
    .nullable(),
})

/** A stock the recipe needs, priced like the catalogue's stocks, with the quantity the recipe calls for. */
export const recipeStockSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  price: z.number(),
  quantity: z.number().int(),
  discount: z.number(),
  tax: z.number(),
  total_price: z.number(),
  min_quantity: z.number().int(),
  qty: z.number().int(),
  product: recipeProductSchema,
})

export const recipeSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  shop_id: z.number().int(),
  category_id: z.number().int().nullable(),
  img: z.string().nullable(),
  discount_type: z.enum(['fix', 'percent']).nullable(),
  /** Money for `fix`, a percentage for `percent`. */
  discount_price: z.number().nullable(),
  active_time: z.string().nullable(),
  total_time: z.string().nullable(),
  calories: z.number().int().nullable(),
  servings: z.number().int().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  translation: translationSchema({ title: z.string(), description: z.string().nullable() }),
  ingredient: titleTranslationSchema,
  instruction: titleTranslationSchema,
  nutritions: z.array(
    z.object({
      id: z.number().int(),
      weight: z.string(),
      percentage: z.number(),
      translation: titleTranslationSchema,
    }),
  ),
  stocks: z.array(recipeStockSchema),
  shop: z
    .object({
      id: z.number().int(),
      uuid: z.string(),
      slug: z.string(),
      type: z.enum(['restaurant', 'shop']),
      logo_img: z.string().nullable(),
      translation: translationSchema({
        title: z.string(),
        description: z.string().nullable(),
        address: z.string().nullable(),
      }),
    })
    .nullable(),
})
export type Recipe = z.infer<typeof recipeSchema>
export const recipesQuerySchema = listQuerySchema.extend({
  category_id: idQuerySchema.optional(),
  shop_id: idQuerySchema.optional(),
})
/** A recipe is addressed by its numeric id or its uuid. */
export const recipeIdParamSchema = z.object({
  id: z
    .string()
    .refine((v) => (/^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647) || z.uuid().safeParse(v).success, {
      message: 'must be an id or a uuid',
    }),
})
export const recipesResponseSchema = paginatedSchema(recipeSchema)
export const recipeResponseSchema = successSchema(recipeSchema)

// ---- FAQs, policy and terms ----

export const faqSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  type: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  translation: translationSchema({ question: z.string(), answer: z.string().nullable() }),
})
export type Faq = z.infer<typeof faqSchema>
export const faqsQuerySchema = listQuerySchema.extend({ type: z.string().max(50).optional() })
export const faqsResponseSchema = paginatedSchema(faqSchema)

/** `rest/policy`, `rest/term`. */
export const legalPageSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  translation: translationSchema({ title: z.string(), description: z.string().nullable() }),
})
export const legalPageResponseSchema = successSchema(legalPageSchema)

// ---- pages, landing pages, stats ----

export const pageTypeValues = ['about', 'delivery', 'all_about', 'policy', 'term'] as const
export const pageSchema = z.object({
  id: z.number().int(),
  type: z.enum(pageTypeValues),
  img: z.string().nullable(),
  bg_img: z.string().nullable(),
  active: z.boolean(),
  input: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  translation: translationSchema({
    title: z.string(),
    description: z.string().nullable(),
    button_text: z.string().nullable(),
  }),
})
export type Page = z.infer<typeof pageSchema>
export const pagesQuerySchema = listQuerySchema.extend({ type: z.enum(pageTypeValues).optional() })
export const pagesResponseSchema = paginatedSchema(pageSchema)
export const pageResponseSchema = successSchema(pageSchema)

export const landingPageSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  img: z.string().nullable(),
  /** The page's sections in the requested language; their layout is the landing page's own. */
  data: z.record(z.string(), z.unknown()).nullable(),
})
export const landingPageParamSchema = z.object({ type: z.string().min(1).max(50) })
export const landingPageResponseSchema = successSchema(landingPageSchema)

export const statResponseSchema = successSchema(z.object({ users: z.number().int(), orders: z.number().int() }))

// ---- referral ----

export const referralSchema = z.object({
  id: z.number().int(),
  price_from: z.number(),
  price_to: z.number(),
  img: z.string().nullable(),
  expired_at: z.string().nullable(),
  created_at: z.string(),
  translation: translationSchema({
    title: z.string(),
    description: z.string().nullable(),
    faq: z.string().nullable(),
  }),
})
export type Referral = z.infer<typeof referralSchema>
export const referralResponseSchema = successSchema(referralSchema)

// ---- payments ----

export const paymentSchema = z.object({
  id: z.number().int(),
  tag: z.string(),
  input: z.number().int(),
  sandbox: z.boolean(),
  active: z.boolean(),
})
export type Payment = z.infer<typeof paymentSchema>
export const paymentsResponseSchema = paginatedSchema(paymentSchema)

// ---- parcels ----

export const parcelTypeSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  img: z.string().nullable(),
  min_width: z.number(),
  min_height: z.number(),
  min_length: z.number(),
  max_width: z.number(),
  max_height: z.number(),
  max_length: z.number(),
  min_g: z.number(),
  max_g: z.number(),
  price: z.number(),
  price_per_km: z.number(),
  special: z.boolean(),
  special_price: z.number(),
  special_price_per_km: z.number(),
  active: z.boolean(),
  translation: translationSchema({ title: z.string(), description: z.string().nullable() }),
})
export type ParcelType = z.infer<typeof parcelTypeSchema>
export const parcelTypesResponseSchema = paginatedSchema(parcelTypeSchema)

export const parcelPriceQuerySchema = localeQuerySchema.extend({
  address_from: addressQuerySchema,
  address_to: addressQuerySchema,
  type_id: idQuerySchema,
})
export const parcelPriceResponseSchema = successSchema(z.object({ price: z.number() }))

// ---- coupons ----

const bodyIdSchema = z.coerce.number({ message: 'must be a whole number' }).int().min(1).max(2_147_483_647)

export const couponCheckBodySchema = z.object({
  coupon: z.string().trim().min(1).max(100),
  shop_id: bodyIdSchema,
  user_id: bodyIdSchema.nullish(),
})
export const couponSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shop_id: z.number().int(),
  type: z.enum(['fix', 'percent']),
  /** Money for `fix`, a percentage for `percent`. */
  price: z.number(),
  qty: z.number().int(),
  expired_at: z.string(),
  translation: titleTranslationSchema,
})
export type Coupon = z.infer<typeof couponSchema>
export const couponCheckResponseSchema = successSchema(couponSchema)
