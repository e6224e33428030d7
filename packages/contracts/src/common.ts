import { z } from 'zod'

/** `{timestamp, status:true, message, data}` around one object or a non-paginated list. */
export const successSchema = <T extends z.ZodType>(data: T) =>
  z.object({ timestamp: z.string(), status: z.literal(true), message: z.string(), data })

export const paginationLinkSchema = z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() })

export const paginationMetaSchema = z.object({
  current_page: z.number().int(),
  from: z.number().int().nullable(),
  last_page: z.number().int(),
  links: z.array(paginationLinkSchema),
  path: z.string(),
  per_page: z.number().int(),
  to: z.number().int().nullable(),
  total: z.number().int(),
})

/** Laravel's ResourceCollection: `{data, links, meta}`. */
export const paginatedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    links: z.object({
      first: z.string().nullable(),
      last: z.string().nullable(),
      prev: z.string().nullable(),
      next: z.string().nullable(),
    }),
    meta: paginationMetaSchema,
  })

export type PaginationMeta = z.infer<typeof paginationMetaSchema>
export type Paginated<T> = { data: T[]; links: Record<'first' | 'last' | 'prev' | 'next', string | null>; meta: PaginationMeta }

export const errorSchema = z.object({
  timestamp: z.string(),
  status: z.literal(false),
  statusCode: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.array(z.string())).optional(),
})
export type ApiErrorBody = z.infer<typeof errorSchema>

/** The responses every route may give besides its success. */
export const errorResponses = { 400: errorSchema, 404: errorSchema, 429: errorSchema, 500: errorSchema } as const

/** `translation` of an entity in the requested language (falling back to the default one); null when none exists. */
export const translationSchema = <T extends z.ZodRawShape>(fields: T) =>
  z.object({ id: z.number().int(), locale: z.string(), ...fields }).nullable()

// ---- query-string pieces: every value arrives as a string (or an array/object from bracket syntax) ----

const truthy = new Set(['1', 'true', 'yes', 'on'])
const falsy = new Set(['0', 'false', 'no', 'off', ''])

/** `1`/`0`/`true`/`false` in a query string. */
export const queryBoolSchema = z
  .union([z.string(), z.boolean()])
  .refine((v) => typeof v === 'boolean' || truthy.has(v.toLowerCase()) || falsy.has(v.toLowerCase()), {
    message: 'must be 1, 0, true or false',
  })
  .transform((v) => (typeof v === 'boolean' ? v : truthy.has(v.toLowerCase())))

export const queryIntSchema = z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number')
export const queryNumberSchema = z.coerce.number({ message: 'must be a number' }).refine(Number.isFinite, 'must be a number')

/** A list given as `ids[]=1&ids[]=2`, `ids[0]=1`, or once as `ids=1`. */
export const queryListSchema = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : Array.isArray(v) ? v : typeof v === 'object' && v ? Object.values(v) : [v]),
    z.array(item).max(100),
  )

/** `address[latitude]=..&address[longitude]=..` (also `lat`/`lng`). */
export const addressQuerySchema = z.preprocess(
  (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v
    const o = v as Record<string, unknown>
    return { latitude: o.latitude ?? o.lat, longitude: o.longitude ?? o.lng }
  },
  z.object({
    latitude: queryNumberSchema.pipe(z.number().min(-90).max(90)),
    longitude: queryNumberSchema.pipe(z.number().min(-180).max(180)),
  }),
)

export const localeQuerySchema = z.object({
  lang: z.string().max(10).optional(),
  currency_id: z.string().max(20).optional(),
})

export const pageQuerySchema = z.object({
  page: queryIntSchema.pipe(z.number().min(1).max(100_000)).optional(),
  perPage: queryIntSchema.pipe(z.number().min(1).max(100)).optional(),
})

export const listQuerySchema = localeQuerySchema.extend(pageQuerySchema.shape)

export const idParamSchema = z.object({ id: queryIntSchema.pipe(z.number().min(1).max(2_147_483_647)) })
export const uuidParamSchema = z.object({ uuid: z.string().uuid() })

export const latLngSchema = z.object({ latitude: z.number(), longitude: z.number() })
