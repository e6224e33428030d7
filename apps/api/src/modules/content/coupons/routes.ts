import { couponCheckBodySchema, couponCheckResponseSchema, errorResponses, localeQuerySchema } from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/envelope.ts'
import * as service from './service.ts'

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rest/coupons/check',
    {
      schema: {
        tags: ['Coupons'],
        description:
          'Whether `coupon` can be used at `shop_id` now (exists for that shop, not expired, uses left): 200 with ' +
          'the coupon (`price` is money for `fix`, a percentage for `percent`), else 400.',
        querystring: localeQuerySchema,
        body: couponCheckBodySchema,
        response: { 200: couponCheckResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.checkCoupon(app.db, request.body, request.ctx)),
  )
}
