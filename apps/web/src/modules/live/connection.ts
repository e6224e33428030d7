// The tab's one WebSocket to `/api/v1/ws` on this site (server.mjs passes it to the API with the session; decision
// 017): the API's protocol (apps/api/src/plugins/realtime/route.ts), reconnection with backoff, the channels to
// (re)subscribe, and a liveness check. No React here: live-store.ts holds the one instance and its state.
import { reconnectDelay } from './backoff'

/** An event of the API (`order.status_changed`, `cart.updated`, `chat.message`, ...). */
export type LiveEvent = { type: string; data: Record<string, unknown> }

/** What a socket may follow beyond its user's own events (the API checks who may). */
export type LiveChannel =
  | { channel: 'cart'; cart_id: number; user_cart_uuid?: string }
  | { channel: 'shop'; shop_id: number }
  | { channel: 'chat'; conversation_id: number }

/** `cart:12`, `shop:3`, `chat:7`: as the API names its channels and its `subscribed` answers. */
export function channelKey(channel: LiveChannel): string {
  switch (channel.channel) {
    case 'cart':
      return `cart:${channel.cart_id}`
    case 'shop':
      return `shop:${channel.shop_id}`
    case 'chat':
      return `chat:${channel.conversation_id}`
  }
}

/**
 * `connecting` (the first attempt, or a reconnect), `up` (the API said `ready`: events flow), `down` (closed, waiting
 * to reconnect), `refused` (the API refused the session: no more attempts until the page signs in again).
 */
export type LiveStatus = 'connecting' | 'up' | 'down' | 'refused'

export interface LiveHandlers {
  status(status: LiveStatus): void
  /** The API said `ready`: everything read before may have missed events (resume). */
  ready(): void
  /** The API confirmed a channel: what was read of it before may have missed events (resume that channel). */
  subscribed(key: string): void
  /** A channel was dropped (refused, or the socket closed). */
  unsubscribed(key: string): void
  event(event: LiveEvent): void
}

/** The browser's WebSocket, as much of it as is used here (tests give a stand-in). */
export interface SocketLike {
  readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: { code: number }) => void) | null
  onerror: ((event: unknown) => void) | null
}

export interface LiveOptions {
  url: string
  handlers: LiveHandlers
  createSocket?: (url: string) => SocketLike
  random?: () => number
  /** How often the client pings; a socket silent for two of these is taken as dropped and replaced. */
  pingMs?: number
}

const CONNECTING = 0
const OPEN = 1
/** The API's close code for a token it does not accept. */
const UNAUTHORIZED = 4401

export class LiveConnection {
  private socket: SocketLike | null = null
  private attempt = 0
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private pingTimer: ReturnType<typeof setInterval> | undefined
  private lastHeard = 0
  private isReady = false
  private stopped = false
  private readonly wanted = new Map<string, LiveChannel>()
  private readonly confirmed = new Set<string>()

  constructor(private readonly options: LiveOptions) {}

  start(): void {
    this.stopped = false
    this.open()
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.retryTimer)
    clearInterval(this.pingTimer)
    const socket = this.socket
    this.socket = null
    if (socket) {
      socket.onclose = null
      socket.onmessage = null
      // Closing a socket still connecting makes the browser log an error: it is closed once open instead.
      if (socket.readyState === CONNECTING) socket.onopen = () => socket.close(1000, 'Done')
      else socket.close(1000, 'Done')
    }
    this.dropConfirmed()
    this.isReady = false
  }

  /** Reconnects now when the socket is down (the browser said it is online again). */
  wake(): void {
    if (this.stopped || this.socket) return
    clearTimeout(this.retryTimer)
    this.open()
  }

  follow(channel: LiveChannel): void {
    const key = channelKey(channel)
    this.wanted.set(key, channel)
    if (this.isReady) this.send({ type: 'subscribe', ...channel })
  }

  unfollow(channel: LiveChannel): void {
    const key = channelKey(channel)
    if (!this.wanted.delete(key)) return
    if (this.confirmed.delete(key)) this.options.handlers.unsubscribed(key)
    if (this.isReady) this.send({ type: 'unsubscribe', ...channel, user_cart_uuid: undefined })
  }

  private open(): void {
    const { handlers } = this.options
    handlers.status('connecting')
    let socket: SocketLike
    try {
      socket = (this.options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike))(this.options.url)
    } catch {
      this.retry()
      return
    }
    this.socket = socket
    this.lastHeard = Date.now()
    socket.onmessage = (message) => {
      this.lastHeard = Date.now()
      if (typeof message.data === 'string') this.receive(message.data)
    }
    socket.onerror = () => {}
    socket.onclose = (event) => {
      if (this.socket !== socket) return
      this.socket = null
      this.isReady = false
      clearInterval(this.pingTimer)
      this.dropConfirmed()
      if (event.code === UNAUTHORIZED) {
        handlers.status('refused')
        return
      }
      this.retry()
    }
    const pingMs = this.options.pingMs ?? 25_000
    clearInterval(this.pingTimer)
    this.pingTimer = setInterval(() => {
      // A dropped network closes nothing by itself: a socket that answered nothing for two pings is replaced.
      if (Date.now() - this.lastHeard > pingMs * 2) {
        socket.onclose?.({ code: 1006 })
        socket.close()
        return
      }
      this.send({ type: 'ping' })
    }, pingMs)
  }

  private retry(): void {
    if (this.stopped) return
    this.options.handlers.status('down')
    const delay = reconnectDelay(this.attempt++, this.options.random)
    clearTimeout(this.retryTimer)
    this.retryTimer = setTimeout(() => this.open(), delay)
  }

  private receive(text: string): void {
    let message: LiveEvent
    try {
      const value: unknown = JSON.parse(text)
      if (!value || typeof value !== 'object' || typeof (value as LiveEvent).type !== 'string') return
      message = { type: (value as LiveEvent).type, data: ((value as LiveEvent).data ?? {}) as LiveEvent['data'] }
    } catch {
      return
    }
    const { handlers } = this.options
    switch (message.type) {
      case 'ready':
        this.isReady = true
        this.attempt = 0
        handlers.status('up')
        handlers.ready()
        for (const channel of this.wanted.values()) this.send({ type: 'subscribe', ...channel })
        return
      case 'subscribed': {
        const key = `${String(message.data.channel)}:${String(message.data.id)}`
        if (!this.wanted.has(key)) return
        this.confirmed.add(key)
        handlers.subscribed(key)
        return
      }
      case 'unsubscribed':
      case 'pong':
      case 'error':
        // A refused channel stays unconfirmed: its page keeps polling it.
        return
      default:
        handlers.event(message)
    }
  }

  private dropConfirmed(): void {
    for (const key of this.confirmed) this.options.handlers.unsubscribed(key)
    this.confirmed.clear()
  }

  private send(message: Record<string, unknown>): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message))
  }
}
