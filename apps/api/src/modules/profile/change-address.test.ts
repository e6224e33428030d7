// D10: the e-mail and phone change only with the current password and a code sent to the new address or number; the
// old one stays in force until the code comes back, and is told of the change.
import { addressChangeStartedResponseSchema, userResponseSchema } from '@basil/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/index.ts'
import { demoAccounts } from '../../db/seed/index.ts'
import {
  codeIn,
  createAccountsTestApp,
  registerByEmail,
  uniqueEmail,
  uniquePhone,
  type AccountsTestApp,
} from '../auth/test-support.ts'
import { call, errorOf, json } from '../../../test/kit.ts'

let t: AccountsTestApp
beforeAll(async () => {
  t = await createAccountsTestApp()
})
afterAll(() => t.close())

const login = (body: Record<string, string>) => call(t, 'POST', 'auth/login', { body })

async function requestEmailChange(token: string, email: string, password: string) {
  return call(t, 'POST', 'dashboard/user/profile/email/change', { token, body: { email, password } })
}

describe('changing the e-mail', () => {
  it('profile/update no longer changes the e-mail or phone; the current values still pass', async () => {
    const account = await registerByEmail(t)
    const other = uniqueEmail('squat')
    const res = await call(t, 'PUT', 'dashboard/user/profile/update', {
      token: account.token,
      body: { firstname: 'Kept', email: other },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_400' })
    expect(errorOf(res).params?.email?.[0]).toMatch(/profile\/email\/change/)
    const phone = await call(t, 'PUT', 'dashboard/user/profile/update', {
      token: account.token,
      query: { phone: uniquePhone() },
      body: {},
    })
    expect(phone.status).toBe(400)
    expect(errorOf(phone).params?.phone?.[0]).toMatch(/profile\/phone\/change/)
    const [row] = await t.db.select().from(users).where(eq(users.id, account.userId))
    expect(row).toMatchObject({ email: account.email, phone: null, firstname: 'Test' })
    // Clients send the whole form back: the same address (in any case) is fine.
    const same = await call(t, 'PUT', 'dashboard/user/profile/update', {
      token: account.token,
      body: { firstname: 'Kept', email: account.email.toUpperCase(), phone: null },
    })
    expect(same.status, JSON.stringify(same.body)).toBe(200)
    expect(json(same, userResponseSchema).data).toMatchObject({ firstname: 'Kept', email: account.email })
    // The reset of D10 has nothing to reach: the other address is not on any account.
    await call(t, 'POST', 'auth/forgot/email-password', { query: { email: other }, body: {} })
    expect(t.mail.lastTo(other)).toBeUndefined()
  })

  it('needs the current password, mails a code to the new address, keeps the old one until confirmed, then tells it', async () => {
    const account = await registerByEmail(t)
    const next = uniqueEmail('moved')
    const wrong = await requestEmailChange(account.token, next, 'not-my-password')
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({
      status: false,
      statusCode: 'ERROR_400',
      params: { password: ['The password is incorrect'] },
    })
    const missing = await call(t, 'POST', 'dashboard/user/profile/email/change', {
      token: account.token,
      body: { email: next },
    })
    expect(errorOf(missing).params?.password).toEqual(['The password field is required.'])
    const invalid = await requestEmailChange(account.token, 'not-an-address', account.password)
    expect(errorOf(invalid).params?.email).toEqual(['The email must be a valid email address.'])
    expect(t.mail.lastTo(next)).toBeUndefined()

    const started = await requestEmailChange(account.token, next.toUpperCase(), account.password)
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(json(started, addressChangeStartedResponseSchema).data).toMatchObject({
      verifyId: expect.any(String),
      target: next,
      expires_in: expect.any(Number),
    })
    const code = codeIn(t.mail, next)
    expect(t.mail.lastTo(next)?.subject).toMatch(/new Basil email/i)

    // Until the code comes back the old address is the account's: sign-in, profile, resets.
    expect((await login({ email: account.email, password: account.password })).status).toBe(200)
    expect((await login({ email: next, password: account.password })).status).toBe(400)
    expect(
      json(await call(t, 'GET', 'dashboard/user/profile/show', { token: account.token }), userResponseSchema).data
        .email,
    ).toBe(account.email)
    await call(t, 'POST', 'auth/forgot/email-password', { query: { email: next }, body: {} })
    expect(t.mail.sent.filter((m) => m.to === next && /reset/i.test(m.subject))).toHaveLength(0)

    const bad = await call(t, 'POST', 'dashboard/user/profile/email/confirm', {
      token: account.token,
      body: {
        verifyId: json(started, addressChangeStartedResponseSchema).data.verifyId,
        code: code === '000000' ? '111111' : '000000',
      },
    })
    expect(bad.status).toBe(400)
    expect(errorOf(bad).params?.verifyCode).toEqual(['Wrong verification code'])

    const confirmed = await call(t, 'POST', 'dashboard/user/profile/email/confirm', {
      token: account.token,
      body: { verifyId: json(started, addressChangeStartedResponseSchema).data.verifyId, code },
    })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    expect(json(confirmed, userResponseSchema).data.email).toBe(next)
    expect(json(confirmed, userResponseSchema).data.email_verified_at).toEqual(expect.any(String))
    expect((await login({ email: next, password: account.password })).status).toBe(200)
    expect((await login({ email: account.email, password: account.password })).status).toBe(400)

    const notice = t.mail.lastTo(account.email)
    expect(notice?.subject).toMatch(/email address was changed/i)
    expect(notice?.text).toContain(next)
    expect(notice?.text).toMatch(/if this was not you/i)
    // A code works once.
    const again = await call(t, 'POST', 'dashboard/user/profile/email/confirm', {
      token: account.token,
      body: { verifyId: json(started, addressChangeStartedResponseSchema).data.verifyId, code },
    })
    expect(again.status).toBe(400)
  })

  it('a code is only usable by the account that asked for it, and another account’s tries do not burn it', async () => {
    const owner = await registerByEmail(t)
    const intruder = await registerByEmail(t)
    const next = uniqueEmail('owner-next')
    const started = await requestEmailChange(owner.token, next, owner.password)
    expect(started.status).toBe(200)
    const code = codeIn(t.mail, next)
    for (let i = 0; i < 6; i++) {
      const stolen = await call(t, 'POST', 'dashboard/user/profile/email/confirm', {
        token: intruder.token,
        body: { verifyId: json(started, addressChangeStartedResponseSchema).data.verifyId, code },
      })
      expect(stolen.status).toBe(400)
      expect(errorOf(stolen).params?.verifyCode).toEqual(['Wrong verification code'])
    }
    // Neither an e-mail code as a phone code.
    const crossed = await call(t, 'POST', 'dashboard/user/profile/phone/confirm', {
      token: owner.token,
      body: { verifyId: json(started, addressChangeStartedResponseSchema).data.verifyId, code },
    })
    expect(crossed.status).toBe(400)
    const [intruderRow] = await t.db.select().from(users).where(eq(users.id, intruder.userId))
    expect(intruderRow!.email).toBe(intruder.email)

    const confirmed = await call(t, 'POST', 'dashboard/user/profile/email/confirm', {
      token: owner.token,
      body: { verifyId: json(started, addressChangeStartedResponseSchema).data.verifyId, verifyCode: code },
    })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    expect(json(confirmed, userResponseSchema).data.email).toBe(next)
  })

  it('5 wrong tries kill the code; a new request retires the earlier code', async () => {
    const account = await registerByEmail(t)
    const next = uniqueEmail('guessed')
    const first = await requestEmailChange(account.token, next, account.password)
    const firstCode = codeIn(t.mail, next)
    const second = await requestEmailChange(account.token, next, account.password)
    const code = codeIn(t.mail, next)
    const retired = await call(t, 'POST', 'dashboard/user/profile/email/confirm', {
      token: account.token,
      body: { verifyId: json(first, addressChangeStartedResponseSchema).data.verifyId, code: firstCode },
    })
    expect(retired.status).toBe(400)

    const wrongCode = code === '123456' ? '654321' : '123456'
    for (let i = 0; i < 5; i++) {
      const res = await call(t, 'POST', 'dashboard/user/profile/email/confirm', {
        token: account.token,
        body: { verifyId: json(second, addressChangeStartedResponseSchema).data.verifyId, code: wrongCode },
      })
      expect(res.status).toBe(400)
    }
    const dead = await call(t, 'POST', 'dashboard/user/profile/email/confirm', {
      token: account.token,
      body: { verifyId: json(second, addressChangeStartedResponseSchema).data.verifyId, code },
    })
    expect(dead.status).toBe(400)
    expect(errorOf(dead).params?.verifyCode).toEqual(['Wrong verification code'])
    const [row] = await t.db.select().from(users).where(eq(users.id, account.userId))
    expect(row!.email).toBe(account.email)
  })

  it('refuses a taken address, the current one, and an account without a password', async () => {
    const account = await registerByEmail(t)
    const taken = await requestEmailChange(account.token, demoAccounts.seller.email.toUpperCase(), account.password)
    expect(taken.status).toBe(400)
    expect(errorOf(taken).params?.email).toEqual(['The email has already been taken'])
    expect(t.mail.lastTo(demoAccounts.seller.email)).toBeUndefined()
    const same = await requestEmailChange(account.token, account.email, account.password)
    expect(same.status).toBe(400)
    expect(errorOf(same).params?.email).toEqual(['This is already your email'])

    const social = await registerByEmail(t)
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, social.userId))
    const next = uniqueEmail('social')
    const refused = await requestEmailChange(social.token, next, 'anything')
    expect(refused.status).toBe(400)
    expect(errorOf(refused).params?.password?.[0]).toMatch(/set a password first/i)
    expect(t.mail.lastTo(next)).toBeUndefined()
  })

  it('limits change requests per target (429 in the contract shape) and needs a session', async () => {
    const a = await registerByEmail(t)
    const b = await registerByEmail(t)
    const target = uniqueEmail('popular')
    expect((await requestEmailChange(a.token, target, a.password)).status).toBe(200)
    expect((await requestEmailChange(a.token, target, a.password)).status).toBe(200)
    expect((await requestEmailChange(b.token, target, b.password)).status).toBe(200)
    const limited = await requestEmailChange(b.token, target, b.password)
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ status: false, statusCode: 'ERROR_429' })
    expect(limited.headers['retry-after']).toBeDefined()
    for (const url of ['email/change', 'email/confirm', 'phone/change', 'phone/confirm']) {
      const res = await call(t, 'POST', `dashboard/user/profile/${url}`, { body: {} })
      expect(res.status, url).toBe(401)
      expect(errorOf(res).statusCode).toBe('ERROR_100')
    }
  })
})

