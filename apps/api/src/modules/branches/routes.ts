import {
  branchesPaginatedSchema,
  branchListQuerySchema,
  branchResponseSchema,
  errorResponses,
  idParamSchema,
  localeQuerySchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { paginateRequest, resolvePageWindow } from '../../lib/pagination.ts'
import * as service from './service.ts'

const tags = ['Branches']

export const branchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/branches',
    {
      schema: {
        tags,
        description: 'Branches (pick-up points) of public shops, each with its shop; `shop_id` narrows to one shop.',
        querystring: branchListQuerySchema,
        response: { 200: branchesPaginatedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listBranches(app.db, request.query.shop_id, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/rest/branches/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: branchResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.getBranch(app.db, request.params.id, request.ctx)),
  )
}
