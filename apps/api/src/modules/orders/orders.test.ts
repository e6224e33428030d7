import {
  cartCalculationResponseSchema,
  cartResponseSchema,
  orderRepeatResponseSchema,
  orderResponseSchema,
  ordersPaginatedSchema,
  userCartResponseSchema,
} from '@basil/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { call, errorOf, json } from '../../../test/kit.ts'
import {
  carts,
  coupons,
  orderStatusHistory,
  orders,
  paymentTransactions,
  shopClosedDates,
  shopPayments,
  shops,
  shopWorkingDays,
  stocks,
  walletHistories,
  wallets,
} from '../../db/schema/index.ts'
import { ledgerBalance } from '../wallet/ledger.ts'
import {
  findFixture,
  makeCustomer,
  resetFixture,
  setSetting,
  shopToday,
  stockQuantity,
  type Fixture,
} from './test-support.ts'

let t: TestApp
let f: Fixture
beforeAll(async () => {
  t = await createTestApp()
  f = await findFixture(t)
})
afterAll(() => t.close())
beforeEach(() => resetFixture(t, f))

async function fillCart(token: string, products: unknown[] = [{ stock_id: f.stockId, quantity: 2 }]) {
  const res = await call(t, 'POST', 'dashboard/user/cart/insert-product', {
    token,
    body: { shop_id: f.shopId, currency_id: 1, rate: 1, products },
  })
  if (res.status !== 200) throw new Error(JSON.stringify(res.body))
  return json(res, cartResponseSchema).data
}

function orderBody(cartId: number, extra: Record<string, unknown> = {}) {
  return {
    cart_id: cartId,
    shop_id: f.shopId,
    currency_id: 1,
    rate: 1,
    payment_id: f.paymentIds.cash,
    delivery_type: 'delivery',
    location: f.location,
    address: { address: '1 Test street', office: null, house: '2', floor: '3' },
    phone: '+12025550177',
    note: 'Leave at the door',
    ...extra,
  }
}

const place = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  call(t, 'POST', 'dashboard/user/orders', { token, body, headers })

async function balanceOf(userId: number) {
  const [w] = await t.db.select().from(wallets).where(eq(wallets.userId, userId))
  return w ? { balance: w.balance, ledger: await ledgerBalance(t.db, w.id) } : { balance: 0, ledger: 0 }
}

