import {
  emptySuccessSchema,
  loginResponseSchema,
  registerResponseSchema,
  tokenResponseSchema,
  userResponseSchema,
  verifyEmailResponseSchema,
} from '@basil/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authTokens, settings, users, verificationCodes } from '../../db/schema/index.ts'
import { demoAccounts } from '../../db/seed/index.ts'
import {
  codeIn,
  createAccountsTestApp,
  registerByEmail,
  signIn,
  uniqueEmail,
  uniquePhone,
  type AccountsTestApp,
} from './test-support.ts'
import { call, errorOf, json, type Reply } from '../../../test/kit.ts'

let t: AccountsTestApp
beforeAll(async () => {
  t = await createAccountsTestApp()
})
afterAll(() => t.close())

const customer = demoAccounts.customer

function expectError(res: Reply, status: number, statusCode: string, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status)
  expect(errorOf(res).status).toBe(false)
  expect(errorOf(res).statusCode).toBe(statusCode)
  if (message) expect(errorOf(res).message).toBe(message)
}

describe('sign-in and sessions', () => {
  it('signs in with e-mail and password and answers a Bearer token that opens the profile', async () => {
    const res = await call(t, 'POST', 'auth/login', { body: { email: customer.email, password: customer.password } })
    expect(res.status).toBe(200)
    expect(json(res, loginResponseSchema).status).toBe(true)
    expect(json(res, loginResponseSchema).data.token_type).toBe('Bearer')
    expect(json(res, loginResponseSchema).data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(json(res, loginResponseSchema).data.user.email).toBe(customer.email)
    expect(json(res, loginResponseSchema).data.user.empty_p).toBe(false)
    const profile = await call(t, 'GET', 'dashboard/user/profile/show', {
      token: json(res, loginResponseSchema).data.access_token,
    })
    expect(profile.status).toBe(200)
    expect(json(profile, userResponseSchema).data.email).toBe(customer.email)
  })

  it('signs in with the phone sent as a number, and with upper-case e-mail', async () => {
    const byPhone = await call(t, 'POST', 'auth/login', {
      body: { phone: Number(customer.phone.slice(1)), password: customer.password },
    })
    expect(byPhone.status).toBe(200)
    expect(json(byPhone, loginResponseSchema).data.user.phone).toBe(customer.phone)
    const upper = await call(t, 'POST', 'auth/login', {
      body: { email: customer.email.toUpperCase(), password: customer.password },
    })
    expect(upper.status).toBe(200)
  })

  it('answers the same "Login or password is invalid" to a wrong password and an unknown account', async () => {
    const wrong = await call(t, 'POST', 'auth/login', { body: { email: customer.email, password: 'not-the-password' } })
    expectError(wrong, 400, 'ERROR_102', 'Login or password is invalid')
    const unknown = await call(t, 'POST', 'auth/login', { body: { email: uniqueEmail(), password: 'whatever-1' } })
    expectError(unknown, 400, 'ERROR_102', 'Login or password is invalid')
  })

  it('names the missing fields of a sign-in', async () => {
    const res = await call(t, 'POST', 'auth/login', { body: { email: customer.email } })
    expectError(res, 400, 'ERROR_400')
    expect(errorOf(res).params?.password).toBeDefined()
    const none = await call(t, 'POST', 'auth/login', { body: {} })
    expectError(none, 400, 'ERROR_400')
    expect(errorOf(none).params?.email).toBeDefined()
  })

  it('stores only the SHA-256 of a token, valid for 7 days', async () => {
    const token = await signIn(t, { email: customer.email }, customer.password)
    const hashed = createHash('sha256').update(token).digest('hex')
    const [row] = await t.db.select().from(authTokens).where(eq(authTokens.tokenHash, hashed))
    expect(row).toBeDefined()
    const [plain] = await t.db.select().from(authTokens).where(eq(authTokens.tokenHash, token))
    expect(plain).toBeUndefined()
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThan(7.01)
  })

  it('answers 401 ERROR_100 "Unauthorized" without a token, with an unknown one and with an expired one', async () => {
    const none = await call(t, 'GET', 'dashboard/user/profile/show')
    expectError(none, 401, 'ERROR_100', 'Unauthorized')
    const unknown = await call(t, 'GET', 'dashboard/user/profile/show', { token: 'x'.repeat(43) })
    expectError(unknown, 401, 'ERROR_100', 'Unauthorized')
    const token = await signIn(t, { email: customer.email }, customer.password)
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, createHash('sha256').update(token).digest('hex')))
    const expired = await call(t, 'GET', 'dashboard/user/profile/show', { token })
    expectError(expired, 401, 'ERROR_100', 'Unauthorized')
  })

  it('accepts the bare token (no "Bearer ") as some clients send it', async () => {
    const token = await signIn(t, { email: customer.email }, customer.password)
    const res = await call(t, 'GET', 'dashboard/user/profile/show', { headers: { authorization: token } })
    expect(res.status).toBe(200)
  })

  it('signs out: the token stops working, other sessions keep working', async () => {
    const first = await signIn(t, { email: customer.email }, customer.password)
    const second = await signIn(t, { email: customer.email }, customer.password)
    const out = await call(t, 'POST', 'auth/logout', { token: first, body: {} })
    expect(out.status).toBe(200)
    expect(json(out, emptySuccessSchema).status).toBe(true)
    expect((await call(t, 'GET', 'dashboard/user/profile/show', { token: first })).status).toBe(401)
    expect((await call(t, 'GET', 'dashboard/user/profile/show', { token: second })).status).toBe(200)
    expect((await call(t, 'POST', 'auth/logout', { token: first, body: {} })).status).toBe(401)
  })

  it('refuses a deactivated account', async () => {
    const { email, password, token, userId } = await registerByEmail(t)
    await t.db.update(users).set({ active: false }).where(eq(users.id, userId))
    expect((await call(t, 'GET', 'dashboard/user/profile/show', { token })).status).toBe(401)
    const res = await call(t, 'POST', 'auth/login', { body: { email, password } })
    expectError(res, 400, 'ERROR_102', 'Login or password is invalid')
  })
})

