// The opening-hours rule through the API: its SQL twin (the list's open=1) answers the same table of cases as the
// pure rule, and at tricky instants the list, the shop page, the cart's calculation and the order all agree.
import {
  cartCalculationResponseSchema,
  cartResponseSchema,
  settingsResponseSchema,
  shopResponseSchema,
  shopsPaginatedSchema,
} from '@basil/contracts'
import { openingCases, type OpeningCase } from '@basil/contracts/opening-hours-cases'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { shopClosedDates, shops, shopWorkingDays, weekDays, type WeekDay } from '../../db/schema/index.ts'
import { findFixture, makeCustomer, resetFixture, type Fixture } from '../orders/test-support.ts'
import * as repo from './repository.ts'
import { call, errorOf, json } from '../../../test/kit.ts'

let clock = new Date()
let t: TestApp
let f: Fixture
beforeAll(async () => {
  t = await createTestApp({ clock: () => clock })
  f = await findFixture(t)
})
afterAll(() => t.close())

describe('the SQL twin of isOpenAt (shops/paginate?open=1)', () => {
  it('answers the table of cases as the rule does', async () => {
    // One shop per distinct schedule in the table.
    const shopOf = new Map<string, number>()
    const key = (c: OpeningCase) => JSON.stringify([c.timeZone, c.workingDays, c.closedDates, c.switchedOn])
    for (const c of openingCases) {
      if (shopOf.has(key(c))) continue
      const n = shopOf.size
      const [row] = await t.db
        .insert(shops)
        .values({
          slug: `hours-case-${n}`,
          type: 'shop',
          latitude: 0,
          longitude: 0,
          status: 'approved',
          visibility: true,
          open: c.switchedOn,
          timezone: c.timeZone,
        })
        .returning({ id: shops.id })
      shopOf.set(key(c), row!.id)
      if (c.workingDays.length) {
        await t.db.insert(shopWorkingDays).values(
          c.workingDays.map((d) => ({
            shopId: row!.id,
            day: d.day as WeekDay,
            from: d.from,
            to: d.to,
            disabled: d.disabled,
          })),
        )
      }
      if (c.closedDates.length)
        await t.db.insert(shopClosedDates).values(c.closedDates.map((day) => ({ shopId: row!.id, day })))
    }
    const answers = []
    for (const c of openingCases) {
      const { ids } = await repo.listShopIdsPage(t.db, {
        filter: { openNow: true },
        order: 'new',
        now: new Date(c.at),
        timeZone: c.fallbackTimeZone,
        limit: 1000,
        offset: 0,
      })
      answers.push({ name: c.name, open: ids.includes(shopOf.get(key(c))!) })
    }
    expect(answers).toEqual(openingCases.map((c) => ({ name: c.name, open: c.open })))
  })
})

/** The fixture shop's hours: `hours` on the days given, every other day disabled. */
async function setHours(shopId: number, timezone: string, hours: Partial<Record<WeekDay, [string, string]>>) {
  await t.db.update(shops).set({ timezone, open: true }).where(eq(shops.id, shopId))
  await t.db.delete(shopWorkingDays).where(eq(shopWorkingDays.shopId, shopId))
  await t.db.delete(shopClosedDates).where(eq(shopClosedDates.shopId, shopId))
  await t.db.insert(shopWorkingDays).values(
    weekDays.map((day) => {
      const h = hours[day]
      return { shopId, day, from: h?.[0] ?? '09:00', to: h?.[1] ?? '17:00', disabled: !h }
    }),
  )
}

async function fillCart(token: string) {
  const res = await call(t, 'POST', 'dashboard/user/cart/insert-product', {
    token,
    body: { shop_id: f.shopId, currency_id: 1, rate: 1, products: [{ stock_id: f.stockId, quantity: 1 }] },
  })
  if (res.status !== 200) throw new Error(JSON.stringify(res.body))
  return json(res, cartResponseSchema).data
}

/** What every part of the API says about the fixture shop at the clock's instant. */
async function sayings(token: string, moment: { delivery_date?: string; delivery_time?: string } = {}) {
  const listed = await call(t, 'GET', 'rest/shops/paginate', { query: { open: 1, perPage: 100 } })
  const shop = await call(t, 'GET', `rest/shops/${f.shopId}`)
  const cart = await fillCart(token)
  const calc = await call(t, 'POST', `dashboard/user/cart/calculate/${cart.id}`, {
    token,
    body: { type: 'delivery', address: f.location, ...moment },
  })
  const order = await call(t, 'POST', 'dashboard/user/orders', {
    token,
    body: {
      cart_id: cart.id,
      shop_id: f.shopId,
      payment_id: f.paymentIds.cash,
      delivery_type: 'delivery',
      location: f.location,
      address: { address: '1 Test street' },
      phone: '+12025550177',
      ...moment,
    },
  })
  return {
    listed: json(listed, shopsPaginatedSchema).data.some((s) => s.id === f.shopId),
    open: json(shop, shopResponseSchema).data.open,
    opensAt: json(shop, shopResponseSchema).data.opens_at,
    closesAt: json(shop, shopResponseSchema).data.closes_at,
    calc:
      calc.status === 200
        ? { open: json(calc, cartCalculationResponseSchema).data.shop_open }
        : { message: errorOf(calc).message },
    order: order.status === 201 ? 'taken' : errorOf(order).message,
  }
}

