import {
  bannerAdResponseSchema,
  bannerAdsQuerySchema,
  bannerAdsResponseSchema,
  bannerShowResponseSchema,
  bannersResponseSchema,
  errorResponses,
  idParamSchema,
  listQuerySchema,
  localeQuerySchema,
  shopSchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/envelope.ts'
import { listPath, paginateRequest, resolvePageWindow } from '../../../lib/pagination.ts'
import * as service from './service.ts'

const tags = ['Banners']

export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/banners/paginate',
    {
      schema: {
        tags,
        description: 'Active, unexpired home banners (type `banner`) by `input`, newest first among equals.',
        querystring: listQuerySchema,
        response: { 200: bannersResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listBanners(app.db, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/rest/banners/:id',
    {
      schema: {
        tags,
        description:
          'One home banner with a page of the public shops it features (`page`, `perPage`) and `shops_count`.',
        params: idParamSchema,
        querystring: listQuerySchema,
        response: { 200: bannerShowResponseSchema(shopSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.getBanner(app.db, request.params.id, resolvePageWindow(request.query), request.ctx)),
  )

  app.get(
    '/rest/banners-ads',
    {
      schema: {
        tags,
        description:
          'Active, unexpired ads (type `look`). With `address`, only ads featuring a shop that delivers there, and ' +
          'ads featuring no shop. The envelope is `{data, meta}` without `links` and without `meta.from`.',
        querystring: bannerAdsQuerySchema,
        response: { 200: bannerAdsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listAds(app.db, request.query.address, window, request.ctx)
      return {
        data: items,
        meta: {
          current_page: window.page,
          last_page: Math.max(1, Math.ceil(total / window.perPage)),
          path: listPath(request),
          per_page: window.perPage,
          to: items.length ? window.offset + items.length : null,
          total,
        },
      }
    },
  )

  app.get(
    '/rest/banners-ads/:id',
    {
      schema: {
        tags,
        description: 'One ad with the public shops it features.',
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: bannerAdResponseSchema(shopSchema), ...errorResponses },
      },
    },
    async (request) => ok(await service.getAd(app.db, request.params.id, request.ctx)),
  )
}