describe('sign-up by e-mail', () => {
  it('mails a code, verifies it, creates the account with argon2id and signs it in', async () => {
    const email = uniqueEmail()
    const started = await call(t, 'POST', 'auth/register', { query: { email }, body: {} })
    expect(started.status).toBe(200)
    expect(t.mail.lastTo(email)?.subject).toMatch(/verification code/i)
    const code = codeIn(t.mail, email)
    const verified = await call(t, 'GET', `auth/verify/${code}`, { query: { email } })
    expect(verified.status).toBe(200)
    expect(json(verified, verifyEmailResponseSchema).data.email).toBe(email)
    const done = await call(t, 'POST', 'auth/after-verify', {
      body: {
        email,
        firstname: 'Nia',
        lastname: 'Long',
        password: 'secret-123',
        password_confirmation: 'secret-123',
        gender: 'female',
      },
    })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(json(done, tokenResponseSchema).data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(json(done, tokenResponseSchema).data.user).toMatchObject({
      email,
      firstname: 'Nia',
      lastname: 'Long',
      gender: 'female',
      role: 'user',
      empty_p: false,
    })
    expect(json(done, tokenResponseSchema).data.user.email_verified_at).not.toBeNull()
    expect(json(done, tokenResponseSchema).data.user.my_referral).toMatch(/^[A-Z0-9]{8}$/)
    const [row] = await t.db.select().from(users).where(eq(users.email, email))
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await signIn(t, { email }, 'secret-123')).toBeTruthy()
    // The code is spent.
    expectError(
      await call(t, 'GET', `auth/verify/${code}`, { query: { email } }),
      400,
      'ERROR_400',
      'Wrong verification code',
    )
  })

  it('refuses an address that has an account with "The email has already been taken"', async () => {
    const res = await call(t, 'POST', 'auth/register', { query: { email: customer.email }, body: {} })
    expectError(res, 400, 'ERROR_400', 'The email has already been taken')
    expect(errorOf(res).params?.email).toEqual(['The email has already been taken'])
    const resend = await call(t, 'POST', 'auth/resend-verify', { query: { email: customer.email }, body: {} })
    expectError(resend, 400, 'ERROR_400', 'The email has already been taken')
  })

  it('names a malformed or missing address', async () => {
    const bad = await call(t, 'POST', 'auth/register', { query: { email: 'not-an-address' }, body: {} })
    expectError(bad, 400, 'ERROR_400')
    expect(errorOf(bad).params?.email).toBeDefined()
    const missing = await call(t, 'POST', 'auth/register', { body: {} })
    expectError(missing, 400, 'ERROR_400')
    expect(errorOf(missing).params?.email).toBeDefined()
  })

  it('answers "Wrong verification code" to an unknown code', async () => {
    const email = uniqueEmail()
    expectError(
      await call(t, 'GET', 'auth/verify/000000x', { query: { email } }),
      400,
      'ERROR_400',
      'Wrong verification code',
    )
    await call(t, 'POST', 'auth/register', { query: { email }, body: {} })
    const code = codeIn(t.mail, email)
    const other = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expectError(
      await call(t, 'GET', `auth/verify/${other}`, { query: { email } }),
      400,
      'ERROR_400',
      'Wrong verification code',
    )
  })

  it('will not finish a sign-up whose address was not verified', async () => {
    const email = uniqueEmail()
    await call(t, 'POST', 'auth/register', { query: { email }, body: {} })
    const res = await call(t, 'POST', 'auth/after-verify', {
      body: { email, firstname: 'A', password: 'secret-123', password_confirmation: 'secret-123' },
    })
    expectError(res, 400, 'ERROR_400')
    expect(errorOf(res).params?.email).toBeDefined()
  })

  it('checks the details: required first name, minimum length, matching confirmation', async () => {
    const email = uniqueEmail()
    await call(t, 'POST', 'auth/register', { query: { email }, body: {} })
    await call(t, 'GET', `auth/verify/${codeIn(t.mail, email)}`, { query: { email } })
    const short = await call(t, 'POST', 'auth/after-verify', {
      body: { email, firstname: 'A', password: '123', password_confirmation: '123' },
    })
    expectError(short, 400, 'ERROR_400', 'Password should contain at least 6 characters')
    expect(errorOf(short).params?.password).toContain('Password should contain at least 6 characters')
    const mismatch = await call(t, 'POST', 'auth/after-verify', {
      body: { email, firstname: 'A', password: 'secret-123', password_confirmation: 'secret-124' },
    })
    expectError(mismatch, 400, 'ERROR_400', "Passwords don't match")
    expect(errorOf(mismatch).params?.password).toContain("Passwords don't match")
    const noName = await call(t, 'POST', 'auth/after-verify', {
      body: { email, password: 'secret-123', password_confirmation: 'secret-123' },
    })
    expectError(noName, 400, 'ERROR_400')
    expect(errorOf(noName).params?.firstname).toBeDefined()
    // The verification survives the failed attempts.
    const ok = await call(t, 'POST', 'auth/after-verify', {
      body: { email, firstname: 'A', password: 'secret-123', password_confirmation: 'secret-123' },
    })
    expect(ok.status).toBe(200)
  })

  it('resends a new code and retires the old one', async () => {
    const email = uniqueEmail()
    await call(t, 'POST', 'auth/register', { query: { email }, body: {} })
    const first = codeIn(t.mail, email)
    const resent = await call(t, 'POST', 'auth/resend-verify', { query: { email }, body: {} })
    expect(resent.status).toBe(200)
    const second = codeIn(t.mail, email)
    expect(t.mail.sent.filter((m) => m.to === email)).toHaveLength(2)
    if (first !== second)
      expectError(
        await call(t, 'GET', `auth/verify/${first}`, { query: { email } }),
        400,
        'ERROR_400',
        'Wrong verification code',
      )
    expect((await call(t, 'GET', `auth/verify/${second}`, { query: { email } })).status).toBe(200)
  })

  it('makes codes expire after otp_expire_time minutes', async () => {
    await t.db.update(settings).set({ value: '3' }).where(eq(settings.key, 'otp_expire_time'))
    const email = uniqueEmail()
    await call(t, 'POST', 'auth/register', { query: { email }, body: {} })
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.target, email))
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000
    expect(minutes).toBeGreaterThan(2.9)
    expect(minutes).toBeLessThan(3.1)
    expect(t.mail.lastTo(email)?.text).toMatch(/3 minutes/)
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.id, row!.id))
    expectError(
      await call(t, 'GET', `auth/verify/${codeIn(t.mail, email)}`, { query: { email } }),
      400,
      'ERROR_400',
      'Wrong verification code',
    )
  })

  it('records the referral code given at sign-up', async () => {
    const [referrer] = await t.db.select().from(users).where(eq(users.email, demoAccounts.seller.email))
    const token = await signIn(t, { email: demoAccounts.seller.email }, demoAccounts.seller.password)
    const before = json(await call(t, 'GET', 'dashboard/user/profile/show', { token }), userResponseSchema).data
      .referrals_count
    const email = uniqueEmail()
    await call(t, 'POST', 'auth/register', { query: { email }, body: {} })
    await call(t, 'GET', `auth/verify/${codeIn(t.mail, email)}`, { query: { email } })
    const done = await call(t, 'POST', 'auth/after-verify', {
      body: {
        email,
        firstname: 'R',
        password: 'secret-123',
        password_confirmation: 'secret-123',
        referral: referrer!.myReferral!.toLowerCase(),
      },
    })
    expect(done.status).toBe(200)
    const after = json(await call(t, 'GET', 'dashboard/user/profile/show', { token }), userResponseSchema).data
      .referrals_count
    expect(after).toBe(before + 1)
  })
})

