// Issue 12, items 2 and 3 (security probe D2, D9, D16): one-time codes are checked only against their own target and
// cannot be guessed by asking for new ones; coupon checks and the wallet's recipient search are limited; failing
// sign-ins from one address neither lock the owner out nor go unchecked.
import {
  forgotPasswordResponseSchema,
  registerResponseSchema,
  searchedUsersPaginatedSchema,
  verifyEmailResponseSchema,
} from '@basil/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { users, verificationCodes } from '../src/db/schema/index.ts'
import {
  codeIn,
  createAccountsTestApp,
  freshIp,
  registerByEmail,
  signIn,
  uniqueEmail,
  uniquePhone,
  type AccountsTestApp,
} from '../src/modules/auth/test-support.ts'
import { hashPassword } from '../src/modules/auth/service.ts'
import { makeCustomer } from '../src/modules/orders/test-support.ts'
import { call, errorOf, json, str, type Reply } from './kit.ts'

let t: AccountsTestApp
beforeAll(async () => {
  t = await createAccountsTestApp()
})
afterAll(() => t.close())

const otherCode = (code: string, step = 1) => String((Number(code) + step) % 1_000_000).padStart(6, '0')

function expectError(res: Reply, status: number, statusCode: string, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status)
  const error = errorOf(res)
  expect(error.status).toBe(false)
  expect(error.statusCode).toBe(statusCode)
  if (message) expect(error.message).toBe(message)
}

function expectRetryAfter(res: Reply, atMost = Infinity) {
  const seconds = Number(res.headers['retry-after'])
  expect(seconds, `Retry-After ${String(res.headers['retry-after'])}`).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(atMost)
  return seconds
}

/**
 * Lets `ms` pass for the sign-in guard, whose clock is Date.now(), without waiting on the wall clock: Date (only Date;
 * timers stay real for the database) is faked from here to the end of the test and moved forward.
 */
