import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { buildApp } from '../../app.ts'
import { connectSocket, type TestMessage, type TestSocket } from '../../../test/fakes/ws-client.ts'
import { HAS_REDIS, NEEDS_REDIS, startRedis } from '../../../test/redis.ts'
import { createAccount, demoCustomer, demoSeller, sellerShopId, type Account } from '../../../test/fixtures/orders.ts'
import { carts, userCarts } from '../../db/schema/index.ts'
import { InProcessEventBus, KICKED_MESSAGE, RedisEventBus, type RealtimeEvent } from './index.ts'

const bus = new InProcessEventBus()
let t: TestApp
let base: string
let customer: Account
let seller: Account
let stranger: Account
let shopId: number
const open: TestSocket[] = []

beforeAll(async () => {
  t = await createTestApp({ realtimeBus: bus })
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 })
  base = `${address.replace('http', 'ws')}/api/v1/ws`
  customer = await demoCustomer(t.db)
  seller = await demoSeller(t.db)
  stranger = await createAccount(t.db)
  shopId = await sellerShopId(t.db, seller.id)
})
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()))
  await t.close()
})

async function connect(query = '', headers?: Record<string, string>) {
  const socket = await connectSocket(`${base}${query}`, headers)
  open.push(socket)
  return socket
}
const ofType = (type: string) => (m: TestMessage) => m.type === type

describe('WebSocket /api/v1/ws', () => {
  it('answers a plain GET with 426 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/ws' })
    expect(res.statusCode).toBe(426)
    expect(res.json()).toMatchObject({ status: false, statusCode: 'ERROR_426' })
  })

  it('accepts an anonymous connection, answers ping and rejects malformed messages', async () => {
    const socket = await connect()
    expect(await socket.next(ofType('ready'))).toEqual({ type: 'ready', data: { user_id: null } })
    socket.send({ type: 'ping' })
    expect((await socket.next()).type).toBe('pong')
    socket.send({ type: 'nope' })
    expect(await socket.next()).toMatchObject({ type: 'error', data: { statusCode: 'ERROR_400' } })
  })

  it('authenticates with ?token= and delivers the user’s order events only to that user', async () => {
    const mine = await connect(`?token=${customer.token}`)
    const other = await connect(`?token=${stranger.token}`)
    expect(await mine.next(ofType('ready'))).toEqual({ type: 'ready', data: { user_id: customer.id } })
    await other.next(ofType('ready'))
    await t.app.realtime.orderStatusChanged({ id: 41, userId: customer.id, shopId, status: 'accepted' })
    const event = await mine.next(ofType('order.status_changed'))
    expect(event.data).toMatchObject({ order_id: 41, status: 'accepted', shop_id: shopId })
    await other.expectNone(ofType('order.status_changed'))
  })

  it('serialises an event once however many sockets hear it, and each gets the same text', async () => {
    const sockets = await Promise.all([1, 2, 3].map(() => connect(`?token=${customer.token}`)))
    for (const socket of sockets) await socket.next(ofType('ready'))
    const event: RealtimeEvent = {
      type: 'order.status_changed',
      data: { order_id: 44, status: 'cooking', note: 'é ✓' },
    }
    const stringify = vi.spyOn(JSON, 'stringify')
    let calls: number
    try {
      await bus.publish(`user:${customer.id}`, event)
      calls = stringify.mock.calls.filter(([value]) => value === event).length
    } finally {
      stringify.mockRestore()
    }
    expect(calls).toBe(1)
    for (const socket of sockets) expect(await socket.next(ofType('order.status_changed'))).toEqual(event)
  })

  it('authenticates with the Authorization header or a first auth message', async () => {
    const byHeader = await connect('', { authorization: `Bearer ${customer.token}` })
    expect(await byHeader.next(ofType('ready'))).toEqual({ type: 'ready', data: { user_id: customer.id } })
    const byMessage = await connect()
    await byMessage.next(ofType('ready'))
    byMessage.send({ type: 'auth', token: customer.token })
    expect(await byMessage.next(ofType('ready'))).toEqual({ type: 'ready', data: { user_id: customer.id } })
    await t.app.realtime.orderPaymentUpdated({ id: 42, userId: customer.id, shopId }, 'paid')
    expect((await byMessage.next(ofType('order.payment_updated'))).data).toMatchObject({
      order_id: 42,
      transaction_status: 'paid',
    })
  })

  it('accepts the storefront’s session cookie only from a same-origin page', async () => {
    const host = new URL(base).host
    const same = await connect('', { cookie: `theme=dark; access_token=${customer.token}`, origin: `http://${host}` })
    expect(await same.next(ofType('ready'))).toEqual({ type: 'ready', data: { user_id: customer.id } })
    const cross = await connect('', { cookie: `access_token=${customer.token}`, origin: 'http://evil.example' })
    expect(await cross.next(ofType('ready'))).toEqual({ type: 'ready', data: { user_id: null } })
  })

  it('closes with 4401 on an unknown token', async () => {
    const socket = await connect('?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
    expect(await socket.next(ofType('error'))).toMatchObject({
      data: { statusCode: 'ERROR_100', message: 'Unauthorized' },
    })
    expect((await socket.closed).code).toBe(4401)
  })

  it('lets a seller hear their shop’s orders without subscribing, and no one else’s', async () => {
    const socket = await connect(`?token=${seller.token}`)
    await socket.next(ofType('ready'))
    await t.app.realtime.orderStatusChanged({ id: 43, userId: customer.id, shopId, status: 'new' })
    expect((await socket.next(ofType('order.status_changed'))).data).toMatchObject({ order_id: 43, shop_id: shopId })
    socket.send({ type: 'subscribe', channel: 'shop', shop_id: shopId + 1 })
    expect(await socket.next(ofType('error'))).toMatchObject({ data: { statusCode: 'ERROR_101' } })
  })

  it('delivers group-cart changes to the owner and members, kicked notices included, and refuses strangers', async () => {
    const [cart] = await t.db.insert(carts).values({ ownerId: stranger.id, shopId, group: true }).returning()
    const [guest] = await t.db.insert(userCarts).values({ cartId: cart!.id, name: 'Guest' }).returning()
    const owner = await connect(`?token=${stranger.token}`)
    await owner.next(ofType('ready'))
    owner.send({ type: 'subscribe', channel: 'cart', cart_id: cart!.id })
    expect(await owner.next(ofType('subscribed'))).toEqual({
      type: 'subscribed',
      data: { channel: 'cart', id: cart!.id },
    })

    const member = await connect()
    await member.next(ofType('ready'))
    member.send({ type: 'subscribe', channel: 'cart', cart_id: cart!.id, user_cart_uuid: guest!.uuid })
    await member.next(ofType('subscribed'))

    const outsider = await connect(`?token=${customer.token}`)
    await outsider.next(ofType('ready'))
    outsider.send({ type: 'subscribe', channel: 'cart', cart_id: cart!.id })
    expect(await outsider.next(ofType('error'))).toMatchObject({ data: { statusCode: 'ERROR_101' } })
    outsider.send({
      type: 'subscribe',
      channel: 'cart',
      cart_id: cart!.id,
      user_cart_uuid: '00000000-0000-4000-8000-000000000000',
    })
    expect(await outsider.next(ofType('error'))).toMatchObject({ data: { statusCode: 'ERROR_101' } })

    await t.app.realtime.cartChanged(cart!.id, { reason: 'product_added' })
    for (const socket of [owner, member]) {
      expect((await socket.next(ofType('cart.updated'))).data).toEqual({ cart_id: cart!.id, reason: 'product_added' })
    }
    await outsider.expectNone(ofType('cart.updated'))

    await t.app.realtime.memberKicked(cart!.id, guest!.uuid)
    expect((await member.next(ofType('cart.member_kicked'))).data).toEqual({
      cart_id: cart!.id,
      user_cart_uuid: guest!.uuid,
      message: KICKED_MESSAGE,
    })

    member.send({ type: 'unsubscribe', channel: 'cart', cart_id: cart!.id })
    await member.next(ofType('unsubscribed'))
    await t.app.realtime.cartChanged(cart!.id)
    await owner.next(ofType('cart.updated'))
    await member.expectNone(ofType('cart.updated'))
  })

  it('forgets a closed socket’s subscriptions', async () => {
    const before = bus.channelCount
    const socket = await connectSocket(`${base}?token=${stranger.token}`)
    await socket.next(ofType('ready'))
    expect(bus.channelCount).toBeGreaterThanOrEqual(before)
    await socket.close()
    await expect.poll(() => bus.channelCount).toBeLessThanOrEqual(before)
  })
})

