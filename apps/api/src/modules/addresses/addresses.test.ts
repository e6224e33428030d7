import {
  addressesPaginatedSchema,
  addressResponseSchema,
  emptySuccessSchema,
  geocodeResponseSchema,
  userResponseSchema,
} from '@basil/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userAddresses } from '../../db/schema/index.ts'
import { createAccountsTestApp, registerByEmail, type AccountsTestApp } from '../auth/test-support.ts'
import { call, errorOf, json } from '../../../test/kit.ts'

let t: AccountsTestApp
beforeAll(async () => {
  t = await createAccountsTestApp()
})
afterAll(() => t.close())

const body = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  location: { latitude: 38.9120424, longitude: -77.035308 },
  address: { address: `${title} street 1`, floor: '2', house: '14', entrance: 'B', comment: 'Ring twice' },
  ...extra,
})

async function activeIds(userId: number) {
  const rows = await t.db.select().from(userAddresses).where(eq(userAddresses.userId, userId))
  return rows.filter((r) => r.active).map((r) => r.id)
}

describe('addresses', () => {
  it('creates addresses: the first is active, IAddress has the contract shape', async () => {
    const a = await registerByEmail(t)
    const first = await call(t, 'POST', 'dashboard/user/addresses', { token: a.token, body: body('Home') })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(json(first, addressResponseSchema).data).toMatchObject({
      title: 'Home',
      user_id: a.userId,
      active: true,
      address: { address: 'Home street 1', floor: '2', house: '14', entrance: 'B', comment: 'Ring twice' },
      location: { latitude: 38.9120424, longitude: -77.035308 },
    })
    expect(Date.parse(json(first, addressResponseSchema).data.created_at)).not.toBeNaN()
    const second = await call(t, 'POST', 'dashboard/user/addresses', { token: a.token, body: body('Work') })
    expect(json(second, addressResponseSchema).data.active).toBe(false)
    const third = await call(t, 'POST', 'dashboard/user/addresses', {
      token: a.token,
      body: body('Gym', { active: 1 }),
    })
    expect(json(third, addressResponseSchema).data.active).toBe(true)
    expect(await activeIds(a.userId)).toEqual([json(third, addressResponseSchema).data.id])
  })

  it('lists the user’s addresses paginated (page size up to 100), active first', async () => {
    const a = await registerByEmail(t)
    for (const title of ['One', 'Two', 'Three'])
      await call(t, 'POST', 'dashboard/user/addresses', { token: a.token, body: body(title) })
    const list = await call(t, 'GET', 'dashboard/user/addresses', { token: a.token, query: { perPage: 100 } })
    expect(list.status).toBe(200)
    expect(json(list, addressesPaginatedSchema).data.map((x) => x.title)).toEqual(['One', 'Two', 'Three'])
    expect(json(list, addressesPaginatedSchema).data[0]?.active).toBe(true)
    expect(json(list, addressesPaginatedSchema).meta).toMatchObject({
      current_page: 1,
      last_page: 1,
      total: 3,
      per_page: 100,
    })
    const paged = await call(t, 'GET', 'dashboard/user/addresses', { token: a.token, query: { perPage: 2, page: 2 } })
    expect(json(paged, addressesPaginatedSchema).data).toHaveLength(1)
    expect(json(paged, addressesPaginatedSchema).meta.last_page).toBe(2)
    const profile = await call(t, 'GET', 'dashboard/user/profile/show', { token: a.token })
    expect(json(profile, userResponseSchema).data.addresses).toHaveLength(3)
  })

  it('updates an address and moves the active mark with set-active, keeping exactly one', async () => {
    const a = await registerByEmail(t)
    const home = json(
      await call(t, 'POST', 'dashboard/user/addresses', { token: a.token, body: body('Home') }),
      addressResponseSchema,
    ).data
    const work = json(
      await call(t, 'POST', 'dashboard/user/addresses', { token: a.token, body: body('Work') }),
      addressResponseSchema,
    ).data
    const updated = await call(t, 'PUT', `dashboard/user/addresses/${work.id}`, {
      token: a.token,
      body: body('Office', { location: { latitude: '38.9', longitude: '-77.03' } }),
    })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(json(updated, addressResponseSchema).data).toMatchObject({
      id: work.id,
      title: 'Office',
      active: false,
      location: { latitude: 38.9, longitude: -77.03 },
    })
    const set = await call(t, 'POST', `dashboard/user/address/set-active/${work.id}`, { token: a.token, body: {} })
    expect(set.status).toBe(200)
    expect(json(set, addressResponseSchema).data.active).toBe(true)
    expect(await activeIds(a.userId)).toEqual([work.id])
    const back = await call(t, 'PUT', `dashboard/user/addresses/${home.id}`, {
      token: a.token,
      body: body('Home', { active: true }),
    })
    expect(json(back, addressResponseSchema).data.active).toBe(true)
    expect(await activeIds(a.userId)).toEqual([home.id])
    // Concurrent switches still leave exactly one active address.
    await Promise.all([
      call(t, 'POST', `dashboard/user/address/set-active/${work.id}`, { token: a.token, body: {} }),
      call(t, 'POST', `dashboard/user/address/set-active/${home.id}`, { token: a.token, body: {} }),
      call(t, 'POST', `dashboard/user/address/set-active/${work.id}`, { token: a.token, body: {} }),
    ])
    expect(await activeIds(a.userId)).toHaveLength(1)
  })

  it('deletes with ids[0]=, handing the active mark to the newest remaining address', async () => {
    const a = await registerByEmail(t)
    const home = json(
      await call(t, 'POST', 'dashboard/user/addresses', { token: a.token, body: body('Home') }),
      addressResponseSchema,
    ).data
    const work = json(
      await call(t, 'POST', 'dashboard/user/addresses', { token: a.token, body: body('Work') }),
      addressResponseSchema,
    ).data
    const res = await call(t, 'DELETE', `dashboard/user/addresses/delete?ids[0]=${home.id}`, { token: a.token })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(json(res, emptySuccessSchema).status).toBe(true)
    expect(await activeIds(a.userId)).toEqual([work.id])
    const missing = await call(t, 'DELETE', 'dashboard/user/addresses/delete', { token: a.token })
    expect(missing.status).toBe(400)
    expect(errorOf(missing).params?.ids).toBeDefined()
  })

  it('validates the body: coordinates are required and in range', async () => {
    const a = await registerByEmail(t)
    const noLocation = await call(t, 'POST', 'dashboard/user/addresses', {
      token: a.token,
      body: { title: 'X', address: { address: 'x' } },
    })
    expect(noLocation.status).toBe(400)
    expect(Object.keys(errorOf(noLocation).params ?? {}).some((k) => k.startsWith('location'))).toBe(true)
    const outOfRange = await call(t, 'POST', 'dashboard/user/addresses', {
      token: a.token,
      body: body('X', { location: { latitude: 91, longitude: 0 } }),
    })
    expect(outOfRange.status).toBe(400)
    expect(Object.keys(errorOf(outOfRange).params ?? {})).toContain('location.latitude')
  })

  it('keeps user A away from user B’s addresses', async () => {
    const a = await registerByEmail(t)
    const b = await registerByEmail(t)
    const bHome = json(
      await call(t, 'POST', 'dashboard/user/addresses', { token: b.token, body: body('B home') }),
      addressResponseSchema,
    ).data
    const bWork = json(
      await call(t, 'POST', 'dashboard/user/addresses', { token: b.token, body: body('B work') }),
      addressResponseSchema,
    ).data
    const aHome = json(
      await call(t, 'POST', 'dashboard/user/addresses', { token: a.token, body: body('A home') }),
      addressResponseSchema,
    ).data
    const list = await call(t, 'GET', 'dashboard/user/addresses', { token: a.token })
    expect(json(list, addressesPaginatedSchema).data.map((x) => x.id)).toEqual([aHome.id])
    const update = await call(t, 'PUT', `dashboard/user/addresses/${bHome.id}`, {
      token: a.token,
      body: body('Stolen'),
    })
    expect(update.status).toBe(404)
    const activate = await call(t, 'POST', `dashboard/user/address/set-active/${bWork.id}`, {
      token: a.token,
      body: {},
    })
    expect(activate.status).toBe(404)
    const del = await call(t, 'DELETE', `dashboard/user/addresses/delete?ids[0]=${bHome.id}`, { token: a.token })
    expect(del.status).toBe(404)
    const mixed = await call(t, 'DELETE', `dashboard/user/addresses/delete?ids[0]=${aHome.id}&ids[1]=${bWork.id}`, {
      token: a.token,
    })
    expect(mixed.status).toBe(404)
    const bRows = await t.db.select().from(userAddresses).where(eq(userAddresses.userId, b.userId))
    expect(bRows.map((r) => [r.id, r.title, r.active]).sort()).toEqual(
      [
        [bHome.id, 'B home', true],
        [bWork.id, 'B work', false],
      ].sort(),
    )
    const aRows = await t.db.select().from(userAddresses).where(eq(userAddresses.userId, a.userId))
    expect(aRows).toHaveLength(1)
  })

  it('needs a signed-in user on every address route', async () => {
    for (const [method, url] of [
      ['GET', 'dashboard/user/addresses'],
      ['POST', 'dashboard/user/addresses'],
      ['PUT', 'dashboard/user/addresses/1'],
      ['POST', 'dashboard/user/address/set-active/1'],
      ['DELETE', 'dashboard/user/addresses/delete?ids[0]=1'],
    ] as const) {
      const res = await call(t, method, url, method === 'POST' || method === 'PUT' ? { body: {} } : {})
      expect(res.status, url).toBe(401)
      expect(errorOf(res).statusCode).toBe('ERROR_100')
    }
  })
})

