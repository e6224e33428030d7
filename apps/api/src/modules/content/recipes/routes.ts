import {
  errorResponses,
  localeQuerySchema,
  recipeIdParamSchema,
  recipeResponseSchema,
  recipesQuerySchema,
  recipesResponseSchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/envelope.ts'
import { paginateRequest, resolvePageWindow } from '../../../lib/pagination.ts'
import * as service from './service.ts'

const tags = ['Recipes']

export const recipeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/receipts/paginate',
    {
      schema: {
        tags,
        description:
          'Active recipes of public shops, newest first, with ingredients, instructions, nutrition facts and the ' +
          'stocks they call for (`min_quantity`/`qty`: how many to add to the cart).',
        querystring: recipesQuerySchema,
        response: { 200: recipesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listRecipes(app.db, request.query, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/rest/receipts/:id',
    {
      schema: {
        tags,
        description: 'One recipe by numeric id or uuid.',
        params: recipeIdParamSchema,
        querystring: localeQuerySchema,
        response: { 200: recipeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.getRecipe(app.db, request.params.id, request.ctx)),
  )
}