// A local redis-server on a free port, when the machine has one; skipped with the reason in the name otherwise.
describe.skipIf(!HAS_REDIS)(`RedisEventBus${NEEDS_REDIS}`, () => {
  it('carries an event published on one instance to a listener on another', async () => {
    const redis = await startRedis()
    const a = new Redis(redis.url)
    const b = new Redis(redis.url)
    const busA = new RedisEventBus(a)
    const busB = new RedisEventBus(b)
    try {
      const received: RealtimeEvent[] = []
      const frames: string[] = []
      const stop = busA.subscribe('user:7', (event, frame) => {
        received.push(event)
        frames.push(frame.toString('utf8'))
      })
      // Subscribing is asynchronous; publish until the subscription is live.
      await expect
        .poll(async () => {
          await busB.publish('user:7', { type: 'order.status_changed', data: { order_id: 1 } })
          return received.length
        })
        .toBeGreaterThan(0)
      expect(received[0]).toEqual({ type: 'order.status_changed', data: { order_id: 1 } })
      // The frame sockets send is Redis's message as it came, the event's JSON.
      expect(JSON.parse(frames[0]!)).toEqual(received[0])
      stop()
      const count = received.length
      await busB.publish('user:7', { type: 'x', data: {} })
      // Nothing may arrive: a short wait is the only way to see an absence (a delivery takes a few ms here).
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(received).toHaveLength(count)
    } finally {
      await busA.close()
      await busB.close()
      a.disconnect()
      b.disconnect()
      redis.stop()
    }
  })

  it('with REDIS_URL, a socket on one instance hears an event published on another', async () => {
    const redis = await startRedis()
    const a = new Redis(redis.url)
    const b = new Redis(redis.url)
    const first = await buildApp({ db: t.db, storageDir: t.storageDir, redis: a, publicUrl: 'http://basil.test' })
    const second = await buildApp({ db: t.db, storageDir: t.storageDir, redis: b, publicUrl: 'http://basil.test' })
    try {
      const address = await second.listen({ host: '127.0.0.1', port: 0 })
      const socket = await connectSocket(`${address.replace('http', 'ws')}/api/v1/ws?token=${customer.token}`)
      open.push(socket)
      await socket.next(ofType('ready'))
      await expect
        .poll(async () => {
          await first.realtime.orderStatusChanged({ id: 77, userId: customer.id, shopId, status: 'cooking' })
          return socket.next(ofType('order.status_changed'), 200).then(
            (m) => m.data.order_id,
            () => null,
          )
        })
        .toBe(77)
    } finally {
      await first.close()
      await second.close()
      a.disconnect()
      b.disconnect()
      redis.stop()
    }
  })
})