function elapse(ms: number) {
  if (!vi.isFakeTimers()) {
    vi.useFakeTimers({ toFake: ['Date'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
  }
  vi.setSystemTime(Date.now() + ms)
}

const wrongSum = async (purpose: 'register' | 'password_reset', target: string) => {
  const [row] = await t.db
    .select({ n: sql<number>`coalesce(sum(${verificationCodes.attempts}), 0)::int` })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
  return row!.n
}

describe('e-mail sign-up codes are checked against their own address', () => {
  it('refuses a code sent without its address, and a code sent with another address', async () => {
    const email = uniqueEmail('alone')
    expect((await call(t, 'POST', 'auth/register', { query: { email }, body: {} })).status).toBe(200)
    const code = codeIn(t.mail, email)
    const alone = await call(t, 'GET', `auth/verify/${code}`)
    expectError(alone, 400, 'ERROR_400')
    expect(errorOf(alone).params?.email).toBeDefined()
    expect(alone.body).not.toHaveProperty('data')
    // Someone else's pending sign-up: the code of `email` does not verify another address.
    const other = uniqueEmail('other')
    await call(t, 'POST', 'auth/register', { query: { email: other }, body: {} })
    expectError(
      await call(t, 'GET', `auth/verify/${code}`, { query: { email: other } }),
      400,
      'ERROR_400',
      'Wrong verification code',
    )
    // The owner of the address still verifies it.
    const verified = await call(t, 'GET', `auth/verify/${code}`, { query: { email } })
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
    expect(json(verified, verifyEmailResponseSchema).data.email).toBe(email)
  })

  it('verifies the right code with the address (any case), or with the verifyId the sign-up answered', async () => {
    const email = uniqueEmail('right')
    await call(t, 'POST', 'auth/register', { query: { email }, body: {} })
    const ok = await call(t, 'GET', `auth/verify/${codeIn(t.mail, email)}`, { query: { email: email.toUpperCase() } })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(json(ok, verifyEmailResponseSchema).data.email).toBe(email)
    const done = await call(t, 'POST', 'auth/after-verify', {
      body: { email, firstname: 'Ada', password: 'secret-123', password_confirmation: 'secret-123' },
    })
    expect(done.status, JSON.stringify(done.body)).toBe(200)

    const second = uniqueEmail('byid')
    const started = await call(t, 'POST', 'auth/register', { query: { email: second }, body: {} })
    const verifyId = str(json(started, registerResponseSchema).data.verifyId)
    expect(verifyId).toMatch(/^[0-9a-f-]{36}$/)
    // An e-mail code's verifyId is no phone code.
    const asPhone = await call(t, 'POST', 'auth/verify/phone', {
      query: { verifyCode: codeIn(t.mail, second), verifyId },
      body: {},
    })
    expectError(asPhone, 400, 'ERROR_400', 'Wrong verification code')
    const byId = await call(t, 'GET', `auth/verify/${codeIn(t.mail, second)}`, { query: { verifyId } })
    expect(byId.status, JSON.stringify(byId.body)).toBe(200)
    expect(json(byId, verifyEmailResponseSchema).data.email).toBe(second)
  })

  it('gives up on a code after five wrong tries', async () => {
    const email = uniqueEmail('five')
    await call(t, 'POST', 'auth/register', { query: { email }, body: {} })
    const code = codeIn(t.mail, email)
    for (let i = 1; i <= 5; i++) {
      expectError(
        await call(t, 'GET', `auth/verify/${otherCode(code, i)}`, { query: { email } }),
        400,
        'ERROR_400',
        'Wrong verification code',
      )
    }
    expect(await wrongSum('register', email)).toBe(5)
    expectError(
      await call(t, 'GET', `auth/verify/${code}`, { query: { email } }),
      400,
      'ERROR_400',
      'Wrong verification code',
    )
  })
})

describe('wrong tries are counted per target, across its codes', () => {
  it('e-mail sign-up: a new code does not buy new guesses', async () => {
    const email = uniqueEmail('target')
    await call(t, 'POST', 'auth/register', { query: { email }, body: {} })
    for (let round = 0; round < 2; round++) {
      const code = codeIn(t.mail, email)
      for (let i = 1; i <= 5; i++)
        expect((await call(t, 'GET', `auth/verify/${otherCode(code, i)}`, { query: { email } })).status).toBe(400)
      expect((await call(t, 'POST', 'auth/resend-verify', { query: { email }, body: {} })).status).toBe(200)
    }
    expect(await wrongSum('register', email)).toBe(10)
    // The third code is right, but the address has had its ten wrong tries this hour.
    const limited = await call(t, 'GET', `auth/verify/${codeIn(t.mail, email)}`, { query: { email } })
    expectError(limited, 429, 'ERROR_429')
    expectRetryAfter(limited, 3600)
    expect(await wrongSum('register', email)).toBe(10)
  })

  it('phone sign-up (verifyId): a new code does not buy new guesses', async () => {
    const phone = uniquePhone()
    const register = async (url: string) =>
      str(json(await call(t, 'POST', url, { query: { phone }, body: {} }), registerResponseSchema).data.verifyId)
    let verifyId = await register('auth/register')
    for (let round = 0; round < 2; round++) {
      const code = codeIn(t.sms, phone)
      for (let i = 1; i <= 5; i++) {
        const res = await call(t, 'POST', 'auth/verify/phone', {
          query: { verifyCode: otherCode(code, i), verifyId },
          body: {},
        })
        expect(res.status).toBe(400)
      }
      verifyId = await register('auth/resend-verify')
    }
    const limited = await call(t, 'POST', 'auth/verify/phone', {
      query: { verifyCode: codeIn(t.sms, phone), verifyId },
      body: {},
    })
    expectError(limited, 429, 'ERROR_429')
    expectRetryAfter(limited, 3600)
  })

  it('resets by e-mail and by phone: capped too, answered like a wrong code (no hint that an account exists)', async () => {
    // Made directly: a sign-up by e-mail would spend one of the address's three codes per 10 minutes.
    const account = { email: uniqueEmail('reset'), password: 'secret-123' }
    const phone = uniquePhone()
    await t.db
      .insert(users)
      .values({ email: account.email, phone, firstname: 'Reset', passwordHash: await hashPassword(account.password) })

    await call(t, 'POST', 'auth/forgot/email-password', { query: { email: account.email }, body: {} })
    for (let round = 0; round < 2; round++) {
      const code = codeIn(t.mail, account.email)
      for (let i = 1; i <= 5; i++) {
        const res = await call(t, 'POST', `auth/forgot/email-password/${otherCode(code, i)}`, {
          query: { email: account.email },
        })
        expectError(res, 400, 'ERROR_400', 'Wrong verification code')
      }
      expect(
        (await call(t, 'POST', 'auth/forgot/email-password', { query: { email: account.email }, body: {} })).status,
      ).toBe(200)
    }
    const mailed = await call(t, 'POST', `auth/forgot/email-password/${codeIn(t.mail, account.email)}`, {
      query: { email: account.email },
    })
    expectError(mailed, 400, 'ERROR_400', 'Wrong verification code')
    expect(await wrongSum('password_reset', account.email)).toBe(10)

    const forgot = async () =>
      json(await call(t, 'POST', 'auth/forgot/password', { body: { phone } }), forgotPasswordResponseSchema).data
        .verifyId
    let verifyId = await forgot()
    for (let round = 0; round < 2; round++) {
      const code = codeIn(t.sms, phone)
      for (let i = 1; i <= 5; i++) {
        const res = await call(t, 'POST', 'auth/forgot/password/confirm', {
          body: { verifyId, verifyCode: otherCode(code, i) },
        })
        expectError(res, 400, 'ERROR_400', 'Wrong verification code')
      }
      verifyId = await forgot()
    }
    const texted = await call(t, 'POST', 'auth/forgot/password/confirm', {
      body: { verifyId, verifyCode: codeIn(t.sms, phone) },
    })
    expectError(texted, 400, 'ERROR_400', 'Wrong verification code')
    // The password did not change.
    expect(await signIn(t, { email: account.email }, account.password)).toBeTruthy()
  })

  it('guesses sent all at once cannot compare more codes than the limits allow', async () => {
    const email = uniqueEmail('burst')
    await call(t, 'POST', 'auth/register', { query: { email }, body: {} })
    const code = codeIn(t.mail, email)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t, 'GET', `auth/verify/${otherCode(code, i + 1)}`, { query: { email } }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 400))
    expect(await wrongSum('register', email)).toBe(5)
    expectError(
      await call(t, 'GET', `auth/verify/${code}`, { query: { email } }),
      400,
      'ERROR_400',
      'Wrong verification code',
    )
  })

  it('a right code gives its try back: ten tries are ten wrong ones', async () => {
    const email = uniqueEmail('giveback')
    await call(t, 'POST', 'auth/register', { query: { email }, body: {} })
    const code = codeIn(t.mail, email)
    for (let i = 1; i <= 4; i++) await call(t, 'GET', `auth/verify/${otherCode(code, i)}`, { query: { email } })
    expect((await call(t, 'GET', `auth/verify/${code}`, { query: { email } })).status).toBe(200)
    expect(await wrongSum('register', email)).toBe(4)
  })
})

describe('coupon checks are limited', () => {
  const guess = (ip: string, i: number, token?: string) =>
    call(t, 'POST', 'rest/coupons/check', { ip, token, body: { coupon: `GUESS${i}`, shop_id: 1 } })

  it('per address: 20 in 10 minutes, then 429 with Retry-After', async () => {
    const ip = freshIp()
    for (let i = 0; i < 20; i++) expect((await guess(ip, i)).status).toBe(400)
    const limited = await guess(ip, 20)
    expectError(limited, 429, 'ERROR_429')
    expectRetryAfter(limited, 600)
    // Another address is not affected.
    expect((await guess(freshIp(), 21)).status).toBe(400)
  })

  it('per signed-in user, whatever the address', async () => {
    const user = await makeCustomer(t)
    for (let i = 0; i < 20; i++) expect((await guess(freshIp(), i, user.token)).status).toBe(400)
    const limited = await guess(freshIp(), 20, user.token)
    expectError(limited, 429, 'ERROR_429')
    expectRetryAfter(limited, 600)
  })
})

describe('the wallet recipient search does not list the directory', () => {
  it('needs three letters of a name, answers at most ten users, and never a role', async () => {
    const user = await makeCustomer(t)
    const search = (term: string, query: Record<string, string | number> = {}) =>
      call(t, 'GET', 'dashboard/user/search-sending', { token: user.token, query: { search: term, ...query } })
    const two = await search('Ca')
    expect(two.status).toBe(200)
    expect(json(two, searchedUsersPaginatedSchema).data).toEqual([])
    // makeCustomer names everyone "Cart Tester n": plenty of matches for three letters.
    for (let i = 0; i < 12; i++) await makeCustomer(t)
    const three = await search('Car', { perPage: 50 })
    expect(three.status).toBe(200)
    const found = json(three, searchedUsersPaginatedSchema)
    expect(found.data.length).toBe(10)
    expect(found.meta.total).toBeLessThanOrEqual(10)
    for (const person of found.data) expect(person).not.toHaveProperty('role')
    expect(json(await search('Car', { page: 2 }), searchedUsersPaginatedSchema).data).toEqual([])
  })
})

describe('failed sign-ins do not lock the owner out', () => {
  it('an attacker failing from one address does not stop the owner signing in from another', async () => {
    const owner = await registerByEmail(t)
    const attacker = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await call(t, 'POST', 'auth/login', { ip: attacker, body: { email: owner.email, password: `guess-${i}` } }))
          .status,
      )
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400])
    expect(statuses.at(-1)).toBe(429)
    // The attacker is held back even with the right password...
    expect(
      (await call(t, 'POST', 'auth/login', { ip: attacker, body: { email: owner.email, password: owner.password } }))
        .status,
    ).toBe(429)
    // ...while the owner, from elsewhere, gets in at once, and again.
    const home = freshIp()
    for (let i = 0; i < 2; i++) {
      const res = await call(t, 'POST', 'auth/login', {
        ip: home,
        body: { email: owner.email, password: owner.password },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    // Upper-case e-mail from a third address too (the account, not the spelling, is counted).
    expect(
      (
        await call(t, 'POST', 'auth/login', {
          ip: freshIp(),
          body: { email: owner.email.toUpperCase(), password: owner.password },
        })
      ).status,
    ).toBe(200)
  })

  it('makes an address that keeps failing wait longer and longer (Retry-After)', async () => {
    const owner = await registerByEmail(t)
    const ip = freshIp()
    const attempt = () => call(t, 'POST', 'auth/login', { ip, body: { email: owner.email, password: 'not-it' } })
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(400)
    const first = await attempt()
    expectError(first, 429, 'ERROR_429')
    const wait1 = expectRetryAfter(first, 2)
    elapse(wait1 * 1000 + 150)
    expect((await attempt()).status).toBe(400)
    const second = await attempt()
    expectError(second, 429, 'ERROR_429')
    const wait2 = expectRetryAfter(second, 4)
    expect(wait2).toBeGreaterThan(2)
  })

  it('does not count successful sign-ins, and a success forgives that address', async () => {
    const owner = await registerByEmail(t)
    const x = freshIp()
    const y = freshIp()
    const attempt = (ip: string, password: string) =>
      call(t, 'POST', 'auth/login', { ip, body: { email: owner.email, password } })
    for (let i = 0; i < 4; i++) expect((await attempt(x, 'not-it')).status).toBe(400)
    for (let i = 0; i < 6; i++) expect((await attempt(x, owner.password)).status).toBe(200)
    // The fifth failure of the account is still answered: six successes did not count.
    expect((await attempt(x, 'not-it')).status).toBe(400)
    // A sixth from a new address is checked too; after it, that address waits like the others.
    expect((await attempt(y, 'typo')).status).toBe(400)
    const waiting = await attempt(y, owner.password)
    expectError(waiting, 429, 'ERROR_429')
    elapse(expectRetryAfter(waiting, 4) * 1000 + 150)
    expect((await attempt(y, owner.password)).status).toBe(200)
    // The account fails again from x (its delay grows), but y got in: its own failure is forgiven, so no wait.
    expect((await attempt(x, 'not-it')).status).toBe(400)
    expect((await attempt(y, owner.password)).status).toBe(200)
    expectError(await attempt(x, owner.password), 429, 'ERROR_429')
  })
})
