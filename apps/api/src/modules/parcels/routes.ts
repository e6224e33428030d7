import {
  authedErrorResponses,
  courierParcelStatusBodySchema,
  courierParcelStatusQuerySchema,
  idParamSchema,
  localeQuerySchema,
  parcelAssignBodySchema,
  parcelCreateBodySchema,
  parcelListQuerySchema,
  parcelResponseSchema,
  parcelReviewBodySchema,
  parcelsPaginatedSchema,
  parcelStatusChangeQuerySchema,
  parcelTransactionBodySchema,
  parcelTransactionResponseSchema,
} from '@basil/contracts'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { resolveCurrency } from '../../lib/currency.ts'
import { ok } from '../../lib/envelope.ts'
import { readIdempotencyKey } from '../../lib/idempotency.ts'
import { paginateRequest, resolvePageWindow } from '../../lib/pagination.ts'
import { getUser, requireUser } from '../../plugins/auth.ts'
import { MINUTE, rateLimited } from '../../plugins/rate-limit.ts'
import * as service from './service.ts'

const tags = ['Parcels']

/** The customer and the courier hear each change of a parcel over `/api/v1/ws` (after it committed). */
function announce(app: FastifyInstance, change: service.ParcelChange): void {
  const event = {
    type: 'parcel.status_changed',
    data: {
      parcel_id: change.parcel.id,
      status: change.parcel.status,
      deliveryman_id: change.deliverymanId,
      updated_at: change.parcel.updated_at,
    },
  }
  for (const userId of new Set([change.userId, change.deliverymanId])) {
    if (userId !== null) void app.realtime.toUser(userId, event)
  }
}

