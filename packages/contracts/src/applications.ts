// Applications to join the marketplace: a shop (be a seller, `POST dashboard/user/shops`) and a courier
// (`POST dashboard/user/courier-applications`), and the admin's decision on them (`dashboard/admin/...`).
import { z } from 'zod'
import { lineSchema, listQuerySchema, paginatedSchema, successSchema, textSchema, timeSchema } from './common.ts'
import { shopTypes, weekDayNames } from './shop.ts'

const id = z.number().int()

/** `new` is under review; then `approved` or `rejected` (with the admin's reason). */
export const applicationStatuses = ['new', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof applicationStatuses)[number]

const LOCALE = /^[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?$/

/** Text per locale (`{en: "...", fr: "..."}`): empty entries are dropped. */
const localizedSchema = (max: number, multiline = false) =>
  z
    .record(
      z.string().regex(LOCALE, 'must be a language code'),
      (multiline ? textSchema(max) : lineSchema(max)).nullish(),
    )
    .transform((value) => {
      const out: Record<string, string> = {}
      for (const [locale, text] of Object.entries(value)) if (text) out[locale] = text
      return out
    })

const requiredLocalized = (max: number, multiline = false) =>
  localizedSchema(max, multiline).refine((value) => Object.keys(value).length > 0, 'is required')

/** A number sent as a number or a string (clients send `min_amount` and the location as strings). */
const numberField = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .refine(Number.isFinite, 'must be a number')
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))

const idList = z.array(z.coerce.number().int().min(1).max(2_147_483_647)).max(50)

const urlSchema = z.string().trim().min(1).max(500)

export const applicationWorkingDaySchema = z.object({
  day: z.enum(weekDayNames),
  from: timeSchema,
  to: timeSchema,
  disabled: z.boolean().optional().default(false),
})

/**
 * `POST dashboard/user/shops` (be a seller). The contract's body, plus the delivery zone (`delivery_radius` in km, or a
 * `delivery_zone` polygon of `[latitude, longitude]` points) and `working_days`. `images` is `[logo, background]`,
 * both uploaded first through `POST dashboard/galleries`; `user_id` is ignored (the application is the signed-in
 * user's).
 */
export const shopApplicationBodySchema = z.object({
  title: requiredLocalized(100),
  description: localizedSchema(2000, true).optional().default({}),
  address: requiredLocalized(300),
  phone: lineSchema(32).pipe(z.string().regex(/^\+?[0-9 ()-]{6,20}$/, 'Phone number is invalid')),
  price: numberField(0, 100_000).optional().default(0),
  price_per_km: numberField(0, 100_000).optional().default(0),
  min_amount: numberField(0, 1_000_000).optional().default(0),
  tax: numberField(0, 100).optional().default(0),
  delivery_time_type: z.enum(['minute', 'hour']).optional().default('minute'),
  delivery_time_from: numberField(0, 1000).pipe(z.number().int('must be a whole number')),
  delivery_time_to: numberField(0, 1000).pipe(z.number().int('must be a whole number')),
  categories: idList.optional().default([]),
  tags: idList.optional().default([]),
  images: z.array(urlSchema).max(2).optional().default([]),
  documents: z.array(urlSchema).max(10).optional().default([]),
  location: z.object({ latitude: numberField(-90, 90), longitude: numberField(-180, 180) }),
  type: z.enum(shopTypes).optional().default('restaurant'),
  user_id: z.unknown().optional(),
  delivery_radius: numberField(0.1, 100).nullish(),
  delivery_zone: z
    .array(z.tuple([numberField(-90, 90), numberField(-180, 180)]))
    .min(3, 'needs at least 3 points')
    .max(200)
    .nullish(),
  working_days: z.array(applicationWorkingDaySchema).max(7).optional().default([]),
})
export type ShopApplicationBody = z.infer<typeof shopApplicationBodySchema>

const applicantSchema = z.object({
  id,
  uuid: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
})

