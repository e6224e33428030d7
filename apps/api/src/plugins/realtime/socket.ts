// One WebSocket connection: its sign-in, its subscriptions and the client's messages. Who may follow a cart, a
// shop, a conversation or the support inbox is the cart's, the shops' and the chat's rule: the socket asks through
// RealtimePermissions (given by app.ts from the modules' public functions) and never reads their tables.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database } from '../../db/types.ts'
import { findSession } from '../../lib/sessions.ts'
import { channels, type RealtimeEvent } from './bus.ts'

/** What the socket asks the domain before it lets a connection listen. */
export interface RealtimePermissions {
  /** The shops a seller's socket hears without asking. */
  shopsOf(db: Database, userId: number): Promise<number[]>
  ownsShop(db: Database, userId: number, shopId: number): Promise<boolean>
  /** The cart's owner, a signed-in member, or whoever holds a (not kicked) member uuid of that cart. */
  mayFollowCart(db: Database, cartId: number, who: { userId: number | null; userCartUuid?: string }): Promise<boolean>
  /** A party of the conversation: its customer, an admin for a support one, the shop's seller for an order's. */
  mayFollowConversation(db: Database, user: { id: number; role: string }, conversationId: number): Promise<boolean>
  /** Whether the user's socket hears the support inbox (new support messages and their marks) without asking. */
  hearsSupportChats(db: Database, user: { id: number; role: string }): Promise<boolean>
}

/** The socket methods we use (the `ws` package ships no types here). */
export interface Socket {
  readyState: number
  /** A Buffer is sent as it is (a text frame with `binary: false`), without being copied or encoded again. */
  send(data: string | Buffer, options?: { binary?: boolean }): void
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

/** The token of the upgrade request: query, header, or (same-origin pages only) the storefront's session cookie. */
export function tokenOf(request: FastifyRequest): string | undefined {
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
  | { type: 'subscribe' | 'unsubscribe'; channel: 'chat'; conversation_id: number }
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
        if (
          m.user_cart_uuid !== undefined &&
          (typeof m.user_cart_uuid !== 'string' || !UUID_PATTERN.test(m.user_cart_uuid))
        )
          return undefined
        return {
          type: m.type,
          channel: 'cart',
          cart_id: m.cart_id as number,
          user_cart_uuid: m.user_cart_uuid as string | undefined,
        }
      }
      if (m.channel === 'shop' && positiveId(m.shop_id))
        return { type: m.type, channel: 'shop', shop_id: m.shop_id as number }
      if (m.channel === 'chat' && positiveId(m.conversation_id))
        return { type: m.type, channel: 'chat', conversation_id: m.conversation_id as number }
      return undefined
    default:
      return undefined
  }
}

/** One connection: who it is, what it listens to. Messages are handled one after another. */
export class SocketSession {
  private userId: number | null = null
  private role: string | null = null
  private userUnsubscribe: (() => void) | undefined
  private readonly subscriptions = new Map<string, () => void>()
  private queue: Promise<void> = Promise.resolve()
  private disposed = false
  private idleTimer: NodeJS.Timeout | undefined

  constructor(
    private readonly app: FastifyInstance,
    private readonly socket: Socket,
    private readonly permissions: RealtimePermissions,
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
        if (message.channel === 'cart') return this.cartSubscription(message)
        if (message.channel === 'chat') return this.chatSubscription(message)
        return this.shopSubscription(message)
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
      this.role = session.role
      this.userUnsubscribe = this.app.realtime.bus.subscribe(channels.user(session.id), (_event, frame) =>
        this.forward(frame),
      )
      // A seller hears their shops' orders without asking.
      if (session.role === 'seller') {
        for (const shopId of await this.permissions.shopsOf(this.app.db, session.id)) this.listen(channels.shop(shopId))
      }
      // Support chats reach whoever answers them (admins) the same way.
      if (await this.permissions.hearsSupportChats(this.app.db, { id: session.id, role: session.role })) {
        this.listen(channels.support())
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

  private async cartSubscription(message: {
    type: 'subscribe' | 'unsubscribe'
    cart_id: number
    user_cart_uuid?: string
  }) {
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
    const owns = this.userId !== null && (await this.permissions.ownsShop(this.app.db, this.userId, message.shop_id))
    if (!owns) return this.error('ERROR_101', 'You cannot follow this shop')
    if (!this.listen(channel)) return
    this.send('subscribed', { channel: 'shop', id: message.shop_id })
  }

  private async chatSubscription(message: { type: 'subscribe' | 'unsubscribe'; conversation_id: number }) {
    const channel = channels.chat(message.conversation_id)
    if (message.type === 'unsubscribe') return this.unlisten(channel, 'chat', message.conversation_id)
    const may =
      this.userId !== null &&
      this.role !== null &&
      (await this.permissions.mayFollowConversation(
        this.app.db,
        { id: this.userId, role: this.role },
        message.conversation_id,
      ))
    if (!may) return this.error('ERROR_101', 'You cannot follow this conversation')
    if (!this.listen(channel)) return
    this.send('subscribed', { channel: 'chat', id: message.conversation_id })
  }

  /** The cart's owner, a signed-in member, or whoever holds a (not kicked) member uuid of that cart. */
  private mayListenToCart(cartId: number, userCartUuid: string | undefined): Promise<boolean> {
    return this.permissions.mayFollowCart(this.app.db, cartId, { userId: this.userId, userCartUuid })
  }

  private listen(channel: string): boolean {
    if (this.subscriptions.has(channel)) return true
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS) {
      this.error('ERROR_400', `At most ${MAX_SUBSCRIPTIONS} subscriptions per connection`)
      return false
    }
    this.subscriptions.set(
      channel,
      this.app.realtime.bus.subscribe(channel, (_event, frame) => this.forward(frame)),
    )
    clearTimeout(this.idleTimer)
    return true
  }

  private unlisten(channel: string, name: string, id: number): void {
    this.subscriptions.get(channel)?.()
    this.subscriptions.delete(channel)
    this.send('unsubscribed', { channel: name, id })
    if (this.userId === null && this.subscriptions.size === 0) this.armIdleTimer()
  }

  /** A bus event's frame, the same bytes for every socket that hears it. */
  private forward(frame: Buffer): void {
    if (this.socket.readyState === OPEN) this.socket.send(frame, { binary: false })
  }

  /** This socket's own answers (ready, subscribed, errors...). */
  private send(type: string, data: Record<string, unknown>): void {
    if (this.socket.readyState === OPEN) this.socket.send(JSON.stringify({ type, data } satisfies RealtimeEvent))
  }

  private error(statusCode: string, message: string): void {
    this.send('error', { statusCode, message })
  }
}
