import {
  deliveryInterestBodySchema,
  deliveryInterestResponseSchema,
  deliveryInterestsResponseSchema,
  errorResponses,
  listQuerySchema,
  localeQuerySchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/envelope.ts'
import { paginateRequest, resolvePageWindow } from '../../../lib/pagination.ts'
import { getUser, requireUser } from '../../../plugins/auth.ts'
import { MINUTE, byAddress, rateLimited } from '../../../plugins/rate-limit.ts'
import * as service from './service.ts'

const tags = ['Shops']

export const deliveryInterestRoutes: FastifyPluginAsyncZod = async (app) => {
  // Anyone may leave an e-mail; a few per address and hour is plenty for people, and keeps the list clean of floods.
  const limits = rateLimited(app, [
    { name: 'delivery-interest:address', max: 10, timeWindow: 60 * MINUTE, key: byAddress },
  ])
  app.post(
    '/rest/delivery-interests',
    {
      preHandler: [limits],
      schema: {
        tags,
        description:
          '"Sorry, we\'re not available here": leave an e-mail for a point no shop delivers to (optionally the shop ' +
          'the visitor looked at). The same e-mail and place again refreshes the row. Limited per address.',
        querystring: localeQuerySchema,
        body: deliveryInterestBodySchema,
        response: { 200: deliveryInterestResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.leaveInterest(app.db, request.body, request.ctx)),
  )

  app.get(
    '/dashboard/admin/delivery-interests/paginate',
    {
      onRequest: requireUser,
      schema: {
        tags,
        description: 'For the operator (role admin): the e-mails left for places not served yet, newest first.',
        querystring: listQuerySchema,
        response: { 200: deliveryInterestsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listInterests(app.db, getUser(request), window)
      return paginateRequest(request, items, window, total)
    },
  )
}