describe('POST orders', () => {
  it('turns the cart into an order paid in cash: totals, stock, transaction, timeline, cart removed', async () => {
    const a = await makeCustomer(t)
    const cart = await fillCart(a.token, [
      { stock_id: f.stockId, quantity: 2 },
      { stock_id: f.addonStockId, quantity: 1, parent_id: f.stockId },
    ])
    const calc = await call(t, 'POST', `dashboard/user/cart/calculate/${cart.id}`, {
      token: a.token,
      body: { type: 'delivery', address: f.location },
    })
    const res = await place(a.token, orderBody(cart.id, { notes: { [String(f.stockId)]: 'No onions' } }))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const order = json(res, orderResponseSchema).data
    expect(order).toMatchObject({
      user_id: a.id,
      shop_id: f.shopId,
      status: 'new',
      delivery_type: 'delivery',
      address: { address: '1 Test street', house: '2', floor: '3', office: null },
      location: f.location,
      phone: '+12025550177',
      note: 'Leave at the door',
      transaction: { status: 'progress', payment_system: { tag: 'cash' } },
      review: null,
      repeat: null,
      order_refunds: [],
    })
    expect(order.total_price).toBeCloseTo(json(calc, cartCalculationResponseSchema).data.total_price, 2)
    expect(order.delivery_fee).toBeCloseTo(json(calc, cartCalculationResponseSchema).data.delivery_fee, 2)
    expect(order.status_history.map((h) => h.status)).toEqual(['new'])
    expect(order.details).toHaveLength(1)
    expect(order.details[0]).toMatchObject({ quantity: 2, note: 'No onions', stock: { id: f.stockId } })
    expect(order.details[0]?.addons[0]).toMatchObject({ quantity: 2, stock: { id: f.addonStockId } })
    expect(order.shop?.id).toBe(f.shopId)
    expect(order.currency).toMatchObject({ id: 1 })
    expect(await stockQuantity(t, f.stockId)).toBe(98)
    expect(await stockQuantity(t, f.addonStockId)).toBe(98)
    expect(await t.db.select().from(carts).where(eq(carts.id, cart.id))).toHaveLength(0)
    expect((await call(t, 'GET', 'dashboard/user/cart', { token: a.token })).status).toBe(404)

    const shown = await call(t, 'GET', `dashboard/user/orders/${order.id}`, { token: a.token })
    expect(shown.status).toBe(200)
    expect(json(shown, orderResponseSchema).data.id).toBe(order.id)
  })

  it('pays from the wallet through the ledger; a short wallet changes nothing', async () => {
    const rich = await makeCustomer(t, { balance: 1_000_000 })
    const cart = await fillCart(rich.token)
    const res = await place(rich.token, orderBody(cart.id, { payment_id: f.paymentIds.wallet }))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(json(res, orderResponseSchema).data.transaction).toMatchObject({
      status: 'paid',
      payment_system: { tag: 'wallet' },
    })
    const [row] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, json(res, orderResponseSchema).data.id))
    const after = await balanceOf(rich.id)
    expect(after.balance).toBe(1_000_000 - row!.totalPrice)
    expect(after.ledger).toBe(after.balance)

    const poor = await makeCustomer(t, { balance: 100 })
    const poorCart = await fillCart(poor.token)
    const before = await stockQuantity(t, f.stockId)
    const refused = await place(poor.token, orderBody(poorCart.id, { payment_id: f.paymentIds.wallet }))
    expect(refused.status).toBe(400)
    expect(errorOf(refused).message).toBe('Insufficient wallet balance')
    expect(await stockQuantity(t, f.stockId)).toBe(before)
    expect(await balanceOf(poor.id)).toEqual({ balance: 100, ledger: 100 })
    expect((await call(t, 'GET', 'dashboard/user/cart', { token: poor.token })).status).toBe(200)
    expect(await t.db.select().from(orders).where(eq(orders.userId, poor.id))).toHaveLength(0)
  })

  it('leaves a card order waiting for the provider', async () => {
    const a = await makeCustomer(t, { balance: 1_000_000 })
    const cart = await fillCart(a.token)
    const res = await place(a.token, orderBody(cart.id, { payment_id: f.paymentIds.stripe }))
    expect(res.status).toBe(201)
    expect(json(res, orderResponseSchema).data.transaction).toMatchObject({
      status: 'progress',
      payment_system: { tag: 'stripe' },
    })
    expect((await balanceOf(a.id)).balance).toBe(1_000_000)
  })

  it('asks for a payment method and, when the setting says so, a phone number', async () => {
    const a = await makeCustomer(t, { phone: null })
    const cart = await fillCart(a.token)
    const noPayment = await place(a.token, orderBody(cart.id, { payment_id: undefined }))
    expect(noPayment.status).toBe(400)
    expect(errorOf(noPayment).message).toBe('Please, choose payment method')
    const inactive = await place(a.token, orderBody(cart.id, { payment_id: f.paymentIds.paypal }))
    expect(errorOf(inactive).message).toBe('Please, choose payment method')
    await setSetting(t, 'before_order_phone_required', '1')
    const noPhone = await place(a.token, orderBody(cart.id, { phone: null }))
    expect(noPhone.status).toBe(400)
    expect(errorOf(noPhone).message).toBe('Phone number is required')
    expect((await place(a.token, orderBody(cart.id))).status).toBe(201)
  })

  it('accepts only the payment methods a shop lists, when it lists any', async () => {
    const a = await makeCustomer(t, { balance: 1_000_000 })
    const cart = await fillCart(a.token)
    const saved = await t.db.select().from(shopPayments).where(eq(shopPayments.shopId, f.shopId))
    try {
      await t.db.delete(shopPayments).where(eq(shopPayments.shopId, f.shopId))
      await t.db.insert(shopPayments).values({ shopId: f.shopId, paymentId: f.paymentIds.cash!, status: true })
      const refused = await place(a.token, orderBody(cart.id, { payment_id: f.paymentIds.wallet }))
      expect(refused.status).toBe(400)
      expect(errorOf(refused).message).toBe('This shop does not accept this payment method')
      expect((await place(a.token, orderBody(cart.id))).status).toBe(201)
    } finally {
      await t.db.delete(shopPayments).where(eq(shopPayments.shopId, f.shopId))
      if (saved.length) await t.db.insert(shopPayments).values(saved.map(({ id: _id, ...row }) => row))
    }
  })

  it("checks the shop's hours and days for the chosen date and time", async () => {
    const a = await makeCustomer(t)
    const cart = await fillCart(a.token)
    const today = await shopToday(t, f.shopId)
    await t.db.update(shops).set({ open: false }).where(eq(shops.id, f.shopId))
    expect(errorOf(await place(a.token, orderBody(cart.id))).message).toBe('Shop is closed')
    await t.db.update(shops).set({ open: true }).where(eq(shops.id, f.shopId))

    const tomorrow = await shopToday(t, f.shopId, 1)
    await t.db.insert(shopClosedDates).values({ shopId: f.shopId, day: tomorrow }).onConflictDoNothing()
    const closedDay = await place(a.token, orderBody(cart.id, { delivery_date: tomorrow, delivery_time: '12:00' }))
    expect(closedDay.status).toBe(400)
    expect(errorOf(closedDay).message).toBe('Shop is closed in this day. Please, select another day.')
    await t.db
      .delete(shopClosedDates)
      .where(and(eq(shopClosedDates.shopId, f.shopId), eq(shopClosedDates.day, tomorrow)))

    const hours = await t.db.select().from(shopWorkingDays).where(eq(shopWorkingDays.shopId, f.shopId))
    await t.db.update(shopWorkingDays).set({ from: '10:00', to: '14:00' }).where(eq(shopWorkingDays.shopId, f.shopId))
    const late = await place(a.token, orderBody(cart.id, { delivery_date: tomorrow, delivery_time: '20:00' }))
    expect(errorOf(late).message).toBe('Shop is closed')
    const past = await place(a.token, orderBody(cart.id, { delivery_date: '2000-01-01', delivery_time: '12:00' }))
    expect(past.status).toBe(400)
    const ok = await place(a.token, orderBody(cart.id, { delivery_date: tomorrow, delivery_time: '12:30' }))
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
    expect(json(ok, orderResponseSchema).data).toMatchObject({ delivery_date: tomorrow, delivery_time: '12:30' })
    for (const h of hours)
      await t.db.update(shopWorkingDays).set({ from: h.from, to: h.to }).where(eq(shopWorkingDays.id, h.id))
    void today
  })

  it('enforces the minimum amount and re-checks the stock at order time', async () => {
    const a = await makeCustomer(t)
    const cart = await fillCart(a.token)
    await t.db.update(shops).set({ minAmount: 10_000_000 }).where(eq(shops.id, f.shopId))
    const small = await place(a.token, orderBody(cart.id))
    expect(small.status).toBe(400)
    expect(errorOf(small).params?.min_amount).toBeDefined()
    await t.db.update(shops).set({ minAmount: 0 }).where(eq(shops.id, f.shopId))
    await t.db.update(stocks).set({ quantity: 1 }).where(eq(stocks.id, f.stockId))
    const short = await place(a.token, orderBody(cart.id))
    expect(short.status).toBe(400)
    expect(errorOf(short).message).toBe('Out of stock')
    expect(await stockQuantity(t, f.stockId)).toBe(1)
  })

  it('answers a retry with the same Idempotency-Key with the same order', async () => {
    const a = await makeCustomer(t)
    const cart = await fillCart(a.token)
    const first = await place(a.token, orderBody(cart.id), { 'idempotency-key': 'checkout-1' })
    expect(first.status).toBe(201)
    const again = await place(a.token, orderBody(cart.id), { 'idempotency-key': 'checkout-1' })
    expect(again.status).toBe(200)
    expect(json(again, orderResponseSchema).data.id).toBe(json(first, orderResponseSchema).data.id)
    const viaBody = await place(a.token, orderBody(cart.id, { idempotency_key: 'checkout-1' }))
    expect(json(viaBody, orderResponseSchema).data.id).toBe(json(first, orderResponseSchema).data.id)
    expect(await t.db.select().from(orders).where(eq(orders.userId, a.id))).toHaveLength(1)
    // Without the key, the spent cart is gone.
    expect((await place(a.token, orderBody(cart.id))).status).toBe(404)
    // Another user with the same key gets their own order.
    const b = await makeCustomer(t)
    const bCart = await fillCart(b.token)
    const bOrder = await place(b.token, orderBody(bCart.id), { 'idempotency-key': 'checkout-1' })
    expect(bOrder.status).toBe(201)
    expect(json(bOrder, orderResponseSchema).data.id).not.toBe(json(first, orderResponseSchema).data.id)
  })

  it('uses a coupon once per user and releases it when the order is canceled', async () => {
    const a = await makeCustomer(t)
    const [coupon] = await t.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.shopId, f.shopId), eq(coupons.name, 'DEMO5')))
    const cart = await fillCart(a.token)
    const res = await place(a.token, orderBody(cart.id, { coupon: 'DEMO5' }))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(json(res, orderResponseSchema).data.coupon).toMatchObject({ name: 'DEMO5', price: 5 })
    const [used] = await t.db.select().from(coupons).where(eq(coupons.id, coupon!.id))
    expect(used!.qty).toBe(coupon!.qty - 1)
    const check = await call(t, 'POST', 'rest/coupons/check', {
      body: { coupon: 'DEMO5', shop_id: f.shopId, user_id: a.id },
    })
    expect(check.status).toBe(400)
    const cart2 = await fillCart(a.token)
    expect((await place(a.token, orderBody(cart2.id, { coupon: 'DEMO5' }))).status).toBe(400)
    await call(t, 'POST', `dashboard/user/orders/${json(res, orderResponseSchema).data.id}/status/change`, {
      token: a.token,
      query: { status: 'canceled' },
    })
    expect(
      (await call(t, 'POST', 'rest/coupons/check', { body: { coupon: 'DEMO5', shop_id: f.shopId, user_id: a.id } }))
        .status,
    ).toBe(200)
    expect((await place(a.token, orderBody(cart2.id, { coupon: 'DEMO5' }))).status).toBe(201)
  })
})

