// Door-to-door parcels through the API: what a customer may send (validation, the server's price, the type's limits,
// own uploads, the `active_parcel` switch), who sees what (owner, admin, assigned courier), the payment rules (cash,
// wallet debited once, paying twice refused, idempotent retry), the courier's transitions with the customer's
// notifications, cancel while new, and the courier review once after delivery.
import {
  parcelResponseSchema,
  parcelsPaginatedSchema,
  parcelTransactionResponseSchema,
  pushNotificationsPaginatedSchema,
} from '@basil/contracts'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccount, paymentIdOf, sessionFor, walletBalance, type Account } from '../../../test/fixtures/orders.ts'
import { call, errorOf, json } from '../../../test/kit.ts'
import { parcelOrderTypes, settings, uploads, users, walletHistories } from '../../db/schema/index.ts'
import { demoAccounts } from '../../db/seed/part-global.ts'
import { issueSession } from '../../lib/sessions.ts'
import { createAccountsTestApp, type AccountsTestApp } from '../auth/test-support.ts'
import { postWalletEntry } from '../wallet/index.ts'

let t: AccountsTestApp
let admin: Account
let courier: Account
let type: typeof parcelOrderTypes.$inferSelect

beforeAll(async () => {
  t = await createAccountsTestApp()
  admin = await sessionFor(t.db, demoAccounts.admin.email)
  courier = await sessionFor(t.db, demoAccounts.courier.email)
  const [row] = await t.db
    .select()
    .from(parcelOrderTypes)
    .where(eq(parcelOrderTypes.active, true))
    .orderBy(asc(parcelOrderTypes.id))
    .limit(1)
  type = row!
})
afterAll(() => t.close())

const from = { latitude: 38.9072, longitude: -77.0369, address: '1 Sender St', house: '12', stage: '3', room: '4' }
const to = { latitude: 38.8462, longitude: -77.3064, address: '9 Receiver Rd', house: '7', stage: null, room: null }

/** Great-circle distance (haversine) on the mean Earth radius, km. */
function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const r = Math.PI / 180
  const h =
    Math.sin(((b.latitude - a.latitude) * r) / 2) ** 2 +
    Math.cos(a.latitude * r) * Math.cos(b.latitude * r) * Math.sin(((b.longitude - a.longitude) * r) / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h))
}

function body(overrides: Record<string, unknown> = {}) {
  return {
    type_id: type.id,
    currency_id: null,
    rate: 1,
    phone_from: '+12025550190',
    username_from: 'Sender Person',
    address_from: from,
    phone_to: '+12025550191',
    username_to: 'Receiver Person',
    address_to: to,
    delivery_date: '2026-12-01',
    delivery_time: '10:30',
    note: 'Ring twice',
    images: [],
    description: 'A book',
    instructions: 'Fragile',
    notify: 0,
    length: 20,
    width: 10,
    height: 3,
    weight: 500,
    ...overrides,
  }
}

async function send(account: Account, overrides: Record<string, unknown> = {}) {
  const res = await call(t, 'POST', 'dashboard/user/parcel-orders', { token: account.token, body: body(overrides) })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return json(res, parcelResponseSchema).data
}

