import {
  afterVerifyBodySchema,
  authedErrorResponses,
  emptySuccessSchema,
  errorResponses,
  errorSchema,
  forgotEmailConfirmParamsSchema,
  forgotEmailQuerySchema,
  forgotPasswordBodySchema,
  forgotPasswordConfirmBodySchema,
  forgotPasswordConfirmQuerySchema,
  forgotPasswordResponseSchema,
  localeQuerySchema,
  loginBodySchema,
  loginResponseSchema,
  registerBodySchema,
  registerQuerySchema,
  registerResponseSchema,
  socialCallbackBodySchema,
  socialCallbackParamsSchema,
  tokenResponseSchema,
  verifyCodeParamsSchema,
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
  verifyPhoneBodySchema,
  verifyPhoneQuerySchema,
} from '@basil/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../lib/envelope.ts'
import { ApiError } from '../../lib/errors.ts'
import { getUser, requireUser } from '../../plugins/auth.ts'
import { MINUTE, byAddress, rateLimited } from '../../plugins/rate-limit.ts'
import { OidcVerifier } from './oidc.ts'
import { normalizeEmail, normalizePhone } from './rules.ts'
import * as service from './service.ts'
import { SignInGuard } from './sign-in-guard.ts'

const tags = ['Auth']

/** The e-mail or phone a request is about, wherever the client put it (query for some routes, JSON for others). */
function accountKey(request: FastifyRequest): string | null {
  const pick = (source: unknown) => {
    if (!source || typeof source !== 'object') return null
    const { email, phone } = source as { email?: unknown; phone?: unknown }
    if (typeof email === 'string' && email.trim()) return `e:${normalizeEmail(email)}`
    if ((typeof phone === 'string' || typeof phone === 'number') && String(phone).trim()) {
      return `p:${normalizePhone(phone) ?? String(phone).trim()}`
    }
    return null
  }
  return pick(request.body) ?? pick(request.query)
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const oidc = new OidcVerifier(app.accounts.oidc)
  const deps = (request: FastifyRequest): service.AuthDeps => ({
    db: app.db,
    accounts: app.accounts,
    oidc,
    log: request.log,
    ctx: request.ctx,
  })

  // Failed sign-ins per address, per account and address, and per account: see sign-in-guard.ts.
  const signInGuard = new SignInGuard(app.failureCounter)
  const codeSendingLimits = rateLimited(app, [
    { name: 'codes:address', max: 10, timeWindow: 15 * MINUTE, key: byAddress },
    { name: 'codes:target', max: 3, timeWindow: 10 * MINUTE, key: accountKey },
  ])
  const codeCheckLimits = rateLimited(app, [
    { name: 'code-check:address', max: 30, timeWindow: 10 * MINUTE, key: byAddress },
  ])

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail or phone and password',
        querystring: localeQuerySchema,
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const account = accountKey(request)
      if (!account) return ok(await service.login(deps(request), request.body))
      await signInGuard.assertMayTry(account, request.ip)
      try {
        const session = await service.login(deps(request), request.body)
        await signInGuard.recordSuccess(account, request.ip)
        return ok(session)
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 'ERROR_102')
          await signInGuard.recordFailure(account, request.ip)
        throw error
      }
    },
  )

  app.post(
    '/auth/logout',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Sign out: the session token stops working',
        querystring: localeQuerySchema,
        response: { 200: emptySuccessSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      await service.logout(deps(request), getUser(request))
      return ok(null, 'Signed out')
    },
  )

  app.post(
    '/auth/register',
    {
      preHandler: codeSendingLimits,
      schema: {
        tags,
        summary:
          'Start sign-up: mails a code (`email=`) or texts one (`phone=`, answers `verifyId`; `purpose=login` signs in an existing number by that code)',
        querystring: registerQuerySchema,
        body: registerBodySchema,
        response: { 200: registerResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const input = { ...request.body, ...request.query }
      if (input.email || !input.phone)
        return ok(await service.startEmailSignUp(deps(request), input.email), 'Verification code sent')
      const signIn = request.query.purpose === 'login'
      return ok(await service.startPhoneSignUp(deps(request), input.phone, { signIn }), 'Verification code sent')
    },
  )

  app.post(
    '/auth/resend-verify',
    {
      preHandler: codeSendingLimits,
      schema: {
        tags,
        summary: 'Send a new sign-up code',
        querystring: registerQuerySchema,
        body: registerBodySchema,
        response: { 200: registerResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const input = { ...request.body, ...request.query }
      if (input.email || !input.phone)
        return ok(await service.startEmailSignUp(deps(request), input.email), 'Verification code sent')
      const signIn = request.query.purpose === 'login'
      return ok(await service.startPhoneSignUp(deps(request), input.phone, { signIn }), 'Verification code sent')
    },
  )

  app.get(
    '/auth/verify/:code',
    {
      preHandler: codeCheckLimits,
      schema: {
        tags,
        summary: 'Check the sign-up code mailed to an address: with `email=` (or the `verifyId` the sign-up answered)',
        params: verifyCodeParamsSchema,
        querystring: verifyEmailQuerySchema,
        response: { 200: verifyEmailResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.verifyEmail(deps(request), request.params.code, request.query), 'Email verified'),
  )

  app.post(
    '/auth/after-verify',
    {
      preHandler: codeCheckLimits,
      schema: {
        tags,
        summary: 'Finish an e-mail sign-up with the profile and password',
        querystring: localeQuerySchema,
        body: afterVerifyBodySchema,
        response: { 200: tokenResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.completeEmailSignUp(deps(request), request.body), 'User successfully registered'),
  )

  app.post(
    '/auth/verify/phone',
    {
      preHandler: codeCheckLimits,
      schema: {
        tags,
        summary: 'Check a texted sign-up code (`verifyCode`, `verifyId`), and/or finish the account (JSON details)',
        querystring: verifyPhoneQuerySchema,
        body: verifyPhoneBodySchema,
        response: { 200: tokenResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { lang: _lang, currency_id: _currency, ...query } = request.query
      return ok(await service.verifyPhone(deps(request), { ...request.body, ...query }), 'Phone verified')
    },
  )

  app.post(
    '/auth/forgot/password',
    {
      preHandler: codeSendingLimits,
      schema: {
        tags,
        summary: 'Password reset by phone: texts a code when the number has an account',
        querystring: localeQuerySchema,
        body: forgotPasswordBodySchema,
        response: { 200: forgotPasswordResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.startPhoneReset(deps(request), request.body.phone), 'Verification code sent'),
  )

  app.post(
    '/auth/forgot/password/confirm',
    {
      preHandler: codeCheckLimits,
      schema: {
        tags,
        summary: 'Password reset by phone: the texted code, optionally with the new password',
        querystring: forgotPasswordConfirmQuerySchema,
        body: forgotPasswordConfirmBodySchema,
        response: { 200: tokenResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { lang: _lang, currency_id: _currency, ...query } = request.query
      return ok(await service.confirmPhoneReset(deps(request), { ...request.body, ...query }))
    },
  )

  app.post(
    '/auth/forgot/email-password',
    {
      preHandler: codeSendingLimits,
      schema: {
        tags,
        summary: 'Password reset by e-mail: mails a code when the address has an account',
        querystring: forgotEmailQuerySchema,
        body: registerBodySchema,
        response: { 200: emptySuccessSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.startEmailReset(deps(request), request.query.email ?? request.body?.email)
      return ok(null, 'If the address has an account, a verification code was sent to it')
    },
  )

  app.post(
    '/auth/forgot/email-password/:verifyCode',
    {
      preHandler: codeCheckLimits,
      schema: {
        tags,
        summary: 'Password reset by e-mail: the mailed code, optionally with the new password',
        params: forgotEmailConfirmParamsSchema,
        querystring: forgotEmailQuerySchema,
        body: z
          .object({
            email: z.string().max(254).optional(),
            password: z.string().max(200).optional(),
            password_confirmation: z.string().max(200).optional(),
          })
          .nullish(),
        response: { 200: tokenResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await service.confirmEmailReset(deps(request), request.params.verifyCode, {
          ...request.body,
          ...request.query,
        }),
      ),
  )

  app.post(
    '/auth/:provider/callback',
    {
      preHandler: rateLimited(app, [{ name: 'social:address', max: 30, timeWindow: 10 * MINUTE, key: byAddress }]),
      schema: {
        tags,
        summary: 'Sign in with Google, Facebook or Apple: `id` is the provider’s ID token',
        params: socialCallbackParamsSchema,
        querystring: localeQuerySchema,
        body: socialCallbackBodySchema,
        response: { 200: loginResponseSchema, ...errorResponses, 502: errorSchema },
      },
    },
    async (request) => ok(await service.socialSignIn(deps(request), request.params.provider, request.body)),
  )
}
