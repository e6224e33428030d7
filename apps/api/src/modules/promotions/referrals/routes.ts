import { errorResponses, localeQuerySchema, referralResponseSchema } from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/envelope.ts'
import * as service from './service.ts'

export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/referral',
    {
      schema: {
        tags: ['Referral'],
        description:
          'The running referral programme: `price_from` rewards the referrer, `price_to` the new customer (in the ' +
          'request currency). 404 when no programme runs.\n\n' +
          'How rewards are paid: a customer who signs up with a `referral` code (`auth/after-verify`, the phone ' +
          "sign-up's details step, `auth/{provider}/callback`; any case; an unknown code, or one's own, is ignored so " +
          "that a typo never blocks a sign-up) is linked to the code's owner. When that customer's **first** order " +
          'is delivered, and the `referral_active` setting is on with a programme running, both wallets are credited ' +
          'once, in the same transaction as the delivery: the referrer with `price_from`, the new customer with ' +
          '`price_to` (wallet history entries with `reason: "referral"`, naming the other person and the order). ' +
          'The referrer gets a `new_user_by_referral` notification, the new customer a `transaction` one. Later ' +
          'orders pay nothing more. `profile/show` reports them: `referral_from_topup_count/price` (rewards earned ' +
          'as a referrer), `referral_to_topup_count/price` (the reward received as the new customer), ' +
          '`referrals_count` (customers who signed up with the code); the `*_withdraw_*` figures are always 0.',
        querystring: localeQuerySchema,
        response: { 200: referralResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.getReferral(app.db, request.ctx)),
  )
}
