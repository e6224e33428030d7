import {
  errorResponses,
  localeQuerySchema,
  productAvgPricesResponseSchema,
  productListQuerySchema,
  productResponseSchema,
  productSearchQuerySchema,
  productsPaginatedSchema,
  shopMenuResponseSchema,
  shopProductsPaginateQuerySchema,
  shopProductsQuerySchema,
  shopRefParamSchema,
  uuidParamSchema,
} from '@basil/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok, paginate } from '../../lib/envelope.ts'
import * as service from './service.ts'

const tags = ['Products']

function paginatePage(request: FastifyRequest, page: service.ProductPage) {
  return paginate(page.items, {
    page: page.page,
    perPage: page.perPage,
    total: page.total,
    path: `${request.ctx.origin}${request.url.split('?')[0]}`,
    query: request.query as Record<string, unknown>,
  })
}

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/products/paginate',
    {
      schema: {
        tags,
        description: 'Active, published products (not addons) of approved, visible shops, filtered and ordered.',
        querystring: productListQuerySchema,
        response: { 200: productsPaginatedSchema, ...errorResponses },
      },
    },
    async (request) => paginatePage(request, await service.listProducts(app.db, request.query, request.ctx)),
  )

  app.get(
    '/rest/products/search',
    {
      schema: {
        tags,
        description:
          'Products whose title or category, in any language, matches `search`: every word must match, exactly, as a ' +
          'prefix (the last word) or with typos (one from 5 letters, two from 9; one in a 4-letter word that matches ' +
          'nothing as typed). Accents, Arabic letter forms and diacritics and the Arabic article are ignored. Exact ' +
          'matches first, then prefix, then slips (swapped or doubled letters), then other typos; within a tier the ' +
          'products of shops open now first, then those matched by title, then (with `address`) the nearer shops by ' +
          'the kilometre, then the best rated. `meta.total` counts every match.',
        querystring: productSearchQuerySchema,
        response: { 200: productsPaginatedSchema, ...errorResponses },
      },
    },
    async (request) => paginatePage(request, await service.searchListedProducts(app.db, request.query, request.ctx)),
  )

  app.get(
    '/rest/products-avg-prices',
    {
      schema: {
        tags,
        description: 'Lowest and highest product price (`min_price` of listed products) in the request currency.',
        querystring: localeQuerySchema,
        response: { 200: productAvgPricesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.getPriceRange(app.db, request.ctx)),
  )

  app.get(
    '/rest/products/:uuid',
    {
      schema: {
        tags,
        description: 'A product with its stocks (extras, addons), unit, galleries, category, brand and shop.',
        params: uuidParamSchema,
        querystring: localeQuerySchema,
        response: { 200: productResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.getProductByUuid(app.db, request.params.uuid, request.ctx)),
  )

  app.get(
    '/rest/shops/:id/products',
    {
      schema: {
        tags,
        description:
          "A shop's menu (`id` is its id, uuid or slug): recommended products and every category holding products, " +
          'in category order (a parent, then its sub-categories), each with its products.',
        params: shopRefParamSchema,
        querystring: shopProductsQuerySchema,
        response: { 200: shopMenuResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.getShopMenu(app.db, request.params.id, request.query, request.ctx)),
  )

  app.get(
    '/rest/shops/:id/products/paginate',
    {
      schema: {
        tags,
        description: "A shop's listed products, filtered and ordered like rest/products/paginate.",
        params: shopRefParamSchema,
        querystring: shopProductsPaginateQuerySchema,
        response: { 200: productsPaginatedSchema, ...errorResponses },
      },
    },
    async (request) =>
      paginatePage(request, await service.listShopProducts(app.db, request.params.id, request.query, request.ctx)),
  )

  app.get(
    '/rest/shops/:id/products/recommended/paginate',
    {
      schema: {
        tags,
        description: "A shop's recommended products, filtered and ordered like rest/products/paginate.",
        params: shopRefParamSchema,
        querystring: shopProductsPaginateQuerySchema,
        response: { 200: productsPaginatedSchema, ...errorResponses },
      },
    },
    async (request) =>
      paginatePage(
        request,
        await service.listShopProducts(app.db, request.params.id, request.query, request.ctx, { recommended: true }),
      ),
  )
}
