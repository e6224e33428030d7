import {
  authedErrorResponses,
  emptySuccessSchema,
  idParamSchema,
  localeQuerySchema,
  orderCreateBodySchema,
  orderListQuerySchema,
  orderRepeatBodySchema,
  orderRepeatResponseSchema,
  orderResponseSchema,
  orderReviewBodySchema,
  orderStatusChangeQuerySchema,
  ordersPaginatedSchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { resolveCurrency } from '../../lib/currency.ts'
import { ok } from '../../lib/envelope.ts'
import { isoDate } from '../../lib/present.ts'
import { paginateRequest, resolvePageWindow } from '../../lib/pagination.ts'
import { getUser, requireUser } from '../../plugins/auth.ts'
import { MINUTE, rateLimited } from '../../plugins/rate-limit.ts'
import { readIdempotencyKey } from '../../lib/idempotency.ts'
import * as service from './service.ts'

const tags = ['Orders']

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dashboard/user/orders',
    {
      onRequest: requireUser,
      preHandler: rateLimited(app, [
        { name: 'order-create:user', max: 30, timeWindow: MINUTE, key: (r) => (r.user ? String(r.user.id) : null) },
      ]),
      schema: {
        tags,
        summary: 'Place an order from the cart (atomic, idempotent)',
        description:
          'Recomputes the totals, checks the shop\'s hours for `delivery_date`/`delivery_time` ("' +
          service.SHOP_CLOSED +
          '", "' +
          service.SHOP_CLOSED_DAY +
          '"), the phone when `before_order_phone_required` is set ("' +
          service.PHONE_REQUIRED +
          '"), the minimum amount, the payment method ("' +
          service.CHOOSE_PAYMENT +
          '"), ' +
          'takes the stock ("Out of stock"), debits the wallet for `wallet` ("' +
          service.INSUFFICIENT_BALANCE +
          '"), ' +
          "uses the coupon and removes the cart, all in one transaction. Card payment methods leave the order's " +
          'transaction in `progress` for the provider flow (`order-{tag}-process`). Send an `Idempotency-Key` header ' +
          '(or `idempotency_key`) per checkout: a retry with the same key answers the same order (200 instead of 201).',
        querystring: localeQuerySchema,
        body: orderCreateBodySchema,
        response: { 200: orderResponseSchema, 201: orderResponseSchema, ...authedErrorResponses },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request, request.body.idempotency_key)
      // The order's currency: the body's `currency_id` when it is an active currency, else the request's.
      const { id, rate } = await resolveCurrency(app.localeCache, request.ctx, request.body.currency_id)
      const currency = { id: id || null, rate }
      const result = await service.createOrder(app.db, getUser(request).id, request.body, key, request.ctx, currency)
      if (result.created) {
        const order = result.order
        void app.realtime.orderStatusChanged({
          id: order.id,
          userId: order.user_id,
          shopId: order.shop_id,
          status: order.status,
        })
        if (result.cartId !== null)
          void app.realtime.cartChanged(result.cartId, { reason: 'ordered', order_id: order.id })
      }
      reply.code(result.created ? 201 : 200)
      return ok(result.order, result.created ? 'Order created' : 'Order already created')
    },
  )

  app.get(
    '/dashboard/user/orders/paginate',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The user's orders, newest first",
        description:
          'Filter with `statuses[]=` (active: new, accepted, cooking, ready, on_a_way; history: delivered, canceled) or `status=`.',
        querystring: orderListQuerySchema,
        response: { 200: ordersPaginatedSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listOrders(app.db, getUser(request).id, request.query, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/dashboard/user/orders/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "One of the user's orders (404 for anyone else's)",
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: orderResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.showOrder(app.db, getUser(request).id, request.params.id, request.ctx)),
  )

  app.post(
    '/dashboard/user/orders/:id/status/change',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Cancel the order (`status=canceled`) while it is new',
        description: 'The stock goes back; a paid amount returns to the wallet; the coupon can be used again.',
        params: idParamSchema,
        querystring: orderStatusChangeQuerySchema,
        response: { 200: orderResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const order = await service.cancelOwnOrder(app.db, getUser(request).id, request.params.id, request.ctx)
      void app.realtime.orderStatusChanged({
        id: order.id,
        userId: order.user_id,
        shopId: order.shop_id,
        status: order.status,
      })
      return ok(order, 'Order canceled')
    },
  )

  app.post(
    '/dashboard/user/orders/review/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Review a delivered order (once)',
        params: idParamSchema,
        querystring: localeQuerySchema,
        body: orderReviewBodySchema,
        response: { 200: orderResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(await service.reviewOrder(app.db, getUser(request).id, request.params.id, request.body, request.ctx)),
  )

  app.post(
    '/dashboard/user/orders/:id/repeat',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Repeat the order every day between `from` and `to` (YYYY-MM-DD)',
        params: idParamSchema,
        querystring: localeQuerySchema,
        body: orderRepeatBodySchema,
        response: { 200: orderRepeatResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const row = await service.repeatOrder(app.db, getUser(request).id, request.params.id, request.body)
      return ok({ id: row.id, order_id: row.orderId, from: row.from, to: row.to, created_at: isoDate(row.createdAt)! })
    },
  )

  app.delete(
    '/dashboard/user/orders/:id/delete-repeat',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Stop repeating the order',
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: emptySuccessSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      await service.deleteRepeat(app.db, getUser(request).id, request.params.id)
      return ok(null, 'Repeat deleted')
    },
  )
}
