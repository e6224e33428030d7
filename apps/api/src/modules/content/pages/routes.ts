import {
  errorResponses,
  landingPageParamSchema,
  landingPageResponseSchema,
  legalPageResponseSchema,
  localeQuerySchema,
  pageResponseSchema,
  pagesQuerySchema,
  pagesResponseSchema,
  statResponseSchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/envelope.ts'
import { paginateRequest, resolvePageWindow } from '../../../lib/pagination.ts'
import * as service from './service.ts'

const tags = ['Pages']

export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const type of ['delivery', 'about'] as const) {
    app.get(
      `/rest/pages/${type}`,
      {
        schema: {
          tags,
          description: `The ${type} page.`,
          querystring: localeQuerySchema,
          response: { 200: pageResponseSchema, ...errorResponses },
        },
      },
      async (request) => ok(await service.getPage(app.db, type, request.ctx)),
    )
  }

  app.get(
    '/rest/pages/paginate',
    {
      schema: {
        tags,
        description: 'Active pages by `input`; `type=all_about` lists the sections of the about page.',
        querystring: pagesQuerySchema,
        response: { 200: pagesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listPages(app.db, request.query.type, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )

  for (const type of ['policy', 'term'] as const) {
    app.get(
      `/rest/${type}`,
      {
        schema: {
          tags,
          description: type === 'policy' ? 'The privacy policy.' : 'The terms and conditions.',
          querystring: localeQuerySchema,
          response: { 200: legalPageResponseSchema, ...errorResponses },
        },
      },
      async (request) => ok(await service.getLegalPage(app.db, type, request.ctx)),
    )
  }

  app.get(
    '/rest/landing-pages/:type',
    {
      schema: {
        tags,
        description: 'A landing page (e.g. `welcome`) with its sections in the requested language.',
        params: landingPageParamSchema,
        querystring: localeQuerySchema,
        response: { 200: landingPageResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.getLandingPage(app.db, request.params.type, request.ctx)),
  )

  app.get(
    '/rest/stat',
    {
      schema: {
        tags,
        description: 'Marketplace figures for the landing page: customers and orders.',
        querystring: localeQuerySchema,
        response: { 200: statResponseSchema, ...errorResponses },
      },
    },
    async () => ok(await service.getStats(app.db)),
  )
}