describe('sign-up by phone', () => {
  it('texts a code, answers verifyId, verifies it into a session, then completes the account', async () => {
    const phone = uniquePhone()
    const started = await call(t, 'POST', 'auth/register', { query: { phone }, body: {} })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const verifyId = json(started, registerResponseSchema).data.verifyId as string
    expect(verifyId).toMatch(/^[0-9a-f-]{36}$/)
    const code = codeIn(t.sms, phone)
    const verified = await call(t, 'POST', 'auth/verify/phone', { query: { verifyCode: code, verifyId }, body: {} })
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
    expect(json(verified, tokenResponseSchema).data.user.phone).toBe(phone)
    expect(json(verified, tokenResponseSchema).data.user.empty_p).toBe(true)
    expect(json(verified, tokenResponseSchema).data.user.phone_verified_at).not.toBeNull()
    const details = await call(t, 'POST', 'auth/verify/phone', {
      body: {
        phone,
        firstname: 'Omar',
        lastname: 'Haddad',
        password: 'secret-123',
        password_confirmation: 'secret-123',
        gender: 'male',
        type: 'firebase',
      },
    })
    expect(details.status, JSON.stringify(details.body)).toBe(200)
    expect(json(details, tokenResponseSchema).data.user).toMatchObject({
      id: json(verified, tokenResponseSchema).data.user.id,
      firstname: 'Omar',
      lastname: 'Haddad',
      empty_p: false,
    })
    expect(await signIn(t, { phone }, 'secret-123')).toBeTruthy()
    // The details step cannot be replayed to take the account over.
    const replay = await call(t, 'POST', 'auth/verify/phone', {
      body: { phone, firstname: 'Eve', password: 'evil-password', password_confirmation: 'evil-password' },
    })
    expectError(replay, 400, 'ERROR_400')
  })

  it('refuses the details step for a number that was not verified', async () => {
    const res = await call(t, 'POST', 'auth/verify/phone', {
      body: { phone: uniquePhone(), firstname: 'X', password: 'secret-123', password_confirmation: 'secret-123' },
    })
    expectError(res, 400, 'ERROR_400')
    expect(errorOf(res).params?.phone).toBeDefined()
  })

  it('answers "Phone number is invalid" and "The phone has already been taken"', async () => {
    const invalid = await call(t, 'POST', 'auth/register', { query: { phone: '12ab' }, body: {} })
    expectError(invalid, 400, 'ERROR_400', 'Phone number is invalid')
    expect(errorOf(invalid).params?.phone).toEqual(['Phone number is invalid'])
    const taken = await call(t, 'POST', 'auth/register', { query: { phone: customer.phone }, body: {} })
    expectError(taken, 400, 'ERROR_400', 'The phone has already been taken')
  })

  it('answers "Wrong verification code" and gives up on a code after five wrong tries', async () => {
    const phone = uniquePhone()
    const started = await call(t, 'POST', 'auth/register', { query: { phone }, body: {} })
    const verifyId = json(started, registerResponseSchema).data.verifyId as string
    const code = codeIn(t.sms, phone)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < 5; i++) {
      const res = await call(t, 'POST', 'auth/verify/phone', { query: { verifyCode: wrong, verifyId }, body: {} })
      expectError(res, 400, 'ERROR_400', 'Wrong verification code')
    }
    const late = await call(t, 'POST', 'auth/verify/phone', { query: { verifyCode: code, verifyId }, body: {} })
    expectError(late, 400, 'ERROR_400', 'Wrong verification code')
    const garbage = await call(t, 'POST', 'auth/verify/phone', {
      query: { verifyCode: code, verifyId: 'nope' },
      body: {},
    })
    expectError(garbage, 400, 'ERROR_400', 'Wrong verification code')
  })

  it('answers "Sms not sent!" when the SMS provider fails', async () => {
    const failing = await createAccountsTestApp({
      smsSender: {
        async sendSms() {
          throw new Error('provider down')
        },
      },
    })
    try {
      const res = await call(failing, 'POST', 'auth/register', { query: { phone: uniquePhone() }, body: {} })
      expectError(res, 400, 'ERROR_400', 'Sms not sent!')
    } finally {
      await failing.close()
    }
  })
})

