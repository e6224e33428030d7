import { userResponseSchema } from '@basil/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authTokens, uploads, userPushTokens, users } from '../../db/schema/index.ts'
import { demoAccounts } from '../../db/seed/index.ts'
import { createAccountsTestApp, registerByEmail, signIn, type AccountsTestApp } from '../auth/test-support.ts'
import { call, errorOf, json } from '../../../test/kit.ts'

let t: AccountsTestApp
beforeAll(async () => {
  t = await createAccountsTestApp()
})
afterAll(() => t.close())

describe('profile', () => {
  it('shows IUser with the contract fields', async () => {
    const token = await signIn(t, { email: demoAccounts.customer.email }, demoAccounts.customer.password)
    const res = await call(t, 'GET', 'dashboard/user/profile/show', { token, query: { currency_id: 1, lang: 'en' } })
    expect(res.status).toBe(200)
    const user = json(res, userResponseSchema).data
    for (const key of [
      'id',
      'uuid',
      'firstname',
      'lastname',
      'img',
      'email',
      'phone',
      'birthday',
      'gender',
      'role',
      'wallet',
      'my_referral',
      'empty_p',
      'addresses',
    ]) {
      expect(user, key).toHaveProperty(key)
    }
    expect(user).toMatchObject({
      email: demoAccounts.customer.email,
      firstname: demoAccounts.customer.firstname,
      role: 'user',
      empty_p: false,
    })
    // The demo customer's wallet is seeded with a balance (through the ledger).
    expect(user.wallet).toMatchObject({ symbol: expect.any(String) })
    expect((user.wallet as { price: number }).price).toBeGreaterThan(0)
    expect(Array.isArray(user.addresses)).toBe(true)
    expect(user.referral_from_topup_count).toBe(0)
  })

  it('updates details; the e-mail and phone only through their change flow (change-address.test.ts)', async () => {
    const account = await registerByEmail(t)
    const res = await call(t, 'PUT', 'dashboard/user/profile/update', {
      token: account.token,
      body: { firstname: 'Renamed', lastname: 'Person', birthday: '1990-02-03', gender: 'female' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(json(res, userResponseSchema).data).toMatchObject({
      firstname: 'Renamed',
      lastname: 'Person',
      birthday: '1990-02-03',
      gender: 'female',
    })
    const phone = await call(t, 'PUT', 'dashboard/user/profile/update', {
      token: account.token,
      query: { phone: '+1 (415) 555-0199' },
      body: {},
    })
    expect(phone.status).toBe(400)
    expect(errorOf(phone).params?.phone?.[0]).toMatch(/phone\/change/)
    const invalid = await call(t, 'PUT', 'dashboard/user/profile/update', {
      token: account.token,
      query: { phone: 'call me' },
      body: {},
    })
    expect(invalid.status).toBe(400)
    expect(errorOf(invalid).params?.phone).toEqual(['Phone number is invalid'])
    const otherEmail = await call(t, 'PUT', 'dashboard/user/profile/update', {
      token: account.token,
      body: { email: demoAccounts.seller.email },
    })
    expect(otherEmail.status).toBe(400)
    expect(errorOf(otherEmail).params?.email?.[0]).toMatch(/email\/change/)
    const empty = await call(t, 'PUT', 'dashboard/user/profile/update', {
      token: account.token,
      body: { firstname: '' },
    })
    expect(empty.status).toBe(400)
    expect(errorOf(empty).params?.firstname).toBeDefined()
  })

  it('accepts only the user’s own uploads as avatar, serves it as an absolute URL, and removes it with an empty list', async () => {
    const a = await registerByEmail(t)
    const b = await registerByEmail(t)
    await t.db
      .insert(uploads)
      .values({ userId: b.userId, path: 'users/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp', type: 'users', size: 10 })
    const foreign = await call(t, 'PUT', 'dashboard/user/profile/update', {
      token: a.token,
      body: { images: ['http://basil.test/storage/images/users/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp'] },
    })
    expect(foreign.status).toBe(400)
    expect(errorOf(foreign).params?.images).toBeDefined()
    await t.db
      .insert(uploads)
      .values({ userId: a.userId, path: 'users/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp', type: 'users', size: 10 })
    const own = await call(t, 'PUT', 'dashboard/user/profile/update', {
      token: a.token,
      body: { images: ['http://localhost:3000/storage/images/users/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp'] },
    })
    expect(own.status, JSON.stringify(own.body)).toBe(200)
    expect(json(own, userResponseSchema).data.img).toBe(
      'http://basil.test/storage/images/users/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp',
    )
    const cleared = await call(t, 'PUT', 'dashboard/user/profile/update', { token: a.token, body: { images: [] } })
    expect(json(cleared, userResponseSchema).data.img).toBeNull()
  })

  it('changes the password: checks the old one, the length and the confirmation, and ends the other sessions', async () => {
    const account = await registerByEmail(t)
    const other = await signIn(t, { email: account.email }, account.password)
    const wrongOld = await call(t, 'POST', 'dashboard/user/profile/password/update', {
      token: account.token,
      body: { old_password: 'not-it', password: 'changed-1', password_confirmation: 'changed-1' },
    })
    expect(wrongOld.status).toBe(400)
    expect(errorOf(wrongOld).statusCode).toBe('ERROR_400')
    expect(errorOf(wrongOld).params?.old_password).toEqual(['The old password is incorrect'])
    const short = await call(t, 'POST', 'dashboard/user/profile/password/update', {
      token: account.token,
      body: { old_password: account.password, password: '123', password_confirmation: '123' },
    })
    expect(errorOf(short).message).toBe('Password should contain at least 6 characters')
    const mismatch = await call(t, 'POST', 'dashboard/user/profile/password/update', {
      token: account.token,
      body: { old_password: account.password, password: 'changed-1', password_confirmation: 'changed-2' },
    })
    expect(errorOf(mismatch).message).toBe("Passwords don't match")
    const ok = await call(t, 'POST', 'dashboard/user/profile/password/update', {
      token: account.token,
      body: { old_password: account.password, password: 'changed-1', password_confirmation: 'changed-1' },
    })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect((await call(t, 'GET', 'dashboard/user/profile/show', { token: account.token })).status).toBe(200)
    expect((await call(t, 'GET', 'dashboard/user/profile/show', { token: other })).status).toBe(401)
    expect(await signIn(t, { email: account.email }, 'changed-1')).toBeTruthy()
  })

  it('lets an account without a password (empty_p) set one without an old password', async () => {
    const account = await registerByEmail(t)
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, account.userId))
    const shown = await call(t, 'GET', 'dashboard/user/profile/show', { token: account.token })
    expect(json(shown, userResponseSchema).data.empty_p).toBe(true)
    const set = await call(t, 'POST', 'dashboard/user/profile/password/update', {
      token: account.token,
      body: { password: 'first-pass-1', password_confirmation: 'first-pass-1' },
    })
    expect(set.status).toBe(200)
    expect(json(set, userResponseSchema).data.empty_p).toBe(false)
  })

  it('saves a push token, moving it to the user who registered it last', async () => {
    const a = await registerByEmail(t)
    const b = await registerByEmail(t)
    const token = `fcm-${Date.now()}`
    expect(
      (
        await call(t, 'POST', 'dashboard/user/profile/firebase/token/update', {
          token: a.token,
          body: { firebase_token: token },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await call(t, 'POST', 'dashboard/user/profile/firebase/token/update', {
          token: b.token,
          body: { firebase_token: token },
        })
      ).status,
    ).toBe(200)
    const rows = await t.db.select().from(userPushTokens).where(eq(userPushTokens.token, token))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.userId).toBe(b.userId)
    const missing = await call(t, 'POST', 'dashboard/user/profile/firebase/token/update', { token: a.token, body: {} })
    expect(missing.status).toBe(400)
    expect(errorOf(missing).params?.firebase_token).toBeDefined()
  })

  it('guards every profile route', async () => {
    const routes: [string, string][] = [
      ['GET', 'dashboard/user/profile/show'],
      ['PUT', 'dashboard/user/profile/update'],
      ['POST', 'dashboard/user/profile/password/update'],
      ['POST', 'dashboard/user/profile/firebase/token/update'],
    ]
    for (const [method, url] of routes) {
      const res = await call(t, method as 'GET', url, method === 'GET' ? {} : { body: {} })
      expect(res.status, url).toBe(401)
      expect(errorOf(res).statusCode).toBe('ERROR_100')
    }
    expect((await t.db.select().from(authTokens)).length).toBeGreaterThan(0)
  })
})
