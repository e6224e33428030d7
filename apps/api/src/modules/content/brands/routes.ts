import { brandsQuerySchema, brandsResponseSchema, errorResponses } from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paginateRequest, resolvePageWindow } from '../../../lib/pagination.ts'
import * as service from './service.ts'

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/brands/paginate',
    {
      schema: {
        tags: ['Brands'],
        description:
          'Active brands by title. `shop_id` keeps the brands that shop sells; `products_count` counts listed ' +
          'products (of that shop when given).',
        querystring: brandsQuerySchema,
        response: { 200: brandsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listBrands(app.db, request.query, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )
}
