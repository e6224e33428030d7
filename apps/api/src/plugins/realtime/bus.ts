// The realtime event bus: channels (`user:1`, `cart:2`, `shop:3`, `support`, `chat:4`), in-process or Redis pub/sub,
// and the Realtime facade that modules publish through after their transactions commit. See route.ts for the protocol.
import type { Redis } from 'ioredis'

export interface RealtimeEvent {
  type: string
  data: Record<string, unknown>
}

/**
 * `frame` is the event as a WebSocket text frame's payload (its JSON, UTF-8): encoded once per event on this instance
 * and shared by every socket that sends it, so a fan-out to N sockets serialises once, not N times.
 */
export type RealtimeListener = (event: RealtimeEvent, frame: Buffer) => void

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
      const listeners = this.listeners.get(redisChannel.slice(REDIS_PREFIX.length))
      if (!listeners) return
      // The message is the event's JSON already: it is parsed once (to check it) and its text becomes the frame.
      const event = parseEvent(message)
      if (event) deliver(listeners, event, Buffer.from(message))
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

function deliver(listeners: Set<RealtimeListener> | undefined, event: RealtimeEvent, frame?: Buffer): void {
  if (!listeners?.size) return
  const bytes = frame ?? Buffer.from(JSON.stringify(event))
  // A copy: a listener may unsubscribe (or close its socket) while we iterate.
  for (const listener of [...listeners]) {
    try {
      listener(event, bytes)
    } catch {
      // One broken socket must not keep the event from the others.
    }
  }
}

function parseEvent(message: string): RealtimeEvent | undefined {
  try {
    const value: unknown = JSON.parse(message)
    if (value && typeof value === 'object' && typeof (value as RealtimeEvent).type === 'string')
      return value as RealtimeEvent
  } catch {
    // Not ours.
  }
  return undefined
}

export const channels = {
  user: (id: number) => `user:${id}`,
  cart: (id: number) => `cart:${id}`,
  shop: (id: number) => `shop:${id}`,
  /** Support chats: every admin's socket hears it (who may is the chat module's rule). */
  support: () => 'support',
  /** One conversation's passing events (typing): sockets subscribe to it, with the chat module's permission. */
  chat: (id: number) => `chat:${id}`,
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
  async orderPaymentUpdated(
    order: { id: number; userId: number | null; shopId: number },
    transactionStatus: string,
  ): Promise<void> {
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
