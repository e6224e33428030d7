import { errorResponses, localeQuerySchema, referralResponseSchema } from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/envelope.ts'
import * as service from './service.ts'

export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/referral',
    {
      schema: {
        tags: ['Referral'],
        description:
          'The running referral programme: `price_from` rewards the referrer, `price_to` the new customer (in the ' +
          'request currency). 404 when no programme runs.',
        querystring: localeQuerySchema,
        response: { 200: referralResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.getReferral(app.db, request.ctx)),
  )
}
