import {
  authedErrorResponses,
  idParamSchema,
  localeQuerySchema,
  refundAnswerBodySchema,
  refundCreateBodySchema,
  refundListQuerySchema,
  refundResponseSchema,
  refundsPaginatedSchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { paginateRequest, resolvePageWindow } from '../../lib/pagination.ts'
import { getUser, requireUser } from '../../plugins/auth.ts'
import { MINUTE, rateLimited } from '../../plugins/rate-limit.ts'
import * as service from './service.ts'

const tags = ['Refunds']

export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/user/order-refunds/paginate',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The signed-in customer’s refund requests, newest first',
        querystring: refundListQuerySchema,
        response: { 200: refundsPaginatedSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listOwnRefunds(
        app.db,
        getUser(request).id,
        request.query,
        window,
        request.ctx,
      )
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/dashboard/user/order-refunds/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: refundResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.showOwnRefund(app.db, getUser(request).id, request.params.id, request.ctx)),
  )

  app.post(
    '/dashboard/user/order-refunds',
    {
      onRequest: requireUser,
      preHandler: rateLimited(app, [
        { name: 'refund:user', max: 20, timeWindow: MINUTE, key: (r) => (r.user ? String(r.user.id) : null) },
      ]),
      schema: {
        tags,
        summary: 'Ask for a refund of a delivered order',
        description:
          `Own delivered orders only ("${service.REFUND_DELIVERED_ONLY}"); one pending request per order ` +
          `("${service.REFUND_PENDING}"); not after an approved one ("${service.REFUND_DONE}").`,
        querystring: localeQuerySchema,
        body: refundCreateBodySchema,
        response: { 200: refundResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const refund = await service.requestRefund(app.db, getUser(request).id, request.body, request.ctx)
      const shopId = refund.order?.shop?.id
      if (shopId)
        void app.realtime.toShop(shopId, {
          type: 'order.refund_requested',
          data: { refund_id: refund.id, order_id: refund.order_id },
        })
      return ok(refund)
    },
  )

  app.get(
    '/dashboard/seller/order-refunds/paginate',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Refund requests on the orders of the seller’s shops',
        querystring: refundListQuerySchema,
        response: { 200: refundsPaginatedSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listShopRefunds(
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
    '/dashboard/seller/order-refunds/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: refundResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.showShopRefund(app.db, getUser(request), request.params.id, request.ctx)),
  )

  app.put(
    '/dashboard/seller/order-refunds/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Answer a refund request: approve (the paid amount goes to the customer’s wallet) or reject',
        description:
          'Body `{status: "approved"|"rejected", answer?}`; a rejection needs an `answer`. Approving credits what was ' +
          'paid for the order to the customer’s wallet through the ledger (wallet history type `refund`) and marks ' +
          `those payments \`refund\`, in one transaction. An answered request cannot be answered again ("${service.REFUND_ANSWERED}").`,
        params: idParamSchema,
        querystring: localeQuerySchema,
        body: refundAnswerBodySchema,
        response: { 200: refundResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const result = await service.answerShopRefund(
        app.db,
        getUser(request),
        request.params.id,
        request.body,
        request.ctx,
      )
      if (result.customerId) {
        void app.realtime.toUser(result.customerId, {
          type: 'order.refund_updated',
          data: {
            refund_id: result.refund.id,
            order_id: result.refund.order_id,
            status: result.refund.status,
            amount: result.amount / 100,
          },
        })
      }
      return ok(result.refund)
    },
  )
}
