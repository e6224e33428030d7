import { and, eq, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../test/app.ts'
import { coupons, couponTranslations } from '../../../db/schema/index.ts'
import { expectError, expectedMoney, getConvertingCurrency, type Envelope } from '../../content/test-support.ts'

type CouponBody = {
  id: number
  name: string
  shop_id: number
  type: 'fix' | 'percent'
  price: number
  qty: number
  expired_at: string
  translation: { id: number; locale: string; title: string } | null
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function check(body: unknown, query = '') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/rest/coupons/check${query}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
  return { status: res.statusCode, body: res.json() as Envelope<CouponBody> }
}

async function usableCoupon(type?: 'fix' | 'percent') {
  const [row] = await t.db
    .select()
    .from(coupons)
    .where(and(gt(coupons.expiredAt, new Date()), gt(coupons.qty, 0), type ? eq(coupons.type, type) : undefined))
    .limit(1)
  expect(row, `a usable ${type ?? ''} coupon`).toBeDefined()
  return row!
}

describe('POST rest/coupons/check', () => {
  it('accepts a usable coupon of the shop and returns it', async () => {
    const coupon = await usableCoupon()
    const res = await check({ coupon: coupon.name, shop_id: coupon.shopId, user_id: 1 })
    expect(res.status).toBe(200)
    expect(res.body.status).toBe(true)
    expect(Object.keys(res.body.data).sort()).toEqual([
      'expired_at',
      'id',
      'name',
      'price',
      'qty',
      'shop_id',
      'translation',
      'type',
    ])
    expect(res.body.data).toMatchObject({ id: coupon.id, name: coupon.name, shop_id: coupon.shopId, type: coupon.type })
  })

  it('converts a fixed amount by currency_id and keeps a percentage', async () => {
    const currency = await getConvertingCurrency(t.db)
    const fix = await usableCoupon('fix')
    const res = await check({ coupon: fix.name, shop_id: fix.shopId }, `?currency_id=${currency.id}`)
    expect(res.body.data.price).toBe(expectedMoney(fix.price, currency.rate))
    const [percent] = await t.db
      .insert(coupons)
      .values({
        shopId: fix.shopId,
        name: 'TENOFF-TEST',
        type: 'percent',
        price: 10,
        qty: 5,
        expiredAt: new Date(Date.now() + 86_400_000),
      })
      .returning()
    const res2 = await check({ coupon: percent!.name, shop_id: fix.shopId }, `?currency_id=${currency.id}`)
    expect(res2.body.data).toMatchObject({ type: 'percent', price: 10 })
  })

  it('translates the title with lang', async () => {
    const coupon = await usableCoupon()
    const [ar] = await t.db
      .select()
      .from(couponTranslations)
      .where(and(eq(couponTranslations.ownerId, coupon.id), eq(couponTranslations.locale, 'ar')))
    expect(ar, 'the coupon in Arabic').toBeDefined()
    const res = await check({ coupon: coupon.name, shop_id: coupon.shopId }, '?lang=ar')
    expect(res.body.data.translation).toMatchObject({ locale: 'ar', title: ar!.title })
  })

  it('accepts ids sent as strings', async () => {
    const coupon = await usableCoupon()
    const res = await check({ coupon: coupon.name, shop_id: String(coupon.shopId), user_id: null })
    expect(res.status).toBe(200)
  })

  it('refuses an unknown coupon, another shop, an expired or used-up coupon with 400', async () => {
    const coupon = await usableCoupon()
    for (const body of [
      { coupon: 'NO-SUCH-COUPON', shop_id: coupon.shopId },
      { coupon: coupon.name, shop_id: coupon.shopId + 100_000 },
    ]) {
      const res = await check(body)
      expectError(res, 400)
      expect(res.body.message).toBe('Coupon is invalid or expired')
    }
    const [expired] = await t.db
      .insert(coupons)
      .values({
        shopId: coupon.shopId,
        name: 'EXPIRED-TEST',
        type: 'fix',
        price: 100,
        qty: 5,
        expiredAt: new Date(Date.now() - 1000),
      })
      .returning()
    expectError(await check({ coupon: expired!.name, shop_id: coupon.shopId }), 400)
    const [usedUp] = await t.db
      .insert(coupons)
      .values({
        shopId: coupon.shopId,
        name: 'USEDUP-TEST',
        type: 'fix',
        price: 100,
        qty: 0,
        expiredAt: new Date(Date.now() + 86_400_000),
      })
      .returning()
    expectError(await check({ coupon: usedUp!.name, shop_id: coupon.shopId }), 400)
  })

  it('rejects a body without coupon or shop_id with 400 and params', async () => {
    const res = await check({ shop_id: 'x' })
    expectError(res, 400)
    const params = (res.body as unknown as { params: Record<string, string[]> }).params
    expect(Object.keys(params).sort()).toEqual(['coupon', 'shop_id'])
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rest/coupons/check',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    })
    expect(bad.statusCode).toBe(400)
  })
})
