import {
  authedErrorResponses,
  idParamSchema,
  localeQuerySchema,
  orderResponseSchema,
  ordersPaginatedSchema,
  productResponseSchema,
  sellerProductBodySchema,
  sellerOrderListQuerySchema,
  sellerOrderStatusBodySchema,
  sellerOrderStatusQuerySchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { paginateRequest, resolvePageWindow } from '../../lib/pagination.ts'
import { getUser, requireUser } from '../../plugins/auth.ts'
import * as service from './service.ts'
import { createSellerProduct } from './product-service.ts'

const tags = ['Seller']

export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/seller/orders/paginate',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The orders of the signed-in seller’s shops',
        description:
          'Filters: `status` or `statuses[]`, `delivery_type`, `search` (order id, phone or name); sort with ' +
          '`column` (id, created_at, total_price) and `sort`. 403 for anyone who is not a seller with a shop.',
        querystring: sellerOrderListQuerySchema,
        response: { 200: ordersPaginatedSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listShopOrders(
        app.db,
        getUser(request),
        request.query,
        window,
        request.ctx,
      )
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/dashboard/seller/orders/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'One order of the seller’s shops (404 for other shops’ orders)',
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: orderResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.showShopOrder(app.db, getUser(request), request.params.id, request.ctx)),
  )

  const statusRoute = {
    onRequest: requireUser,
    schema: {
      tags,
      summary: 'Move an order of the seller’s shops to its next status',
      description:
        'Body `{status, note?}` (or `?status=`). Allowed: new → accepted → cooking → ready → on_a_way → delivered; a ' +
        'pickup order goes ready → delivered; canceled from new, accepted or cooking (the stock goes back, a paid ' +
        'amount goes to the customer’s wallet). Anything else is 400 with the allowed next statuses in ' +
        '`params.status`. Each move is kept in the order’s `status_history` and sent to the customer over ' +
        '`/api/v1/ws` (`order.status_changed`). Delivering a cash order marks its payment collected.',
      params: idParamSchema,
      querystring: sellerOrderStatusQuerySchema,
      body: sellerOrderStatusBodySchema,
      response: { 200: orderResponseSchema, ...authedErrorResponses },
    },
  } as const

  for (const path of ['/dashboard/seller/order/:id/status', '/dashboard/seller/order/:id/status/update']) {
    app.post(path, statusRoute, async (request) => {
      const user = getUser(request)
      const next = request.body?.status ?? request.query.status
      const change = await service.changeShopOrderStatus(
        app.db,
        user,
        request.params.id,
        next,
        request.body?.note ?? null,
      )
      void app.realtime.orderStatusChanged({ ...change.order, note: change.note })
      if (change.rewarded !== null)
        void app.realtime.toUser(change.rewarded, {
          type: 'notification.created',
          data: { type: 'new_user_by_referral' },
        })
      return ok(await service.showShopOrder(app.db, user, request.params.id, request.ctx))
    })
  }

  app.post(
    '/dashboard/seller/products',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Add a product to the seller’s shop, on sale at once with one stock',
        description:
          '`title` (and `description`) per language, `price` in the request currency, `quantity` in stock, ' +
          '`category_id` optional, `shop_id` when the seller has several shops. 403 for anyone who is not a seller ' +
          'with a shop.',
        querystring: localeQuerySchema,
        body: sellerProductBodySchema,
        response: { 200: productResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await createSellerProduct(app.db, getUser(request), request.body, request.ctx)),
  )
}
