import {
  orderResponseSchema,
  pushNotificationsPaginatedSchema,
  refundResponseSchema,
  refundsPaginatedSchema,
} from '@basil/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import {
  createAccount,
  demoSeller,
  otherShopId,
  placeOrder,
  sellerShopId,
  walletBalance,
  type Account,
} from '../../../test/fixtures/orders.ts'
import { paymentTransactions, shops, walletHistories, wallets } from '../../db/schema/index.ts'
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

const ask = (customer: Account, orderId: number, cause = 'The soup was cold') =>
  call(t, 'POST', 'dashboard/user/order-refunds', { token: customer.token, body: { order_id: orderId, cause } })
const answer = (refundId: number, body: Record<string, unknown>, as: Account = seller) =>
  call(t, 'PUT', `dashboard/seller/order-refunds/${refundId}`, { token: as.token, body })

async function refundLedger(userId: number) {
  const [wallet] = await t.db.select().from(wallets).where(eq(wallets.userId, userId))
  if (!wallet) return []
  return t.db
    .select()
    .from(walletHistories)
    .where(and(eq(walletHistories.walletId, wallet.id), eq(walletHistories.type, 'refund')))
}

describe('customer refund requests', () => {
  it('asks for a refund of a delivered order and lists it', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, status: 'delivered', paymentTag: 'wallet' })
    const res = await ask(customer, order.id)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(json(res, refundResponseSchema).data).toMatchObject({
      order_id: order.id,
      user_id: customer.id,
      cause: 'The soup was cold',
      answer: null,
      status: 'pending',
      order: { id: order.id, status: 'delivered', total_price: order.totalPrice / 100, shop: { id: shopId } },
    })
    const list = await call(t, 'GET', 'dashboard/user/order-refunds/paginate', { token: customer.token })
    expect(list.status).toBe(200)
    expect(json(list, refundsPaginatedSchema).data.map((r) => r.id)).toEqual([json(res, refundResponseSchema).data.id])
    expect(json(list, refundsPaginatedSchema).meta).toMatchObject({ current_page: 1, total: 1 })
    const one = await call(t, 'GET', `dashboard/user/order-refunds/${json(res, refundResponseSchema).data.id}`, {
      token: customer.token,
    })
    expect(json(one, refundResponseSchema).data.id).toBe(json(res, refundResponseSchema).data.id)
    const stranger = await createAccount(t.db)
    expect(
      (
        await call(t, 'GET', `dashboard/user/order-refunds/${json(res, refundResponseSchema).data.id}`, {
          token: stranger.token,
        })
      ).status,
    ).toBe(404)
    expect(
      json(
        await call(t, 'GET', 'dashboard/user/order-refunds/paginate', { token: stranger.token }),
        refundsPaginatedSchema,
      ).data,
    ).toEqual([])
    // The order shows the request.
    const shown = await call(t, 'GET', `dashboard/user/orders/${order.id}`, { token: customer.token })
    if (shown.status === 200)
      expect(json(shown, orderResponseSchema).data.order_refunds).toEqual([
        expect.objectContaining({ status: 'pending' }),
      ])
  })

  it('only for the customer’s own delivered orders, one pending at a time', async () => {
    const customer = await createAccount(t.db)
    const cooking = await placeOrder(t.db, { userId: customer.id, shopId, status: 'cooking' })
    expect((await ask(customer, cooking.id)).body).toMatchObject({
      status: false,
      message: 'You can ask for a refund of a delivered order only',
    })
    const delivered = await placeOrder(t.db, { userId: customer.id, shopId, status: 'delivered' })
    const stranger = await createAccount(t.db)
    expect((await ask(stranger, delivered.id)).status).toBe(404)
    expect((await ask(customer, 999_999)).status).toBe(404)
    const blank = await ask(customer, delivered.id, '   ')
    expect(blank).toMatchObject({ status: 400, body: { params: { cause: expect.any(Array) } } })
    expect((await call(t, 'GET', 'dashboard/user/order-refunds/paginate')).status).toBe(401)

    const racing = await Promise.all([
      ask(customer, delivered.id),
      ask(customer, delivered.id),
      ask(customer, delivered.id),
    ])
    expect(racing.map((r) => r.status).sort()).toEqual([200, 400, 400])
    expect(errorOf(racing.find((r) => r.status === 400)!).message).toBe(
      'A refund request for this order is already pending',
    )
  })
})

