// Referral rewards through the public API: a customer signs up with another's code, and when their first order is
// delivered (the shop's seller moves it) both wallets are credited once with the running programme's amounts.
import {
  registerResponseSchema,
  tokenResponseSchema,
  userResponseSchema,
  walletHistoriesPaginatedSchema,
} from '@basil/contracts'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoSeller, placeOrder, sellerShopId, walletBalance, type Account } from '../../../../test/fixtures/orders.ts'
import { call, json } from '../../../../test/kit.ts'
import { pushNotifications, referrals, userReferrals, walletHistories, wallets } from '../../../db/schema/index.ts'
import {
  codeIn,
  createAccountsTestApp,
  uniqueEmail,
  uniquePhone,
  type AccountsTestApp,
} from '../../auth/test-support.ts'
import { setSetting } from '../../orders/test-support.ts'
import { ledgerBalance } from '../../wallet/ledger.ts'

let t: AccountsTestApp
let seller: Account
let shopId: number
let programme: { priceFrom: number; priceTo: number }

beforeAll(async () => {
  t = await createAccountsTestApp()
  seller = await demoSeller(t.db)
  shopId = await sellerShopId(t.db, seller.id)
  await setSetting(t, 'referral_active', '1')
  const [running] = await t.db.select().from(referrals).orderBy(desc(referrals.id)).limit(1)
  await t.db.update(referrals).set({ active: true, expiredAt: null }).where(eq(referrals.id, running!.id))
  programme = { priceFrom: running!.priceFrom, priceTo: running!.priceTo }
  expect(programme.priceFrom).toBeGreaterThan(0)
  expect(programme.priceTo).toBeGreaterThan(0)
})
afterAll(() => t.close())

interface Customer {
  id: number
  uuid: string
  token: string
  code: string
}

/** A customer signed up through the e-mail flow, with a referral code when given. */
async function signUp(referral?: string): Promise<Customer> {
  const email = uniqueEmail('referral')
  expect((await call(t, 'POST', 'auth/register', { query: { email }, body: {} })).status).toBe(200)
  expect((await call(t, 'GET', `auth/verify/${codeIn(t.mail, email)}`, { query: { email } })).status).toBe(200)
  const done = await call(t, 'POST', 'auth/after-verify', {
    body: {
      email,
      firstname: 'Ref',
      lastname: `Customer ${email.split('@')[0]}`,
      password: 'secret-123',
      password_confirmation: 'secret-123',
      ...(referral !== undefined ? { referral } : {}),
    },
  })
  expect(done.status, JSON.stringify(done.body)).toBe(200)
  const { token, user } = json(done, tokenResponseSchema).data
  return { id: user.id, uuid: user.uuid, token, code: user.my_referral! }
}

async function profile(c: Customer) {
  return json(await call(t, 'GET', 'dashboard/user/profile/show', { token: c.token }), userResponseSchema).data
}

/** An order of `c` waiting at the counter (pickup, ready), so one move delivers it. */
async function readyOrder(c: Customer) {
  return (await placeOrder(t.db, { userId: c.id, shopId, status: 'ready', deliveryType: 'pickup' })).id
}

function deliver(orderId: number) {
  return call(t, 'POST', `dashboard/seller/order/${orderId}/status`, {
    token: seller.token,
    body: { status: 'delivered' },
  })
}

async function referralRows(userId: number) {
  const [wallet] = await t.db.select().from(wallets).where(eq(wallets.userId, userId))
  if (!wallet) return []
  return t.db
    .select()
    .from(walletHistories)
    .where(and(eq(walletHistories.walletId, wallet.id), eq(walletHistories.type, 'referral')))
}

async function expectLedgerEqualsBalance(userId: number) {
  const [wallet] = await t.db.select().from(wallets).where(eq(wallets.userId, userId))
  expect(await ledgerBalance(t.db, wallet!.id)).toBe(wallet!.balance)
}