describe('reverse geocoding', () => {
  it('names the neighbourhood of the demo location', async () => {
    const res = await call(t, 'GET', 'rest/geocode/reverse', { query: { latitude: 38.9120424, longitude: -77.035308 } })
    expect(res.status).toBe(200)
    expect(json(res, geocodeResponseSchema).data).toMatchObject({ city: 'Washington', country: 'United States' })
    expect(json(res, geocodeResponseSchema).data.address).toMatch(/, Washington, United States$/)
    expect(json(res, geocodeResponseSchema).data.distance_km).toBeLessThan(2.5)
  })

  it('falls back to the city, and answers 404 "not found" far from any known place', async () => {
    const paris = await call(t, 'GET', 'rest/geocode/reverse', { query: { latitude: 48.87, longitude: 2.33 } })
    expect(json(paris, geocodeResponseSchema).data).toMatchObject({ address: 'Paris, France', city: 'Paris' })
    const ocean = await call(t, 'GET', 'rest/geocode/reverse', { query: { latitude: -40, longitude: -120 } })
    expect(ocean.status).toBe(404)
    expect(ocean.body).toMatchObject({ status: false, statusCode: 'ERROR_404', message: 'not found' })
    const bad = await call(t, 'GET', 'rest/geocode/reverse', { query: { latitude: 'north', longitude: 0 } })
    expect(bad.status).toBe(400)
    expect(errorOf(bad).params?.latitude).toBeDefined()
  })
})
