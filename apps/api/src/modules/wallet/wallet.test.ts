import {
  searchedUsersPaginatedSchema,
  successSchema,
  userResponseSchema,
  walletHistoriesPaginatedSchema,
  walletSchema,
} from '@basil/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { pushNotifications, users, walletHistories, wallets } from '../../db/schema/index.ts'
import { demoAccounts } from '../../db/seed/index.ts'
import { DEMO_WALLET_BALANCE } from '../../db/seed/part-orders.ts'
import { signIn } from '../auth/test-support.ts'
import { makeCustomer } from '../orders/test-support.ts'
import { ledgerBalance } from './ledger.ts'
import type { RealtimeEvent } from '../../plugins/realtime/index.ts'
import { bodyOf, call, errorOf, json, list, record } from '../../../test/kit.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('wallet', () => {
  it("seeds the demo customer's balance through the ledger and shows it in profile/show", async () => {
    const [customer] = await t.db.select().from(users).where(eq(users.email, demoAccounts.customer.email))
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.userId, customer!.id))
    expect(wallet!.balance).toBe(DEMO_WALLET_BALANCE)
    expect(await ledgerBalance(t.db, wallet!.id)).toBe(DEMO_WALLET_BALANCE)
    const token = await signIn(t, { email: demoAccounts.customer.email }, demoAccounts.customer.password)
    const profile = await call(t, 'GET', 'dashboard/user/profile/show', { token, query: { currency_id: 1 } })
    expect(json(profile, userResponseSchema).data.wallet).toMatchObject({
      id: wallet!.id,
      uuid: wallet!.uuid,
      price: DEMO_WALLET_BALANCE / 100,
    })
    const histories = await call(t, 'GET', 'dashboard/user/wallet/histories', { token })
    expect(histories.status).toBe(200)
    expect(json(histories, walletHistoriesPaginatedSchema).data[0]).toMatchObject({
      type: 'topup',
      reason: 'topup',
      price: DEMO_WALLET_BALANCE / 100,
      status: 'processed',
      wallet_uuid: wallet!.uuid,
    })
    const fresh = await makeCustomer(t)
    expect(
      json(await call(t, 'GET', 'dashboard/user/profile/show', { token: fresh.token }), userResponseSchema).data.wallet,
    ).toBeNull()
    expect(
      json(
        await call(t, 'GET', 'dashboard/user/wallet/histories', { token: fresh.token }),
        walletHistoriesPaginatedSchema,
      ).data,
    ).toEqual([])
  })

  it('sends money to another user: two ledger rows, histories paginated, newest first', async () => {
    const a = await makeCustomer(t, { balance: 5000 })
    const b = await makeCustomer(t)
    const res = await call(t, 'POST', 'dashboard/user/wallet/send', {
      token: a.token,
      body: { price: 12.5, uuid: b.uuid },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(json(res, successSchema(walletSchema.nullable())).data?.price).toBe(37.5)
    const aHist = await call(t, 'GET', 'dashboard/user/wallet/histories', { token: a.token, query: { perPage: 1 } })
    expect(json(aHist, walletHistoriesPaginatedSchema).meta).toMatchObject({ total: 2, last_page: 2 })
    expect(json(aHist, walletHistoriesPaginatedSchema).data[0]).toMatchObject({
      type: 'withdraw',
      reason: 'transfer_out',
      price: 12.5,
      user: { id: b.id },
      author: { id: a.id },
    })
    const bHist = await call(t, 'GET', 'dashboard/user/wallet/histories', { token: b.token })
    expect(json(bHist, walletHistoriesPaginatedSchema).data[0]).toMatchObject({
      type: 'topup',
      reason: 'transfer_in',
      price: 12.5,
      user: { id: a.id },
    })
    const profile = await call(t, 'GET', 'dashboard/user/profile/show', { token: b.token })
    expect(json(profile, userResponseSchema).data.wallet?.price).toBe(12.5)

    // The receiver's bell says who sent it (a `transaction` notification, counted unread); the sender gets none.
    const bell = await call(t, 'GET', 'dashboard/notifications', { token: b.token, query: { type: 'transaction' } })
    const bellData = list(record(bodyOf(bell)).data)
    expect(bellData).toEqual([
      expect.objectContaining({ type: 'transaction', title: 'You received money', read_at: null }),
    ])
    expect(record(bellData[0]).data).toMatchObject({ type: 'wallet', amount: 1250, sender: a.uuid })
    const stats = await call(t, 'GET', 'dashboard/user/profile/notifications-statistic', { token: b.token })
    expect(record(bodyOf(stats)).transaction).toBe(1)
    const senderRows = await t.db.select().from(pushNotifications).where(eq(pushNotifications.userId, a.id))
    expect(senderRows).toEqual([])
  })

  it('refuses overdrafts, yourself, unknown users and bad amounts; a repeated Idempotency-Key sends once', async () => {
    const a = await makeCustomer(t, { balance: 1000 })
    const b = await makeCustomer(t)
    // The live socket's events (decision 017): one to each person for the one transfer, none for refusals or retries.
    const events: { to: string; event: RealtimeEvent }[] = []
    for (const id of [a.id, b.id])
      t.app.realtime.bus.subscribe(`user:${id}`, (event) => events.push({ to: `user:${id}`, event }))
    const short = await call(t, 'POST', 'dashboard/user/wallet/send', {
      token: a.token,
      body: { price: 10.01, uuid: b.uuid },
    })
    expect(short.status).toBe(400)
    expect(errorOf(short).message).toBe('Insufficient wallet balance')
    expect(
      (await call(t, 'POST', 'dashboard/user/wallet/send', { token: a.token, body: { price: 1, uuid: a.uuid } }))
        .status,
    ).toBe(400)
    expect(
      (
        await call(t, 'POST', 'dashboard/user/wallet/send', {
          token: a.token,
          body: { price: 1, uuid: '00000000-0000-4000-8000-000000000000' },
        })
      ).status,
    ).toBe(404)
    for (const price of [0, -5, 'abc']) {
      expect(
        (await call(t, 'POST', 'dashboard/user/wallet/send', { token: a.token, body: { price, uuid: b.uuid } })).status,
      ).toBe(400)
    }
    const headers = { 'idempotency-key': 'gift-1' }
    expect(
      (
        await call(t, 'POST', 'dashboard/user/wallet/send', {
          token: a.token,
          body: { price: 2, uuid: b.uuid },
          headers,
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await call(t, 'POST', 'dashboard/user/wallet/send', {
          token: a.token,
          body: { price: 2, uuid: b.uuid },
          headers,
        })
      ).status,
    ).toBe(200)
    const [w] = await t.db.select().from(wallets).where(eq(wallets.userId, a.id))
    expect(w!.balance).toBe(800)
    const rows = await t.db.select().from(walletHistories).where(eq(walletHistories.walletId, w!.id))
    expect(rows.map((r) => r.amount).sort((x: number, y: number) => x - y)).toEqual([-200, 1000])
    // Refused sends and the retried one notify nobody more: one notification for the one transfer.
    expect(await t.db.select().from(pushNotifications).where(eq(pushNotifications.userId, b.id))).toHaveLength(1)
    expect(events).toEqual([
      { to: `user:${b.id}`, event: { type: 'wallet.updated', data: { reason: 'transfer_in' } } },
      { to: `user:${a.id}`, event: { type: 'wallet.updated', data: { reason: 'transfer_out' } } },
    ])
    expect((await call(t, 'POST', 'dashboard/user/wallet/send', { body: { price: 1, uuid: b.uuid } })).status).toBe(401)
  })

  it('finds users to send money to by name prefix or exact e-mail, never the caller and without contact details', async () => {
    const a = await makeCustomer(t)
    const res = await call(t, 'GET', 'dashboard/user/search-sending', { token: a.token, query: { search: 'Cart' } })
    expect(res.status).toBe(200)
    expect(json(res, searchedUsersPaginatedSchema).data.length).toBeGreaterThan(0)
    expect(json(res, searchedUsersPaginatedSchema).data.some((u) => u.id === a.id)).toBe(false)
    expect(json(res, searchedUsersPaginatedSchema).data[0]).not.toHaveProperty('email')
    expect(Object.keys(json(res, searchedUsersPaginatedSchema).data[0]!).sort()).toEqual([
      'active',
      'empty_p',
      'firstname',
      'id',
      'img',
      'lastname',
      'uuid',
    ])
    const byEmail = await call(t, 'GET', 'dashboard/user/search-sending', {
      token: a.token,
      query: { search: demoAccounts.customer.email },
    })
    expect(json(byEmail, searchedUsersPaginatedSchema).data.map((u) => u.firstname)).toEqual([
      demoAccounts.customer.firstname,
    ])
    const fragment = await call(t, 'GET', 'dashboard/user/search-sending', {
      token: a.token,
      query: { search: 'basil.test' },
    })
    expect(json(fragment, searchedUsersPaginatedSchema).data).toEqual([])
    expect(
      (await call(t, 'GET', 'dashboard/user/search-sending', { token: a.token, query: { search: '%' } })).status,
    ).toBe(400)
    expect(
      json(
        await call(t, 'GET', 'dashboard/user/search-sending', { token: a.token, query: { search: '%_' } }),
        searchedUsersPaginatedSchema,
      ).data,
    ).toEqual([])
  })
})
