import { couponCheckBodySchema, couponCheckResponseSchema, errorResponses, localeQuerySchema } from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/envelope.ts'
import { optionalUser } from '../../../plugins/auth.ts'
import { MINUTE, byAddress, rateLimited } from '../../../plugins/rate-limit.ts'
import * as service from './service.ts'

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  // Coupon codes are short words: checking them is limited per address, and per account when signed in, so that
  // nobody can try a dictionary of them.
  const couponLimits = rateLimited(app, [
    { name: 'coupon-check:address', max: 20, timeWindow: 10 * MINUTE, key: byAddress },
    { name: 'coupon-check:user', max: 20, timeWindow: 10 * MINUTE, key: (r) => (r.user ? String(r.user.id) : null) },
  ])
  app.post(
    '/rest/coupons/check',
    {
      preHandler: [optionalUser, couponLimits],
      schema: {
        tags: ['Coupons'],
        description:
          'Whether `coupon` can be used at `shop_id` now (exists for that shop, not expired, uses left): 200 with ' +
          'the coupon (`price` is money for `fix`, a percentage for `percent`), else 400. Limited per address and ' +
          'per signed-in user (429 with Retry-After).',
        querystring: localeQuerySchema,
        body: couponCheckBodySchema,
        response: { 200: couponCheckResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.checkCoupon(app.db, request.body, request.ctx)),
  )
}
