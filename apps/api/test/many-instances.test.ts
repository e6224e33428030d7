// Many machines (README, "Running on PostgreSQL and many machines"): two API instances on one PostgreSQL and one
// Redis behave as one service. An order status changed through one reaches a WebSocket held by the other; rate limits
// are counted once for both; a catalogue change made through one (stock taken by an order) is served by the other
// once its cache period has passed. Runs in the PostgreSQL pass when redis-server is installed.
import { sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildApp, type App } from '../src/app.ts'
import { call, findFixture, makeCustomer, type Fixture } from '../src/modules/orders/test-support.ts'
import { createTestApp, type TestApp } from './app.ts'
import { connectSocket, type TestSocket } from './fakes/ws-client.ts'
import { demoSeller, placeOrder, sellerShopId } from './fixtures/orders.ts'
import { HAS_REDIS, startRedis, type TestRedis } from './redis.ts'

const ON_POSTGRES = inject('template').kind === 'postgres'
const reason = !ON_POSTGRES
  ? ' [skipped: runs in the PostgreSQL pass]'
  : !HAS_REDIS
    ? ' [skipped: needs redis-server]'
    : ''
const CACHE_MS = 1_000

let t: TestApp
let redis: TestRedis
let clients: Redis[] = []
let a: App
let b: App
let socket: TestSocket | undefined
/** `call` against one instance (the helpers take a TestApp; both instances share its database). */
const on = (app: App): TestApp => ({ ...t, app })

describe.skipIf(reason !== '')(`two API instances on one PostgreSQL and one Redis${reason}`, () => {
  beforeAll(async () => {
    t = await createTestApp()
    redis = await startRedis()
    clients = [new Redis(redis.url), new Redis(redis.url)]
    const shared = { db: t.db, storageDir: t.storageDir, publicUrl: 'http://basil.test', responseCacheTtlMs: CACHE_MS }
    a = await buildApp({ ...shared, redis: clients[0] })
    b = await buildApp({ ...shared, redis: clients[1] })
    await Promise.all([a.ready(), b.ready()])
  })
  afterAll(async () => {
    await socket?.close()
    await a?.close()
    await b?.close()
    for (const c of clients) c.disconnect()
    redis?.stop()
    await t?.close()
  })

  it('an order status changed through A reaches the customer WebSocket held by B', async () => {
    const seller = await demoSeller(t.db)
    const shopId = await sellerShopId(t.db, seller.id)
    const customer = await makeCustomer(t)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, status: 'new' })
    const address = await b.listen({ host: '127.0.0.1', port: 0 })
    socket = await connectSocket(`${address.replace('http', 'ws')}/api/v1/ws?token=${customer.token}`)
    await socket.next((m) => m.type === 'ready')
    const res = await call(on(a), 'POST', `dashboard/seller/order/${order.id}/status`, {
      token: seller.token,
      body: { status: 'accepted' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const heard = await socket.next((m) => m.type === 'order.status_changed' && m.data.order_id === order.id, 5_000)
    expect(heard.data.status).toBe('accepted')
  })

  it('counts a rate limit once for both instances', async () => {
    const ip = '198.51.100.77'
    let tries = 0
    for (; tries < 60; tries++) {
      const instance = tries % 2 === 0 ? a : b
      const res = await call(on(instance), 'POST', 'auth/login', {
        ip,
        body: { email: `many-${tries}@example.org`, password: 'wrong-password' },
      })
      if (res.status === 429) break
    }
    // sign-in:address allows 20 a window: alone, each instance would let 20 through (40 together).
    expect(tries).toBe(20)
  })

  it('serves a catalogue change made through A from B within the cache period', async () => {
    const f: Fixture = await findFixture(t)
    const product = await t.db.execute<{ uuid: string }>(sql`SELECT uuid FROM products WHERE id = ${f.productId}`)
    const url = `rest/products/${product.rows[0]!.uuid}`
    const quantityOn = async (app: App) => {
      const res = await call(on(app), 'GET', url)
      const stock = (res.body.data.stocks as Array<{ id: number; quantity: number }>).find((s) => s.id === f.stockId)
      return stock!.quantity
    }
    const before = await quantityOn(b)
    // Through A: a customer fills a cart and orders, which takes stock.
    const customer = await makeCustomer(t)
    const cart = await call(on(a), 'POST', 'dashboard/user/cart/insert-product', {
      token: customer.token,
      body: { shop_id: f.shopId, currency_id: 1, rate: 1, products: [{ stock_id: f.stockId, quantity: 2 }] },
    })
    expect(cart.status, JSON.stringify(cart.body)).toBe(200)
    const ordered = await call(on(a), 'POST', 'dashboard/user/orders', {
      token: customer.token,
      body: {
        cart_id: cart.body.data.id,
        shop_id: f.shopId,
        currency_id: 1,
        rate: 1,
        payment_id: f.paymentIds.cash,
        delivery_type: 'pickup',
        phone: '+12025550177',
      },
    })
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201)
    // B's copy is at most two cache periods old; a read past that may still answer from the stale copy while it
    // refreshes, so within a few periods B serves the new stock.
    await expect.poll(() => quantityOn(b), { timeout: CACHE_MS * 5, interval: 200 }).toBe(before - 2)
  })
})
