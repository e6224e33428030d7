// Seller and courier applications through the API: the applicant's rules (a password first, valid fields, own
// uploads, one under review at a time), the admin's decision (403 for anyone else), what an approval creates (the shop,
// the seller role that then moves the shop's orders, the courier role) and the notifications of each decision.
import {
  courierApplicationResponseSchema,
  courierApplicationsPaginatedSchema,
  galleryUploadResponseSchema,
  myCourierApplicationResponseSchema,
  myShopApplicationResponseSchema,
  pushNotificationsPaginatedSchema,
  orderResponseSchema,
  productResponseSchema,
  shopApplicationResponseSchema,
  shopApplicationsPaginatedSchema,
  shopResponseSchema,
  userResponseSchema,
} from '@basil/contracts'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccount, placeOrder, sessionFor, type Account } from '../../../test/fixtures/orders.ts'
import { bodyOf, call, errorOf, freshIp, json } from '../../../test/kit.ts'
import { categories, shopTags } from '../../db/schema/index.ts'
import { demoAccounts } from '../../db/seed/part-global.ts'
import { InProcessEventBus } from '../../plugins/realtime/index.ts'
import { createAccountsTestApp, registerByEmail, type AccountsTestApp } from '../auth/test-support.ts'

let t: AccountsTestApp
/** The API's event bus, watched: a decision tells the applicant's open pages (live socket, decision 017). */
const bus = new InProcessEventBus()
let admin: Account
let categoryId: number
let tagId: number

beforeAll(async () => {
  t = await createAccountsTestApp({ realtimeBus: bus })
  admin = await sessionFor(t.db, demoAccounts.admin.email)
  const [category] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.type, 'shop'))
  const [tag] = await t.db.select({ id: shopTags.id }).from(shopTags)
  categoryId = category!.id
  tagId = tag!.id
})
afterAll(() => t.close())

