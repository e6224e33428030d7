import { z } from 'zod'
import { latLngSchema, paginatedSchema, successSchema } from './common.ts'

// "Sorry, we're not available here" (storefront spec, messages): a visitor leaves an e-mail for a place no shop
// delivers to. Our own endpoints (not in the API family's contract): `POST rest/delivery-interests` and, for the
// operator, `GET dashboard/admin/delivery-interests/paginate`.

/** `POST rest/delivery-interests`. The e-mail is a loose string so that the API answers its own message for it. */
export const deliveryInterestBodySchema = z.object({
  email: z.string().max(254),
  address: latLngSchema.refine(
    (p) => Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180,
    'must be a point on Earth',
  ),
  shop_id: z.number().int().min(1).max(2_147_483_647).optional(),
})
export type DeliveryInterestBody = z.infer<typeof deliveryInterestBodySchema>

export const deliveryInterestSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  location: latLngSchema,
  shop_id: z.number().int().nullable(),
  locale: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type DeliveryInterest = z.infer<typeof deliveryInterestSchema>

export const deliveryInterestResponseSchema = successSchema(z.object({ id: z.number().int() }))
export const deliveryInterestsResponseSchema = paginatedSchema(deliveryInterestSchema)
