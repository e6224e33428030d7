// Security probe D14: a live session token (the WebSocket's `?token=`), a reset code and a sign-up code were written to
// the access log inside URLs. The app runs here with the API's own logger settings (loggerOptions, as server.ts uses
// them) writing into memory, goes through those flows, and no secret may appear in any line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggerOptions, redactUrl, REDACTED } from '../src/lib/log-redaction.ts'
import {
  call,
  codeIn,
  createAccountsTestApp,
  signIn,
  uniqueEmail,
  type AccountsTestApp,
} from '../src/modules/auth/test-support.ts'

const lines: string[] = []
let t: AccountsTestApp
beforeAll(async () => {
  t = await createAccountsTestApp({ logger: loggerOptions('info', { write: (line: string) => void lines.push(line) }) })
})
afterAll(() => t.close())

describe('redactUrl', () => {
  it('hides code segments, every query value of the sign-in routes and the named secrets elsewhere', () => {
    expect(redactUrl('/api/v1/auth/verify/918611?email=a%40b.co')).toBe(
      `/api/v1/auth/verify/${REDACTED}?email=${REDACTED}`,
    )
    expect(redactUrl('/api/v1/auth/verify/phone?verifyCode=123456&verifyId=x')).toBe(
      `/api/v1/auth/verify/phone?verifyCode=${REDACTED}&verifyId=${REDACTED}`,
    )
    expect(redactUrl('/api/v1/auth/forgot/email-password/783046?email=c%40d.co')).toBe(
      `/api/v1/auth/forgot/email-password/${REDACTED}?email=${REDACTED}`,
    )
    expect(redactUrl('/api/v1/ws?token=Uuo3pT9H&lang=en')).toBe(`/api/v1/ws?token=${REDACTED}&lang=en`)
    expect(redactUrl('/api/v1/rest/cart/3?shop_id=1&user_cart_uuid=abc')).toBe(
      `/api/v1/rest/cart/3?shop_id=1&user_cart_uuid=${REDACTED}`,
    )
    expect(redactUrl('/api/v1/rest/cart/status/0b7c')).toBe(`/api/v1/rest/cart/status/${REDACTED}`)
    expect(redactUrl('/api/v1/rest/shops/paginate?perPage=1&search=pizza')).toBe(
      '/api/v1/rest/shops/paginate?perPage=1&search=pizza',
    )
    expect(redactUrl('/api/v1/x?%E0%A4%A=1&Token=2')).toBe(`/api/v1/x?%E0%A4%A=1&Token=${REDACTED}`)
  })
})

describe('the access log of a real app', () => {
  it('holds no session token, code or password after sign-up, reset, sign-in and a WebSocket sign-in by URL', async () => {
    const secrets: string[] = []
    // A sign-up code checked through its link (the wrong one and the right one).
    const email = uniqueEmail('logs')
    await call(t, 'POST', 'auth/register', { query: { email } })
    const signUpCode = codeIn(t.mail, email)
    secrets.push(signUpCode)
    await call(t, 'GET', `auth/verify/${signUpCode}`, { query: { email } })
    // A reset code in the path.
    await call(t, 'POST', 'auth/forgot/email-password', { query: { email: 'customer@basil.test' } })
    const resetCode = codeIn(t.mail, 'customer@basil.test')
    secrets.push(resetCode)
    await call(t, 'POST', `auth/forgot/email-password/${resetCode}`, {
      query: { email: 'customer@basil.test' },
      body: { password: 'basil-customer', password_confirmation: 'basil-customer' },
    })
    // A sign-in: its password and the token it answers.
    const token = await signIn(t, { email: 'customer@basil.test' }, 'basil-customer')
    secrets.push(token, 'basil-customer')
    // The WebSocket's documented `?token=` (a plain GET of the endpoint is answered without upgrading).
    await t.app.inject({ method: 'GET', url: `/api/v1/ws?token=${encodeURIComponent(token)}` })
    await call(t, 'GET', 'dashboard/user/profile/show', { token })

    const log = lines.join('')
    expect(log).toContain('/api/v1/ws?token=')
    expect(log).toContain(`/api/v1/auth/forgot/email-password/${REDACTED}`)
    for (const secret of secrets) expect(log, `"${secret}" was logged`).not.toContain(secret)
    expect(log).not.toMatch(/authorization|bearer/i)
  })
})
