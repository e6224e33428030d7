import { errorResponses, faqsQuerySchema, faqsResponseSchema } from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paginateRequest, resolvePageWindow } from '../../../lib/pagination.ts'
import * as service from './service.ts'

export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/faqs/paginate',
    {
      schema: {
        tags: ['FAQ'],
        description: 'Active questions and answers, oldest first; `type` filters by audience (e.g. `web`).',
        querystring: faqsQuerySchema,
        response: { 200: faqsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listFaqs(app.db, request.query, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )
}
