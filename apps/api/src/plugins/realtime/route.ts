// Realtime: one WebSocket endpoint (`/api/v1/ws`) and an event bus behind it. Modules publish after their
// transaction commits (`app.realtime.orderStatusChanged(...)`, `app.realtime.cartChanged(...)`); every instance
// delivers to the sockets it holds. The bus is in-process by default and Redis pub/sub when REDIS_URL is set, so an
// event published on one instance reaches a socket held by another. Clients that poll keep working: nothing here
// replaces an HTTP route.
//
// Protocol (JSON text frames):
//   connect   ws(s)://host/api/v1/ws[?token=<access token>]  (also `Authorization: Bearer`, or the `access_token`
//             cookie of a same-origin page). A bad token closes the socket with code 4401.
//   client →  {type:"auth", token}                  sign in after connecting (keeps the token out of URLs and logs)
//             {type:"subscribe", channel:"cart", cart_id, user_cart_uuid?}   a cart's changes (owner, member or the
//                                                   guest holding a member uuid of that cart)
//             {type:"subscribe", channel:"shop", shop_id}                    the seller's own shop's orders
//             {type:"subscribe", channel:"chat", conversation_id}            a conversation's typing notices (its
//                                                   customer, an admin for support, the shop's seller for an order)
//             {type:"unsubscribe", channel, cart_id | shop_id | conversation_id}
//             {type:"ping"}
//   server →  {type:"ready", data:{user_id}}  {type:"subscribed"|"unsubscribed", data:{channel, id}}  {type:"pong"}
//             {type:"error", data:{statusCode, message}}
//             events: {type:"order.status_changed", data:{order_id, status, shop_id, ...}} to the order's customer
//             and shop; {type:"order.payment_updated", data:{order_id, transaction_status}}; {type:"cart.updated",
//             data:{cart_id, ...}} and {type:"cart.member_kicked", data:{cart_id, user_cart_uuid, message}} to a cart.
//             {type:"parcel.status_changed"|"parcel.payment_updated", data:{parcel_id, status, ...}} to the parcel's
//             customer and courier; {type:"booking.status_changed", data:{booking_id, shop_id, status}} to the
//             booking's customer and shop; {type:"wallet.updated", ...} to both sides of a transfer;
//             {type:"notification.created", data:{type}} to a user told of something no other event covers (an
//             application's decision, a referral reward).
//             Chat (decision 015): {type:"chat.message"|"chat.read"|"chat.delivered", ...} to both parties of a
//             conversation (the customer's user channel; the shop's channel, or `support` which admins hear);
//             {type:"chat.typing", ...} to the sockets subscribed to the conversation.
import websocket from '@fastify/websocket'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { errorBody } from '../../lib/envelope.ts'
import { MINUTE, byAddress, rateLimited } from '../rate-limit.ts'
import { InProcessEventBus, Realtime, RedisEventBus, type EventBus } from './bus.ts'
import { SocketSession, tokenOf, type RealtimePermissions, type Socket } from './socket.ts'

/** The endpoint (the API's `/api/v1` prefix plus `ws`). */
export const REALTIME_PATH = '/api/v1/ws'

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime
  }
}

export interface RealtimeOptions {
  /** A bus to use (tests pass their own); otherwise Redis pub/sub when `redis` is given, in-process when not. */
  bus?: EventBus
  redis?: Redis
  /** Milliseconds between pings; a socket that did not answer the previous ping is dropped. */
  heartbeatMs?: number
  /** Who may follow a cart or a shop: the modules' rules, passed in by app.ts. */
  permissions: RealtimePermissions
  /** How long a socket may stay without a user and without a subscription. */
  idleAnonymousMs?: number
}

/** `app.realtime` (the facade modules publish through) and the WebSocket endpoint. */
export const realtimePlugin = fp<RealtimeOptions>(
  async (app, options) => {
    const onError = (error: unknown) => app.log.warn({ err: error }, 'realtime bus problem')
    const bus = options.bus ?? (options.redis ? new RedisEventBus(options.redis, onError) : new InProcessEventBus())
    app.decorate('realtime', new Realtime(bus, onError))

    await app.register(websocket, {
      options: { maxPayload: 4096 },
      // On shutdown every socket is told "going away" (1001), which clients take as "reconnect" (to another instance
      // or to this one when it is back), and upgrades stop.
      preClose(this: FastifyInstance, done: () => void) {
        for (const client of this.websocketServer.clients) client.close(1001, 'Going away')
        this.websocketServer.close(() => done())
      },
    })
    // Each socket's answer to the last ping: one that missed it is gone (a dropped network does not close sockets).
    const alive = new Map<Socket, boolean>()
    const heartbeat = setInterval(() => {
      for (const [socket, answered] of alive) {
        if (!answered) {
          socket.terminate()
          continue
        }
        alive.set(socket, false)
        socket.ping()
      }
    }, options.heartbeatMs ?? 30_000)
    heartbeat.unref()
    app.addHook('onClose', async () => {
      clearInterval(heartbeat)
      await bus.close()
    })

    // `wsHandler` + `handler` (rather than `websocket: true`, which hides the route) keeps the endpoint in the OpenAPI
    // description and answers a plain GET with a clear 426 in the contract's error shape.
    app.route({
      method: 'GET',
      url: REALTIME_PATH,
      schema: {
        tags: ['Realtime'],
        summary: 'WebSocket: order status, payment, refund, group-cart and chat events',
        description:
          'Upgrade to a WebSocket (a plain GET answers 426). Authenticate with `?token=`, `Authorization: Bearer`, or a ' +
          'first message `{"type":"auth","token":"..."}`; a bad token closes with 4401. Subscribe to a cart with ' +
          '`{"type":"subscribe","channel":"cart","cart_id":1,"user_cart_uuid":"..."}` (owner, member, or the holder of a ' +
          "member uuid); sellers hear their shops' orders, admins the support chats. Subscribe to a conversation's " +
          'typing with `{"type":"subscribe","channel":"chat","conversation_id":1}` (its parties only). Events: ' +
          '`order.status_changed`, `order.payment_updated`, ' +
          '`order.refund_updated` (to the customer; the first two also to the shop), `cart.updated`, `cart.member_kicked`, ' +
          '`chat.message`, `chat.delivered`, `chat.read` (to both parties of a conversation) and `chat.typing`. ' +
          'Send `{"type":"ping"}` for `{"type":"pong"}`.',
      },
      handler: async (_request, reply) => {
        reply.header('upgrade', 'websocket')
        return reply.status(426).send(errorBody('ERROR_426', 'Upgrade to a WebSocket to use this endpoint'))
      },
      preHandler: rateLimited(app, [{ name: 'realtime:connect', max: 60, timeWindow: MINUTE, key: byAddress }]),
      wsHandler: (raw: unknown, request: FastifyRequest) => {
        const socket = raw as Socket
        alive.set(socket, true)
        const session = new SocketSession(app, socket, options.permissions, options.idleAnonymousMs ?? 60_000)
        socket.on('pong', () => {
          if (alive.has(socket)) alive.set(socket, true)
        })
        socket.on('close', () => {
          alive.delete(socket)
          session.dispose()
        })
        socket.on('error', () => socket.terminate())
        session.start(tokenOf(request))
      },
    })
  },
  // The connect limit is a rate-limit rule; sockets read sessions from `db`.
  { name: 'basil-realtime', dependencies: ['basil-rate-limit'], decorators: { fastify: ['db'] } },
)