async function upload(token: string, type: string): Promise<string> {
  const boundary = `----basil${Date.now()}${Math.random().toString(36).slice(2)}`
  const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .png()
    .toBuffer()
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n--${boundary}--\r\n`,
    ),
  ])
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dashboard/galleries',
    remoteAddress: freshIp(),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
    payload,
  })
  expect(res.statusCode, res.body).toBe(200)
  return json({ statusCode: res.statusCode, body: res.body }, galleryUploadResponseSchema).data.title
}

/** The contract's body as the other clients send it: location and min_amount as strings. */
async function shopBody(token: string, title = 'Chez Test') {
  return {
    title: { en: title, fr: `${title} (fr)` },
    description: { en: 'Home cooking', fr: 'Cuisine maison' },
    address: { en: '1 Test street', fr: '1 rue du Test' },
    phone: '+12025550155',
    price: 2,
    price_per_km: 0.5,
    min_amount: '10',
    tax: 5,
    delivery_time_type: 'minute',
    delivery_time_from: 20,
    delivery_time_to: 40,
    categories: [categoryId],
    tags: [tagId],
    images: [await upload(token, 'shops'), await upload(token, 'shops')],
    documents: [],
    location: { latitude: '38.9', longitude: '-77.03' },
    type: 'restaurant',
    user_id: 1,
    delivery_radius: 8,
    working_days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
      day,
      from: '00:00',
      to: '23:59',
    })),
  }
}

async function role(token: string): Promise<string> {
  const res = await call(t, 'GET', 'dashboard/user/profile/show', { token })
  return json(res, userResponseSchema).data.role
}

async function notificationsOf(token: string) {
  const res = await call(t, 'GET', 'dashboard/notifications', { token, query: { type: 'application_status' } })
  return json(res, pushNotificationsPaginatedSchema).data
}

describe('a shop application', () => {
  it('answers the contract’s validation errors, field by field', async () => {
    const a = await registerByEmail(t)
    const res = await call(t, 'POST', 'dashboard/user/shops', {
      token: a.token,
      body: { title: { en: ' ' }, phone: 'call me', location: { latitude: 'north' }, delivery_time_from: 30 },
    })
    expect(res.status).toBe(400)
    const error = errorOf(res)
    expect(error.statusCode).toBe('ERROR_400')
    expect(Object.keys(error.params ?? {})).toEqual(
      expect.arrayContaining([
        'title',
        'address',
        'phone',
        'location.latitude',
        'location.longitude',
        'delivery_time_to',
      ]),
    )

    const body = await shopBody(a.token)
    const reversed = await call(t, 'POST', 'dashboard/user/shops', {
      token: a.token,
      body: { ...body, delivery_time_from: 50, delivery_time_to: 10, categories: [999999] },
    })
    expect(reversed.status).toBe(400)
    expect(errorOf(reversed).params).toMatchObject({
      delivery_time_to: [expect.any(String)],
      'categories.0': ['The selected category is invalid.'],
    })
  })

  it('needs a password first, and only the applicant’s own uploads', async () => {
    const social = await createAccount(t.db)
    const res = await call(t, 'POST', 'dashboard/user/shops', {
      token: social.token,
      body: { ...(await shopBody(social.token)) },
    })
    expect(res.status).toBe(400)
    expect(errorOf(res).params?.password).toEqual(['Set a password for your account first'])

    const a = await registerByEmail(t)
    const b = await registerByEmail(t)
    const notMine = await call(t, 'POST', 'dashboard/user/shops', {
      token: a.token,
      body: { ...(await shopBody(a.token)), images: [await upload(b.token, 'shops')] },
    })
    expect(notMine.status).toBe(400)
    expect(errorOf(notMine).params?.['images.0']).toEqual(['The images must be one of your uploads.'])
  })

  it('is under review once, approved by the admin into an open shop whose new seller moves its orders', async () => {
    const a = await registerByEmail(t)
    expect(
      json(await call(t, 'GET', 'dashboard/user/shops', { token: a.token }), myShopApplicationResponseSchema).data,
    ).toBeNull()

    const sent = await call(t, 'POST', 'dashboard/user/shops', {
      token: a.token,
      body: await shopBody(a.token, 'Basil Bistro'),
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const application = json(sent, shopApplicationResponseSchema).data
    expect(application).toMatchObject({
      status: 'new',
      title: { en: 'Basil Bistro' },
      min_amount: 10,
      location: { latitude: 38.9, longitude: -77.03 },
      delivery_radius: 8,
      categories: [categoryId],
      shop_id: null,
      reason: null,
    })
    expect(application.logo_img).toMatch(/^http:\/\/basil\.test\/storage\/images\/shops\//)

    const second = await call(t, 'POST', 'dashboard/user/shops', { token: a.token, body: await shopBody(a.token) })
    expect(second.status).toBe(400)
    expect(errorOf(second)).toMatchObject({
      statusCode: 'ERROR_400',
      message: 'Your application is already under review',
    })

    // Nobody but an admin lists or decides.
    expect((await call(t, 'GET', 'dashboard/admin/shop-applications/paginate', { token: a.token })).status).toBe(403)
    const byCustomer = await call(t, 'POST', `dashboard/admin/shop-applications/${application.id}/approve`, {
      token: a.token,
    })
    expect(byCustomer.status).toBe(403)
    expect(errorOf(byCustomer).statusCode).toBe('ERROR_101')
    expect((await call(t, 'GET', 'dashboard/admin/shop-applications/paginate')).status).toBe(401)

    const pending = json(
      await call(t, 'GET', 'dashboard/admin/shop-applications/paginate', {
        token: admin.token,
        query: { status: 'new', perPage: 100 },
      }),
      shopApplicationsPaginatedSchema,
    )
    expect(pending.data.find((x) => x.id === application.id)?.user.email).toBe(a.email)

    const heard: string[] = []
    const stop = bus.subscribe(`user:${application.user.id}`, (event) => heard.push(event.type))
    const approved = await call(t, 'POST', `dashboard/admin/shop-applications/${application.id}/approve`, {
      token: admin.token,
    })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    stop()
    expect(heard).toEqual(['notification.created'])
    const decided = json(approved, shopApplicationResponseSchema).data
    expect(decided.status).toBe('approved')
    expect(decided.shop_id).toEqual(expect.any(Number))
    const again = await call(t, 'POST', `dashboard/admin/shop-applications/${application.id}/approve`, {
      token: admin.token,
    })
    expect(again.status).toBe(400)
    expect(errorOf(again).message).toBe('This application was already decided')

    // The shop is public, open, with the application's data.
    const shop = json(
      await call(t, 'GET', `rest/shops/${decided.shop_id}`, { query: { lang: 'fr' } }),
      shopResponseSchema,
    ).data
    expect(shop).toMatchObject({ status: 'approved', open: true, type: 'restaurant', min_amount: 10, tax: 5 })
    expect(shop.translation?.title).toBe('Basil Bistro (fr)')
    expect(shop.delivery_time).toMatchObject({ from: '20', to: '40', type: 'minute' })
    expect(shop.logo_img).toBe(application.logo_img)
    expect(shop.tags.map((x) => x.id)).toEqual([tagId])

    // The applicant is now its seller, reads the decision in the notifications and on the application.
    expect(await role(a.token)).toBe('seller')
    const asSeller = await call(t, 'POST', 'dashboard/user/shops', { token: a.token, body: await shopBody(a.token) })
    expect(errorOf(asSeller).message).toBe('Your account is already a seller')
    const notes = await notificationsOf(a.token)
    expect(notes[0]).toMatchObject({
      type: 'application_status',
      title: 'Your shop application was accepted',
      data: { id: application.id, type: 'shop', status: 'approved' },
    })
    const mine = json(await call(t, 'GET', 'dashboard/user/shops', { token: a.token }), myShopApplicationResponseSchema)
    expect(mine.data).toMatchObject({ status: 'approved', shop_id: decided.shop_id })

    // The new seller stocks the shop through the seller routes; a customer's order of it is accepted by them.
    const added = await call(t, 'POST', 'dashboard/seller/products', {
      token: a.token,
      body: { title: { en: 'Soup of the day' }, price: 12, quantity: 50 },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const product = json(added, productResponseSchema).data
    expect(product).toMatchObject({ shop_id: decided.shop_id, translation: { title: 'Soup of the day' } })
    const customer = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId: decided.shop_id! })
    const moved = await call(t, 'POST', `dashboard/seller/order/${order.id}/status`, {
      token: a.token,
      body: { status: 'accepted' },
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(json(moved, orderResponseSchema).data.status).toBe('accepted')
  })

  it('is under review once even when two are sent at the same moment', async () => {
    const a = await registerByEmail(t)
    const body = await shopBody(a.token)
    const answers = await Promise.all([
      call(t, 'POST', 'dashboard/user/shops', { token: a.token, body }),
      call(t, 'POST', 'dashboard/user/shops', { token: a.token, body }),
      call(t, 'POST', 'dashboard/user/shops', { token: a.token, body }),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400])
  })

  it('is rejected with a reason the applicant reads, and may be sent again', async () => {
    const a = await registerByEmail(t)
    const sent = json(
      await call(t, 'POST', 'dashboard/user/shops', { token: a.token, body: await shopBody(a.token) }),
      shopApplicationResponseSchema,
    ).data

    const noReason = await call(t, 'POST', `dashboard/admin/shop-applications/${sent.id}/reject`, {
      token: admin.token,
      body: {},
    })
    expect(noReason.status).toBe(400)
    expect(errorOf(noReason).params?.reason).toBeDefined()

    const rejected = await call(t, 'POST', `dashboard/admin/shop-applications/${sent.id}/reject`, {
      token: admin.token,
      body: { reason: 'The photos do not show the kitchen' },
    })
    expect(rejected.status).toBe(200)
    expect(json(rejected, shopApplicationResponseSchema).data).toMatchObject({
      status: 'rejected',
      reason: 'The photos do not show the kitchen',
      shop_id: null,
    })
    expect(await role(a.token)).toBe('user')
    const notSeller = await call(t, 'POST', 'dashboard/seller/products', {
      token: a.token,
      body: { title: { en: 'Soup' }, price: 1, quantity: 1 },
    })
    expect(notSeller.status).toBe(403)
    const mine = json(await call(t, 'GET', 'dashboard/user/shops', { token: a.token }), myShopApplicationResponseSchema)
    expect(mine.data?.reason).toBe('The photos do not show the kitchen')
    expect((await notificationsOf(a.token))[0]).toMatchObject({
      title: 'Your shop application was rejected',
      body: 'The photos do not show the kitchen',
      data: { type: 'shop', status: 'rejected' },
    })
    const missing = await call(t, 'POST', 'dashboard/admin/shop-applications/99999999/reject', {
      token: admin.token,
      body: { reason: 'whatever' },
    })
    expect(missing.status).toBe(404)

    const resent = await call(t, 'POST', 'dashboard/user/shops', { token: a.token, body: await shopBody(a.token) })
    expect(resent.status).toBe(200)
  })

  it('is described in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })
    expect(res.statusCode).toBe(200)
    const paths = Object.keys((bodyOf(res) as { paths: Record<string, unknown> }).paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/dashboard/user/shops',
        '/api/v1/dashboard/admin/shop-applications/paginate',
        '/api/v1/dashboard/admin/shop-applications/{id}/approve',
        '/api/v1/dashboard/admin/courier-applications/{id}/reject',
      ]),
    )
  })
})

describe('a courier application', () => {
  it('needs its fields and a document photo, is under review once, and approved makes a courier', async () => {
    const a = await registerByEmail(t)
    const invalid = await call(t, 'POST', 'dashboard/user/courier-applications', {
      token: a.token,
      body: { vehicle_type: 'rocket', documents: [], working_area: '' },
    })
    expect(invalid.status).toBe(400)
    expect(Object.keys(errorOf(invalid).params ?? {})).toEqual(
      expect.arrayContaining(['vehicle_type', 'documents', 'working_area']),
    )

    const body = {
      vehicle_type: 'scooter',
      plate: 'DC-1234',
      documents: [await upload(a.token, 'deliveryman')],
      working_area: 'Downtown',
      location: { latitude: 38.9, longitude: -77.03 },
      radius: 5,
    }
    const sent = await call(t, 'POST', 'dashboard/user/courier-applications', { token: a.token, body })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const application = json(sent, courierApplicationResponseSchema).data
    expect(application).toMatchObject({ status: 'new', vehicle_type: 'scooter', plate: 'DC-1234' })
    expect(application.documents[0]).toMatch(/\/storage\/images\/deliveryman\//)
    const second = await call(t, 'POST', 'dashboard/user/courier-applications', { token: a.token, body })
    expect(errorOf(second).message).toBe('Your application is already under review')

    expect((await call(t, 'GET', 'dashboard/admin/courier-applications/paginate', { token: a.token })).status).toBe(403)
    const list = json(
      await call(t, 'GET', 'dashboard/admin/courier-applications/paginate', {
        token: admin.token,
        query: { status: 'new', perPage: 100 },
      }),
      courierApplicationsPaginatedSchema,
    )
    expect(list.data.some((x) => x.id === application.id)).toBe(true)

    const approved = await call(t, 'POST', `dashboard/admin/courier-applications/${application.id}/approve`, {
      token: admin.token,
    })
    expect(approved.status).toBe(200)
    expect(await role(a.token)).toBe('deliveryman')
    expect(
      json(
        await call(t, 'GET', 'dashboard/user/courier-applications', { token: a.token }),
        myCourierApplicationResponseSchema,
      ).data?.status,
    ).toBe('approved')
    expect((await notificationsOf(a.token))[0]).toMatchObject({
      title: 'Your courier application was accepted',
      data: { type: 'courier', status: 'approved' },
    })
  })

  it('is rejected with a reason', async () => {
    const a = await registerByEmail(t)
    const sent = json(
      await call(t, 'POST', 'dashboard/user/courier-applications', {
        token: a.token,
        body: { vehicle_type: 'bicycle', documents: [await upload(a.token, 'deliveryman')], working_area: 'Uptown' },
      }),
      courierApplicationResponseSchema,
    ).data
    const rejected = await call(t, 'POST', `dashboard/admin/courier-applications/${sent.id}/reject`, {
      token: admin.token,
      body: { reason: 'The licence photo is blurred' },
    })
    expect(json(rejected, courierApplicationResponseSchema).data).toMatchObject({
      status: 'rejected',
      reason: 'The licence photo is blurred',
    })
    expect(await role(a.token)).toBe('user')
    expect((await notificationsOf(a.token))[0]?.body).toBe('The licence photo is blurred')
  })
})
