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
export type Paginated<T> = {
  data: T[]
  links: Record<'first' | 'last' | 'prev' | 'next', string | null>
  meta: PaginationMeta
}

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
export const queryNumberSchema = z.coerce
  .number({ message: 'must be a number' })
  .refine(Number.isFinite, 'must be a number')

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

// ---- text that reaches the database: no control characters, dates and times that exist ----

/** C0 control characters and DEL, tab, line feed and carriage return included: nothing a one-line field holds. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/
/** The same without tab, line feed and carriage return, which text of several lines (notes, comments) may hold. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters'

/** True when `text` holds a control character that the kind of field (one line, or several) does not allow. */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(text)
}

/**
 * The dotted path of the first string anywhere in `value` (an object, array or string, as a parsed query, body or set
 * of path parameters) that holds a control character not even text of several lines may hold; undefined when none.
 * Keys count too: `{"a\u0000": 1}` is as bad as a value.
 */
export function findControlCharacter(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return hasControlCharacters(value, true) ? path.join('.') || 'request' : undefined
  if (!value || typeof value !== 'object' || depth > 32) return undefined
  // Only parsed JSON and query strings: a Buffer or a stream (an upload) is not text.
  const prototype = Object.getPrototypeOf(value)
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return undefined
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const here = [...path, key]
    if (hasControlCharacters(key, true)) return here.join('.')
    const found = findControlCharacter(item, here, depth + 1)
    if (found) return found
  }
  return undefined
}

/** A one-line text field (a name, a title, a search term, a phone number): trimmed, at most `max` characters. */
export const lineSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE)

/** Text of several lines (a note, a comment): tab and line breaks allowed, other control characters not. */
export const textSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !hasControlCharacters(v, true), CONTROL_CHARACTERS_MESSAGE)

/** True for a real calendar date written `YYYY-MM-DD` (2026-02-30 and 2026-13-01 are not). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** True for a time of day written `HH:mm` (or `H:mm`), 00:00 to 23:59. */
export function isTimeOfDay(text: string): boolean {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text)
  return Boolean(match) && Number(match![1]) <= 23 && Number(match![2]) <= 59
}

/** `YYYY-MM-DD`, a date that exists. */
export const dateSchema = z.string().trim().refine(isCalendarDate, 'must be a date (YYYY-MM-DD)')
/** `HH:mm`, 00:00 to 23:59. */
export const timeSchema = z.string().trim().refine(isTimeOfDay, 'must be a time (HH:mm)')
