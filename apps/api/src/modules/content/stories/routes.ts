import { errorResponses, listQuerySchema, storiesResponseSchema } from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { resolvePageWindow } from '../../../lib/pagination.ts'
import * as service from './service.ts'

export const storyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/stories/paginate',
    {
      schema: {
        tags: ['Stories'],
        description:
          'Raw (no envelope) array of arrays: one inner array per public shop with active stories (most recent ' +
          'first; `page`/`perPage` count shops), one item per story frame.',
        querystring: listQuerySchema,
        response: { 200: storiesResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.listStoryGroups(app.db, resolvePageWindow(request.query), request.ctx),
  )
}
