import {
  addressChangeConfirmBodySchema,
  addressChangeStartedResponseSchema,
  authedErrorResponses,
  emailChangeBodySchema,
  emptySuccessSchema,
  firebaseTokenBodySchema,
  localeQuerySchema,
  passwordUpdateBodySchema,
  phoneChangeBodySchema,
  profileUpdateBodySchema,
  profileUpdateQuerySchema,
  userResponseSchema,
} from '@basil/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { getUser, requireUser } from '../../plugins/auth.ts'
import { MINUTE, rateLimited } from '../../plugins/rate-limit.ts'
import { normalizeEmail, normalizePhone } from '../auth/index.ts'
import * as change from './change-address.ts'
import * as service from './service.ts'

const tags = ['Profile']

/** The new address or number a change request is about (normalised), so that one target gets few codes. */
function changeTarget(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown; phone?: unknown } | undefined
  if (typeof body?.email === 'string' && body.email.trim()) return `e:${normalizeEmail(body.email)}`
  if ((typeof body?.phone === 'string' || typeof body?.phone === 'number') && String(body.phone).trim()) {
    return `p:${normalizePhone(body.phone) ?? String(body.phone).trim()}`
  }
  return null
}

const byUser = (request: FastifyRequest) => (request.user ? String(request.user.id) : null)

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const changeDeps = (request: FastifyRequest): change.ChangeDeps => ({
    db: app.db,
    accounts: app.accounts,
    log: request.log,
    ctx: request.ctx,
  })
  // A change request checks the password and sends a code: few per account (password guesses) and per target (no
  // flooding someone's inbox or phone); the code check has its own budget per account besides the 5 tries per code.
  const changeRequestLimits = rateLimited(app, [
    { name: 'address-change:user', max: 6, timeWindow: 15 * MINUTE, key: byUser },
    { name: 'address-change:target', max: 3, timeWindow: 10 * MINUTE, key: changeTarget },
  ])
  const changeConfirmLimits = rateLimited(app, [
    { name: 'address-change-confirm:user', max: 20, timeWindow: 10 * MINUTE, key: byUser },
  ])

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
        summary:
          'Update the profile (JSON). The e-mail and phone may only be sent unchanged: they change through `profile/{email,phone}/change`',
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
      preHandler: rateLimited(app, [
        {
          name: 'password-update:user',
          max: 10,
          timeWindow: 15 * MINUTE,
          key: (r) => (r.user ? String(r.user.id) : null),
        },
      ]),
      schema: {
        tags,
        querystring: localeQuerySchema,
        body: passwordUpdateBodySchema,
        response: { 200: userResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(await service.updatePassword(app.db, getUser(request), request.body, request.ctx), 'Password updated'),
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
      await service.updatePushToken(app.db, getUser(request), request.body.firebase_token, app.push.allowed)
      return ok(null)
    },
  )

  app.post(
    '/dashboard/user/profile/email/change',
    {
      onRequest: requireUser,
      preHandler: changeRequestLimits,
      schema: {
        tags,
        summary:
          'Change the e-mail, step 1: the new address and the current password; a code is mailed to the new address',
        description:
          'The e-mail stays as it is until `profile/email/confirm`. Accounts without a password are refused (they set one first).',
        querystring: localeQuerySchema,
        body: emailChangeBodySchema,
        response: { 200: addressChangeStartedResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(await change.startEmailChange(changeDeps(request), getUser(request), request.body), 'Verification code sent'),
  )

  app.post(
    '/dashboard/user/profile/email/confirm',
    {
      onRequest: requireUser,
      preHandler: changeConfirmLimits,
      schema: {
        tags,
        summary:
          'Change the e-mail, step 2: the `verifyId` and the mailed code; sets the new address and tells the old one',
        querystring: localeQuerySchema,
        body: addressChangeConfirmBodySchema,
        response: { 200: userResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(await change.confirmChange(changeDeps(request), getUser(request), 'email', request.body), 'Email changed'),
  )

  app.post(
    '/dashboard/user/profile/phone/change',
    {
      onRequest: requireUser,
      preHandler: changeRequestLimits,
      schema: {
        tags,
        summary:
          'Change the phone, step 1: the new number and the current password; a code is texted to the new number',
        description:
          'The phone stays as it is until `profile/phone/confirm`. Accounts without a password are refused (they set one first).',
        querystring: localeQuerySchema,
        body: phoneChangeBodySchema,
        response: { 200: addressChangeStartedResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(await change.startPhoneChange(changeDeps(request), getUser(request), request.body), 'Verification code sent'),
  )

  app.post(
    '/dashboard/user/profile/phone/confirm',
    {
      onRequest: requireUser,
      preHandler: changeConfirmLimits,
      schema: {
        tags,
        summary:
          'Change the phone, step 2: the `verifyId` and the texted code; sets the new number and tells the old one',
        querystring: localeQuerySchema,
        body: addressChangeConfirmBodySchema,
        response: { 200: userResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(await change.confirmChange(changeDeps(request), getUser(request), 'phone', request.body), 'Phone changed'),
  )
}
