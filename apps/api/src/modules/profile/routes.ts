import {
  authedErrorResponses,
  emptySuccessSchema,
  firebaseTokenBodySchema,
  localeQuerySchema,
  passwordUpdateBodySchema,
  profileUpdateBodySchema,
  profileUpdateQuerySchema,
  userResponseSchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { getUser, requireUser } from '../../plugins/auth.ts'
import { MINUTE, rateLimited } from '../../plugins/rate-limit.ts'
import * as service from './service.ts'

const tags = ['Profile']

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/user/profile/show',
    {
      onRequest: requireUser,
      schema: { tags, querystring: localeQuerySchema, response: { 200: userResponseSchema, ...authedErrorResponses } },
    },
    async (request) => ok(await service.showProfile(app.db, getUser(request), request.ctx)),
  )

  app.put(
    '/dashboard/user/profile/update',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Update the profile (JSON), or only the phone (`phone=` in the query)',
        querystring: profileUpdateQuerySchema,
        body: profileUpdateBodySchema,
        response: { 200: userResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const input = { ...request.body, ...(request.query.phone !== undefined ? { phone: request.query.phone } : {}) }
      return ok(await service.updateProfile(app.db, getUser(request), input, request.ctx))
    },
  )

  app.post(
    '/dashboard/user/profile/password/update',
    {
      // The old password is a secret worth guessing: limit tries per account.
      onRequest: requireUser,
      preHandler: rateLimited(app, [{ name: 'password-update:user', max: 10, timeWindow: 15 * MINUTE, key: (r) => (r.user ? String(r.user.id) : null) }]),
      schema: {
        tags,
        querystring: localeQuerySchema,
        body: passwordUpdateBodySchema,
        response: { 200: userResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.updatePassword(app.db, getUser(request), request.body, request.ctx), 'Password updated'),
  )

  app.post(
    '/dashboard/user/profile/firebase/token/update',
    {
      onRequest: requireUser,
      schema: {
        tags,
        querystring: localeQuerySchema,
        body: firebaseTokenBodySchema,
        response: { 200: emptySuccessSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      await service.updatePushToken(app.db, getUser(request), request.body.firebase_token)
      return ok(null)
    },
  )
}
