// Chat over HTTP (decision 015): the same routes for each side under its prefix, `dashboard/user/chats` (the
// customer), `dashboard/admin/chats` (the support inbox) and `dashboard/seller/chats` (the shop's chats), plus the
// openers (`user/chats/support`, `user/chats/orders/{id}`, `seller/chats/orders/{id}`). Events: see the WebSocket.
import {
  CHAT_PAGE_DEFAULT,
  CHAT_PAGE_MAX,
  CHAT_TEXT_MAX,
  authedErrorResponses,
  chatConversationResponseSchema,
  chatConversationsPaginatedSchema,
  chatConversationsQuerySchema,
  chatDeliveredBodySchema,
  chatMarksResponseSchema,
  chatMessageResponseSchema,
  chatMessagesPageSchema,
  chatMessagesQuerySchema,
  chatReadBodySchema,
  chatSendBodySchema,
  chatTypingResponseSchema,
  chatUnreadResponseSchema,
  idParamSchema,
  localeQuerySchema,
} from '@basil/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../db/types.ts'
import { ok } from '../../lib/envelope.ts'
import { paginateRequest, resolvePageWindow } from '../../lib/pagination.ts'
import { getUser, requireUser } from '../../plugins/auth.ts'
import { MINUTE, rateLimited } from '../../plugins/rate-limit.ts'
import * as service from './service.ts'

const tags = ['Chat']

interface Side {
  prefix: string
  who: string
  scopeOf(db: Database, request: FastifyRequest): service.ChatScope | Promise<service.ChatScope>
}

const sides: Side[] = [
  {
    prefix: '/dashboard/user/chats',
    who: 'The customer: their support conversation and their orders’ conversations.',
    scopeOf: (_db, request) => service.customerScope(getUser(request)),
  },
  {
    prefix: '/dashboard/admin/chats',
    who: 'Support (admins only, 403 otherwise): every customer’s support conversation that has a message.',
    scopeOf: (_db, request) => service.supportScope(getUser(request)),
  },
  {
    prefix: '/dashboard/seller/chats',
    who: 'The seller (403 without a shop): the order conversations of their shops that have a message.',
    scopeOf: (db, request) => service.shopScope(db, getUser(request)),
  },
]