/** A shop application as its applicant and the admin see it. Money in the request's currency. */
export const shopApplicationSchema = z.object({
  id,
  status: z.enum(applicationStatuses),
  type: z.enum(shopTypes),
  title: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  address: z.record(z.string(), z.string()),
  phone: z.string(),
  logo_img: z.string().nullable(),
  background_img: z.string().nullable(),
  documents: z.array(z.string()),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  price: z.number(),
  price_per_km: z.number(),
  min_amount: z.number(),
  tax: z.number(),
  delivery_time: z.object({ from: z.number(), to: z.number(), type: z.enum(['minute', 'hour']) }),
  delivery_radius: z.number().nullable(),
  delivery_zone: z.array(z.tuple([z.number(), z.number()])).nullable(),
  categories: z.array(id),
  tags: z.array(id),
  working_days: z.array(
    z.object({ day: z.enum(weekDayNames), from: z.string(), to: z.string(), disabled: z.boolean() }),
  ),
  /** The admin's reason when rejected. */
  reason: z.string().nullable(),
  /** The shop created on approval. */
  shop_id: id.nullable(),
  user: applicantSchema,
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type ShopApplication = z.infer<typeof shopApplicationSchema>
export const shopApplicationResponseSchema = successSchema(shopApplicationSchema)
/** The signed-in user's latest shop application; `null` when they never sent one. */
export const myShopApplicationResponseSchema = successSchema(shopApplicationSchema.nullable())
export const shopApplicationsPaginatedSchema = paginatedSchema(shopApplicationSchema)

export const courierVehicleTypes = ['bicycle', 'scooter', 'motorbike', 'car', 'foot'] as const

/** `POST dashboard/user/courier-applications` (become a courier). `documents`: photos uploaded through galleries. */
export const courierApplicationBodySchema = z.object({
  vehicle_type: z.enum(courierVehicleTypes),
  plate: lineSchema(20).nullish(),
  documents: z.array(urlSchema).min(1, 'needs at least one photo').max(10),
  working_area: lineSchema(200).pipe(z.string().min(2, 'is required')),
  location: z.object({ latitude: numberField(-90, 90), longitude: numberField(-180, 180) }).nullish(),
  radius: numberField(0.5, 100).nullish(),
})
export type CourierApplicationBody = z.infer<typeof courierApplicationBodySchema>

export const courierApplicationSchema = z.object({
  id,
  status: z.enum(applicationStatuses),
  vehicle_type: z.enum(courierVehicleTypes),
  plate: z.string().nullable(),
  documents: z.array(z.string()),
  working_area: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  radius: z.number().nullable(),
  reason: z.string().nullable(),
  user: applicantSchema,
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type CourierApplication = z.infer<typeof courierApplicationSchema>
export const courierApplicationResponseSchema = successSchema(courierApplicationSchema)
export const myCourierApplicationResponseSchema = successSchema(courierApplicationSchema.nullable())
export const courierApplicationsPaginatedSchema = paginatedSchema(courierApplicationSchema)

/** `GET dashboard/admin/{shop,courier}-applications/paginate`: `status` filters (all by default), oldest first. */
export const applicationListQuerySchema = listQuerySchema.extend({
  status: z.enum(applicationStatuses).optional(),
})

/** `POST dashboard/admin/.../{id}/reject`: the reason the applicant reads. */
export const applicationRejectBodySchema = z.object({
  reason: textSchema(1000).pipe(z.string().min(3, 'must be at least 3 characters')),
})

/**
 * `POST dashboard/seller/products`: a product of the seller's shop (the first of a new seller), sold at once with one
 * stock: `price` in the request currency, `quantity` in stock. `shop_id` picks one of several shops (the first by
 * default); `category_id` is a product category (type `main`).
 */
export const sellerProductBodySchema = z.object({
  shop_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  category_id: z.coerce.number().int().min(1).max(2_147_483_647).nullish(),
  title: requiredLocalized(200),
  description: localizedSchema(2000, true).optional().default({}),
  price: numberField(0, 1_000_000),
  quantity: numberField(0, 1_000_000).pipe(z.number().int('must be a whole number')),
})
export type SellerProductBody = z.infer<typeof sellerProductBodySchema>
