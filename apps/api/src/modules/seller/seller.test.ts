import { orderResponseSchema, ordersPaginatedSchema, pushNotificationsPaginatedSchema } from '@basil/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import {
  createAccount,
  demoCustomer,
  demoSeller,
  otherShopId,
  placeOrder,
  sellerShopId,
  stockQuantity,
  walletBalance,
  type Account,
} from '../../../test/fixtures/orders.ts'
import { orderStatusHistory, paymentTransactions, shops, walletHistories, wallets } from '../../db/schema/index.ts'
import type { RealtimeEvent } from '../../plugins/realtime/index.ts'
import { call, errorOf, json } from '../../../test/kit.ts'

let t: TestApp
let seller: Account
let shopId: number
let foreignShopId: number

beforeAll(async () => {
  t = await createTestApp()
  seller = await demoSeller(t.db)
  shopId = await sellerShopId(t.db, seller.id)
  foreignShopId = await otherShopId(t.db, shopId)
})
afterAll(() => t.close())

const move = (orderId: number, status: string, as: Account = seller, path = 'status') =>
  call(t, 'POST', `dashboard/seller/order/${orderId}/${path}`, { token: as.token, body: { status } })

function listen(userId: number): RealtimeEvent[] {
  const events: RealtimeEvent[] = []
  t.app.realtime.bus.subscribe(`user:${userId}`, (event) => events.push(event))
  return events
}

describe('GET dashboard/seller/orders', () => {
  it('lists only the seller’s shop’s orders, filtered by status, paginated', async () => {
    const customer = await createAccount(t.db)
    const mine = await placeOrder(t.db, { userId: customer.id, shopId })
    const accepted = await placeOrder(t.db, { userId: customer.id, shopId, status: 'accepted' })
    const foreign = await placeOrder(t.db, { userId: customer.id, shopId: foreignShopId })
    const res = await call(t, 'GET', 'dashboard/seller/orders/paginate', {
      token: seller.token,
      query: { perPage: 100 },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const ids = json(res, ordersPaginatedSchema).data.map((o: { id: number }) => o.id)
    expect(ids).toEqual(expect.arrayContaining([mine.id, accepted.id]))
    expect(ids).not.toContain(foreign.id)
    expect(json(res, ordersPaginatedSchema).data.every((o: { shop_id: number }) => o.shop_id === shopId)).toBe(true)
    expect(json(res, ordersPaginatedSchema).meta).toMatchObject({ current_page: 1, per_page: 100 })

    const filtered = await call(t, 'GET', 'dashboard/seller/orders/paginate?statuses[0]=accepted', {
      token: seller.token,
    })
    expect(json(filtered, ordersPaginatedSchema).data.map((o: { status: string }) => o.status)).toEqual(
      json(filtered, ordersPaginatedSchema).data.map(() => 'accepted'),
    )
    expect(json(filtered, ordersPaginatedSchema).data.map((o: { id: number }) => o.id)).toContain(accepted.id)
    const byId = await call(t, 'GET', 'dashboard/seller/orders/paginate', {
      token: seller.token,
      query: { search: String(mine.id) },
    })
    expect(json(byId, ordersPaginatedSchema).data.map((o: { id: number }) => o.id)).toEqual([mine.id])
  })

  it('is for sellers with a shop only', async () => {
    const customer = await demoCustomer(t.db)
    expect((await call(t, 'GET', 'dashboard/seller/orders/paginate', { token: customer.token })).body).toMatchObject({
      status: false,
      statusCode: 'ERROR_101',
    })
    const shopless = await createAccount(t.db, 'seller')
    expect((await call(t, 'GET', 'dashboard/seller/orders/paginate', { token: shopless.token })).status).toBe(403)
    expect((await call(t, 'GET', 'dashboard/seller/orders/paginate')).status).toBe(401)
  })

  it('shows one of the shop’s orders in the Order shape; 404 for another shop’s', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, status: 'cooking' })
    const res = await call(t, 'GET', `dashboard/seller/orders/${order.id}`, { token: seller.token })
    expect(res.status).toBe(200)
    expect(json(res, orderResponseSchema).data).toMatchObject({
      id: order.id,
      status: 'cooking',
      shop_id: shopId,
      total_price: order.totalPrice / 100,
    })
    expect(json(res, orderResponseSchema).data.details).toHaveLength(1)
    const foreign = await placeOrder(t.db, { userId: customer.id, shopId: foreignShopId })
    expect((await call(t, 'GET', `dashboard/seller/orders/${foreign.id}`, { token: seller.token })).status).toBe(404)
    // A seller of another shop cannot see ours.
    const rival = await createAccount(t.db, 'seller')
    await t.db.update(shops).set({ userId: rival.id }).where(eq(shops.id, foreignShopId))
    expect((await call(t, 'GET', `dashboard/seller/orders/${order.id}`, { token: rival.token })).status).toBe(404)
    expect((await move(order.id, 'ready', rival)).status).toBe(404)
    expect((await call(t, 'GET', `dashboard/seller/orders/${foreign.id}`, { token: rival.token })).status).toBe(200)
  })
})

