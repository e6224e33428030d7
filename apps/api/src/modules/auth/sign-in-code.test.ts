// Sign-in by a phone one-time code (issue 16, item 6): `auth/register?phone=&purpose=login` texts a code to any
// number, `auth/verify/phone?verifyCode&verifyId` signs its account in, or registers the number when it is new.
import { registerResponseSchema, tokenResponseSchema, userResponseSchema } from '@basil/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/index.ts'
import type { SmsMessage, SmsSender } from '../../lib/senders/index.ts'
import { call, errorOf, json } from '../../../test/kit.ts'
import { hashPassword } from './service.ts'
import { codeIn, createAccountsTestApp, uniquePhone, type AccountsTestApp } from './test-support.ts'

let t: AccountsTestApp
beforeAll(async () => {
  t = await createAccountsTestApp()
})
afterAll(() => t.close())

async function sendLoginCode(phone: string, app: AccountsTestApp = t) {
  return call(app, 'POST', 'auth/register', { query: { phone, purpose: 'login' }, body: {} })
}

async function verify(verifyId: string, verifyCode: string) {
  return call(t, 'POST', 'auth/verify/phone', { query: { verifyId, verifyCode }, body: {} })
}

describe('sign-in by a phone code', () => {
  it('signs in the account of a number that has a password, which sign-up refuses', async () => {
    const phone = uniquePhone()
    const [user] = await t.db
      .insert(users)
      .values({ phone, firstname: 'Code', lastname: 'User', passwordHash: await hashPassword('secret-123') })
      .returning()
    const signUp = await call(t, 'POST', 'auth/register', { query: { phone }, body: {} })
    expect(signUp.status).toBe(400)
    expect(errorOf(signUp).params?.phone).toEqual(['The phone has already been taken'])

    const sent = await sendLoginCode(phone)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const verifyId = json(sent, registerResponseSchema).data.verifyId!
    const wrong = await verify(verifyId, codeIn(t.sms, phone) === '000000' ? '111111' : '000000')
    expect(wrong.status).toBe(400)
    expect(errorOf(wrong).message).toBe('Wrong verification code')
    const res = await verify(verifyId, codeIn(t.sms, phone))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const { token, user: signedIn } = json(res, tokenResponseSchema).data
    expect(signedIn.id).toBe(user!.id)
    expect(signedIn.firstname).toBe('Code')
    expect(signedIn.empty_p).toBe(false)
    const profile = await call(t, 'GET', 'dashboard/user/profile/show', { token })
    expect(json(profile, userResponseSchema).data.id).toBe(user!.id)
    // A code signs in once.
    expect((await verify(verifyId, codeIn(t.sms, phone))).status).toBe(400)
  })

  it('registers a new number: an account without name or password, to be completed', async () => {
    const phone = uniquePhone()
    const sent = await sendLoginCode(phone)
    expect(sent.status).toBe(200)
    const res = await verify(json(sent, registerResponseSchema).data.verifyId!, codeIn(t.sms, phone))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const { user } = json(res, tokenResponseSchema).data
    expect(user).toMatchObject({ phone, firstname: null, empty_p: true })
    const rows = await t.db.select().from(users).where(eq(users.phone, phone))
    expect(rows).toHaveLength(1)
  })

  it('refuses a blocked account', async () => {
    const phone = uniquePhone()
    await t.db.insert(users).values({ phone, firstname: 'Blocked', active: false })
    const sent = await sendLoginCode(phone)
    expect(sent.status).toBe(400)
    expect(errorOf(sent).message).toBe('Login or password is invalid')
  })

  it('answers "Sms not sent!" when the SMS cannot be sent, and limits how often a number gets codes', async () => {
    const failing: SmsSender = {
      sendSms: async (_message: SmsMessage) => {
        throw new Error('gateway down')
      },
    }
    const broken = await createAccountsTestApp({ smsSender: failing })
    try {
      const res = await sendLoginCode(uniquePhone(), broken)
      expect(res.status).toBe(400)
      expect(errorOf(res).message).toBe('Sms not sent!')
    } finally {
      await broken.close()
    }
    const phone = uniquePhone()
    const statuses: number[] = []
    let last
    for (let i = 0; i < 4; i += 1) {
      last = await sendLoginCode(phone)
      statuses.push(last.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('refuses an unknown purpose', async () => {
    const res = await call(t, 'POST', 'auth/register', { query: { phone: uniquePhone(), purpose: 'other' }, body: {} })
    expect(res.status).toBe(400)
  })
})
