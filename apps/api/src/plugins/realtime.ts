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
//             {type:"unsubscribe", channel, cart_id | shop_id}
//             {type:"ping"}
//   server →  {type:"ready", data:{user_id}}  {type:"subscribed"|"unsubscribed", data:{channel, id}}  {type:"pong"}
//             {type:"error", data:{statusCode, message}}
//             events: {type:"order.status_changed", data:{order_id, status, shop_id, ...}} to the order's customer
//             and shop; {type:"order.payment_updated", data:{order_id, transaction_status}}; {type:"cart.updated",
//             data:{cart_id, ...}} and {type:"cart.member_kicked", data:{cart_id, user_cart_uuid, message}} to a cart.
import websocket from '@fastify/websocket'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { carts, shops, userCarts } from '../db/schema/index.ts'
import { errorBody } from '../lib/envelope.ts'
import { MINUTE, byAddress, rateLimited } from './rate-limit.ts'
import { findSession } from '../lib/sessions.ts'

/** The endpoint (the API's `/api/v1` prefix plus `ws`). */
export const REALTIME_PATH = '/api/v1/ws'

export interface RealtimeEvent {
  type: string
  data: Record<string, unknown>
}

export type RealtimeListener = (event: RealtimeEvent) => void

/** Fan-out of events to whoever listens on a channel (`user:1`, `cart:2`, `shop:3`), on this instance or all. */
export interface EventBus {
  publish(channel: string, event: RealtimeEvent): Promise<void>
  /** Answers the function that removes this listener. */
  subscribe(channel: string, listener: RealtimeListener): () => void
  close(): Promise<void>
}

/** One instance: listeners are called synchronously-ish (on the next tick) in this process. */
export class InProcessEventBus implements EventBus {
  private readonly listeners = new Map<string, Set<RealtimeListener>>()

  async publish(channel: string, event: RealtimeEvent): Promise<void> {
    deliver(this.listeners.get(channel), event)
  }

  subscribe(channel: string, listener: RealtimeListener): () => void {
    return addListener(this.listeners, channel, listener, () => {})
  }

  async close(): Promise<void> {
    this.listeners.clear()
  }

  /** How many channels have listeners (tests check that closed sockets leave nothing behind). */
  get channelCount(): number {
    return this.listeners.size
  }
}

const REDIS_PREFIX = 'basil:rt:'

/**
 * Redis pub/sub: publishing goes through Redis (which echoes it back to every subscribed instance, this one too),
 * and a Redis channel is subscribed only while a local socket listens on it. When Redis cannot take a publish the
 * event is still delivered locally, so one instance keeps working through an outage.
 */
export class RedisEventBus implements EventBus {
  private readonly listeners = new Map<string, Set<RealtimeListener>>()
  private readonly subscriber: Redis

  constructor(
    private readonly publisher: Redis,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    // A subscribed connection can run no other command; it queues (re)subscriptions until connected.
    this.subscriber = publisher.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, lazyConnect: false })
    this.subscriber.on('error', (error) => this.onError(error))
    this.subscriber.on('message', (redisChannel: string, message: string) => {
      if (!redisChannel.startsWith(REDIS_PREFIX)) return
      const event = parseEvent(message)
      if (event) deliver(this.listeners.get(redisChannel.slice(REDIS_PREFIX.length)), event)
    })
  }

  async publish(channel: string, event: RealtimeEvent): Promise<void> {
    try {
      await this.publisher.publish(REDIS_PREFIX + channel, JSON.stringify(event))
    } catch (error) {
      this.onError(error)
      deliver(this.listeners.get(channel), event)
    }
  }

  subscribe(channel: string, listener: RealtimeListener): () => void {
    if (!this.listeners.has(channel)) {
      this.subscriber.subscribe(REDIS_PREFIX + channel).catch((error: unknown) => this.onError(error))
    }
    return addListener(this.listeners, channel, listener, () => {
      this.subscriber.unsubscribe(REDIS_PREFIX + channel).catch((error: unknown) => this.onError(error))
    })
  }

  async close(): Promise<void> {
    this.listeners.clear()
    this.subscriber.disconnect()
  }
}

function addListener(
  map: Map<string, Set<RealtimeListener>>,
  channel: string,
  listener: RealtimeListener,
  onLastRemoved: () => void,
): () => void {
  let set = map.get(channel)
  if (!set) {
    set = new Set()
    map.set(channel, set)
  }
  set.add(listener)
  let removed = false
  return () => {
    if (removed) return
    removed = true
    const current = map.get(channel)
    if (!current) return
    current.delete(listener)
    if (current.size === 0) {
      map.delete(channel)
      onLastRemoved()
    }
  }
}