describe('seller answers', () => {
  it('approves: the paid amount goes back to the wallet through the ledger, once', async () => {
    const customer = await createAccount(t.db)
    const events: RealtimeEvent[] = []
    t.app.realtime.bus.subscribe(`user:${customer.id}`, (e) => events.push(e))
    const order = await placeOrder(t.db, { userId: customer.id, shopId, status: 'delivered', paymentTag: 'wallet' })
    expect(await walletBalance(t.db, customer.id)).toBe(0)
    const refund = json(await ask(customer, order.id), refundResponseSchema).data

    const list = await call(t, 'GET', 'dashboard/seller/order-refunds/paginate', {
      token: seller.token,
      query: { status: 'pending' },
    })
    expect(json(list, refundsPaginatedSchema).data.map((r) => r.id)).toContain(refund.id)
    expect(json(list, refundsPaginatedSchema).data.find((r) => r.id === refund.id)?.user).toMatchObject({
      id: customer.id,
    })

    const racing = await Promise.all([
      answer(refund.id, { status: 'approved', answer: 'Sorry about that' }),
      answer(refund.id, { status: 'approved' }),
    ])
    expect(racing.map((r) => r.status).sort()).toEqual([200, 400])
    const approved = racing.find((r) => r.status === 200)!
    expect(json(approved, refundResponseSchema).data).toMatchObject({ id: refund.id, status: 'approved' })
    expect(await walletBalance(t.db, customer.id)).toBe(order.totalPrice)
    expect(await refundLedger(customer.id)).toEqual([
      expect.objectContaining({ amount: order.totalPrice, orderId: order.id, authorId: seller.id }),
    ])
    const [transaction] = await t.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, order.id))
    expect(transaction!.status).toBe('refund')
    await expect
      .poll(() => events.find((e) => e.type === 'order.refund_updated')?.data)
      .toMatchObject({ refund_id: refund.id, status: 'approved' })

    const bell = await call(t, 'GET', 'dashboard/notifications', { token: customer.token })
    expect(json(bell, pushNotificationsPaginatedSchema).data).toEqual([
      expect.objectContaining({ type: 'order_refunded', data: { id: order.id, type: 'refund', status: 'approved' } }),
    ])
    expect(errorOf(await answer(refund.id, { status: 'rejected', answer: 'no' })).message).toBe(
      'This refund request has already been answered',
    )
    expect(errorOf(await ask(customer, order.id)).message).toBe('This order has already been refunded')
    // A refunded order stays settled: it cannot be paid again.
    const payAgain = await call(t, 'POST', `payments/order/${order.id}/transactions`, {
      token: customer.token,
      body: { payment_sys_id: transaction!.paymentId },
    })
    expect(payAgain.body).toMatchObject({ status: false, message: 'The order is already paid' })
    expect(await walletBalance(t.db, customer.id)).toBe(order.totalPrice)
    const mine = await call(t, 'GET', 'dashboard/user/order-refunds/paginate', { token: customer.token })
    expect(json(mine, refundsPaginatedSchema).data[0]).toMatchObject({
      status: 'approved',
      answer: json(approved, refundResponseSchema).data.answer,
    })
  })

  it('rejects with a reason; the customer may ask again', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, {
      userId: customer.id,
      shopId,
      status: 'delivered',
      paymentTag: 'cash',
      transactionStatus: 'paid',
    })
    const refund = json(await ask(customer, order.id), refundResponseSchema).data
    const bare = await answer(refund.id, { status: 'rejected' })
    expect(bare).toMatchObject({ status: 400, body: { params: { answer: expect.any(Array) } } })
    const rejected = await answer(refund.id, { status: 'rejected', answer: 'The photo shows a full plate' })
    expect(json(rejected, refundResponseSchema).data).toMatchObject({
      status: 'rejected',
      answer: 'The photo shows a full plate',
    })
    expect(await walletBalance(t.db, customer.id)).toBe(0)
    expect((await answer(refund.id, { status: 'maybe' })).status).toBe(400)

    const again = await ask(customer, order.id, 'Asking once more')
    expect(again.status).toBe(200)
    expect((await answer(json(again, refundResponseSchema).data.id, { status: 'approved' })).status).toBe(200)
    expect(await walletBalance(t.db, customer.id)).toBe(order.totalPrice)
  })

  it('will not give back money that was never paid', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, status: 'delivered', paymentTag: 'cash' })
    const refund = json(await ask(customer, order.id), refundResponseSchema).data
    const res = await answer(refund.id, { status: 'approved' })
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'Nothing was paid for this order, so there is nothing to refund' },
    })
    expect(await walletBalance(t.db, customer.id)).toBe(0)
  })

  it('only the shop’s seller sees and answers its requests', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, status: 'delivered', paymentTag: 'wallet' })
    const refund = json(await ask(customer, order.id), refundResponseSchema).data
    const rival = await createAccount(t.db, 'seller')
    await t.db.update(shops).set({ userId: rival.id }).where(eq(shops.id, foreignShopId))
    expect((await answer(refund.id, { status: 'approved' }, rival)).status).toBe(404)
    expect((await call(t, 'GET', `dashboard/seller/order-refunds/${refund.id}`, { token: rival.token })).status).toBe(
      404,
    )
    const rivalList = await call(t, 'GET', 'dashboard/seller/order-refunds/paginate', { token: rival.token })
    expect(json(rivalList, refundsPaginatedSchema).data.map((r) => r.id)).not.toContain(refund.id)
    expect((await answer(refund.id, { status: 'approved' }, customer)).status).toBe(403)
    expect((await call(t, 'GET', 'dashboard/seller/order-refunds/paginate', { token: customer.token })).status).toBe(
      403,
    )
    expect(
      json(
        await call(t, 'GET', `dashboard/seller/order-refunds/${refund.id}`, { token: seller.token }),
        refundResponseSchema,
      ).data.id,
    ).toBe(refund.id)
    expect(await walletBalance(t.db, customer.id)).toBe(0)
  })
})
