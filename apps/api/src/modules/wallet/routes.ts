import {
  authedErrorResponses,
  localeQuerySchema,
  searchedUsersPaginatedSchema,
  searchSendingQuerySchema,
  walletHistoriesPaginatedSchema,
  walletHistoriesQuerySchema,
  walletSendBodySchema,
} from '@basil/contracts'
import { z } from 'zod'
import { successSchema } from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { paginateRequest, resolvePageWindow } from '../../lib/pagination.ts'
import { getUser, requireUser } from '../../plugins/auth.ts'
import { MINUTE, byAddress, rateLimited } from '../../plugins/rate-limit.ts'
import { readIdempotencyKey } from '../../lib/idempotency.ts'
import * as service from './service.ts'

const tags = ['Wallet']
const walletBlockResponse = successSchema(
  z.object({ id: z.number().int(), uuid: z.string(), price: z.number(), symbol: z.string() }).nullable(),
)

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/user/wallet/histories',
    {
      onRequest: requireUser,
      schema: {
        tags,
        description: 'The wallet ledger, newest first. Amounts in the request currency (`currency_id`).',
        querystring: walletHistoriesQuerySchema,
        response: { 200: walletHistoriesPaginatedSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listWalletHistories(app.db, getUser(request).id, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )

  app.post(
    '/dashboard/user/wallet/send',
    {
      onRequest: requireUser,
      preHandler: rateLimited(app, [
        { name: 'wallet-send:user', max: 30, timeWindow: MINUTE, key: (r) => (r.user ? String(r.user.id) : null) },
      ]),
      schema: {
        tags,
        description:
          'Sends `price` (request currency) from the wallet to the user with `uuid`. 400 "Insufficient wallet balance" ' +
          "when the balance is short. An `Idempotency-Key` header makes a retry a no-op. Answers the sender's wallet.",
        querystring: localeQuerySchema,
        body: walletSendBodySchema,
        response: { 200: walletBlockResponse, ...authedErrorResponses },
      },
    },
    async (request) => {
      const sender = getUser(request).id
      const sent = await service.sendMoney(app.db, sender, request.body, request.ctx, readIdempotencyKey(request))
      // Committed: both people's open pages (balance, history, the receiver's bell) hear it over the live socket.
      if (sent.receiverId !== null) {
        void app.realtime.toUser(sent.receiverId, { type: 'wallet.updated', data: { reason: 'transfer_in' } })
        void app.realtime.toUser(sender, { type: 'wallet.updated', data: { reason: 'transfer_out' } })
      }
      return ok(sent.wallet, 'Money sent')
    },
  )

  app.get(
    '/dashboard/user/search-sending',
    {
      onRequest: requireUser,
      preHandler: rateLimited(app, [
        {
          name: 'search-sending:user',
          max: 30,
          timeWindow: 10 * MINUTE,
          key: (r) => (r.user ? String(r.user.id) : null),
        },
        { name: 'search-sending:address', max: 60, timeWindow: 10 * MINUTE, key: byAddress },
      ]),
      schema: {
        tags,
        summary: 'Find a user to send money to',
        description:
          `Active users whose first or last name starts with \`search\` (at least ${service.MIN_NAME_SEARCH} characters), ` +
          'or whose e-mail or phone is exactly `search`; at most ' +
          `${service.MAX_RECIPIENTS} of them. Answers no contact details and no role; send with the \`uuid\`.`,
        querystring: searchSendingQuerySchema,
        response: { 200: searchedUsersPaginatedSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow({
        ...request.query,
        perPage: Math.min(request.query.perPage ?? service.MAX_RECIPIENTS, service.MAX_RECIPIENTS),
      })
      const { items, total } = await service.searchRecipients(
        app.db,
        getUser(request).id,
        request.query.search,
        window,
        request.ctx,
      )
      return paginateRequest(request, items, window, total)
    },
  )
}