function deliver(listeners: Set<RealtimeListener> | undefined, event: RealtimeEvent): void {
  if (!listeners) return
  // A copy: a listener may unsubscribe (or close its socket) while we iterate.
  for (const listener of [...listeners]) {
    try {
      listener(event)
    } catch {
      // One broken socket must not keep the event from the others.
    }
  }
}

function parseEvent(message: string): RealtimeEvent | undefined {
  try {
    const value: unknown = JSON.parse(message)
    if (value && typeof value === 'object' && typeof (value as RealtimeEvent).type === 'string') return value as RealtimeEvent
  } catch {
    // Not ours.
  }
  return undefined
}

export const channels = {
  user: (id: number) => `user:${id}`,
  cart: (id: number) => `cart:${id}`,
  shop: (id: number) => `shop:${id}`,
}

export const KICKED_MESSAGE = 'You have been kicked from group order'

/** What modules call. Publishing never throws: a lost realtime event must not fail a committed change. */
export class Realtime {
  constructor(
    readonly bus: EventBus,
    private readonly onError: (error: unknown) => void,
  ) {}

  async publish(channel: string, event: RealtimeEvent): Promise<void> {
    try {
      await this.bus.publish(channel, event)
    } catch (error) {
      this.onError(error)
    }
  }

  toUser(userId: number, event: RealtimeEvent): Promise<void> {
    return this.publish(channels.user(userId), event)
  }

  toCart(cartId: number, event: RealtimeEvent): Promise<void> {
    return this.publish(channels.cart(cartId), event)
  }

  toShop(shopId: number, event: RealtimeEvent): Promise<void> {
    return this.publish(channels.shop(shopId), event)
  }

  /** An order moved to `status` (created, accepted, ..., canceled): its customer and its shop hear it. */
  async orderStatusChanged(order: {
    id: number
    userId: number | null
    shopId: number
    status: string
    updatedAt?: Date
    note?: string | null
  }): Promise<void> {
    const event: RealtimeEvent = {
      type: 'order.status_changed',
      data: {
        order_id: order.id,
        shop_id: order.shopId,
        status: order.status,
        note: order.note ?? null,
        updated_at: (order.updatedAt ?? new Date()).toISOString(),
      },
    }
    await Promise.all([order.userId ? this.toUser(order.userId, event) : undefined, this.toShop(order.shopId, event)])
  }

  /** A payment of an order changed (a provider's webhook confirmed it, a refund...). */
  async orderPaymentUpdated(order: { id: number; userId: number | null; shopId: number }, transactionStatus: string): Promise<void> {
    const event: RealtimeEvent = {
      type: 'order.payment_updated',
      data: { order_id: order.id, shop_id: order.shopId, transaction_status: transactionStatus },
    }
    await Promise.all([order.userId ? this.toUser(order.userId, event) : undefined, this.toShop(order.shopId, event)])
  }

  /** Something in a (group) cart changed: members refetch it. `data` says what, e.g. `{reason: 'product_added'}`. */
  cartChanged(cartId: number, data: Record<string, unknown> = {}): Promise<void> {
    return this.toCart(cartId, { type: 'cart.updated', data: { ...data, cart_id: cartId } })
  }

  /** A member was removed from a group cart: that member's client shows the kicked message. */
  memberKicked(cartId: number, userCartUuid: string): Promise<void> {
    return this.toCart(cartId, {
      type: 'cart.member_kicked',
      data: { cart_id: cartId, user_cart_uuid: userCartUuid, message: KICKED_MESSAGE },
    })
  }
}

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
  /** How long a socket may stay without a user and without a subscription. */
  idleAnonymousMs?: number
}

/** The socket methods we use (the `ws` package ships no types here). */
interface Socket {
  readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  terminate(): void
  ping(): void
  on(event: 'message', listener: (data: Buffer | string, isBinary: boolean) => void): void
  on(event: 'close' | 'pong', listener: () => void): void
  on(event: 'error', listener: (error: Error) => void): void
}

const OPEN = 1
const MAX_SUBSCRIPTIONS = 20
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/

export async function registerRealtime(app: FastifyInstance, options: RealtimeOptions = {}): Promise<void> {
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
      summary: 'WebSocket: order status, payment, refund and group-cart events',
      description:
        'Upgrade to a WebSocket (a plain GET answers 426). Authenticate with `?token=`, `Authorization: Bearer`, or a ' +
        'first message `{"type":"auth","token":"..."}`; a bad token closes with 4401. Subscribe to a cart with ' +
        '`{"type":"subscribe","channel":"cart","cart_id":1,"user_cart_uuid":"..."}` (owner, member, or the holder of a ' +
        "member uuid); sellers hear their shops' orders. Events: `order.status_changed`, `order.payment_updated`, " +
        '`order.refund_updated` (to the customer; the first two also to the shop), `cart.updated`, `cart.member_kicked`. ' +
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
      const session = new SocketSession(app, socket, options.idleAnonymousMs ?? 60_000)
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
}

