// The tab's socket against a stand-in for the browser's WebSocket: subscriptions sent once ready and again after a
// reconnect, resumes, backoff, the liveness check, and no retry when the API refused the session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LiveConnection, type LiveHandlers, type SocketLike } from './connection'

class FakeSocket implements SocketLike {
  readyState = 0
  sent: Record<string, unknown>[] = []
  closed = false
  onopen: SocketLike['onopen'] = null
  onmessage: SocketLike['onmessage'] = null
  onclose: SocketLike['onclose'] = null
  onerror: SocketLike['onerror'] = null
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>)
  }
  close() {
    this.closed = true
    this.readyState = 3
  }
  /** The server's side. */
  open() {
    this.readyState = 1
    this.onopen?.({})
  }
  say(type: string, data: Record<string, unknown> = {}) {
    this.onmessage?.({ data: JSON.stringify({ type, data }) })
  }
  drop(code = 1006) {
    this.readyState = 3
    this.onclose?.({ code })
  }
}

function setup() {
  const sockets: FakeSocket[] = []
  const log: string[] = []
  const handlers: LiveHandlers = {
    status: (s) => log.push(`status ${s}`),
    ready: () => log.push('ready'),
    subscribed: (key) => log.push(`subscribed ${key}`),
    unsubscribed: (key) => log.push(`unsubscribed ${key}`),
    event: (e) => log.push(`event ${e.type}`),
  }
  const connection = new LiveConnection({
    url: 'ws://site.test/api/v1/ws',
    handlers,
    random: () => 1,
    pingMs: 1_000,
    createSocket: () => {
      const socket = new FakeSocket()
      sockets.push(socket)
      return socket
    },
  })
  return { connection, sockets, log }
}

describe('LiveConnection', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('subscribes once ready, resumes, passes events, and resubscribes after a reconnect with backoff', () => {
    const { connection, sockets, log } = setup()
    connection.follow({ channel: 'cart', cart_id: 4, user_cart_uuid: 'u' })
    connection.start()
    const first = sockets[0]!
    first.open()
    expect(first.sent).toEqual([])
    first.say('ready', { user_id: 1 })
    expect(first.sent).toEqual([{ type: 'subscribe', channel: 'cart', cart_id: 4, user_cart_uuid: 'u' }])
    first.say('subscribed', { channel: 'cart', id: 4 })
    first.say('order.status_changed', { order_id: 9, status: 'accepted' })
    first.say('pong')
    expect(log).toEqual(['status connecting', 'status up', 'ready', 'subscribed cart:4', 'event order.status_changed'])

    log.length = 0
    first.drop()
    expect(log).toEqual(['unsubscribed cart:4', 'status down'])
    // First retry after 500 ms (random 1: the top of the window), the second after 1 s.
    vi.advanceTimersByTime(499)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(2)
    sockets[1]!.drop()
    vi.advanceTimersByTime(999)
    expect(sockets).toHaveLength(2)
    vi.advanceTimersByTime(1)
    const third = sockets[2]!
    third.open()
    third.say('ready', { user_id: 1 })
    expect(third.sent).toEqual([{ type: 'subscribe', channel: 'cart', cart_id: 4, user_cart_uuid: 'u' }])
    expect(log.filter((l) => l === 'ready')).toHaveLength(1)
    // A successful connection starts the backoff again.
    third.drop()
    vi.advanceTimersByTime(500)
    expect(sockets).toHaveLength(4)
    connection.stop()
  })

  it('follows and unfollows on a live socket, and ignores a refused or unknown channel', () => {
    const { connection, sockets, log } = setup()
    connection.start()
    const socket = sockets[0]!
    socket.open()
    socket.say('ready', { user_id: 1 })
    connection.follow({ channel: 'chat', conversation_id: 7 })
    expect(socket.sent.at(-1)).toEqual({ type: 'subscribe', channel: 'chat', conversation_id: 7 })
    socket.say('error', { statusCode: 'ERROR_101', message: 'You cannot follow this conversation' })
    socket.say('subscribed', { channel: 'shop', id: 3 })
    expect(log.some((l) => l.startsWith('subscribed'))).toBe(false)
    socket.say('subscribed', { channel: 'chat', id: 7 })
    connection.unfollow({ channel: 'chat', conversation_id: 7 })
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'chat', conversation_id: 7 })
    expect(log.slice(-2)).toEqual(['subscribed chat:7', 'unsubscribed chat:7'])
    connection.stop()
    expect(socket.closed).toBe(true)
  })

  it('does not retry when the API refused the session (4401), nor after stop()', () => {
    const { connection, sockets, log } = setup()
    connection.start()
    sockets[0]!.open()
    sockets[0]!.drop(4401)
    expect(log.at(-1)).toBe('status refused')
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)

    const other = setup()
    other.connection.start()
    // Stopped while still connecting: closed as soon as it opens (closing it before makes browsers log an error).
    other.connection.stop()
    expect(other.sockets[0]!.closed).toBe(false)
    other.sockets[0]!.open()
    expect(other.sockets[0]!.closed).toBe(true)
    vi.advanceTimersByTime(60_000)
    expect(other.sockets).toHaveLength(1)
  })

  it('replaces a socket that went silent (a dropped network closes nothing), and wakes up when back online', () => {
    const { connection, sockets } = setup()
    connection.start()
    const socket = sockets[0]!
    socket.open()
    socket.say('ready', { user_id: 1 })
    vi.advanceTimersByTime(1_000)
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' })
    // Nothing heard for more than two pings: closed and retried.
    vi.advanceTimersByTime(2_100)
    expect(socket.closed).toBe(true)
    expect(sockets).toHaveLength(1)
    // Online again: no waiting for the backoff.
    connection.wake()
    expect(sockets).toHaveLength(2)
    connection.stop()
  })
})
