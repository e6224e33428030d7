import {
  authedErrorResponses,
  errorResponses,
  idParamSchema,
  paymentProcessQuerySchema,
  paymentProcessResponseSchema,
  paymentProviderTags,
  transactionCreateBodySchema,
  transactionResponseSchema,
  webhookResponseSchema,
} from '@basil/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { badRequest } from '../../lib/errors.ts'
import { getUser, requireUser } from '../../plugins/auth.ts'
import { MINUTE, rateLimited } from '../../plugins/rate-limit.ts'
import { startParcelCheckout } from './parcel-card.ts'
import { notConfigured, providerTitles } from './providers.ts'
import * as service from './service.ts'
import { readSessionEvent, verifyStripeSignature } from './stripe.ts'

const tags = ['Payments']

export const paymentProcessRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = app.payments
  const byUser = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip)
  const startLimit = rateLimited(app, [{ name: 'payments:start', max: 30, timeWindow: MINUTE, key: byUser }])
  const origin = (request: FastifyRequest) => runtime.storefrontUrl ?? `${request.protocol}://${request.host}`

  for (const tag of paymentProviderTags) {
    const provider = runtime.providers.get(tag)!
    app.get(
      `/dashboard/user/order-${tag}-process`,
      {
        onRequest: requireUser,
        preHandler: startLimit,
        schema: {
          tags,
          summary: `Pay an order with ${providerTitles[tag]}: the hosted payment page's URL`,
          description:
            `Query \`order_id\` pays an order; \`wallet_id\` + \`total_price\` (in \`currency_id\`) tops up the wallet ` +
            `(without \`wallet_id\`: the caller's own wallet, created when they have none yet), ` +
            `\`parcel_id\` pays one of the caller's parcels (back to \`/parcels/{id}?payment=...\`), ` +
            `credited when the payment is confirmed. Answers \`{data:{data:{url}}}\`; send the customer there. The provider's signed webhook confirms the ` +
            `payment (the order's \`transaction.status\` becomes \`paid\`) and the page sends the customer back to ` +
            `\`/orders/{id}?payment=success|canceled\`. Calling it again for the same order answers the same page ` +
            `while it is valid. ${tag === 'stripe' ? 'Needs STRIPE_SECRET_KEY.' : 'Not configured on this server: answers 400 with a message saying so.'}`,
          querystring: paymentProcessQuerySchema,
          response: { 200: paymentProcessResponseSchema, ...authedErrorResponses, 502: errorResponses[500] },
        },
      },
      async (request) => {
        if (!provider.configured) throw notConfigured(provider.title)
        const query = request.query
        if (!query.order_id && !query.parcel_id && (query.wallet_id || query.total_price)) {
          const totalPrice = Number(query.total_price)
          if (!query.total_price || !Number.isFinite(totalPrice)) {
            throw badRequest('The total price field is required.', {
              total_price: ['The total price field is required.'],
            })
          }
          const result = await service.startWalletTopUp(
            app.db,
            provider,
            getUser(request).id,
            { walletId: query.wallet_id, totalPrice, rate: request.ctx.currency.rate },
            origin(request),
          )
          return ok({
            data: { url: result.url, provider_ref: result.providerRef, transaction_id: result.transactionId },
          })
        }
        if (!query.order_id && query.parcel_id) {
          const result = await startParcelCheckout(
            app.db,
            provider,
            getUser(request).id,
            query.parcel_id,
            origin(request),
          )
          return ok({
            data: { url: result.url, provider_ref: result.providerRef, transaction_id: result.transactionId },
          })
        }
        if (!query.order_id) {
          throw badRequest('The order id field is required.', { order_id: ['The order id field is required.'] })
        }
        const result = await service.startCheckout(
          app.db,
          provider,
          getUser(request).id,
          query.order_id,
          origin(request),
        )
        return ok({ data: { url: result.url, provider_ref: result.providerRef, transaction_id: result.transactionId } })
      },
    )
  }

  app.post(
    '/payments/order/:id/transactions',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Choose how an order is paid: cash, wallet (debited at once) or a card provider',
        description:
          'Idempotent for the same method. Wallet: 400 "Insufficient wallet balance" changes nothing. A paid order ' +
          'cannot change method (400). A card method opens an attempt that `order-{tag}-process` turns into a page.',
        params: idParamSchema,
        body: transactionCreateBodySchema.nullish(),
        response: { 200: transactionResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const result = await service.chooseOrderPayment(
        app.db,
        runtime,
        getUser(request).id,
        request.params.id,
        request.body?.payment_sys_id,
      )
      if (result.changed) void app.realtime.orderPaymentUpdated(result.order, result.transaction.status)
      return ok(result.transaction)
    },
  )

  // The webhook reads its body as the exact bytes Stripe signed, so it lives in its own context with a raw parser.
  await app.register(async (webhooks) => {
    webhooks.removeContentTypeParser('application/json')
    webhooks.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 512 * 1024 },
      (_request, body, done) => done(null, body),
    )
    webhooks.post(
      '/webhook/stripe/payment',
      {
        schema: {
          tags,
          summary: 'Stripe webhook (Checkout Session events), verified by its Stripe-Signature header',
          description:
            'Handles `checkout.session.completed`, `checkout.session.async_payment_succeeded|failed` and ' +
            '`checkout.session.expired`; other events are acknowledged and ignored. Replays change nothing. Needs ' +
            'STRIPE_WEBHOOK_SECRET; a missing, stale (STRIPE_WEBHOOK_TOLERANCE_SECONDS) or wrong signature is 400.',
          response: { 200: webhookResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const config = runtime.stripeWebhook
        if (!config) throw notConfigured('Stripe')
        const payload = typeof request.body === 'string' ? request.body : ''
        const signature = request.headers['stripe-signature']
        if (
          !verifyStripeSignature(
            payload,
            typeof signature === 'string' ? signature : undefined,
            config.secret,
            config.toleranceSeconds,
          )
        ) {
          throw badRequest('Invalid signature')
        }
        let event: unknown
        try {
          event = JSON.parse(payload)
        } catch {
          throw badRequest('The request body is not valid JSON')
        }
        const session = readSessionEvent(event)
        if (!session) return ok({ received: true, handled: false })
        const result = await service.settleStripeSession(app.db, session)
        if (result.changed && result.order && result.status)
          void app.realtime.orderPaymentUpdated(result.order, result.status)
        if (result.topUp) {
          void app.realtime.toUser(result.topUp.userId, {
            type: 'wallet.updated',
            data: { reason: 'topup', amount: result.topUp.amount / 100 },
          })
        }
        return ok({ received: true, handled: result.handled })
      },
    )
  })
}