export const parcelOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- customer ----

  app.get(
    '/dashboard/user/parcel-orders',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The signed-in customer’s parcels, newest first',
        description:
          'Filter with `statuses[0]=new&statuses[1]=accepted` (also `statuses[]=` or one `status`); sort with ' +
          '`column` (id, created_at, total_price) and `sort`.',
        querystring: parcelListQuerySchema,
        response: { 200: parcelsPaginatedSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listOwnParcels(
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
    '/dashboard/user/parcel-orders/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'One of the customer’s parcels (404 for anyone else’s)',
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: parcelResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.showOwnParcel(app.db, getUser(request).id, request.params.id, request.ctx)),
  )

  app.post(
    '/dashboard/user/parcel-orders',
    {
      onRequest: requireUser,
      preHandler: rateLimited(app, [
        { name: 'parcel-create:user', max: 20, timeWindow: MINUTE, key: (r) => (r.user ? String(r.user.id) : null) },
      ]),
      schema: {
        tags,
        summary: 'Send a parcel (when the `active_parcel` setting is on)',
        description:
          'The price is the server’s: the type’s price plus its price per km times the great-circle distance ' +
          '(as `rest/parcel-order/calculate-price` answers); a price sent by the client is ignored. `length`, ' +
          '`width`, `height` (cm) and `weight` (g) are checked against the type’s limits when given. `images` are ' +
          'URLs of the customer’s own uploads (`dashboard/galleries`). With `notify: 1` the receiver gets a text ' +
          'message. Then pay with `POST /payments/parcel-order/{id}/transactions`.',
        querystring: localeQuerySchema,
        body: parcelCreateBodySchema,
        response: { 201: parcelResponseSchema, ...authedErrorResponses },
      },
    },
    async (request, reply) => {
      const { id, rate } = await resolveCurrency(app.localeCache, request.ctx, request.body.currency_id)
      const parcel = await service.createParcel(
        app.db,
        getUser(request).id,
        request.body,
        { id: id || null, rate },
        request.ctx,
        {
          sendSms: (message) => app.accounts.sms.sendSms(message),
          logError: (error) => request.log.error({ err: error }, 'texting a parcel’s receiver failed'),
        },
      )
      reply.code(201)
      return ok(parcel, 'Parcel created')
    },
  )

  app.post(
    '/dashboard/user/parcel-orders/:id/status/change',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Cancel one of the customer’s parcels while it is new',
        description: 'A parcel paid from the wallet is refunded to it.',
        params: idParamSchema,
        querystring: parcelStatusChangeQuerySchema,
        response: { 200: parcelResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const change = await service.cancelOwnParcel(app.db, getUser(request).id, request.params.id, request.ctx)
      announce(app, change)
      return ok(change.parcel)
    },
  )

  app.post(
    '/dashboard/user/parcel-orders/deliveryman-review/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Review the courier of a delivered parcel (once)',
        params: idParamSchema,
        querystring: localeQuerySchema,
        body: parcelReviewBodySchema,
        response: { 200: parcelResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(await service.reviewCourier(app.db, getUser(request).id, request.params.id, request.body, request.ctx)),
  )

  app.post(
    '/payments/parcel-order/:id/transactions',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Pay a parcel: cash (to the courier) or wallet (debited at once)',
        description:
          'Wallet: 400 "Insufficient wallet balance" changes nothing. A paid parcel refuses another payment (400 "' +
          service.MESSAGES.alreadyPaid +
          '"); a retry with the same `Idempotency-Key` header answers the first attempt. A card is paid on ' +
          'the provider’s page: `GET dashboard/user/order-{tag}-process?parcel_id={id}` (400 here).',
        params: idParamSchema,
        body: parcelTransactionBodySchema.nullish(),
        response: { 200: parcelTransactionResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const result = await service.payParcel(
        app.db,
        getUser(request).id,
        request.params.id,
        request.body?.payment_sys_id,
        readIdempotencyKey(request),
      )
      if (result.changed) {
        void app.realtime.toUser(result.userId, {
          type: 'parcel.payment_updated',
          data: { parcel_id: request.params.id, transaction_status: result.transaction.status },
        })
      }
      return ok(result.transaction)
    },
  )

  // ---- admin ----

  app.get(
    '/dashboard/admin/parcel-orders',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Every parcel (admins only)',
        description: 'Same filters as the customer’s list. 403 for anyone who is not an admin.',
        querystring: parcelListQuerySchema,
        response: { 200: parcelsPaginatedSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listAllParcels(
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
    '/dashboard/admin/parcel-orders/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'One parcel (admins only)',
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: parcelResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.showParcelToAdmin(app.db, getUser(request), request.params.id, request.ctx)),
  )

  app.post(
    '/dashboard/admin/parcel-orders/:id/deliveryman',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Assign a courier to a new parcel (admins only)',
        description:
          '`deliveryman_id` must be an active user with the deliveryman role. Only while the parcel is new; the ' +
          'courier then accepts it with `dashboard/deliveryman/parcel-orders/{id}/status/update`.',
        params: idParamSchema,
        querystring: localeQuerySchema,
        body: parcelAssignBodySchema,
        response: { 200: parcelResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const change = await service.assignCourier(
        app.db,
        getUser(request),
        request.params.id,
        request.body.deliveryman_id,
        request.ctx,
      )
      announce(app, change)
      return ok(change.parcel)
    },
  )

  // ---- courier ----

  app.get(
    '/dashboard/deliveryman/parcel-orders',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The parcels assigned to the signed-in courier',
        description: 'Same filters as the customer’s list. 403 for anyone who is not a courier.',
        querystring: parcelListQuerySchema,
        response: { 200: parcelsPaginatedSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listCourierParcels(
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
    '/dashboard/deliveryman/parcel-orders/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'One parcel assigned to the signed-in courier',
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: parcelResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.showCourierParcel(app.db, getUser(request), request.params.id, request.ctx)),
  )

  app.post(
    '/dashboard/deliveryman/parcel-orders/:id/status/update',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The assigned courier moves a parcel one step',
        description:
          'Body `{status}` (or `?status=`): new → accepted (the courier takes it) → on_a_way (picked up) → ' +
          'delivered. Anything else is 400 with the allowed next status in `params.status`; another courier’s ' +
          'parcel is 403. Each move is kept in `status_history` and notifies the customer (`status_changed`). ' +
          'Delivering a cash parcel marks its payment collected.',
        params: idParamSchema,
        querystring: courierParcelStatusQuerySchema,
        body: courierParcelStatusBodySchema,
        response: { 200: parcelResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const change = await service.moveCourierParcel(
        app.db,
        getUser(request),
        request.params.id,
        request.body?.status ?? request.query.status,
        request.ctx,
      )
      announce(app, change)
      return ok(change.parcel)
    },
  )
}
