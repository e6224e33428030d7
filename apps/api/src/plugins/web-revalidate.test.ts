import { REVALIDATE_SIGNATURE_HEADER, REVALIDATE_TIMESTAMP_HEADER } from '@basil/contracts'
import { eq } from 'drizzle-orm'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { orders, orderStatusHistory } from '../db/schema/index.ts'
import { call, findFixture, makeCustomer, resetFixture, type Fixture } from '../modules/orders/test-support.ts'
import { signRevalidation } from './web-revalidate.ts'

// A stand-in storefront on a local port: it records what the API tells it (the real route checks the same signature,
// apps/web/src/app/cache/revalidate/route.ts).
type Told = { path: string; headers: IncomingHttpHeaders; body: string }
const told: Told[] = []
let storefront: Server
let t: TestApp
let f: Fixture
const SECRET = 'a-shared-secret-of-at-least-32-characters'

beforeAll(async () => {
  storefront = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      told.push({ path: req.url ?? '', headers: req.headers, body })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve))
  const { port } = storefront.address() as AddressInfo
  t = await createTestApp({ webRevalidate: { urls: [`http://127.0.0.1:${port}`], secret: SECRET } })
  f = await findFixture(t)
  await resetFixture(t, f)
})
afterAll(async () => {
  await t.close()
  await new Promise((resolve) => storefront.close(resolve))
})

async function waitForCall(count: number) {
  for (let i = 0; i < 100 && told.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('telling the storefront that catalogue data changed', () => {
  it('after a review, posts the shops tag, signed with the shared secret; reads and refused writes tell nothing', async () => {
    const a = await makeCustomer(t)
    const cart = await call(t, 'POST', 'dashboard/user/cart/insert-product', {
      token: a.token,
      body: { shop_id: f.shopId, currency_id: 1, rate: 1, products: [{ stock_id: f.stockId, quantity: 2 }] },
    })
    const order = await call(t, 'POST', 'dashboard/user/orders', {
      token: a.token,
      body: {
        cart_id: cart.body.data.id,
        shop_id: f.shopId,
        currency_id: 1,
        rate: 1,
        payment_id: f.paymentIds.cash,
        delivery_type: 'delivery',
        location: f.location,
        address: { address: '1 Test street' },
        phone: '+12025550177',
      },
    })
    expect(order.status, JSON.stringify(order.body)).toBe(201)
    const id = order.body.data.id as number
    // Too early (not delivered): refused, nothing to tell.
    expect(
      (await call(t, 'POST', `dashboard/user/orders/review/${id}`, { token: a.token, body: { rating: 5 } })).status,
    ).toBe(400)
    expect((await call(t, 'GET', 'rest/shops/paginate', {})).status).toBe(200)
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, id))
    await t.db.insert(orderStatusHistory).values({ orderId: id, status: 'delivered' })
    expect(told).toEqual([])

    expect(
      (await call(t, 'POST', `dashboard/user/orders/review/${id}`, { token: a.token, body: { rating: 5 } })).status,
    ).toBe(200)
    await waitForCall(1)
    expect(told).toHaveLength(1)
    const [call1] = told
    expect(call1!.path).toBe('/cache/revalidate')
    expect(JSON.parse(call1!.body)).toEqual({ tags: ['shops'] })
    const timestamp = Number(call1!.headers[REVALIDATE_TIMESTAMP_HEADER])
    expect(Math.abs(Date.now() / 1000 - timestamp)).toBeLessThan(60)
    expect(call1!.headers[REVALIDATE_SIGNATURE_HEADER]).toBe(signRevalidation(SECRET, timestamp, call1!.body))
  })
})
