import {
  categoriesQuerySchema,
  categoriesResponseSchema,
  categoryResponseSchema,
  errorResponses,
  idParamSchema,
  listQuerySchema,
  localeQuerySchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/envelope.ts'
import { paginateRequest, resolvePageWindow } from '../../../lib/pagination.ts'
import * as service from './service.ts'

const tags = ['Categories']

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/categories/paginate',
    {
      schema: {
        tags,
        description:
          'Active categories sorted by `input`, each with its active direct children. Without `parent_id`: the ' +
          'top-level categories of `type` (default `main`); with it: the children of that category.',
        querystring: categoriesQuerySchema,
        response: { 200: categoriesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listCategories(app.db, request.query, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/rest/categories/sub-shop/:id',
    {
      schema: {
        tags,
        description: 'The active child categories of a category, sorted by `input`, each with its own children.',
        params: idParamSchema,
        querystring: listQuerySchema,
        response: { 200: categoriesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listSubCategories(app.db, request.params.id, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/rest/categories/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: categoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.getCategory(app.db, request.params.id, request.ctx)),
  )
}