/** The token of the upgrade request: query, header, or (same-origin pages only) the storefront's session cookie. */
function tokenOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined
  const fromQuery = query?.token ?? query?.access_token
  if (typeof fromQuery === 'string') return fromQuery.replace(/^Bearer\s+/i, '')
  const header = request.headers.authorization
  if (typeof header === 'string') return header.replace(/^Bearer\s+/i, '').trim()
  const cookie = readCookie(request.headers.cookie, 'access_token')
  // A cookie rides along on cross-site WebSocket upgrades too, so it only counts when the page is ours.
  if (cookie && isSameOrigin(request)) return decodeURIComponent(cookie).replace(/^Bearer\s+/i, '')
  return undefined
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin
  if (!origin) return true
  try {
    return new URL(origin).host === request.host
  } catch {
    return false
  }
}

type ClientMessage =
  | { type: 'auth'; token: string }
  | { type: 'subscribe' | 'unsubscribe'; channel: 'cart'; cart_id: number; user_cart_uuid?: string }
  | { type: 'subscribe' | 'unsubscribe'; channel: 'shop'; shop_id: number }
  | { type: 'ping' }

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function parseClientMessage(text: string): ClientMessage | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!value || typeof value !== 'object') return undefined
  const m = value as Record<string, unknown>
  const positiveId = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 2_147_483_648
  switch (m.type) {
    case 'ping':
      return { type: 'ping' }
    case 'auth':
      return typeof m.token === 'string' ? { type: 'auth', token: m.token.replace(/^Bearer\s+/i, '') } : undefined
    case 'subscribe':
    case 'unsubscribe':
      if (m.channel === 'cart' && positiveId(m.cart_id)) {
        if (m.user_cart_uuid !== undefined && (typeof m.user_cart_uuid !== 'string' || !UUID_PATTERN.test(m.user_cart_uuid))) return undefined
        return { type: m.type, channel: 'cart', cart_id: m.cart_id as number, user_cart_uuid: m.user_cart_uuid as string | undefined }
      }
      if (m.channel === 'shop' && positiveId(m.shop_id)) return { type: m.type, channel: 'shop', shop_id: m.shop_id as number }
      return undefined
    default:
      return undefined
  }
}

/** One connection: who it is, what it listens to. Messages are handled one after another. */
class SocketSession {
  private userId: number | null = null
  private userUnsubscribe: (() => void) | undefined
  private readonly subscriptions = new Map<string, () => void>()
  private queue: Promise<void> = Promise.resolve()
  private disposed = false
  private idleTimer: NodeJS.Timeout | undefined

  constructor(
    private readonly app: FastifyInstance,
    private readonly socket: Socket,
    private readonly idleAnonymousMs: number,
  ) {}

  start(token: string | undefined): void {
    this.socket.on('message', (data, isBinary) => {
      const text = isBinary ? '' : data.toString()
      this.enqueue(() => this.handle(text))
    })
    if (token !== undefined) {
      this.enqueue(async () => {
        if (!(await this.authenticate(token))) this.closeUnauthorized()
      })
    } else {
      this.send('ready', { user_id: null })
      this.armIdleTimer()
    }
  }

