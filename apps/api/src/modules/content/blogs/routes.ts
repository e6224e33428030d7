import {
  blogResponseSchema,
  blogsQuerySchema,
  blogsResponseSchema,
  errorResponses,
  localeQuerySchema,
  uuidParamSchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/envelope.ts'
import { paginateRequest, resolvePageWindow } from '../../../lib/pagination.ts'
import * as service from './service.ts'

const tags = ['Blogs']

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/blogs/paginate',
    {
      schema: {
        tags,
        description: 'Published blog posts (`type=blog`, the default) or news (`type=notification`), newest first.',
        querystring: blogsQuerySchema,
        response: { 200: blogsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listBlogs(app.db, request.query.type, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/rest/blogs/:uuid',
    {
      schema: {
        tags,
        params: uuidParamSchema,
        querystring: localeQuerySchema,
        response: { 200: blogResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.getBlog(app.db, request.params.uuid, request.ctx)),
  )

  app.get(
    '/rest/last-blog/show',
    {
      schema: {
        tags,
        description: 'The latest published news item (`notification`), else the latest blog post; 404 when none.',
        querystring: localeQuerySchema,
        response: { 200: blogResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.getLastBlog(app.db, request.ctx)),
  )
}
