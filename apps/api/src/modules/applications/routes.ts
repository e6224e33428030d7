import {
  applicationListQuerySchema,
  applicationRejectBodySchema,
  authedErrorResponses,
  courierApplicationBodySchema,
  courierApplicationResponseSchema,
  courierApplicationsPaginatedSchema,
  idParamSchema,
  localeQuerySchema,
  myCourierApplicationResponseSchema,
  myShopApplicationResponseSchema,
  shopApplicationBodySchema,
  shopApplicationResponseSchema,
  shopApplicationsPaginatedSchema,
} from '@basil/contracts'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { paginateRequest, resolvePageWindow } from '../../lib/pagination.ts'
import { getUser, requireUser } from '../../plugins/auth.ts'
import { MINUTE, rateLimited } from '../../plugins/rate-limit.ts'
import * as service from './service.ts'

const tags = ['Applications']
const adminTags = ['Admin']

const BEFORE_APPLYING =
  'The account needs a password first (400 "Set a password for your account first", `params.password`); a second ' +
  'application while one is under review (`status: new`) is 400 "Your application is already under review".'

/** After a decision committed: the applicant's open pages hear of the notification it wrote (bell, list). */
function told<T extends { user: { id: number } }>(app: FastifyInstance, decided: T): T {
  void app.realtime.toUser(decided.user.id, { type: 'notification.created', data: { type: 'application_status' } })
  return decided
}

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const applyLimit = rateLimited(app, [
    { name: 'applications:user', max: 20, timeWindow: 10 * MINUTE, key: (r) => (r.user ? String(r.user.id) : null) },
  ])

  app.post(
    '/dashboard/user/shops',
    {
      onRequest: requireUser,
      preHandler: applyLimit,
      schema: {
        tags,
        summary: 'Be a seller: send a shop application',
        description:
          'The contract’s body (`title`, `description` and `address` per language; `images`: `[logo, background]` ' +
          'URLs from `POST dashboard/galleries`, like `documents`; `location` and `min_amount` may be strings), plus ' +
          `\`delivery_radius\` (km; ${service.DEFAULT_RADIUS_KM} by default) or a \`delivery_zone\` polygon, and ` +
          '`working_days`. Money in the request currency. Answers the application with `status: new` (under review). ' +
          BEFORE_APPLYING,
        querystring: localeQuerySchema,
        body: shopApplicationBodySchema,
        response: { 200: shopApplicationResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(
        await service.applyForShop(app.db, getUser(request), request.body, request.ctx),
        'Your application is under review',
      ),
  )

  app.get(
    '/dashboard/user/shops',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The signed-in user’s latest shop application (`null` when none)',
        description: '`status`: `new` (under review), `approved` (with `shop_id`) or `rejected` (with `reason`).',
        querystring: localeQuerySchema,
        response: { 200: myShopApplicationResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.myShopApplication(app.db, getUser(request), request.ctx)),
  )

  app.post(
    '/dashboard/user/courier-applications',
    {
      onRequest: requireUser,
      preHandler: applyLimit,
      schema: {
        tags,
        summary: 'Become a courier: send a courier application',
        description:
          '`vehicle_type`, `plate`, `documents` (photos uploaded through `POST dashboard/galleries`, type ' +
          '`deliveryman`), `working_area` (and optionally its `location` and `radius` in km). ' +
          BEFORE_APPLYING,
        querystring: localeQuerySchema,
        body: courierApplicationBodySchema,
        response: { 200: courierApplicationResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(
        await service.applyForCourier(app.db, getUser(request), request.body, request.ctx),
        'Your application is under review',
      ),
  )

  app.get(
    '/dashboard/user/courier-applications',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The signed-in user’s latest courier application (`null` when none)',
        querystring: localeQuerySchema,
        response: { 200: myCourierApplicationResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.myCourierApplication(app.db, getUser(request), request.ctx)),
  )

  // ---- the admin's side: 403 for anyone whose role is not admin ----

  app.get(
    '/dashboard/admin/shop-applications/paginate',
    {
      onRequest: requireUser,
      schema: {
        tags: adminTags,
        summary: 'Shop applications, oldest first (`status` filters)',
        querystring: applicationListQuerySchema,
        response: { 200: shopApplicationsPaginatedSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listShopApplications(
        app.db,
        getUser(request),
        request.query.status,
        window,
        request.ctx,
      )
      return paginateRequest(request, items, window, total)
    },
  )

  app.post(
    '/dashboard/admin/shop-applications/:id/approve',
    {
      onRequest: requireUser,
      schema: {
        tags: adminTags,
        summary: 'Approve a shop application',
        description:
          'In one transaction: the shop is created (approved, open, with the application’s data, zone, hours, ' +
          'categories and tags) for the applicant, whose role becomes `seller` (the `dashboard/seller` routes then ' +
          'work for them), and the applicant gets an `application_status` notification. 400 when already decided.',
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: shopApplicationResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(told(app, await service.approveShopApplication(app.db, getUser(request), request.params.id, request.ctx))),
  )

  app.post(
    '/dashboard/admin/shop-applications/:id/reject',
    {
      onRequest: requireUser,
      schema: {
        tags: adminTags,
        summary: 'Reject a shop application with a reason the applicant reads',
        params: idParamSchema,
        querystring: localeQuerySchema,
        body: applicationRejectBodySchema,
        response: { 200: shopApplicationResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(
        told(
          app,
          await service.rejectShopApplication(
            app.db,
            getUser(request),
            request.params.id,
            request.body.reason,
            request.ctx,
          ),
        ),
      ),
  )

  app.get(
    '/dashboard/admin/courier-applications/paginate',
    {
      onRequest: requireUser,
      schema: {
        tags: adminTags,
        summary: 'Courier applications, oldest first (`status` filters)',
        querystring: applicationListQuerySchema,
        response: { 200: courierApplicationsPaginatedSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listCourierApplications(
        app.db,
        getUser(request),
        request.query.status,
        window,
        request.ctx,
      )
      return paginateRequest(request, items, window, total)
    },
  )

  app.post(
    '/dashboard/admin/courier-applications/:id/approve',
    {
      onRequest: requireUser,
      schema: {
        tags: adminTags,
        summary: 'Approve a courier application: the applicant’s role becomes `deliveryman`, and they are notified',
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: courierApplicationResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(
        told(
          app,
          await service.decideCourierApplication(
            app.db,
            getUser(request),
            request.params.id,
            { status: 'approved' },
            request.ctx,
          ),
        ),
      ),
  )

  app.post(
    '/dashboard/admin/courier-applications/:id/reject',
    {
      onRequest: requireUser,
      schema: {
        tags: adminTags,
        summary: 'Reject a courier application with a reason the applicant reads',
        params: idParamSchema,
        querystring: localeQuerySchema,
        body: applicationRejectBodySchema,
        response: { 200: courierApplicationResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(
        told(
          app,
          await service.decideCourierApplication(
            app.db,
            getUser(request),
            request.params.id,
            { status: 'rejected', reason: request.body.reason },
            request.ctx,
          ),
        ),
      ),
  )
}
