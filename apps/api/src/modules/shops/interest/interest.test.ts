// "Sorry, we're not available here": a visitor leaves an e-mail for a place no shop delivers to; the operator lists them.
import { deliveryInterestResponseSchema, deliveryInterestsResponseSchema } from '@basil/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../test/app.ts'
import { deliveryInterests, users } from '../../../db/schema/index.ts'
import { makeCustomer } from '../../orders/test-support.ts'
import { INVALID_EMAIL, OPERATORS_ONLY } from './service.ts'
import { call, errorOf, json } from '../../../../test/kit.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const FAR = { latitude: -40.123456, longitude: -140.654321 }
const leave = (body: unknown, ip?: string, lang = 'en') =>
  call(t, 'POST', `rest/delivery-interests?lang=${lang}`, { body, ip })

describe('rest/delivery-interests', () => {
  it("keeps the e-mail for the place, once per e-mail and place, in the visitor's language", async () => {
    const first = await leave({ email: '  Hungry@Example.org ', address: FAR }, undefined, 'fr')
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toMatchObject({ status: true, data: { id: expect.any(Number) } })
    // The same person at (about) the same place: the same row, refreshed.
    const again = await leave({
      email: 'hungry@example.org',
      address: { latitude: -40.12346, longitude: -140.65432 },
      shop_id: 1,
    })
    expect(json(again, deliveryInterestResponseSchema).data.id).toBe(
      json(first, deliveryInterestResponseSchema).data.id,
    )
    const [row] = await t.db
      .select()
      .from(deliveryInterests)
      .where(eq(deliveryInterests.id, json(first, deliveryInterestResponseSchema).data.id))
    expect(row).toMatchObject({
      email: 'hungry@example.org',
      latitude: -40.1235,
      longitude: -140.6543,
      shopId: 1,
      locale: 'en',
    })
    // A shop that does not exist is dropped, the e-mail kept.
    const unknownShop = await leave({ email: 'other@example.org', address: FAR, shop_id: 999_999 })
    expect(unknownShop.status).toBe(200)
    const [other] = await t.db
      .select()
      .from(deliveryInterests)
      .where(eq(deliveryInterests.id, json(unknownShop, deliveryInterestResponseSchema).data.id))
    expect(other?.shopId).toBeNull()
  })

  it("answers bad input in the contract's error shape", async () => {
    const bad = await leave({ email: 'not-an-address', address: FAR })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      status: false,
      statusCode: 'ERROR_400',
      message: INVALID_EMAIL,
      params: { email: [INVALID_EMAIL] },
    })
    for (const body of [
      { email: 'a@b.org' },
      { email: 'a@b.org', address: { latitude: 91, longitude: 0 } },
      { email: 'a@b.org', address: FAR, shop_id: -1 },
      { address: FAR },
    ]) {
      const res = await leave(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_400' })
    }
  })

  it('is limited per address (10 an hour)', async () => {
    const ip = '10.9.8.7'
    for (let i = 0; i < 10; i++)
      expect((await leave({ email: `flood${i}@example.org`, address: FAR }, ip)).status).toBe(200)
    const limited = await leave({ email: 'flood-more@example.org', address: FAR }, ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('dashboard/admin/delivery-interests/paginate', () => {
  it('lists them, newest first, to the operator only', async () => {
    await leave({ email: 'newest@example.org', address: { latitude: 12.5, longitude: 13.5 } })
    expect((await call(t, 'GET', 'dashboard/admin/delivery-interests/paginate')).status).toBe(401)
    const customer = await makeCustomer(t)
    const refused = await call(t, 'GET', 'dashboard/admin/delivery-interests/paginate', { token: customer.token })
    expect(refused.status).toBe(403)
    expect(errorOf(refused).message).toBe(OPERATORS_ONLY)
    const admin = await makeCustomer(t)
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id))
    const list = await call(t, 'GET', 'dashboard/admin/delivery-interests/paginate', {
      token: admin.token,
      query: { perPage: 2 },
    })
    expect(list.status, JSON.stringify(list.body)).toBe(200)
    expect(json(list, deliveryInterestsResponseSchema).meta.total).toBeGreaterThanOrEqual(3)
    expect(json(list, deliveryInterestsResponseSchema).data).toHaveLength(2)
    expect(json(list, deliveryInterestsResponseSchema).data[0]).toMatchObject({
      email: 'newest@example.org',
      location: { latitude: 12.5, longitude: 13.5 },
      shop_id: null,
      locale: 'en',
    })
    expect(Object.keys(json(list, deliveryInterestsResponseSchema).data[0]!).sort()).toEqual([
      'created_at',
      'email',
      'id',
      'locale',
      'location',
      'shop_id',
      'updated_at',
    ])
  })
})
