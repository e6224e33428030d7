// Money and stock under concurrent requests. Meaningful on PostgreSQL (TEST_DATABASE_URL), where requests really
// interleave over the pool's connections; on the embedded database they serialise, and the invariants hold too.
import { cartCalculationResponseSchema, cartResponseSchema, orderResponseSchema } from '@basil/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { orders, stocks, wallets } from '../../db/schema/index.ts'
import { ledgerBalance } from '../wallet/ledger.ts'
import { findFixture, makeCustomer, resetFixture, stockQuantity, type Fixture } from './test-support.ts'
import { call, errorOf, json } from '../../../test/kit.ts'

let t: TestApp
let f: Fixture
beforeAll(async () => {
  t = await createTestApp()
  f = await findFixture(t)
})
afterAll(() => t.close())
beforeEach(() => resetFixture(t, f))

async function customerWithCart(quantity: number, balance = 0) {
  const c = await makeCustomer(t, { balance })
  const res = await call(t, 'POST', 'dashboard/user/cart/insert-product', {
    token: c.token,
    body: { shop_id: f.shopId, products: [{ stock_id: f.stockId, quantity }] },
  })
  if (res.status !== 200) throw new Error(JSON.stringify(res.body))
  return { ...c, cartId: json(res, cartResponseSchema).data.id }
}

const orderBody = (cartId: number, paymentId: number) => ({
  cart_id: cartId,
  shop_id: f.shopId,
  payment_id: paymentId,
  delivery_type: 'pickup',
  phone: '+12025550177',
})

describe('concurrent orders', () => {
  it('sells exactly the quantity on hand when many customers race for the last items', async () => {
    const buyers: Array<Awaited<ReturnType<typeof customerWithCart>>> = []
    for (let i = 0; i < 8; i++) buyers.push(await customerWithCart(1))
    await t.db.update(stocks).set({ quantity: 3 }).where(eq(stocks.id, f.stockId))
    const results = await Promise.all(
      buyers.map((b) =>
        call(t, 'POST', 'dashboard/user/orders', { token: b.token, body: orderBody(b.cartId, f.paymentIds.cash!) }),
      ),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(400)
      expect(errorOf(r).message).toBe('Out of stock')
    }
    expect(await stockQuantity(t, f.stockId)).toBe(0)
    const placed = await t.db.select().from(orders).where(eq(orders.shopId, f.shopId))
    const mine = placed.filter((o) => buyers.some((b) => b.id === o.userId))
    expect(mine).toHaveLength(3)
  })

  it('never lets two orders of several units take the stock below zero', async () => {
    const buyers: Array<Awaited<ReturnType<typeof customerWithCart>>> = []
    for (let i = 0; i < 6; i++) buyers.push(await customerWithCart(4))
    await t.db.update(stocks).set({ quantity: 10 }).where(eq(stocks.id, f.stockId))
    const results = await Promise.all(
      buyers.map((b) =>
        call(t, 'POST', 'dashboard/user/orders', { token: b.token, body: orderBody(b.cartId, f.paymentIds.cash!) }),
      ),
    )
    expect(results.filter((r) => r.status === 201)).toHaveLength(2)
    expect(await stockQuantity(t, f.stockId)).toBe(2)
  })

  it('makes one order of parallel requests with the same idempotency key', async () => {
    const b = await customerWithCart(1)
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t, 'POST', 'dashboard/user/orders', {
          token: b.token,
          body: orderBody(b.cartId, f.paymentIds.cash!),
          headers: { 'idempotency-key': 'same-checkout' },
        }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201])
    const ids = new Set(results.map((r) => json(r, orderResponseSchema).data.id))
    expect(ids.size).toBe(1)
    expect(await t.db.select().from(orders).where(eq(orders.userId, b.id))).toHaveLength(1)
    expect(await stockQuantity(t, f.stockId)).toBe(99)
  })

  it('never overdraws a wallet paying orders in parallel', async () => {
    // Each buyer can afford one order; a second wallet (transfer) races the order for the same money.
    const b = await customerWithCart(1, 0)
    const price = json(
      await call(t, 'POST', `dashboard/user/cart/calculate/${b.cartId}`, { token: b.token, body: { type: 'pickup' } }),
      cartCalculationResponseSchema,
    ).data.total_price
    const minor = Math.round(price * 100)
    const { postWalletEntry } = await import('../wallet/ledger.ts')
    await postWalletEntry(t.db, { userId: b.id, amount: minor, type: 'topup' })
    const friend = await makeCustomer(t)
    const [order, send] = await Promise.all([
      call(t, 'POST', 'dashboard/user/orders', { token: b.token, body: orderBody(b.cartId, f.paymentIds.wallet!) }),
      call(t, 'POST', 'dashboard/user/wallet/send', { token: b.token, body: { price, uuid: friend.uuid } }),
    ])
    // Exactly one of them got the money.
    expect([order.status === 201, send.status === 200].filter(Boolean)).toHaveLength(1)
    const failed = order.status === 201 ? send : order
    expect(errorOf(failed).message).toBe('Insufficient wallet balance')
    const [w] = await t.db.select().from(wallets).where(eq(wallets.userId, b.id))
    expect(w!.balance).toBe(0)
    expect(await ledgerBalance(t.db, w!.id)).toBe(0)
  })
})

describe('concurrent wallet transfers', () => {
  it('never overdraw, and the balance always equals the ledger', async () => {
    const payer = await makeCustomer(t, { balance: 1000 })
    const payee = await makeCustomer(t)
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(t, 'POST', 'dashboard/user/wallet/send', { token: payer.token, body: { price: 3, uuid: payee.uuid } }),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(3)
    for (const r of results.filter((r) => r.status !== 200))
      expect(errorOf(r).message).toBe('Insufficient wallet balance')
    for (const [user, expected] of [
      [payer.id, 100],
      [payee.id, 900],
    ] as const) {
      const [w] = await t.db.select().from(wallets).where(eq(wallets.userId, user))
      expect(w!.balance).toBe(expected)
      expect(await ledgerBalance(t.db, w!.id)).toBe(expected)
    }
  })

  it('does not deadlock on opposite transfers', async () => {
    const a = await makeCustomer(t, { balance: 10_000 })
    const b = await makeCustomer(t, { balance: 10_000 })
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? call(t, 'POST', 'dashboard/user/wallet/send', { token: a.token, body: { price: 1, uuid: b.uuid } })
          : call(t, 'POST', 'dashboard/user/wallet/send', { token: b.token, body: { price: 1, uuid: a.uuid } }),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200))
    for (const user of [a.id, b.id]) {
      const [w] = await t.db.select().from(wallets).where(eq(wallets.userId, user))
      expect(w!.balance).toBe(10_000)
      expect(await ledgerBalance(t.db, w!.id)).toBe(10_000)
    }
  })
})