describe('rate limits', () => {
  it('holds back an address that keeps failing on an account, with Retry-After', async () => {
    const email = uniqueEmail()
    const ip = '192.0.2.76'
    for (let i = 0; i < 5; i++) {
      const res = await call(t, 'POST', 'auth/login', { ip, body: { email, password: 'wrong-password' } })
      expect(res.status).toBe(400)
    }
    const limited = await call(t, 'POST', 'auth/login', { ip, body: { email, password: 'wrong-password' } })
    expectError(limited, 429, 'ERROR_429')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('limits sign-in attempts per client address', async () => {
    const ip = '192.0.2.77'
    let last = 0
    for (let i = 0; i < 21; i++) {
      last = (await call(t, 'POST', 'auth/login', { ip, body: { email: uniqueEmail(), password: 'wrong-password' } }))
        .status
    }
    expect(last).toBe(429)
    // Another address is not affected.
    expect(
      (await call(t, 'POST', 'auth/login', { body: { email: customer.email, password: customer.password } })).status,
    ).toBe(200)
  })

  it('limits code sending per address and per recipient', async () => {
    const email = uniqueEmail()
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push((await call(t, 'POST', 'auth/resend-verify', { query: { email }, body: {} })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    expect(t.mail.sent.filter((m) => m.to === email)).toHaveLength(3)
    const ip = '192.0.2.78'
    const fromOneAddress: number[] = []
    for (let i = 0; i < 11; i++) {
      fromOneAddress.push(
        (await call(t, 'POST', 'auth/register', { ip, query: { email: uniqueEmail() }, body: {} })).status,
      )
    }
    expect(fromOneAddress.slice(0, 10).every((s) => s === 200)).toBe(true)
    const limited = await call(t, 'POST', 'auth/register', { ip, query: { email: uniqueEmail() }, body: {} })
    expectError(limited, 429, 'ERROR_429')
    expect(limited.headers['retry-after']).toBeDefined()
  })

  it('counts every code of a target and purpose only once live', async () => {
    const [{ n }] = (
      await t.db.execute(
        sql`SELECT count(*)::int AS n FROM verification_codes WHERE consumed_at IS NULL AND verified_at IS NULL AND expires_at > now() GROUP BY target, purpose ORDER BY n DESC LIMIT 1`,
      )
    ).rows as [{ n: number }]
    expect(n).toBe(1)
    const tokens = await t.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.purpose, 'login')))
    expect(tokens.length).toBeGreaterThan(0)
  })
})