describe('list, shop page, calculation and order agree', () => {
  it("Friday 18:00–02:00 and Saturday closed: open at 01:00 on Saturday, closed at 03:00 (the code review's case)", async () => {
    await resetFixture(t, f)
    await setHours(f.shopId, 'America/New_York', { friday: ['18:00', '02:00'] })
    const customer = await makeCustomer(t)

    clock = new Date('2025-03-15T05:00:00Z') // Saturday 01:00 in New York
    expect(await sayings(customer.token)).toEqual({
      listed: true,
      open: true,
      opensAt: null,
      closesAt: '2025-03-15T06:00:00.000Z',
      calc: { open: true },
      order: 'taken',
    })
    // A slot the checkout offers that night is taken too.
    expect((await sayings(customer.token, { delivery_date: '2025-03-15', delivery_time: '01:30' })).order).toBe('taken')

    clock = new Date('2025-03-15T07:00:00Z') // Saturday 03:00
    expect(await sayings(customer.token)).toEqual({
      listed: false,
      open: false,
      opensAt: '2025-03-21T22:00:00.000Z',
      closesAt: null,
      calc: { open: false },
      order: 'Shop is closed',
    })
    // The calculation refuses what the order refuses, with the same words.
    expect(await sayings(customer.token, { delivery_date: '2025-03-16', delivery_time: '12:00' })).toMatchObject({
      calc: { message: 'Shop is closed in this day. Please, select another day.' },
      order: 'Shop is closed in this day. Please, select another day.',
    })
    expect(await sayings(customer.token, { delivery_date: '2025-03-15', delivery_time: '12:00' })).toMatchObject({
      calc: { message: 'Shop is closed' },
      order: 'Shop is closed',
    })
    // The next opening is orderable now.
    expect(await sayings(customer.token, { delivery_date: '2025-03-21', delivery_time: '18:00' })).toMatchObject({
      calc: { open: false },
      order: 'taken',
    })
  })

  it('around the clock written 00:00–23:59 is open in the last minute of the day', async () => {
    await resetFixture(t, f)
    await setHours(f.shopId, 'America/New_York', Object.fromEntries(weekDays.map((d) => [d, ['00:00', '23:59']])))
    const customer = await makeCustomer(t)
    clock = new Date('2025-03-13T03:59:30Z') // Wednesday 23:59:30 in New York
    expect(await sayings(customer.token)).toEqual({
      listed: true,
      open: true,
      opensAt: null,
      closesAt: null,
      calc: { open: true },
      order: 'taken',
    })
  })

  it("says which zone the hours are in, and reads an unknown zone in the marketplace's", async () => {
    await resetFixture(t, f)
    await setHours(f.shopId, 'Asia/Tokyo', { thursday: ['06:00', '10:00'] })
    clock = new Date('2025-03-12T21:00:00Z') // Thursday 06:00 in Tokyo, still Wednesday in New York
    let shop = json(await call(t, 'GET', `rest/shops/${f.shopId}`), shopResponseSchema).data
    expect(shop).toMatchObject({ timezone: 'Asia/Tokyo', open: true, closes_at: '2025-03-13T01:00:00.000Z' })

    await t.db.update(shops).set({ timezone: 'Mars/Olympus_Mons' }).where(eq(shops.id, f.shopId))
    shop = json(await call(t, 'GET', `rest/shops/${f.shopId}`), shopResponseSchema).data
    // Thursday 06:00 in New York is 10:00 UTC on the 13th.
    expect(shop).toMatchObject({ timezone: 'America/New_York', open: false, opens_at: '2025-03-13T10:00:00.000Z' })
    const listed = await call(t, 'GET', 'rest/shops/paginate', { query: { open: 1, perPage: 100 } })
    expect(listed.status).toBe(200)
    expect(json(listed, shopsPaginatedSchema).data.some((s) => s.id === f.shopId)).toBe(false)
    const settings = await call(t, 'GET', 'rest/settings')
    expect(json(settings, settingsResponseSchema).data.find((s) => s.key === 'timezone')).toEqual({
      key: 'timezone',
      value: 'America/New_York',
    })
  })
})