async function assign(parcelId: number, courierId = courier.id) {
  const res = await call(t, 'POST', `dashboard/admin/parcel-orders/${parcelId}/deliveryman`, {
    token: admin.token,
    body: { deliveryman_id: courierId },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return json(res, parcelResponseSchema).data
}

async function move(parcelId: number, status: string, who: Account = courier) {
  return call(t, 'POST', `dashboard/deliveryman/parcel-orders/${parcelId}/status/update`, {
    token: who.token,
    body: { status },
  })
}

async function pay(account: Account, parcelId: number, tag: string, headers?: Record<string, string>) {
  return call(t, 'POST', `payments/parcel-order/${parcelId}/transactions`, {
    token: account.token,
    body: { payment_sys_id: await paymentIdOf(t.db, tag) },
    ...(headers ? { headers } : {}),
  })
}

async function topUp(userId: number, amount: number) {
  await postWalletEntry(t.db, { userId, amount, type: 'topup', note: 'test top-up' })
}

async function courierAccount(): Promise<Account> {
  const [user] = await t.db
    .insert(users)
    .values({ email: `courier.${Date.now()}.${Math.random()}@example.org`, role: 'deliveryman', firstname: 'Other' })
    .returning({ id: users.id })
  return { id: user!.id, token: await issueSession(t.db, user!.id, 1) }
}

describe('POST dashboard/user/parcel-orders', () => {
  it('creates a new parcel priced by the server, whatever price the client sends', async () => {
    const customer = await createAccount(t.db)
    const res = await call(t, 'POST', 'dashboard/user/parcel-orders', {
      token: customer.token,
      body: body({ total_price: 0.01, price: 0.01 }),
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const parcel = json(res, parcelResponseSchema).data
    const expected = Math.round(type.price + type.pricePerKm * haversineKm(from, to)) / 100
    expect(parcel).toMatchObject({
      user_id: customer.id,
      status: 'new',
      total_price: expected,
      username_from: 'Sender Person',
      address_from: from,
      address_to: to,
      delivery_date: '2026-12-01',
      delivery_time: '10:30',
      notify: false,
      weight: 500,
      deliveryman: null,
      transaction: null,
      review: null,
    })
    expect(parcel.status_history.map((h) => h.status)).toEqual(['new'])
    // The same number calculate-price answers for the same trip.
    const quote = await call(
      t,
      'GET',
      `rest/parcel-order/calculate-price?type_id=${type.id}&address_from[latitude]=${from.latitude}` +
        `&address_from[longitude]=${from.longitude}&address_to[latitude]=${to.latitude}&address_to[longitude]=${to.longitude}`,
    )
    expect((quote.body as { data: { price: number } }).data.price).toBe(parcel.total_price)
  })

  it('answers 401 without a session', async () => {
    const res = await call(t, 'POST', 'dashboard/user/parcel-orders', { body: body() })
    expect(res.status).toBe(401)
  })

  it('rejects missing and invalid fields with 400 and the fields in params', async () => {
    const customer = await createAccount(t.db)
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ phone_to: '' }, 'phone_to', 'Phone number is required'],
      [{ phone_from: 'call me' }, 'phone_from', 'Phone number is invalid'],
      [{ username_to: '' }, 'username_to', 'Required'],
      [{ address_to: undefined }, 'address_to'],
      [{ address_from: { ...from, latitude: 91 } }, 'address_from.latitude'],
      [{ type_id: 'abc' }, 'type_id'],
      [{ type_id: 999_999 }, 'type_id', 'The selected type id is invalid.'],
      [{ delivery_date: '2026-02-30' }, 'delivery_date'],
      [{ delivery_time: '25:00' }, 'delivery_time'],
      [{ weight: type.maxG + 1 }, 'weight'],
      [{ length: type.maxLength + 1 }, 'length'],
      [{ width: -2 }, 'width'],
      [{ images: ['http://basil.test/storage/images/users/not-mine.webp'] }, 'images.0'],
    ]
    for (const [overrides, field, message] of cases) {
      const res = await call(t, 'POST', 'dashboard/user/parcel-orders', {
        token: customer.token,
        body: body(overrides),
      })
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400)
      const error = errorOf(res)
      expect(Object.keys(error.params ?? {}), field).toContain(field)
      if (message) expect(error.params?.[field]?.join(), JSON.stringify(error)).toContain(message)
    }
    const list = await call(t, 'GET', 'dashboard/user/parcel-orders', { token: customer.token })
    expect(json(list, parcelsPaginatedSchema).meta.total).toBe(0)
  })

  it('keeps the customer’s own uploads as absolute image URLs', async () => {
    const customer = await createAccount(t.db)
    const path = `users/parcel-${customer.id}.webp`
    await t.db.insert(uploads).values({ userId: customer.id, path, type: 'users', size: 10 })
    const parcel = await send(customer, { images: [`http://basil.test/storage/images/${path}`] })
    expect(parcel.images).toEqual([`http://basil.test/storage/images/${path}`])
  })

  it('texts the receiver only when asked to', async () => {
    const customer = await createAccount(t.db)
    await send(customer, { notify: 0, phone_to: '+12025550171' })
    expect(t.sms.lastTo('+12025550171')).toBeUndefined()
    const parcel = await send(customer, { notify: 1, phone_to: '+12025550172' })
    expect(parcel.notify).toBe(true)
    expect(t.sms.lastTo('+12025550172')?.text).toContain(`#${parcel.id}`)
  })

  it('refuses new parcels while active_parcel is off', async () => {
    const customer = await createAccount(t.db)
    await t.db.update(settings).set({ value: '0' }).where(eq(settings.key, 'active_parcel'))
    try {
      const res = await call(t, 'POST', 'dashboard/user/parcel-orders', { token: customer.token, body: body() })
      expect(res.status).toBe(400)
      expect(errorOf(res).message).toBe('Sending parcels is not available at the moment')
    } finally {
      await t.db.update(settings).set({ value: '1' }).where(eq(settings.key, 'active_parcel'))
    }
  })
})

