import { and, eq } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/stripe.ts'
import {
  createAccount,
  demoSeller,
  paymentIdOf,
  placeOrder,
  sellerShopId,
  walletBalance,
  type Account,
} from '../../../test/fixtures/orders.ts'
import { currencies, orders, paymentTransactions, walletHistories, wallets } from '../../db/schema/index.ts'
import type { RealtimeEvent } from '../../plugins/realtime/index.ts'
import { call } from '../auth/test-support.ts'
import { ensureWallet, postWalletEntry } from '../wallet/ledger.ts'

// Random per run, as every installation's own are: no secret that signs webhooks lives in the repository.
const SECRET_KEY = `sk_test_${randomBytes(12).toString('hex')}`
const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('hex')}`
const OTHER_TAGS = ['razorpay', 'paystack', 'paypal', 'flutter-wave', 'mercado-pago', 'paytabs', 'moyasar', 'pay-fast']

let t: TestApp
let stripe: FakeStripe
let shopId: number
let origin: string

beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET })
  t = await createTestApp({
    payments: {
      stripe: {
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: stripe.url,
        webhookToleranceSeconds: 300,
      },
      storefrontUrl: 'http://shop.test',
    },
  })
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 })
  stripe.setWebhookUrl(`${origin}/api/v1/webhook/stripe/payment`)
  shopId = await sellerShopId(t.db, (await demoSeller(t.db)).id)
})
afterAll(async () => {
  await t.close()
  await stripe.close()
})

async function transactionsOf(orderId: number) {
  return t.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderId, orderId))
    .orderBy(paymentTransactions.id)
}

async function startStripe(customer: Account, orderId: number) {
  return call(t, 'GET', 'dashboard/user/order-stripe-process', { token: customer.token, query: { order_id: orderId } })
}

function sessionIdOf(url: string): string {
  return url.split('/pay/')[1]!
}

function listen(userId: number): RealtimeEvent[] {
  const events: RealtimeEvent[] = []
  t.app.realtime.bus.subscribe(`user:${userId}`, (event) => events.push(event))
  return events
}

describe('GET dashboard/user/order-stripe-process', () => {
  it('opens a Stripe Checkout Session for the order and answers {data:{data:{url}}}', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, paymentTag: 'stripe' })
    const res = await startStripe(customer, order.id)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.status).toBe(true)
    const url: string = res.body.data.data.url
    expect(url.startsWith(`${stripe.url}/pay/cs_test_`)).toBe(true)
    const form = stripe.created.at(-1)!
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': String(order.totalPrice),
      'line_items[0][price_data][currency]': 'usd',
      'metadata[order_id]': String(order.id),
      success_url: `http://shop.test/orders/${order.id}?payment=success`,
      cancel_url: `http://shop.test/orders/${order.id}?payment=canceled`,
    })
    const [attempt] = await transactionsOf(order.id)
    expect(attempt).toMatchObject({ id: order.transactionId, status: 'progress', providerRef: sessionIdOf(url) })

    // Asking again answers the same page, without a second session.
    const count = stripe.created.length
    const again = await startStripe(customer, order.id)
    expect(again.body.data.data.url).toBe(url)
    expect(stripe.created).toHaveLength(count)
  })

  it('confirms the payment from the signed webhook, once, and tells the customer', async () => {
    const customer = await createAccount(t.db)
    const events = listen(customer.id)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, paymentTag: 'cash' })
    const res = await startStripe(customer, order.id)
    expect(res.status).toBe(200)
    // The cash attempt gave way to the card one.
    const before = await transactionsOf(order.id)
    expect(before.map((x) => x.status)).toEqual(['canceled', 'progress'])

    const delivery = await stripe.pay(sessionIdOf(res.body.data.data.url))
    expect(delivery).toMatchObject({ status: 200, body: { status: true, data: { received: true, handled: true } } })
    const after = await transactionsOf(order.id)
    expect(after[1]).toMatchObject({ status: 'paid', paymentId: await paymentIdOf(t.db, 'stripe') })
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row!.paymentId).toBe(await paymentIdOf(t.db, 'stripe'))
    await expect.poll(() => events.filter((e) => e.type === 'order.payment_updated').length).toBe(1)
    expect(events.find((e) => e.type === 'order.payment_updated')!.data).toMatchObject({
      order_id: order.id,
      transaction_status: 'paid',
    })

    // Stripe retries: the same signed event again changes nothing.
    const replay = stripe.lastDelivery()!
    const again = await fetch(`${origin}/api/v1/webhook/stripe/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': replay.signature },
      body: replay.payload,
    })
    expect(again.status).toBe(200)
    expect((await transactionsOf(order.id))[1]).toMatchObject({ status: 'paid', updatedAt: after[1]!.updatedAt })
    // No second event may follow: an absence can only be seen by waiting a little (the first one came within ms).
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(events.filter((e) => e.type === 'order.payment_updated')).toHaveLength(1)

    // A paid order cannot be paid again.
    const paidAgain = await startStripe(customer, order.id)
    expect(paidAgain.status).toBe(400)
    expect(paidAgain.body).toMatchObject({
      status: false,
      statusCode: 'ERROR_400',
      message: 'The order is already paid',
    })
    // And the order page shows it.
    const shown = await call(t, 'GET', `dashboard/user/orders/${order.id}`, { token: customer.token })
    if (shown.status === 200)
      expect(shown.body.data.transaction).toMatchObject({ status: 'paid', payment_system: { tag: 'stripe' } })
  })

  it('refuses webhooks without a valid, fresh signature and changes nothing', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, paymentTag: 'stripe' })
    const res = await startStripe(customer, order.id)
    const session = stripe.sessions.get(sessionIdOf(res.body.data.data.url))!
    const paid = { ...session, status: 'complete' as const, payment_status: 'paid' as const }
    const cases = [
      { secret: 'whsec_wrong' },
      { signature: null },
      { signature: 't=123,v1=nothex' },
      { timestamp: Math.floor(Date.now() / 1000) - 3600 },
      { timestamp: Math.floor(Date.now() / 1000) + 3600 },
    ]
    for (const options of cases) {
      const delivery = await stripe.sendEvent('checkout.session.completed', paid, options)
      expect(delivery.status, JSON.stringify(options)).toBe(400)
      expect(delivery.body).toMatchObject({ status: false, statusCode: 'ERROR_400', message: 'Invalid signature' })
    }
    // A body that differs from what was signed.
    const good = await stripe.sendEvent('customer.created', paid)
    expect(good.status).toBe(200)
    const tampered = await fetch(`${origin}/api/v1/webhook/stripe/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.lastDelivery()!.signature },
      body: stripe.lastDelivery()!.payload.replace('customer.created', 'checkout.session.completed'),
    })
    expect(tampered.status).toBe(400)
    expect((await transactionsOf(order.id))[0]!.status).toBe('progress')
  })

  it('acknowledges other events, and an unpaid completion, without settling', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, paymentTag: 'stripe' })
    const res = await startStripe(customer, order.id)
    const session = stripe.sessions.get(sessionIdOf(res.body.data.data.url))!
    const other = await stripe.sendEvent('payment_intent.created', session)
    expect(other).toMatchObject({ status: 200, body: { data: { received: true, handled: false } } })
    const unpaid = await stripe.sendEvent('checkout.session.completed', { ...session, payment_status: 'unpaid' })
    expect(unpaid).toMatchObject({ status: 200, body: { data: { handled: false } } })
    const unknown = await stripe.sendEvent('checkout.session.completed', {
      ...session,
      id: 'cs_test_unknown',
      payment_status: 'paid',
    })
    expect(unknown).toMatchObject({ status: 200, body: { data: { handled: false } } })
    expect((await transactionsOf(order.id))[0]!.status).toBe('progress')
  })

  it('an expired session cancels the attempt; the next call opens a new page', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, paymentTag: 'stripe' })
    const first = await startStripe(customer, order.id)
    expect((await stripe.expire(sessionIdOf(first.body.data.data.url))).status).toBe(200)
    expect((await transactionsOf(order.id)).map((x) => x.status)).toEqual(['canceled'])
    const second = await startStripe(customer, order.id)
    expect(second.status).toBe(200)
    expect(second.body.data.data.url).not.toBe(first.body.data.data.url)
    expect((await transactionsOf(order.id)).map((x) => x.status)).toEqual(['canceled', 'progress'])
    expect((await stripe.pay(sessionIdOf(second.body.data.data.url))).status).toBe(200)
    expect((await transactionsOf(order.id)).map((x) => x.status)).toEqual(['canceled', 'paid'])
  })

  it('money that arrives for an order canceled meanwhile goes back to the wallet through the ledger', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, paymentTag: 'stripe' })
    const res = await startStripe(customer, order.id)
    await t.db.update(orders).set({ status: 'canceled', canceledAt: new Date() }).where(eq(orders.id, order.id))
    expect((await stripe.pay(sessionIdOf(res.body.data.data.url))).status).toBe(200)
    expect((await transactionsOf(order.id))[0]!.status).toBe('refund')
    expect(await walletBalance(t.db, customer.id)).toBe(order.totalPrice)
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.userId, customer.id))
    const ledger = await t.db.select().from(walletHistories).where(eq(walletHistories.walletId, wallet!.id))
    expect(ledger).toEqual([expect.objectContaining({ type: 'refund', amount: order.totalPrice, orderId: order.id })])
  })

  it('answers 502 in the error shape when Stripe fails, and works on the next try', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, paymentTag: 'stripe' })
    stripe.failNextCreate()
    const failed = await startStripe(customer, order.id)
    expect(failed.status).toBe(502)
    expect(failed.body).toMatchObject({ status: false, statusCode: 'ERROR_502' })
    const ok = await startStripe(customer, order.id)
    expect(ok.status).toBe(200)
  })

  it('keeps other people’s orders out of reach and refuses canceled orders and bad queries', async () => {
    const owner = await createAccount(t.db)
    const stranger = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: owner.id, shopId, paymentTag: 'stripe' })
    expect((await startStripe(stranger, order.id)).status).toBe(404)
    expect(
      (await call(t, 'GET', 'dashboard/user/order-stripe-process', { query: { order_id: order.id } })).status,
    ).toBe(401)
    const missing = await call(t, 'GET', 'dashboard/user/order-stripe-process', { token: owner.token })
    expect(missing).toMatchObject({ status: 400, body: { params: { order_id: expect.any(Array) } } })
    const parcel = await call(t, 'GET', 'dashboard/user/order-stripe-process', {
      token: owner.token,
      query: { parcel_id: 999_999 },
    })
    expect(parcel.status).toBe(404)
    const canceled = await placeOrder(t.db, { userId: owner.id, shopId, paymentTag: 'stripe', status: 'canceled' })
    expect((await startStripe(owner, canceled.id)).body).toMatchObject({
      statusCode: 'ERROR_400',
      message: 'The order is canceled',
    })
  })
})

