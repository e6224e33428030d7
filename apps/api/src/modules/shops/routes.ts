import {
  addressOnlyQuerySchema,
  deliveryZoneCheckResponseSchema,
  errorResponses,
  listQuerySchema,
  requiredAddressQuerySchema,
  shopCategoriesPaginatedSchema,
  shopListQuerySchema,
  shopRefParamSchema,
  shopResponseSchema,
  shopReviewsPaginatedSchema,
  shopSearchQuerySchema,
  shopsPaginatedSchema,
  shopsResponseSchema,
  shopTakesQuerySchema,
  shopTakesResponseSchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { paginateRequest, resolvePageWindow } from '../../lib/pagination.ts'
import * as service from './service.ts'

const tags = ['Shops']

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/shops/paginate',
    {
      schema: {
        tags,
        description:
          'Approved, visible shops. With `address`, every shop carries `delivers_to_address` and those delivering ' +
          'there are listed first. `open=1` keeps shops open right now (seller switch, working hours in the ' +
          "shop's time zone, closed dates).",
        querystring: shopListQuerySchema,
        response: { 200: shopsPaginatedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listShops(app.db, request.query, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/rest/shops/search',
    {
      schema: {
        tags,
        description:
          'Shops whose name, tags, categories or listed products (names and categories), in any language, match ' +
          '`search`, with the typo tolerance of rest/products/search. Best match first: exact before fuzzy, then open ' +
          'before closed, then by name before by tag or category before by product, then (with `address`) nearer ' +
          'by the kilometre, then the best rated; with `address`, shops delivering there come first.',
        querystring: shopSearchQuerySchema,
        response: { 200: shopsPaginatedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listShops(app.db, request.query, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/rest/shops/recommended',
    {
      schema: {
        tags,
        description: `Recommended shops, best rated first (at most ${service.RECOMMENDED_LIMIT}); with \`address\`, only those delivering there.`,
        querystring: addressOnlyQuerySchema,
        response: { 200: shopsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.listRecommendedShops(app.db, request.query.address, request.ctx)),
  )

  app.get(
    '/rest/shops/:id',
    {
      schema: {
        tags,
        description: 'One approved, visible shop by id, uuid or slug.',
        params: shopRefParamSchema,
        querystring: addressOnlyQuerySchema,
        response: { 200: shopResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.getShop(app.db, request.params.id, request.ctx, request.query.address)),
  )

  app.get(
    '/rest/shops/:id/categories',
    {
      schema: {
        tags,
        description: "Product categories of the shop's listed products, by `input`.",
        params: shopRefParamSchema,
        querystring: listQuerySchema,
        response: { 200: shopCategoriesPaginatedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listShopCategories(app.db, request.params.id, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/rest/shops/:id/reviews',
    {
      schema: {
        tags,
        description: 'Reviews of the shop and of its orders, newest first.',
        params: shopRefParamSchema,
        querystring: listQuerySchema,
        response: { 200: shopReviewsPaginatedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listShopReviews(app.db, request.params.id, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/rest/shops-takes',
    {
      schema: {
        tags,
        description: 'Shop tags; with `category_id`, the tags of shops in that shop category.',
        querystring: shopTakesQuerySchema,
        response: { 200: shopTakesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.listShopTakes(app.db, request.query.category_id, request.ctx)),
  )

  app.get(
    '/rest/shop/delivery-zone/check/distance',
    {
      schema: {
        tags,
        description:
          'Success when some shop delivers to `address` (the nearest such shop and its distance); otherwise 400 "Sorry, we\'re not available here".',
        querystring: requiredAddressQuerySchema,
        response: { 200: deliveryZoneCheckResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.checkAnyDeliveryZone(app.db, request.query.address)),
  )

  app.get(
    '/rest/shop/:id/delivery-zone/check/distance',
    {
      schema: {
        tags,
        description:
          'Success when the shop delivers to `address` (with its distance); otherwise 400 "Sorry, we\'re not available here".',
        params: shopRefParamSchema,
        querystring: requiredAddressQuerySchema,
        response: { 200: deliveryZoneCheckResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.checkShopDeliveryZone(app.db, request.params.id, request.query.address)),
  )
}