describe('GET dashboard/user/parcel-orders', () => {
  it('lists only the customer’s parcels, filtered by statuses in both query forms', async () => {
    const customer = await createAccount(t.db)
    const other = await createAccount(t.db)
    const a = await send(customer)
    const b = await send(customer)
    await send(other)
    const canceled = await call(t, 'POST', `dashboard/user/parcel-orders/${b.id}/status/change?status=canceled`, {
      token: customer.token,
    })
    expect(canceled.status).toBe(200)

    const all = json(
      await call(t, 'GET', 'dashboard/user/parcel-orders', { token: customer.token }),
      parcelsPaginatedSchema,
    )
    expect(all.data.map((p) => p.id)).toEqual([b.id, a.id])

    for (const qs of [
      'statuses[0]=new&statuses[1]=accepted',
      'statuses%5B0%5D=new&statuses%5B1%5D=on_a_way',
      'statuses[]=new',
    ]) {
      const active = await call(t, 'GET', `dashboard/user/parcel-orders?${qs}`, { token: customer.token })
      expect(
        json(active, parcelsPaginatedSchema).data.map((p) => p.id),
        qs,
      ).toEqual([a.id])
    }
    const history = await call(
      t,
      'GET',
      'dashboard/user/parcel-orders?statuses%5B0%5D=delivered&statuses%5B1%5D=canceled',
      {
        token: customer.token,
      },
    )
    expect(json(history, parcelsPaginatedSchema).data.map((p) => p.id)).toEqual([b.id])
    const bad = await call(t, 'GET', 'dashboard/user/parcel-orders?statuses[0]=lost', { token: customer.token })
    expect(bad.status).toBe(400)
  })

  it('shows a parcel to its owner only (404 for anyone else)', async () => {
    const customer = await createAccount(t.db)
    const other = await createAccount(t.db)
    const parcel = await send(customer)
    const own = await call(t, 'GET', `dashboard/user/parcel-orders/${parcel.id}`, { token: customer.token })
    expect(json(own, parcelResponseSchema).data.id).toBe(parcel.id)
    const theirs = await call(t, 'GET', `dashboard/user/parcel-orders/${parcel.id}`, { token: other.token })
    expect(theirs.status).toBe(404)
    expect((await call(t, 'GET', 'dashboard/user/parcel-orders/abc', { token: customer.token })).status).toBe(400)
  })
})