describe('POST dashboard/seller/order/{id}/status', () => {
  it('walks a delivery order to delivered, keeping the history and telling the customer at each step', async () => {
    const customer = await createAccount(t.db)
    const events = listen(customer.id)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, paymentTag: 'cash' })
    const trail = ['accepted', 'cooking', 'ready', 'on_a_way', 'delivered']
    for (const status of trail) {
      const res = await move(order.id, status)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(json(res, orderResponseSchema).data.status).toBe(status)
    }
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(orderStatusHistory.id)
    expect(history.map((h) => h.status)).toEqual(['new', ...trail])
    expect(history.slice(1).every((h) => h.userId === seller.id)).toBe(true)
    await expect
      .poll(() => events.filter((e) => e.type === 'order.status_changed').map((e) => e.data.status))
      .toEqual(trail)
    // The customer's bell lists each step.
    const bell = await call(t, 'GET', 'dashboard/notifications', { token: customer.token, query: { perPage: 20 } })
    expect(bell.status).toBe(200)
    const changes = json(bell, pushNotificationsPaginatedSchema).data.filter((n) => n.type === 'status_changed')
    expect(changes.map((n) => n.data?.status).sort()).toEqual([...trail].sort())
    expect(changes[0]?.data).toMatchObject({ id: order.id })
    // Cash was collected on delivery.
    const [transaction] = await t.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, order.id))
    expect(transaction!.status).toBe('paid')
    // The customer's order page shows the timeline.
    const shown = await call(t, 'GET', `dashboard/user/orders/${order.id}`, { token: customer.token })
    if (shown.status === 200)
      expect(json(shown, orderResponseSchema).data.status_history.map((h: { status: string }) => h.status)).toEqual([
        'new',
        ...trail,
      ])
  })

  it('refuses moves that skip or go back, with the allowed next statuses', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId })
    const skip = await move(order.id, 'cooking')
    expect(skip).toMatchObject({
      status: 400,
      body: { status: false, statusCode: 'ERROR_400', params: { status: ['Allowed next: accepted, canceled'] } },
    })
    expect((await move(order.id, 'new')).status).toBe(400)
    expect((await move(order.id, 'bogus')).status).toBe(400)
    const none = await call(t, 'POST', `dashboard/seller/order/${order.id}/status`, { token: seller.token, body: {} })
    expect(none).toMatchObject({ status: 400, body: { params: { status: expect.any(Array) } } })

    const ready = await placeOrder(t.db, { userId: customer.id, shopId, status: 'ready' })
    expect((await move(ready.id, 'delivered')).status).toBe(400)
    expect((await move(ready.id, 'canceled')).status).toBe(400)
    const delivered = await placeOrder(t.db, { userId: customer.id, shopId, status: 'delivered' })
    const stuck = await move(delivered.id, 'canceled')
    expect(errorOf(stuck).params?.status).toEqual(['A delivered order cannot change'])
  })

  it('lets a pickup order go from ready to delivered; takes ?status= and the /status/update path', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, status: 'ready', deliveryType: 'pickup' })
    expect((await move(order.id, 'on_a_way')).status).toBe(400)
    const viaQuery = await call(t, 'POST', `dashboard/seller/order/${order.id}/status/update?status=delivered`, {
      token: seller.token,
    })
    expect(viaQuery.status, JSON.stringify(viaQuery.body)).toBe(200)
    expect(json(viaQuery, orderResponseSchema).data.status).toBe('delivered')
  })

  it('cancels from cooking: the stock comes back and the wallet payment returns through the ledger', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, {
      userId: customer.id,
      shopId,
      status: 'cooking',
      paymentTag: 'wallet',
      quantity: 3,
    })
    const stockBefore = await stockQuantity(t.db, order.stockId)
    expect(await walletBalance(t.db, customer.id)).toBe(0)
    const res = await move(order.id, 'canceled')
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(json(res, orderResponseSchema).data.status).toBe('canceled')
    expect(await stockQuantity(t.db, order.stockId)).toBe(stockBefore + 3)
    expect(await walletBalance(t.db, customer.id)).toBe(order.totalPrice)
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.userId, customer.id))
    const refunds = await t.db
      .select()
      .from(walletHistories)
      .where(and(eq(walletHistories.walletId, wallet!.id), eq(walletHistories.type, 'refund')))
    expect(refunds).toEqual([expect.objectContaining({ amount: order.totalPrice, orderId: order.id })])
    const [transaction] = await t.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, order.id))
    expect(transaction!.status).toBe('refund')
    expect((await move(order.id, 'canceled')).status).toBe(400)
  })

  it('decides racing moves one at a time: two cancels refund once, two accepts accept once', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, paymentTag: 'wallet', quantity: 1 })
    const stockBefore = await stockQuantity(t.db, order.stockId)
    const cancels = await Promise.all([
      move(order.id, 'canceled'),
      move(order.id, 'canceled'),
      move(order.id, 'canceled'),
    ])
    expect(cancels.map((r) => r.status).sort()).toEqual([200, 400, 400])
    expect(await walletBalance(t.db, customer.id)).toBe(order.totalPrice)
    expect(await stockQuantity(t.db, order.stockId)).toBe(stockBefore + 1)

    const other = await placeOrder(t.db, { userId: customer.id, shopId })
    const accepts = await Promise.all([move(other.id, 'accepted'), move(other.id, 'accepted')])
    expect(accepts.map((r) => r.status).sort()).toEqual([200, 400])
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, other.id))
    expect(history.map((h) => h.status).sort()).toEqual(['accepted', 'new'])
  })

  it('is for the shop’s seller only', async () => {
    const customer = await demoCustomer(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId })
    expect((await move(order.id, 'accepted', customer)).status).toBe(403)
    expect(
      (await call(t, 'POST', `dashboard/seller/order/${order.id}/status`, { body: { status: 'accepted' } })).status,
    ).toBe(401)
    const foreign = await placeOrder(t.db, { userId: customer.id, shopId: foreignShopId })
    expect((await move(foreign.id, 'accepted')).status).toBe(404)
  })
})

describe('OpenAPI', () => {
  it('documents the seller, refund, payment and realtime routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })
    expect(res.statusCode).toBe(200)
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths)
    const wanted = [
      '/api/v1/dashboard/seller/orders/paginate',
      '/api/v1/dashboard/seller/orders/{id}',
      '/api/v1/dashboard/seller/order/{id}/status',
      '/api/v1/dashboard/seller/order-refunds/paginate',
      '/api/v1/dashboard/seller/order-refunds/{id}',
      '/api/v1/dashboard/user/order-refunds/paginate',
      '/api/v1/dashboard/user/order-refunds',
      '/api/v1/dashboard/user/order-stripe-process',
      '/api/v1/dashboard/user/order-pay-fast-process',
      '/api/v1/payments/order/{id}/transactions',
      '/api/v1/webhook/stripe/payment',
      '/api/v1/ws',
    ]
    expect(wanted.filter((path) => !paths.includes(path))).toEqual([])
  })
})