describe('wallet top-up by card', () => {
  it('credits the wallet through the ledger once the payment is confirmed, once', async () => {
    const customer = await createAccount(t.db)
    const events = listen(customer.id)
    const wallet = await ensureWallet(t.db, customer.id)
    const res = await call(t, 'GET', 'dashboard/user/order-stripe-process', {
      token: customer.token,
      query: { wallet_id: wallet.id, total_price: '25.5' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const sessionId = sessionIdOf(res.body.data.data.url)
    expect(stripe.sessions.get(sessionId)).toMatchObject({
      amount_total: 2550,
      success_url: 'http://shop.test/wallet?payment=success',
    })
    expect(await walletBalance(t.db, customer.id)).toBe(0)
    expect((await stripe.pay(sessionId)).status).toBe(200)
    expect(await walletBalance(t.db, customer.id)).toBe(2550)
    const replay = stripe.lastDelivery()!
    await fetch(`${origin}/api/v1/webhook/stripe/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': replay.signature },
      body: replay.payload,
    })
    expect(await walletBalance(t.db, customer.id)).toBe(2550)
    const ledger = await t.db.select().from(walletHistories).where(eq(walletHistories.walletId, wallet.id))
    expect(ledger).toEqual([expect.objectContaining({ type: 'topup', amount: 2550 })])
    await expect.poll(() => events.some((e) => e.type === 'wallet.updated')).toBe(true)
  })

  it('tops up a customer who has no wallet yet: without wallet_id the wallet is created', async () => {
    const customer = await createAccount(t.db)
    expect(await t.db.select().from(wallets).where(eq(wallets.userId, customer.id))).toEqual([])
    const res = await call(t, 'GET', 'dashboard/user/order-stripe-process', {
      token: customer.token,
      query: { total_price: '12' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.userId, customer.id))
    expect(wallet).toMatchObject({ balance: 0 })
    expect((await stripe.pay(sessionIdOf(res.body.data.data.url))).status).toBe(200)
    expect(await walletBalance(t.db, customer.id)).toBe(1200)
  })

  it('converts from the request’s currency, and refuses another user’s wallet and odd amounts', async () => {
    const customer = await createAccount(t.db)
    const wallet = await ensureWallet(t.db, customer.id)
    const [eur] = await t.db.select().from(currencies).where(eq(currencies.title, 'EUR'))
    const res = await call(t, 'GET', 'dashboard/user/order-stripe-process', {
      token: customer.token,
      query: { wallet_id: wallet.id, total_price: String(10 * eur!.rate), currency_id: eur!.id },
    })
    expect(stripe.sessions.get(sessionIdOf(res.body.data.data.url))!.amount_total).toBe(1000)
    const other = await createAccount(t.db)
    const foreign = await call(t, 'GET', 'dashboard/user/order-stripe-process', {
      token: other.token,
      query: { wallet_id: wallet.id, total_price: '10' },
    })
    expect(foreign.status).toBe(404)
    for (const total of ['0.5', '20000', 'abc']) {
      const odd = await call(t, 'GET', 'dashboard/user/order-stripe-process', {
        token: customer.token,
        query: { wallet_id: wallet.id, total_price: total },
      })
      expect(odd.status, total).toBe(400)
    }
  })
})

describe('other providers', () => {
  it.each(OTHER_TAGS)('order-%s-process answers that the provider is not configured', async (tag) => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId })
    const res = await call(t, 'GET', `dashboard/user/order-${tag}-process`, {
      token: customer.token,
      query: { order_id: order.id },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_400' })
    expect(res.body.message).toMatch(/is not configured|are not configured/)
    expect(
      (await call(t, 'GET', `dashboard/user/order-${tag}-process`, { query: { order_id: order.id } })).status,
    ).toBe(401)
  })
})

describe('without Stripe credentials', () => {
  it('stripe process and the webhook answer that Stripe is not configured', async () => {
    const bare = await createTestApp()
    try {
      const customer = await createAccount(bare.db)
      const order = await placeOrder(bare.db, { userId: customer.id, shopId, paymentTag: 'stripe' })
      const res = await call(bare, 'GET', 'dashboard/user/order-stripe-process', {
        token: customer.token,
        query: { order_id: order.id },
      })
      expect(res).toMatchObject({
        status: 400,
        body: { status: false, message: expect.stringContaining('Stripe payments are not configured') },
      })
      const hook = await bare.app.inject({
        method: 'POST',
        url: '/api/v1/webhook/stripe/payment',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      })
      expect(hook.statusCode).toBe(400)
      const chooseCard = await call(bare, 'POST', `payments/order/${order.id}/transactions`, {
        token: customer.token,
        body: { payment_sys_id: await paymentIdOf(bare.db, 'stripe') },
      })
      expect(chooseCard.status).toBe(400)
    } finally {
      await bare.close()
    }
  })
})

describe('POST /payments/order/{id}/transactions', () => {
  const choose = (customer: Account, orderId: number, body: unknown) =>
    call(t, 'POST', `payments/order/${orderId}/transactions`, { token: customer.token, body })

  it('pays with the wallet through the ledger, idempotently, and then refuses another method', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, paymentTag: 'cash' })
    await postWalletEntry(t.db, { userId: customer.id, amount: order.totalPrice + 500, type: 'topup' })
    const walletId = await paymentIdOf(t.db, 'wallet')
    const res = await choose(customer, order.id, { payment_sys_id: walletId })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({
      order_id: order.id,
      status: 'paid',
      payment_system: { id: walletId, tag: 'wallet' },
      price: order.totalPrice / 100,
    })
    expect(await walletBalance(t.db, customer.id)).toBe(500)
    expect((await transactionsOf(order.id)).map((x) => x.status)).toEqual(['canceled', 'paid'])

    const again = await choose(customer, order.id, { payment_sys_id: walletId })
    expect(again.body.data.id).toBe(res.body.data.id)
    expect(await walletBalance(t.db, customer.id)).toBe(500)
    const cash = await choose(customer, order.id, { payment_sys_id: await paymentIdOf(t.db, 'cash') })
    expect(cash.body).toMatchObject({ status: false, message: 'The order is already paid' })
  })

  it('answers "Insufficient wallet balance" and changes nothing', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, paymentTag: 'cash' })
    await postWalletEntry(t.db, { userId: customer.id, amount: order.totalPrice - 1, type: 'topup' })
    const res = await choose(customer, order.id, { payment_sys_id: await paymentIdOf(t.db, 'wallet') })
    expect(res).toMatchObject({ status: 400, body: { status: false, message: 'Insufficient wallet balance' } })
    expect(await walletBalance(t.db, customer.id)).toBe(order.totalPrice - 1)
    expect((await transactionsOf(order.id)).map((x) => x.status)).toEqual(['progress'])
  })

  it('asks to choose a payment method when none, an unknown or an inactive one is given', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId })
    for (const body of [{}, { payment_sys_id: 999_999 }, { payment_sys_id: await paymentIdOf(t.db, 'paypal') }]) {
      const res = await choose(customer, order.id, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message).toMatch(/Please, choose payment method|not configured/)
    }
    const stranger = await createAccount(t.db)
    expect((await choose(stranger, order.id, { payment_sys_id: await paymentIdOf(t.db, 'cash') })).status).toBe(404)
  })

  it('a card method opens the attempt that order-stripe-process then uses', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, paymentTag: 'cash' })
    const res = await choose(customer, order.id, { payment_sys_id: await paymentIdOf(t.db, 'stripe') })
    expect(res.body.data).toMatchObject({ status: 'progress', payment_system: { tag: 'stripe' } })
    const started = await startStripe(customer, order.id)
    expect(started.body.data.data.transaction_id).toBe(res.body.data.id)
  })

  it('debits the wallet once when two payments of one order race', async () => {
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId, paymentTag: 'cash' })
    await postWalletEntry(t.db, { userId: customer.id, amount: order.totalPrice * 3, type: 'topup' })
    const walletId = await paymentIdOf(t.db, 'wallet')
    const results = await Promise.all([1, 2, 3].map(() => choose(customer, order.id, { payment_sys_id: walletId })))
    expect(results.map((r) => r.status)).toEqual([200, 200, 200])
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1)
    expect(await walletBalance(t.db, customer.id)).toBe(order.totalPrice * 2)
    const paid = await t.db
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.orderId, order.id), eq(paymentTransactions.status, 'paid')))
    expect(paid).toHaveLength(1)
  })
})