describe('canceling', () => {
  it('lets the owner cancel only while the parcel is new', async () => {
    const customer = await createAccount(t.db)
    const other = await createAccount(t.db)
    const parcel = await send(customer)
    const path = `dashboard/user/parcel-orders/${parcel.id}/status/change?status=canceled`
    expect((await call(t, 'POST', path, { token: other.token })).status).toBe(404)
    expect(
      (
        await call(t, 'POST', `dashboard/user/parcel-orders/${parcel.id}/status/change?status=delivered`, {
          token: customer.token,
        })
      ).status,
    ).toBe(400)

    const accepted = await send(customer)
    await assign(accepted.id)
    expect((await move(accepted.id, 'accepted')).status).toBe(200)
    const late = await call(t, 'POST', `dashboard/user/parcel-orders/${accepted.id}/status/change?status=canceled`, {
      token: customer.token,
    })
    expect(late.status).toBe(400)
    expect(errorOf(late).message).toBe('Only a new parcel can be canceled')

    const res = await call(t, 'POST', path, { token: customer.token })
    expect(res.status).toBe(200)
    const data = json(res, parcelResponseSchema).data
    expect(data.status).toBe('canceled')
    expect(data.status_history.map((h) => h.status)).toEqual(['new', 'canceled'])
    expect((await call(t, 'POST', path, { token: customer.token })).status).toBe(400)
  })

  it('gives a wallet payment back when the parcel is canceled', async () => {
    const customer = await createAccount(t.db)
    await topUp(customer.id, 100_000)
    const parcel = await send(customer)
    expect((await pay(customer, parcel.id, 'wallet')).status).toBe(200)
    const paid = await walletBalance(t.db, customer.id)
    expect(paid).toBeLessThan(100_000)
    const res = await call(t, 'POST', `dashboard/user/parcel-orders/${parcel.id}/status/change?status=canceled`, {
      token: customer.token,
    })
    expect(res.status).toBe(200)
    expect(json(res, parcelResponseSchema).data.transaction?.status).toBe('refund')
    expect(await walletBalance(t.db, customer.id)).toBe(100_000)
  })
})

