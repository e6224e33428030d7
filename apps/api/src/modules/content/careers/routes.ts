import {
  careerResponseSchema,
  careersQuerySchema,
  careersResponseSchema,
  errorResponses,
  idParamSchema,
  localeQuerySchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/envelope.ts'
import { paginateRequest, resolvePageWindow } from '../../../lib/pagination.ts'
import * as service from './service.ts'

const tags = ['Careers']

export const careerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/careers/paginate',
    {
      schema: {
        tags,
        description: 'Active job openings, newest first; `category_id` filters by career category.',
        querystring: careersQuerySchema,
        response: { 200: careersResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listCareers(app.db, request.query, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/rest/careers/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: careerResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.getCareer(app.db, request.params.id, request.ctx)),
  )
}