describe("the customer's orders", () => {
  it('lists orders with the active and history filters, newest first', async () => {
    const a = await makeCustomer(t)
    const ids: number[] = []
    for (let i = 0; i < 3; i++) {
      const cart = await fillCart(a.token)
      ids.push(json(await place(a.token, orderBody(cart.id)), orderResponseSchema).data.id)
    }
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, ids[0]!))
    const all = await call(t, 'GET', 'dashboard/user/orders/paginate', {
      token: a.token,
      query: { perPage: 2, column: 'id', sort: 'desc' },
    })
    expect(all.status).toBe(200)
    expect(json(all, ordersPaginatedSchema).data.map((o) => o.id)).toEqual([ids[2], ids[1]])
    expect(json(all, ordersPaginatedSchema).meta).toMatchObject({ total: 3, last_page: 2 })
    const active = await call(
      t,
      'GET',
      'dashboard/user/orders/paginate?statuses%5B0%5D=new&statuses%5B1%5D=accepted&statuses%5B2%5D=cooking&statuses%5B3%5D=ready&statuses%5B4%5D=on_a_way&order_statuses=true',
      { token: a.token },
    )
    expect(json(active, ordersPaginatedSchema).data.map((o) => o.id)).toEqual([ids[2], ids[1]])
    const history = await call(t, 'GET', 'dashboard/user/orders/paginate?statuses[]=delivered&statuses[]=canceled', {
      token: a.token,
    })
    expect(json(history, ordersPaginatedSchema).data.map((o) => o.id)).toEqual([ids[0]])
    const b = await makeCustomer(t)
    expect(
      json(await call(t, 'GET', 'dashboard/user/orders/paginate', { token: b.token }), ordersPaginatedSchema).meta
        .total,
    ).toBe(0)
  })

  it('keeps orders private: another user gets 404 and cannot cancel, review or repeat them', async () => {
    const a = await makeCustomer(t)
    const b = await makeCustomer(t)
    const cart = await fillCart(a.token)
    // B cannot order A's cart either.
    expect((await place(b.token, orderBody(cart.id))).status).toBe(404)
    const order = json(await place(a.token, orderBody(cart.id)), orderResponseSchema).data
    expect((await call(t, 'GET', `dashboard/user/orders/${order.id}`, { token: b.token })).status).toBe(404)
    expect(
      (
        await call(t, 'POST', `dashboard/user/orders/${order.id}/status/change`, {
          token: b.token,
          query: { status: 'canceled' },
        })
      ).status,
    ).toBe(404)
    expect(
      (await call(t, 'POST', `dashboard/user/orders/review/${order.id}`, { token: b.token, body: { rating: 1 } }))
        .status,
    ).toBe(404)
    expect(
      (
        await call(t, 'POST', `dashboard/user/orders/${order.id}/repeat`, {
          token: b.token,
          body: { from: '2030-01-01', to: '2030-01-05' },
        })
      ).status,
    ).toBe(404)
    expect((await call(t, 'GET', `dashboard/user/orders/${order.id}`)).status).toBe(401)
    expect((await call(t, 'GET', 'dashboard/user/orders/999999', { token: a.token })).status).toBe(404)
  })

  it('cancels while new: stock back, a wallet payment refunded through the ledger; not once accepted', async () => {
    const a = await makeCustomer(t, { balance: 1_000_000 })
    const cart = await fillCart(a.token)
    const order = json(
      await place(a.token, orderBody(cart.id, { payment_id: f.paymentIds.wallet })),
      orderResponseSchema,
    ).data
    expect(await stockQuantity(t, f.stockId)).toBe(98)
    const res = await call(t, 'POST', `dashboard/user/orders/${order.id}/status/change`, {
      token: a.token,
      query: { status: 'canceled' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(json(res, orderResponseSchema).data.status).toBe('canceled')
    expect(json(res, orderResponseSchema).data.transaction?.status).toBe('refund')
    expect(json(res, orderResponseSchema).data.status_history.map((h) => h.status)).toEqual(['new', 'canceled'])
    expect(await stockQuantity(t, f.stockId)).toBe(100)
    expect(await balanceOf(a.id)).toEqual({ balance: 1_000_000, ledger: 1_000_000 })
    const [w] = await t.db.select().from(wallets).where(eq(wallets.userId, a.id))
    const rows = await t.db.select().from(walletHistories).where(eq(walletHistories.walletId, w!.id))
    expect(rows.map((r) => r.type).sort()).toEqual(['order', 'refund', 'topup'])
    // Twice is refused, and so is canceling an accepted order.
    expect(
      (
        await call(t, 'POST', `dashboard/user/orders/${order.id}/status/change`, {
          token: a.token,
          query: { status: 'canceled' },
        })
      ).status,
    ).toBe(400)
    const cart2 = await fillCart(a.token)
    const order2 = json(await place(a.token, orderBody(cart2.id)), orderResponseSchema).data
    await t.db.update(orders).set({ status: 'accepted' }).where(eq(orders.id, order2.id))
    expect(
      (
        await call(t, 'POST', `dashboard/user/orders/${order2.id}/status/change`, {
          token: a.token,
          query: { status: 'canceled' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call(t, 'POST', `dashboard/user/orders/${order2.id}/status/change`, {
          token: a.token,
          query: { status: 'delivered' },
        })
      ).status,
    ).toBe(400)
    const [tx] = await t.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, order2.id))
    expect(tx!.status).toBe('progress')
  })

  it('pays back every paid attempt on cancel and closes the open ones', async () => {
    const a = await makeCustomer(t, { balance: 1_000_000 })
    const cart = await fillCart(a.token)
    const order = json(
      await place(a.token, orderBody(cart.id, { payment_id: f.paymentIds.wallet })),
      orderResponseSchema,
    ).data
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    // A card attempt confirmed late, and another still open.
    await t.db.insert(paymentTransactions).values([
      { orderId: order.id, userId: a.id, paymentId: f.paymentIds.stripe!, price: 500, status: 'paid' },
      { orderId: order.id, userId: a.id, paymentId: f.paymentIds.stripe!, price: 700, status: 'progress' },
    ])
    const res = await call(t, 'POST', `dashboard/user/orders/${order.id}/status/change`, {
      token: a.token,
      query: { status: 'canceled' },
    })
    expect(res.status).toBe(200)
    expect(await balanceOf(a.id)).toEqual({ balance: 1_000_500, ledger: 1_000_500 })
    const txs = await t.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, order.id))
    expect(txs.map((x) => [x.price, x.status]).sort()).toEqual(
      [
        [500, 'refund'],
        [700, 'canceled'],
        [row!.totalPrice, 'refund'],
      ].sort(),
    )
  })

  it('takes one review once the order is delivered, and it counts for the shop', async () => {
    const a = await makeCustomer(t)
    const cart = await fillCart(a.token)
    const order = json(await place(a.token, orderBody(cart.id)), orderResponseSchema).data
    const early = await call(t, 'POST', `dashboard/user/orders/review/${order.id}`, {
      token: a.token,
      body: { rating: 5, comment: 'Great' },
    })
    expect(early.status).toBe(400)
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id))
    await t.db.insert(orderStatusHistory).values({ orderId: order.id, status: 'delivered' })
    const [before] = await t.db.select().from(shops).where(eq(shops.id, f.shopId))
    const res = await call(t, 'POST', `dashboard/user/orders/review/${order.id}`, {
      token: a.token,
      body: { rating: 5, comment: 'Great' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(json(res, orderResponseSchema).data.review).toMatchObject({ rating: 5, comment: 'Great' })
    const [after] = await t.db.select().from(shops).where(eq(shops.id, f.shopId))
    expect(after!.reviewsCount).toBe(before!.reviewsCount + 1)
    expect(
      (await call(t, 'POST', `dashboard/user/orders/review/${order.id}`, { token: a.token, body: { rating: 4 } }))
        .status,
    ).toBe(400)
    expect(
      (await call(t, 'POST', `dashboard/user/orders/review/${order.id}`, { token: a.token, body: { rating: 9 } }))
        .status,
    ).toBe(400)
  })

  it('repeats an order between two dates and stops repeating it', async () => {
    const a = await makeCustomer(t)
    const cart = await fillCart(a.token)
    const order = json(await place(a.token, orderBody(cart.id)), orderResponseSchema).data
    const res = await call(t, 'POST', `dashboard/user/orders/${order.id}/repeat`, {
      token: a.token,
      body: { from: '2030-01-01', to: '2030-01-10' },
    })
    expect(res.status).toBe(200)
    expect(json(res, orderRepeatResponseSchema).data).toMatchObject({
      order_id: order.id,
      from: '2030-01-01',
      to: '2030-01-10',
    })
    expect(
      json(await call(t, 'GET', `dashboard/user/orders/${order.id}`, { token: a.token }), orderResponseSchema).data
        .repeat,
    ).toMatchObject({ from: '2030-01-01' })
    expect(
      (
        await call(t, 'POST', `dashboard/user/orders/${order.id}/repeat`, {
          token: a.token,
          body: { from: '2030-01-10', to: '2030-01-01' },
        })
      ).status,
    ).toBe(400)
    expect(
      (await call(t, 'DELETE', `dashboard/user/orders/${order.id}/delete-repeat`, { token: a.token })).status,
    ).toBe(200)
    expect(
      (await call(t, 'DELETE', `dashboard/user/orders/${order.id}/delete-repeat`, { token: a.token })).status,
    ).toBe(404)
  })

  it("orders a group cart with every member's lines", async () => {
    const owner = await makeCustomer(t)
    const cart = await fillCart(owner.token)
    const group = await call(t, 'POST', `dashboard/user/cart/set-group/${cart.id}`, { token: owner.token })
    const joined = await call(t, 'POST', 'rest/cart/open', {
      body: { name: 'Guest', shop_id: f.shopId, cart_id: cart.id, invite: json(group, cartResponseSchema).data.invite },
    })
    await call(t, 'POST', 'rest/cart/insert-product', {
      body: {
        shop_id: f.shopId,
        cart_id: cart.id,
        user_cart_uuid: json(joined, userCartResponseSchema).data.uuid,
        products: [{ stock_id: f.otherStockId, quantity: 1 }],
      },
    })
    const order = await place(owner.token, orderBody(cart.id))
    expect(order.status).toBe(201)
    expect(
      json(order, orderResponseSchema)
        .data.details.map((d) => d.stock?.id)
        .sort(),
    ).toEqual([f.stockId, f.otherStockId].sort())
    expect(
      (
        await call(t, 'GET', `rest/cart/${cart.id}`, {
          query: { user_cart_uuid: json(joined, userCartResponseSchema).data.uuid },
        })
      ).status,
    ).toBe(404)
  })
})
