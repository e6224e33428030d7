import { z } from 'zod'
import {
  listQuerySchema,
  localeQuerySchema,
  paginatedSchema,
  queryListSchema,
  queryIntSchema,
  queryNumberSchema,
  successSchema,
} from './common.ts'

const id = z.number().int()
const text = (max: number) => z.string().trim().max(max)

/** IAddress: a saved delivery address of the signed-in user. */
export const addressSchema = z.object({
  id,
  title: z.string().nullable(),
  user_id: id,
  active: z.boolean(),
  address: z.object({
    address: z.string().nullable(),
    floor: z.string().nullable(),
    house: z.string().nullable(),
    entrance: z.string().nullable(),
    comment: z.string().nullable(),
  }),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Address = z.infer<typeof addressSchema>

/** Clients send numbers, or numeric strings from form fields. */
const coordinate = (min: number, max: number) => queryNumberSchema.pipe(z.number().min(min).max(max))
const optionalText = (max: number) =>
  z
    .union([text(max), z.number().transform(String)])
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v))

export const addressBodySchema = z.object({
  title: optionalText(100),
  location: z.object({ latitude: coordinate(-90, 90), longitude: coordinate(-180, 180) }),
  address: z
    .object({
      address: optionalText(500),
      floor: optionalText(50),
      house: optionalText(50),
      entrance: optionalText(50),
      comment: optionalText(500),
    })
    .partial()
    .default({}),
  active: z
    .union([z.boolean(), z.number().int().min(0).max(1), z.enum(['0', '1', 'true', 'false'])])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === true || v === 1 || v === '1' || v === 'true')),
})
export type AddressBody = z.infer<typeof addressBodySchema>

export const addressListQuerySchema = listQuerySchema
export const addressesPaginatedSchema = paginatedSchema(addressSchema)
export const addressResponseSchema = successSchema(addressSchema)

export const addressIdsQuerySchema = localeQuerySchema.extend({
  ids: queryListSchema(queryIntSchema.pipe(z.number().min(1).max(2_147_483_647))).pipe(z.array(z.number()).min(1)),
})

/** Reverse geocoding of a point: the nearest known place. */
export const geocodeQuerySchema = localeQuerySchema.extend({
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
})
export const geocodeResultSchema = z.object({
  /** Human-readable address line, e.g. `Dupont Circle, Washington, United States`. */
  address: z.string(),
  /** The nearest place's name (a neighbourhood or a city). */
  place: z.string(),
  city: z.string(),
  country: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  /** Distance from the asked point to the place, kilometres. */
  distance_km: z.number(),
})
export type GeocodeResult = z.infer<typeof geocodeResultSchema>
export const geocodeResponseSchema = successSchema(geocodeResultSchema)
