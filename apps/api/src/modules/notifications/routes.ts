import {
  authedErrorResponses,
  emptySuccessSchema,
  idParamSchema,
  localeQuerySchema,
  pushNotificationListQuerySchema,
  pushNotificationResponseSchema,
  pushNotificationsPaginatedSchema,
  notificationSettingsBodySchema,
  notificationSettingsResponseSchema,
  notificationStatisticSchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { paginateRequest, resolvePageWindow } from '../../lib/pagination.ts'
import { getUser, requireUser } from '../../plugins/auth.ts'
import * as service from './service.ts'

const tags = ['Notifications']

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/user/profile/notifications-statistic',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Unread notification counts, unwrapped (clients poll it every 10 seconds)',
        querystring: localeQuerySchema,
        response: { 200: notificationStatisticSchema, ...authedErrorResponses },
      },
    },
    async (request) => service.getStatistic(app.db, getUser(request).id),
  )

  app.get(
    '/dashboard/user/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags,
        querystring: localeQuerySchema,
        response: { 200: notificationSettingsResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.listSettings(app.db, getUser(request).id)),
  )

  app.post(
    '/dashboard/user/update/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags,
        querystring: localeQuerySchema,
        body: notificationSettingsBodySchema,
        response: { 200: notificationSettingsResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.updateSettings(app.db, getUser(request).id, request.body.notifications)),
  )

  app.get(
    '/dashboard/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The signed-in user’s notifications, newest first (`type`, `column`, `sort`, `page`, `perPage`)',
        querystring: pushNotificationListQuerySchema,
        response: { 200: pushNotificationsPaginatedSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listNotifications(app.db, getUser(request).id, request.query, window)
      return paginateRequest(request, items, window, total)
    },
  )

  app.post(
    '/dashboard/notifications/read-all',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Marks every notification of the user read',
        querystring: localeQuerySchema,
        response: { 200: emptySuccessSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      await service.readAllNotifications(app.db, getUser(request).id)
      return ok(null, 'All notifications are read')
    },
  )

  app.get(
    '/dashboard/notifications/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'One notification of the user',
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: pushNotificationResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.showNotification(app.db, getUser(request).id, request.params.id)),
  )

  app.post(
    '/dashboard/notifications/:id/read-at',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Marks one notification read',
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: pushNotificationResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.readNotification(app.db, getUser(request).id, request.params.id)),
  )
}
