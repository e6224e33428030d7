// The whole life of an order through the public API only: a customer fills a cart, orders and pays by card (Stripe
// Checkout against the local fake, confirmed by the signed webhook), follows it over the WebSocket while the shop's
// seller moves it to delivered, asks for a refund, and gets the money in the wallet when the seller approves.
import {
  cartResponseSchema,
  orderResponseSchema,
  paymentProcessResponseSchema,
  refundResponseSchema,
  walletHistoriesPaginatedSchema,
} from '@basil/contracts'
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/stripe.ts'
import { connectSocket, type TestMessage, type TestSocket } from '../../../test/fakes/ws-client.ts'
import { createAccount, stockQuantity, walletBalance, type Account } from '../../../test/fixtures/orders.ts'
import { shops } from '../../db/schema/index.ts'
import { findFixture, makeCustomer, resetFixture, type Fixture } from '../orders/test-support.ts'
import { call, json } from '../../../test/kit.ts'

let t: TestApp
let stripe: FakeStripe
let origin: string
let f: Fixture
let seller: Account
let socket: TestSocket | undefined

beforeAll(async () => {
  const keys = {
    secretKey: `sk_test_${randomBytes(12).toString('hex')}`,
    webhookSecret: `whsec_${randomBytes(24).toString('hex')}`,
  }
  stripe = await startFakeStripe(keys)
  t = await createTestApp({
    payments: { stripe: { ...keys, apiUrl: stripe.url }, storefrontUrl: 'http://shop.test' },
  })
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 })
  stripe.setWebhookUrl(`${origin}/api/v1/webhook/stripe/payment`)
  f = await findFixture(t)
  await resetFixture(t, f)
  seller = await createAccount(t.db, 'seller')
  await t.db.update(shops).set({ userId: seller.id }).where(eq(shops.id, f.shopId))
})
afterAll(async () => {
  await socket?.close()
  await t.close()
  await stripe.close()
})

const statusOf = (m: TestMessage) => m.type === 'order.status_changed'

describe('an order from cart to refund', () => {
  it('is paid by card, followed live to delivered, and refunded to the wallet', async () => {
    const customer = await makeCustomer(t)
    const stockBefore = await stockQuantity(t.db, f.stockId)
    const cart = await call(t, 'POST', 'dashboard/user/cart/insert-product', {
      token: customer.token,
      body: { shop_id: f.shopId, products: [{ stock_id: f.stockId, quantity: 2 }] },
    })
    expect(cart.status, JSON.stringify(cart.body)).toBe(200)

    socket = await connectSocket(`${origin.replace('http', 'ws')}/api/v1/ws`)
    await socket.next((m) => m.type === 'ready')
    socket.send({ type: 'auth', token: customer.token })
    expect((await socket.next((m) => m.type === 'ready')).data.user_id).toBe(customer.id)

    const placed = await call(t, 'POST', 'dashboard/user/orders', {
      token: customer.token,
      body: {
        cart_id: json(cart, cartResponseSchema).data.id,
        shop_id: f.shopId,
        payment_id: f.paymentIds.stripe,
        delivery_type: 'delivery',
        location: f.location,
        address: { address: '1 Test street' },
        phone: '+12025550177',
      },
    })
    expect([200, 201], JSON.stringify(placed.body)).toContain(placed.status)
    const orderId: number = json(placed, orderResponseSchema).data.id
    expect((await socket.next(statusOf)).data).toMatchObject({ order_id: orderId, status: 'new' })
    expect(await stockQuantity(t.db, f.stockId)).toBe(stockBefore - 2)

    const page = await call(t, 'GET', 'dashboard/user/order-stripe-process', {
      token: customer.token,
      query: { order_id: orderId },
    })
    expect(page.status, JSON.stringify(page.body)).toBe(200)
    const sessionId = String(json(page, paymentProcessResponseSchema).data.data.url).split('/pay/')[1]!
    expect(stripe.sessions.get(sessionId)!.amount_total).toBe(
      Math.round(json(placed, orderResponseSchema).data.total_price * 100),
    )
    expect((await stripe.pay(sessionId)).status).toBe(200)
    expect((await socket.next((m) => m.type === 'order.payment_updated')).data).toMatchObject({
      order_id: orderId,
      transaction_status: 'paid',
    })

    for (const status of ['accepted', 'cooking', 'ready', 'on_a_way', 'delivered']) {
      const moved = await call(t, 'POST', `dashboard/seller/order/${orderId}/status`, {
        token: seller.token,
        body: { status },
      })
      expect(moved.status, JSON.stringify(moved.body)).toBe(200)
      expect((await socket.next(statusOf)).data).toMatchObject({ order_id: orderId, status })
    }
    const shown = await call(t, 'GET', `dashboard/user/orders/${orderId}`, { token: customer.token })
    expect(json(shown, orderResponseSchema).data).toMatchObject({
      status: 'delivered',
      transaction: { status: 'paid', payment_system: { tag: 'stripe' } },
    })
    expect(json(shown, orderResponseSchema).data.status_history.map((h: { status: string }) => h.status)).toEqual([
      'new',
      'accepted',
      'cooking',
      'ready',
      'on_a_way',
      'delivered',
    ])

    const refund = await call(t, 'POST', 'dashboard/user/order-refunds', {
      token: customer.token,
      body: { order_id: orderId, cause: 'Missing a drink' },
    })
    expect(refund.status, JSON.stringify(refund.body)).toBe(200)
    const approved = await call(
      t,
      'PUT',
      `dashboard/seller/order-refunds/${json(refund, refundResponseSchema).data.id}`,
      {
        token: seller.token,
        body: { status: 'approved', answer: 'Refunded, sorry' },
      },
    )
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect((await socket.next((m) => m.type === 'order.refund_updated')).data).toMatchObject({
      order_id: orderId,
      status: 'approved',
    })
    expect(await walletBalance(t.db, customer.id)).toBe(
      Math.round(json(placed, orderResponseSchema).data.total_price * 100),
    )
    const history = await call(t, 'GET', 'dashboard/user/wallet/histories', { token: customer.token })
    // The wallet history shows the credit (`type` is the contract's topup/withdraw; `reason` says why).
    if (history.status === 200) {
      expect(json(history, walletHistoriesPaginatedSchema).data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'topup', price: json(placed, orderResponseSchema).data.total_price }),
        ]),
      )
    }
    const after = await call(t, 'GET', `dashboard/user/orders/${orderId}`, { token: customer.token })
    expect(json(after, orderResponseSchema).data.order_refunds).toEqual([
      expect.objectContaining({ status: 'approved', answer: 'Refunded, sorry' }),
    ])
  })
})