describe('POST /payments/parcel-order/{id}/transactions', () => {
  it('debits the wallet once, in the ledger, and refuses paying twice', async () => {
    const customer = await createAccount(t.db)
    await topUp(customer.id, 100_000)
    const parcel = await send(customer)
    const minor = Math.round(parcel.total_price * 100)

    const res = await pay(customer, parcel.id, 'wallet', { 'idempotency-key': `parcel-${parcel.id}` })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const transaction = json(res, parcelTransactionResponseSchema).data
    expect(transaction).toMatchObject({ parcel_id: parcel.id, status: 'paid', price: parcel.total_price })
    expect(transaction.payment_system?.tag).toBe('wallet')
    expect(await walletBalance(t.db, customer.id)).toBe(100_000 - minor)

    // A retry of the same request answers the same payment; any other payment is refused.
    const retry = await pay(customer, parcel.id, 'wallet', { 'idempotency-key': `parcel-${parcel.id}` })
    expect(retry.status).toBe(200)
    expect(json(retry, parcelTransactionResponseSchema).data.id).toBe(transaction.id)
    for (const tag of ['wallet', 'cash']) {
      const again = await pay(customer, parcel.id, tag)
      expect(again.status).toBe(400)
      expect(errorOf(again).message).toBe('The parcel is already paid')
    }
    expect(await walletBalance(t.db, customer.id)).toBe(100_000 - minor)
    const ledger = await t.db
      .select()
      .from(walletHistories)
      .where(and(eq(walletHistories.parcelOrderId, parcel.id), eq(walletHistories.type, 'parcel')))
    expect(ledger.map((h) => h.amount)).toEqual([-minor])

    const shown = await call(t, 'GET', `dashboard/user/parcel-orders/${parcel.id}`, { token: customer.token })
    expect(json(shown, parcelResponseSchema).data.transaction).toMatchObject({ id: transaction.id, status: 'paid' })
  })

  it('pays at most once when two wallet payments race', async () => {
    const customer = await createAccount(t.db)
    await topUp(customer.id, 100_000)
    const parcel = await send(customer)
    const results = await Promise.all([pay(customer, parcel.id, 'wallet'), pay(customer, parcel.id, 'wallet')])
    expect(results.map((r) => r.status).sort()).toEqual([200, 400])
    expect(await walletBalance(t.db, customer.id)).toBe(100_000 - Math.round(parcel.total_price * 100))
  })

  it('changes nothing when the wallet is short', async () => {
    const customer = await createAccount(t.db)
    const parcel = await send(customer)
    const res = await pay(customer, parcel.id, 'wallet')
    expect(res.status).toBe(400)
    expect(errorOf(res).message).toBe('Insufficient wallet balance')
    const shown = await call(t, 'GET', `dashboard/user/parcel-orders/${parcel.id}`, { token: customer.token })
    expect(json(shown, parcelResponseSchema).data.transaction).toBeNull()
  })

  it('takes cash on delivery, refuses cards and other people’s parcels', async () => {
    const customer = await createAccount(t.db)
    const other = await createAccount(t.db)
    const parcel = await send(customer)
    expect((await pay(other, parcel.id, 'cash')).status).toBe(404)
    const card = await pay(customer, parcel.id, 'stripe')
    expect(card.status).toBe(400)
    const noMethod = await call(t, 'POST', `payments/parcel-order/${parcel.id}/transactions`, {
      token: customer.token,
      body: {},
    })
    expect(errorOf(noMethod).params?.payment_sys_id).toBeDefined()

    const cash = await pay(customer, parcel.id, 'cash')
    expect(json(cash, parcelTransactionResponseSchema).data.status).toBe('progress')
    await assign(parcel.id)
    for (const status of ['accepted', 'on_a_way', 'delivered']) expect((await move(parcel.id, status)).status).toBe(200)
    const shown = await call(t, 'GET', `dashboard/user/parcel-orders/${parcel.id}`, { token: customer.token })
    expect(json(shown, parcelResponseSchema).data.transaction).toMatchObject({ status: 'paid' })
  })
})

