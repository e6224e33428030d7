import { errorResponses, listQuerySchema, paymentsResponseSchema } from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paginateRequest, resolvePageWindow } from '../../../lib/pagination.ts'
import * as repo from './repository.ts'

export const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/payments',
    {
      schema: {
        tags: ['Payments'],
        description: 'Active payment methods by `input` (tags: cash, wallet, stripe, ...).',
        querystring: listQuerySchema,
        response: { 200: paymentsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      // Every method fits one page unless a client asks for less.
      const window = resolvePageWindow(request.query, 100)
      const { rows, total } = await repo.listActivePayments(app.db, window)
      return paginateRequest(request, rows, window, total)
    },
  )
}
