import {
  authedErrorResponses,
  cartCalculateBodySchema,
  cartCalculationResponseSchema,
  idParamSchema,
  localeQuerySchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { bodyCurrencyContext } from '../../lib/currency.ts'
import { ok } from '../../lib/envelope.ts'
import { getUser, requireUser } from '../../plugins/auth.ts'
import * as service from './service.ts'

const tags = ['Cart']

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dashboard/user/cart/calculate/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'What the cart would cost as an order',
        description:
          'Delivery fee = max(shop price, price per km × great-circle km) for `delivery` (the address must be in ' +
          "the shop's zone), tax = product taxes + the shop's tax on the discounted goods, the shop's service fee, " +
          'the coupon (400 when it cannot be used) and the tip. Amounts in the request currency.',
        params: idParamSchema,
        querystring: localeQuerySchema,
        body: cartCalculateBodySchema,
        response: { 200: cartCalculationResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(
        await service.calculate(
          app.db,
          getUser(request).id,
          request.params.id,
          request.body,
          await bodyCurrencyContext(request, request.body.currency_id),
        ),
      ),
  )
}
