// Security probe D6: a NUL byte (or another control character) in any query, body or path parameter answered 500,
// because PostgreSQL refuses it in text. Every reproduction of the report must now answer 400 in the contract's error
// shape and name the field; text of several lines keeps its line breaks; dates and times must be real ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createAccountsTestApp, signIn, type AccountsTestApp } from '../src/modules/auth/test-support.ts'

let t: AccountsTestApp
let customer: string
let seller: string
beforeAll(async () => {
  t = await createAccountsTestApp()
  customer = await signIn(t, { email: 'customer@basil.test' }, 'basil-customer')
  seller = await signIn(t, { email: 'seller@basil.test' }, 'basil-seller')
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const NUL = '\u0000'

function expectRefused(res: { status: number; body: Record<string, unknown> }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400)
  expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_400' })
  expect(res.body.message).toBe(`The ${field} field must not contain control characters`)
  expect(res.body.params).toEqual({ [field]: [`The ${field} field must not contain control characters`] })
}

describe('control characters are refused with a 400 on every kind of input (D6)', () => {
  const cases: Array<
    [string, Method, string, { query?: Record<string, string>; body?: unknown; as?: 'customer' | 'seller' }, string]
  > = [
    ['shops paginate search', 'GET', 'rest/shops/paginate', { query: { search: `${NUL}abc` } }, 'search'],
    ['shops search', 'GET', 'rest/shops/search', { query: { search: `a${NUL}b` } }, 'search'],
    ['products search', 'GET', 'rest/products/search', { query: { search: `a${NUL}b` } }, 'search'],
    ['products paginate', 'GET', 'rest/products/paginate', { query: { search: `a${NUL}b` } }, 'search'],
    ['shop products', 'GET', 'rest/shops/1/products/paginate', { query: { search: `a${NUL}b` } }, 'search'],
    [
      'wallet recipient search',
      'GET',
      'dashboard/user/search-sending',
      { query: { search: `a${NUL}b` }, as: 'customer' },
      'search',
    ],
    [
      'seller orders',
      'GET',
      'dashboard/seller/orders/paginate',
      { query: { search: `a${NUL}b` }, as: 'seller' },
      'search',
    ],
    ['notifications', 'GET', 'dashboard/notifications', { query: { type: `a${NUL}b` }, as: 'customer' }, 'type'],
    [
      'new address',
      'POST',
      'dashboard/user/addresses',
      { body: { title: `a${NUL}b`, location: [38.9, -77.03] }, as: 'customer' },
      'title',
    ],
    [
      'profile update',
      'PUT',
      'dashboard/user/profile/update',
      { body: { firstname: `Bo${NUL}b` }, as: 'customer' },
      'firstname',
    ],
    ['group cart join', 'POST', 'rest/cart/open', { body: { name: `G${NUL}`, shop_id: 1, cart_id: 3 } }, 'name'],
    ['coupon check', 'POST', 'rest/coupons/check', { body: { coupon: `D${NUL}`, shop_id: 1 } }, 'coupon'],
    [
      'push token',
      'POST',
      'dashboard/user/profile/firebase/token/update',
      { body: { firebase_token: `t${NUL}` }, as: 'customer' },
      'firebase_token',
    ],
    ['sign-up by e-mail', 'POST', 'auth/register', { query: { email: `a${NUL}@b.co` } }, 'email'],
    [
      'a nested field',
      'POST',
      'dashboard/user/addresses',
      { body: { title: 'Home', address: { address: `x${NUL}` } }, as: 'customer' },
      'address.address',
    ],
    ['an escape character', 'GET', 'rest/shops/paginate', { query: { search: 'a\u001b[31m' } }, 'search'],
    [
      'a field name',
      'POST',
      'rest/coupons/check',
      { body: { coupon: 'DEMO10', shop_id: 1, [`x${NUL}`]: 1 } },
      `x${NUL}`,
    ],
  ]

  for (const [name, method, url, options, field] of cases) {
    it(name, async () => {
      const token = options.as === 'customer' ? customer : options.as === 'seller' ? seller : undefined
      const res = await call(t, method, url, { query: options.query, body: options.body, token })
      expectRefused(res, field)
    })
  }

  it('a path parameter', async () => {
    const res = await call(t, 'GET', 'rest/products/a%00b')
    expectRefused(res, 'uuid')
  })
})

describe('one-line fields and text of several lines', () => {
  it('an order note keeps its line breaks; a one-line phone refuses them', async () => {
    const base = { cart_id: 999_999, payment_id: 1, delivery_type: 'pickup' }
    // The note passes validation (the missing cart is what is refused), the phone with a line break does not.
    const note = await call(t, 'POST', 'dashboard/user/orders', {
      body: { ...base, note: 'ring twice\nthen wait' },
      token: customer,
    })
    expect(note.status).toBe(404)
    const phone = await call(t, 'POST', 'dashboard/user/orders', {
      body: { ...base, phone: '+1202\n5550101' },
      token: customer,
    })
    expect(phone.status).toBe(400)
    expect(phone.body.params).toHaveProperty('phone')
  })

  it('a search term with a tab or a line break is refused; the same term without is answered', async () => {
    expect((await call(t, 'GET', 'rest/products/search', { query: { search: 'pizza\nx' } })).status).toBe(400)
    expect((await call(t, 'GET', 'rest/products/search', { query: { search: 'pizza' } })).status).toBe(200)
  })
})

describe('dates and times must exist', () => {
  const base = { cart_id: 999_999, payment_id: 1, delivery_type: 'delivery' }

  it('delivery_time 25:99 and delivery_date 2026-02-30 are refused before anything else is looked at', async () => {
    const time = await call(t, 'POST', 'dashboard/user/orders', {
      body: { ...base, delivery_date: '2026-12-01', delivery_time: '25:99' },
      token: customer,
    })
    expect(time.status).toBe(400)
    expect(time.body).toMatchObject({ status: false, statusCode: 'ERROR_400' })
    expect(time.body.params).toHaveProperty('delivery_time')
    const date = await call(t, 'POST', 'dashboard/user/orders', {
      body: { ...base, delivery_date: '2026-02-30', delivery_time: '12:00' },
      token: customer,
    })
    expect(date.status).toBe(400)
    expect(date.body.params).toHaveProperty('delivery_date')
  })

  it('a real date and time pass validation', async () => {
    const res = await call(t, 'POST', 'dashboard/user/orders', {
      body: { ...base, delivery_date: '2026-12-01', delivery_time: '23:59' },
      token: customer,
    })
    expect(res.status).not.toBe(400)
  })
})
