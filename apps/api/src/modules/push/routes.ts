// Web Push over HTTP: the public VAPID key browsers subscribe with, and forgetting one browser's subscription. The
// subscription itself arrives through the contract's `profile/firebase/token/update` (modules/profile). The outbox's
// dispatcher starts with the server and stops with it.
import {
  emptySuccessSchema,
  localeQuerySchema,
  authedErrorResponses,
  errorResponses,
  pushKeyResponseSchema,
  pushUnsubscribeBodySchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { getUser, requireUser } from '../../plugins/auth.ts'
import * as service from './service.ts'

const tags = ['Push']

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onReady', async () => {
    app.push.start(app.db, app.log)
  })
  app.addHook('onClose', async () => {
    await app.push.stop()
  })

  app.get(
    '/rest/push/key',
    {
      schema: {
        tags,
        summary: "The VAPID public key for a browser's push subscription",
        response: { 200: pushKeyResponseSchema, ...errorResponses },
      },
    },
    async () => ok({ public_key: (await app.push.vapidKeys(app.db)).publicKey }),
  )

  app.post(
    '/dashboard/user/profile/push/unsubscribe',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Forget one of the user's browser subscriptions (by its endpoint)",
        querystring: localeQuerySchema,
        body: pushUnsubscribeBodySchema,
        response: { 200: emptySuccessSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      await service.unsubscribe(app.db, getUser(request).id, request.body.endpoint)
      return ok(null)
    },
  )
}