describe('referral rewards', () => {
  it('credits both wallets once, after the first delivered order only', async () => {
    const referrer = await signUp()
    const newcomer = await signUp(referrer.code.toLowerCase())
    // Every new account has its wallet from the start (so it can be topped up by its id).
    expect((await profile(newcomer)).wallet).toMatchObject({ price: 0 })
    expect((await profile(referrer)).referrals_count).toBe(1)

    const first = await readyOrder(newcomer)
    expect(await walletBalance(t.db, referrer.id)).toBe(0)
    expect(await walletBalance(t.db, newcomer.id)).toBe(0)
    const moved = await deliver(first)
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(await walletBalance(t.db, referrer.id)).toBe(programme.priceFrom)
    expect(await walletBalance(t.db, newcomer.id)).toBe(programme.priceTo)

    // Each side's history names the other and the order.
    const history = await call(t, 'GET', 'dashboard/user/wallet/histories', { token: referrer.token })
    expect(json(history, walletHistoriesPaginatedSchema).data).toEqual([
      expect.objectContaining({
        type: 'topup',
        reason: 'referral',
        price: programme.priceFrom / 100,
        order_id: first,
        user: expect.objectContaining({ uuid: newcomer.uuid }),
        note: expect.stringContaining('first order'),
      }),
    ])
    const theirs = await call(t, 'GET', 'dashboard/user/wallet/histories', { token: newcomer.token })
    expect(json(theirs, walletHistoriesPaginatedSchema).data).toEqual([
      expect.objectContaining({
        reason: 'referral',
        price: programme.priceTo / 100,
        user: expect.objectContaining({ uuid: referrer.uuid }),
      }),
    ])

    // The referrer's bell, and the figures of profile/show.
    const bell = await t.db.select().from(pushNotifications).where(eq(pushNotifications.userId, referrer.id))
    expect(bell.filter((n) => n.type === 'new_user_by_referral')).toHaveLength(1)
    const stats = await call(t, 'GET', 'dashboard/user/profile/notifications-statistic', { token: referrer.token })
    expect(stats.body).toMatchObject({ new_user_by_referral: 1 })
    expect(await profile(referrer)).toMatchObject({
      referrals_count: 1,
      referral_from_topup_count: 1,
      referral_from_topup_price: programme.priceFrom / 100,
      referral_to_topup_count: 0,
      referral_to_topup_price: 0,
    })
    expect(await profile(newcomer)).toMatchObject({
      referral_to_topup_count: 1,
      referral_to_topup_price: programme.priceTo / 100,
      referral_from_topup_count: 0,
    })

    // A second delivered order rewards nobody again.
    expect((await deliver(await readyOrder(newcomer))).status).toBe(200)
    expect(await walletBalance(t.db, referrer.id)).toBe(programme.priceFrom)
    expect(await walletBalance(t.db, newcomer.id)).toBe(programme.priceTo)
    expect(await referralRows(referrer.id)).toHaveLength(1)
    expect(await referralRows(newcomer.id)).toHaveLength(1)
    await expectLedgerEqualsBalance(referrer.id)
    await expectLedgerEqualsBalance(newcomer.id)
  })

  it('pays once when two first orders are delivered at the same time', async () => {
    const referrer = await signUp()
    const newcomer = await signUp(referrer.code)
    const orders = [await readyOrder(newcomer), await readyOrder(newcomer), await readyOrder(newcomer)]
    const moves = await Promise.all(orders.map(deliver))
    expect(moves.map((m) => m.status)).toEqual([200, 200, 200])
    expect(await walletBalance(t.db, referrer.id)).toBe(programme.priceFrom)
    expect(await walletBalance(t.db, newcomer.id)).toBe(programme.priceTo)
    expect(await referralRows(referrer.id)).toHaveLength(1)
    await expectLedgerEqualsBalance(referrer.id)
    await expectLedgerEqualsBalance(newcomer.id)
  })

  it('ignores an unknown code at sign-up: the account is made, nobody is rewarded', async () => {
    const newcomer = await signUp('NO-SUCH-CODE')
    expect(await t.db.select().from(userReferrals).where(eq(userReferrals.referredId, newcomer.id))).toEqual([])
    expect((await deliver(await readyOrder(newcomer))).status).toBe(200)
    expect(await walletBalance(t.db, newcomer.id)).toBe(0)
    expect(await referralRows(newcomer.id)).toEqual([])
  })

  it('never rewards a customer for their own code', async () => {
    // A number signed in by code has an account (and a code) before its details step, which takes a referral.
    const phone = uniquePhone()
    const started = await call(t, 'POST', 'auth/register', { query: { phone }, body: {} })
    const verifyId = json(started, registerResponseSchema).data.verifyId as string
    const verified = await call(t, 'POST', 'auth/verify/phone', {
      query: { verifyCode: codeIn(t.sms, phone), verifyId },
      body: {},
    })
    const user = json(verified, tokenResponseSchema).data.user
    const details = await call(t, 'POST', 'auth/verify/phone', {
      body: {
        phone,
        firstname: 'Self',
        password: 'secret-123',
        password_confirmation: 'secret-123',
        referral: user.my_referral,
      },
    })
    expect(details.status, JSON.stringify(details.body)).toBe(200)
    expect(await t.db.select().from(userReferrals).where(eq(userReferrals.referredId, user.id))).toEqual([])
    const self = { id: user.id, uuid: user.uuid, token: json(details, tokenResponseSchema).data.token, code: '' }
    expect((await deliver(await readyOrder(self))).status).toBe(200)
    expect(await walletBalance(t.db, user.id)).toBe(0)
  })

  it('rewards nothing while referrals are off, and not later for an order that was not the first', async () => {
    const referrer = await signUp()
    const newcomer = await signUp(referrer.code)
    await setSetting(t, 'referral_active', '0')
    try {
      expect((await deliver(await readyOrder(newcomer))).status).toBe(200)
    } finally {
      await setSetting(t, 'referral_active', '1')
    }
    expect(await walletBalance(t.db, referrer.id)).toBe(0)
    expect((await deliver(await readyOrder(newcomer))).status).toBe(200)
    expect(await walletBalance(t.db, referrer.id)).toBe(0)
    expect(await walletBalance(t.db, newcomer.id)).toBe(0)
    expect((await profile(referrer)).referral_from_topup_count).toBe(0)
  })
})
