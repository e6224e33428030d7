// A parcel paid by card through the local Stripe sandbox: the hosted page for the parcel's server price, the signed
// webhook settling it once, paying twice refused, and money that arrives for a canceled parcel returned to the wallet.
import { parcelResponseSchema } from '@basil/contracts'
import { asc, eq } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/stripe.ts'
import { createAccount, paymentIdOf, walletBalance, type Account } from '../../../test/fixtures/orders.ts'
import { call, json } from '../../../test/kit.ts'
import { parcelOrderTypes, paymentTransactions } from '../../db/schema/index.ts'

const SECRET_KEY = `sk_test_${randomBytes(12).toString('hex')}`
const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('hex')}`

let t: TestApp
let stripe: FakeStripe
let typeId: number

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
  const origin = await t.app.listen({ host: '127.0.0.1', port: 0 })
  stripe.setWebhookUrl(`${origin}/api/v1/webhook/stripe/payment`)
  const [type] = await t.db.select().from(parcelOrderTypes).orderBy(asc(parcelOrderTypes.id)).limit(1)
  typeId = type!.id
})
afterAll(async () => {
  await t.close()
  await stripe.close()
})

const point = (latitude: number, longitude: number) => ({ latitude, longitude, address: 'Somewhere' })

async function sendParcel(customer: Account) {
  const res = await call(t, 'POST', 'dashboard/user/parcel-orders', {
    token: customer.token,
    body: {
      type_id: typeId,
      phone_from: '+12025550190',
      username_from: 'Sender',
      address_from: point(38.9072, -77.0369),
      phone_to: '+12025550191',
      username_to: 'Receiver',
      address_to: point(38.88, -77.1),
    },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return json(res, parcelResponseSchema).data
}

const startCard = (customer: Account, parcelId: number) =>
  call(t, 'GET', 'dashboard/user/order-stripe-process', { token: customer.token, query: { parcel_id: parcelId } })

const urlOf = (res: { body: unknown }) => (res.body as { data: { data: { url: string } } }).data.data.url
const sessionOf = (url: string) => url.split('/pay/')[1]!

const attemptsOf = (parcelId: number) =>
  t.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.parcelOrderId, parcelId))
    .orderBy(asc(paymentTransactions.id))

describe('a parcel paid by card', () => {
  it('opens the provider’s page for the server’s price, settles once from the webhook, and refuses paying again', async () => {
    const customer = await createAccount(t.db)
    const stranger = await createAccount(t.db)
    const parcel = await sendParcel(customer)
    expect((await startCard(stranger, parcel.id)).status).toBe(404)

    const res = await startCard(customer, parcel.id)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const url = urlOf(res)
    expect(stripe.created.at(-1)).toMatchObject({
      'line_items[0][price_data][unit_amount]': String(Math.round(parcel.total_price * 100)),
      'metadata[purpose]': 'parcel',
      success_url: `http://shop.test/parcels/${parcel.id}?payment=success`,
      cancel_url: `http://shop.test/parcels/${parcel.id}?payment=canceled`,
    })
    const count = stripe.created.length
    expect(urlOf(await startCard(customer, parcel.id))).toBe(url)
    expect(stripe.created).toHaveLength(count)

    const delivery = await stripe.pay(sessionOf(url))
    expect(delivery).toMatchObject({ status: 200, body: { data: { handled: true } } })
    expect((await attemptsOf(parcel.id)).map((a) => a.status)).toEqual(['paid'])
    const shown = await call(t, 'GET', `dashboard/user/parcel-orders/${parcel.id}`, { token: customer.token })
    expect(json(shown, parcelResponseSchema).data.transaction).toMatchObject({
      status: 'paid',
      payment_system: { tag: 'stripe' },
    })

    // A replayed webhook changes nothing; any other payment is refused.
    await stripe.pay(sessionOf(url))
    expect((await attemptsOf(parcel.id)).map((a) => a.status)).toEqual(['paid'])
    expect((await startCard(customer, parcel.id)).status).toBe(400)
    const wallet = await call(t, 'POST', `payments/parcel-order/${parcel.id}/transactions`, {
      token: customer.token,
      body: { payment_sys_id: await paymentIdOf(t.db, 'wallet') },
    })
    expect(wallet.status).toBe(400)
  })

  it('returns to the wallet a card payment that arrives after the parcel was canceled', async () => {
    const customer = await createAccount(t.db)
    const parcel = await sendParcel(customer)
    const res = await startCard(customer, parcel.id)
    const cancel = await call(t, 'POST', `dashboard/user/parcel-orders/${parcel.id}/status/change?status=canceled`, {
      token: customer.token,
    })
    expect(cancel.status).toBe(200)
    expect((await startCard(customer, parcel.id)).status).toBe(400)
    await stripe.pay(sessionOf(urlOf(res)))
    expect((await attemptsOf(parcel.id)).map((a) => a.status)).toEqual(['refund'])
    expect(await walletBalance(t.db, customer.id)).toBe(Math.round(parcel.total_price * 100))
  })
})