  dispose(): void {
    this.disposed = true
    clearTimeout(this.idleTimer)
    this.userUnsubscribe?.()
    for (const unsubscribe of this.subscriptions.values()) unsubscribe()
    this.subscriptions.clear()
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error: unknown) => {
      this.app.log.warn({ err: error }, 'realtime message failed')
      this.error('ERROR_500', 'Something went wrong')
    })
  }

  private armIdleTimer(): void {
    clearTimeout(this.idleTimer)
    this.idleTimer = setTimeout(() => {
      if (this.userId === null && this.subscriptions.size === 0) this.socket.close(4408, 'Idle')
    }, this.idleAnonymousMs)
    this.idleTimer.unref()
  }

  private async handle(text: string): Promise<void> {
    if (this.disposed) return
    const message = parseClientMessage(text)
    if (!message) return this.error('ERROR_400', 'Unknown or malformed message')
    switch (message.type) {
      case 'ping':
        return this.send('pong', {})
      case 'auth':
        if (!(await this.authenticate(message.token))) this.closeUnauthorized()
        return
      case 'subscribe':
      case 'unsubscribe':
        return message.channel === 'cart' ? this.cartSubscription(message) : this.shopSubscription(message)
    }
  }

  private async authenticate(token: string): Promise<boolean> {
    if (!TOKEN_PATTERN.test(token)) return false
    const session = await findSession(this.app.db, token)
    if (!session || this.disposed) return false
    if (this.userId !== session.id) {
      // Another account on the same socket: nothing the previous one followed carries over.
      this.userUnsubscribe?.()
      for (const unsubscribe of this.subscriptions.values()) unsubscribe()
      this.subscriptions.clear()
      this.userId = session.id
      this.userUnsubscribe = this.app.realtime.bus.subscribe(channels.user(session.id), (event) => this.forward(event))
      // A seller hears their shops' orders without asking.
      if (session.role === 'seller') {
        const owned = await this.app.db.select({ id: shops.id }).from(shops).where(eq(shops.userId, session.id))
        for (const shop of owned) this.listen(channels.shop(shop.id))
      }
    }
    clearTimeout(this.idleTimer)
    this.send('ready', { user_id: session.id })
    return true
  }

  private closeUnauthorized(): void {
    this.error('ERROR_100', 'Unauthorized')
    this.socket.close(4401, 'Unauthorized')
  }

  private async cartSubscription(message: { type: 'subscribe' | 'unsubscribe'; cart_id: number; user_cart_uuid?: string }) {
    const channel = channels.cart(message.cart_id)
    if (message.type === 'unsubscribe') return this.unlisten(channel, 'cart', message.cart_id)
    if (!(await this.mayListenToCart(message.cart_id, message.user_cart_uuid))) {
      return this.error('ERROR_101', 'You cannot follow this cart')
    }
    if (!this.listen(channel)) return
    this.send('subscribed', { channel: 'cart', id: message.cart_id })
  }

  private async shopSubscription(message: { type: 'subscribe' | 'unsubscribe'; shop_id: number }) {
    const channel = channels.shop(message.shop_id)
    if (message.type === 'unsubscribe') return this.unlisten(channel, 'shop', message.shop_id)
    const [shop] = this.userId
      ? await this.app.db
          .select({ id: shops.id })
          .from(shops)
          .where(and(eq(shops.id, message.shop_id), eq(shops.userId, this.userId)))
      : []
    if (!shop) return this.error('ERROR_101', 'You cannot follow this shop')
    if (!this.listen(channel)) return
    this.send('subscribed', { channel: 'shop', id: message.shop_id })
  }

  /** The cart's owner, a signed-in member, or whoever holds a (not kicked) member uuid of that cart. */
  private async mayListenToCart(cartId: number, userCartUuid: string | undefined): Promise<boolean> {
    const db = this.app.db
    if (userCartUuid) {
      // A kicked member keeps its uuid and may still listen: that is how it hears it was kicked.
      const [member] = await db
        .select({ id: userCarts.id })
        .from(userCarts)
        .where(and(eq(userCarts.uuid, userCartUuid), eq(userCarts.cartId, cartId)))
      if (member) return true
    }
    if (this.userId === null) return false
    const [owned] = await db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.id, cartId), eq(carts.ownerId, this.userId)))
    if (owned) return true
    const [member] = await db
      .select({ id: userCarts.id })
      .from(userCarts)
      .where(and(eq(userCarts.cartId, cartId), eq(userCarts.userId, this.userId)))
    return Boolean(member)
  }

  private listen(channel: string): boolean {
    if (this.subscriptions.has(channel)) return true
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS) {
      this.error('ERROR_400', `At most ${MAX_SUBSCRIPTIONS} subscriptions per connection`)
      return false
    }
    this.subscriptions.set(channel, this.app.realtime.bus.subscribe(channel, (event) => this.forward(event)))
    clearTimeout(this.idleTimer)
    return true
  }

  private unlisten(channel: string, name: string, id: number): void {
    this.subscriptions.get(channel)?.()
    this.subscriptions.delete(channel)
    this.send('unsubscribed', { channel: name, id })
    if (this.userId === null && this.subscriptions.size === 0) this.armIdleTimer()
  }

  private forward(event: RealtimeEvent): void {
    if (this.socket.readyState === OPEN) this.socket.send(JSON.stringify(event))
  }

  private send(type: string, data: Record<string, unknown>): void {
    this.forward({ type, data })
  }

  private error(statusCode: string, message: string): void {
    this.send('error', { statusCode, message })
  }
}

/**
 * One probe event through `bus` and back, in seconds; undefined when it did not come back within `timeoutMs` (a
 * Redis bus that lost its connection). The channel is this process's own, so no socket ever sees the probe.
 */
export async function measureBusRoundTrip(bus: EventBus, timeoutMs = 1_000): Promise<number | undefined> {
  const channel = `probe:${process.pid}:${Math.random().toString(36).slice(2)}`
  const started = process.hrtime.bigint()
  let unsubscribe = () => {}
  const back = new Promise<number>((resolve) => {
    unsubscribe = bus.subscribe(channel, () => resolve(Number(process.hrtime.bigint() - started) / 1e9))
  })
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), timeoutMs)))
  try {
    await bus.publish(channel, { type: 'probe', data: {} }).catch(() => {})
    return await Promise.race([back, timeout])
  } finally {
    clearTimeout(timer)
    unsubscribe()
  }
}