describe('changing the phone', () => {
  it('texts a code to the new number, keeps the old one until confirmed, then tells it by SMS and e-mail', async () => {
    const account = await registerByEmail(t)
    const oldPhone = uniquePhone()
    await t.db.update(users).set({ phone: oldPhone }).where(eq(users.id, account.userId))
    const next = uniquePhone()
    const wrong = await call(t, 'POST', 'dashboard/user/profile/phone/change', {
      token: account.token,
      body: { phone: next, password: 'nope-nope' },
    })
    expect(errorOf(wrong).params?.password).toEqual(['The password is incorrect'])
    const invalid = await call(t, 'POST', 'dashboard/user/profile/phone/change', {
      token: account.token,
      body: { phone: 'call me', password: account.password },
    })
    expect(errorOf(invalid).params?.phone).toEqual(['Phone number is invalid'])
    const taken = await call(t, 'POST', 'dashboard/user/profile/phone/change', {
      token: account.token,
      body: { phone: demoAccounts.customer.phone, password: account.password },
    })
    expect(errorOf(taken).params?.phone).toEqual(['The phone has already been taken'])
    expect(t.sms.lastTo(next)).toBeUndefined()

    const started = await call(t, 'POST', 'dashboard/user/profile/phone/change', {
      token: account.token,
      body: { phone: next.replace('+1415', '+1 (415) '), password: account.password },
    })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(json(started, addressChangeStartedResponseSchema).data.target).toBe(next)
    const code = codeIn(t.sms, next)
    expect((await login({ phone: oldPhone, password: account.password })).status).toBe(200)
    expect((await login({ phone: next, password: account.password })).status).toBe(400)

    const intruder = await registerByEmail(t)
    const stolen = await call(t, 'POST', 'dashboard/user/profile/phone/confirm', {
      token: intruder.token,
      body: { verifyId: json(started, addressChangeStartedResponseSchema).data.verifyId, code },
    })
    expect(stolen.status).toBe(400)

    const confirmed = await call(t, 'POST', 'dashboard/user/profile/phone/confirm', {
      token: account.token,
      body: { verifyId: json(started, addressChangeStartedResponseSchema).data.verifyId, code },
    })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    expect(json(confirmed, userResponseSchema).data.phone).toBe(next)
    expect(json(confirmed, userResponseSchema).data.phone_verified_at).toEqual(expect.any(String))
    expect((await login({ phone: next, password: account.password })).status).toBe(200)
    expect((await login({ phone: oldPhone, password: account.password })).status).toBe(400)
    expect(t.sms.lastTo(oldPhone)?.text).toContain(next)
    expect(t.mail.lastTo(account.email)?.subject).toMatch(/phone number was changed/i)
  })
})

it('documents the change routes in OpenAPI', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })
  const doc = res.json<{
    paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>
  }>()
  for (const path of ['email/change', 'email/confirm', 'phone/change', 'phone/confirm']) {
    const route = doc.paths[`/api/v1/dashboard/user/profile/${path}`]?.post
    expect(route, path).toBeDefined()
    expect(route!.requestBody, path).toBeDefined()
    expect(Object.keys(route!.responses ?? {}), path).toEqual(expect.arrayContaining(['200', '400', '401', '429']))
  }
})
