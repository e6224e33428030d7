import {
  authedErrorResponses,
  localeQuerySchema,
  notificationSettingsBodySchema,
  notificationSettingsResponseSchema,
  notificationStatisticSchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
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
      schema: { tags, querystring: localeQuerySchema, response: { 200: notificationSettingsResponseSchema, ...authedErrorResponses } },
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
}