const NOT_YOURS = 'Another party’s conversation answers 404, as a missing one does.'
const PAGING =
  `Without a cursor, the newest messages; \`before=<id>\` the ones just older (scrolling back); \`after=<id>\` the ones ` +
  `just newer (catching up after a reconnect, \`after=0\` from the start). Oldest first within a page; ` +
  `\`perPage\` ${CHAT_PAGE_DEFAULT} by default, at most ${CHAT_PAGE_MAX}. \`meta.has_more\` says whether more lie in ` +
  `the direction asked; \`meta.oldest_id\` / \`meta.newest_id\` are the next cursors. Fetching marks the messages ` +
  `delivered for the caller (event \`chat.delivered\` to both sides).`

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendLimit = rateLimited(app, [
    {
      name: 'chat-send:user',
      max: service.SEND_PER_MINUTE,
      timeWindow: MINUTE,
      key: (r) => (r.user ? String(r.user.id) : null),
    },
  ])
  const typingLimit = rateLimited(app, [
    {
      name: 'chat-typing:user',
      max: service.TYPING_PER_MINUTE,
      timeWindow: MINUTE,
      key: (r) => (r.user ? `${r.user.id}:${(r.params as { id?: unknown }).id}` : null),
    },
  ])

  for (const side of sides) {
    const scope = (request: FastifyRequest) => side.scopeOf(app.db, request)

    app.get(
      side.prefix,
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: `Conversations, the latest activity first (${side.prefix.split('/')[2]})`,
          description: `${side.who} Each with its last message, \`unread_count\` and both sides’ marks.`,
          querystring: chatConversationsQuerySchema,
          response: { 200: chatConversationsPaginatedSchema, ...authedErrorResponses },
        },
      },
      async (request) => {
        const window = resolvePageWindow(request.query)
        const { items, total } = await service.listConversations(app.db, await scope(request), window, request.ctx)
        return paginateRequest(request, items, window, total)
      },
    )

    app.get(
      `${side.prefix}/unread`,
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'Unread messages over all the caller’s conversations (the header badge)',
          description: `${side.who} Refetch it on \`chat.message\` and \`chat.read\` events.`,
          querystring: localeQuerySchema,
          response: { 200: chatUnreadResponseSchema, ...authedErrorResponses },
        },
      },
      async (request) => ok(await service.unreadSummary(app.db, await scope(request))),
    )

    app.get(
      `${side.prefix}/:id`,
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'One conversation',
          description: `${side.who} ${NOT_YOURS}`,
          params: idParamSchema,
          querystring: localeQuerySchema,
          response: { 200: chatConversationResponseSchema, ...authedErrorResponses },
        },
      },
      async (request) =>
        ok(await service.showConversation(app.db, await scope(request), request.params.id, request.ctx)),
    )

    app.get(
      `${side.prefix}/:id/messages`,
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'A page of a conversation’s messages',
          description: `${PAGING} ${NOT_YOURS}`,
          params: idParamSchema,
          querystring: chatMessagesQuerySchema,
          response: { 200: chatMessagesPageSchema, ...authedErrorResponses },
        },
      },
      async (request) => {
        const { items, meta } = await service.listMessages(
          app.db,
          app.realtime,
          await scope(request),
          request.params.id,
          request.query,
          request.ctx,
        )
        return { ...ok(items), meta }
      },
    )

    app.post(
      `${side.prefix}/:id/messages`,
      {
        onRequest: requireUser,
        preHandler: sendLimit,
        schema: {
          tags,
          summary: 'Send a message',
          description:
            `\`text\` (at most ${CHAT_TEXT_MAX} characters) and/or \`image\` (the URL \`POST dashboard/galleries\` ` +
            'answered for a picture the sender uploaded, type `chats`). Send a `client_id` (8 to 64 letters, digits, ' +
            '`-`, `_`; a UUID) and resend with the same one after a failure: the message is stored once and the ' +
            `retry answers it. At most ${service.SEND_PER_MINUTE} messages a minute per user (429). Answers the ` +
            'stored message; both sides hear `chat.message` once it is committed. ' +
            NOT_YOURS,
          params: idParamSchema,
          querystring: localeQuerySchema,
          body: chatSendBodySchema,
          response: { 200: chatMessageResponseSchema, ...authedErrorResponses },
        },
      },
      async (request) =>
        ok(
          await service.sendMessage(
            app.db,
            app.realtime,
            await scope(request),
            request.params.id,
            request.body,
            request.ctx,
          ),
          'Message sent',
        ),
    )

    app.post(
      `${side.prefix}/:id/read`,
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'Mark read up to a message (the newest when `message_id` is absent)',
          description:
            'Read implies delivered; marks never move back. Both sides hear `chat.read`. Answers the caller’s marks ' +
            `and what is left unread. ${NOT_YOURS}`,
          params: idParamSchema,
          querystring: localeQuerySchema,
          // Optional: a bare POST marks everything read.
          body: chatReadBodySchema.nullish(),
          response: { 200: chatMarksResponseSchema, ...authedErrorResponses },
        },
      },
      async (request) =>
        ok(
          await service.markRead(
            app.db,
            app.realtime,
            await scope(request),
            request.params.id,
            request.body?.message_id,
          ),
        ),
    )

    app.post(
      `${side.prefix}/:id/delivered`,
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'Mark delivered up to a message the client received over the WebSocket',
          description: `Fetching messages does this by itself. Both sides hear \`chat.delivered\`. ${NOT_YOURS}`,
          params: idParamSchema,
          querystring: localeQuerySchema,
          body: chatDeliveredBodySchema,
          response: { 200: chatMarksResponseSchema, ...authedErrorResponses },
        },
      },
      async (request) =>
        ok(
          await service.markDelivered(
            app.db,
            app.realtime,
            await scope(request),
            request.params.id,
            request.body.message_id,
          ),
        ),
    )

    app.post(
      `${side.prefix}/:id/typing`,
      {
        onRequest: requireUser,
        preHandler: typingLimit,
        schema: {
          tags,
          summary: 'Say the caller is typing (not stored)',
          description:
            'Sockets subscribed to the conversation (`{"type":"subscribe","channel":"chat","conversation_id":1}`) hear ' +
            '`chat.typing`; show it for about 5 seconds. Send it at most every 3 seconds while typing; ' +
            `${service.TYPING_PER_MINUTE} a minute per conversation at most (429). ${NOT_YOURS}`,
          params: idParamSchema,
          querystring: localeQuerySchema,
          response: { 200: chatTypingResponseSchema, ...authedErrorResponses },
        },
      },
      async (request) =>
        ok(await service.announceTyping(app.db, app.realtime, await scope(request), request.params.id)),
    )
  }

  app.post(
    '/dashboard/user/chats/support',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The customer’s support conversation (created on first use)',
        description: 'Support is the default party: any admin answers, from `dashboard/admin/chats`.',
        querystring: localeQuerySchema,
        response: { 200: chatConversationResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(await service.openSupportConversation(app.db, service.customerScope(getUser(request)), request.ctx)),
  )

  app.post(
    '/dashboard/admin/chats/users/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Support reaching out: the support conversation of the user with this id (created on first use)',
        description: 'Admins only (403 otherwise); 404 "User not found" for an unknown id.',
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: chatConversationResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(
        await service.openSupportConversationWith(
          app.db,
          service.supportScope(getUser(request)),
          request.params.id,
          request.ctx,
        ),
      ),
  )

  app.post(
    '/dashboard/user/chats/orders/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The conversation with the shop about one of the customer’s orders (created on first use)',
        description: '404 "Order not found" for an order that is not the caller’s.',
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: chatConversationResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(
        await service.openOrderConversation(
          app.db,
          service.customerScope(getUser(request)),
          request.params.id,
          request.ctx,
        ),
      ),
  )

  app.post(
    '/dashboard/seller/chats/orders/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The conversation with the customer about an order of the seller’s shop (created on first use)',
        description: '404 "Order not found" for an order of another shop; 403 without a shop.',
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: chatConversationResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(
        await service.openOrderConversation(
          app.db,
          await service.shopScope(app.db, getUser(request)),
          request.params.id,
          request.ctx,
        ),
      ),
  )
}