describe('operators', () => {
  it('lets only admins list parcels and assign couriers', async () => {
    const customer = await createAccount(t.db)
    const parcel = await send(customer)
    expect((await call(t, 'GET', 'dashboard/admin/parcel-orders', { token: customer.token })).status).toBe(403)
    expect((await call(t, 'GET', 'dashboard/admin/parcel-orders', { token: courier.token })).status).toBe(403)
    const list = await call(t, 'GET', 'dashboard/admin/parcel-orders?statuses[0]=new&perPage=100', {
      token: admin.token,
    })
    expect(json(list, parcelsPaginatedSchema).data.map((p) => p.id)).toContain(parcel.id)
    const denied = await call(t, 'POST', `dashboard/admin/parcel-orders/${parcel.id}/deliveryman`, {
      token: customer.token,
      body: { deliveryman_id: courier.id },
    })
    expect(denied.status).toBe(403)
    const notCourier = await call(t, 'POST', `dashboard/admin/parcel-orders/${parcel.id}/deliveryman`, {
      token: admin.token,
      body: { deliveryman_id: customer.id },
    })
    expect(notCourier.status).toBe(400)
    expect(errorOf(notCourier).params?.deliveryman_id).toBeDefined()
    const assigned = await assign(parcel.id)
    expect(assigned.deliveryman).toMatchObject({ id: courier.id, firstname: demoAccounts.courier.firstname })
  })

  it('lets only the assigned courier move a parcel, one allowed step at a time, and tells the customer each time', async () => {
    const customer = await createAccount(t.db)
    const parcel = await send(customer)
    const stranger = await courierAccount()
    expect((await move(parcel.id, 'accepted')).status).toBe(403)
    await assign(parcel.id)

    expect((await move(parcel.id, 'accepted', stranger)).status).toBe(403)
    expect((await move(parcel.id, 'accepted', customer)).status).toBe(403)
    const skip = await move(parcel.id, 'delivered')
    expect(skip.status).toBe(400)
    expect(errorOf(skip).params?.status).toEqual(['accepted'])
    expect((await move(parcel.id, 'canceled')).status).toBe(400)

    const mine = await call(t, 'GET', 'dashboard/deliveryman/parcel-orders?statuses[0]=new', { token: courier.token })
    expect(json(mine, parcelsPaginatedSchema).data.map((p) => p.id)).toContain(parcel.id)
    const theirs = await call(t, 'GET', 'dashboard/deliveryman/parcel-orders', { token: stranger.token })
    expect(json(theirs, parcelsPaginatedSchema).data).toEqual([])

    for (const status of ['accepted', 'on_a_way', 'delivered'] as const) {
      const res = await move(parcel.id, status)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(json(res, parcelResponseSchema).data.status).toBe(status)
    }
    expect((await move(parcel.id, 'delivered')).status).toBe(400)
    const shown = json(
      await call(t, 'GET', `dashboard/user/parcel-orders/${parcel.id}`, { token: customer.token }),
      parcelResponseSchema,
    ).data
    expect(shown.status_history.map((h) => h.status)).toEqual(['new', 'accepted', 'on_a_way', 'delivered'])

    const notes = json(
      await call(t, 'GET', 'dashboard/notifications?perPage=20', { token: customer.token }),
      pushNotificationsPaginatedSchema,
    ).data
    const changes = notes.filter((n) => n.type === 'status_changed')
    expect(changes.map((n) => n.data)).toEqual(
      expect.arrayContaining([
        { id: parcel.id, type: 'parcel', status: 'accepted' },
        { id: parcel.id, type: 'parcel', status: 'on_a_way' },
        { id: parcel.id, type: 'parcel', status: 'delivered' },
      ]),
    )
  })

  it('assigns only while the parcel is new', async () => {
    const customer = await createAccount(t.db)
    const parcel = await send(customer)
    await assign(parcel.id)
    expect((await move(parcel.id, 'accepted')).status).toBe(200)
    const late = await call(t, 'POST', `dashboard/admin/parcel-orders/${parcel.id}/deliveryman`, {
      token: admin.token,
      body: { deliveryman_id: courier.id },
    })
    expect(late.status).toBe(400)
  })
})

describe('POST dashboard/user/parcel-orders/deliveryman-review/{id}', () => {
  it('takes one review of the courier, after delivery, from the owner', async () => {
    const customer = await createAccount(t.db)
    const other = await createAccount(t.db)
    const parcel = await send(customer)
    const path = `dashboard/user/parcel-orders/deliveryman-review/${parcel.id}`
    const early = await call(t, 'POST', path, { token: customer.token, body: { rating: 5 } })
    expect(early.status).toBe(400)
    await assign(parcel.id)
    for (const status of ['accepted', 'on_a_way', 'delivered']) expect((await move(parcel.id, status)).status).toBe(200)

    expect((await call(t, 'POST', path, { token: other.token, body: { rating: 5 } })).status).toBe(404)
    expect((await call(t, 'POST', path, { token: customer.token, body: { rating: 9 } })).status).toBe(400)
    const res = await call(t, 'POST', path, { token: customer.token, body: { rating: 4, comment: 'Quick' } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(json(res, parcelResponseSchema).data.review).toMatchObject({ rating: 4, comment: 'Quick' })
    const twice = await call(t, 'POST', path, { token: customer.token, body: { rating: 5 } })
    expect(twice.status).toBe(400)
    expect(errorOf(twice).message).toBe('You have already reviewed this delivery')
    const [row] = await t.db
      .execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM parcel_order_reviews WHERE parcel_order_id = ${parcel.id}`,
      )
      .then((r) => r.rows)
    expect(row?.n).toBe(1)
  })
})
