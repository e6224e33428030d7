// Issue 16 (4): the switches of `dashboard/user/notifications` are honoured where notifications are created: a user
// who switched a kind off (or every notification, with `push`) gets none of it, others still do.
import { notificationSettingsResponseSchema, pushNotificationsPaginatedSchema } from '@basil/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { demoSeller, placeOrder, sellerShopId, type Account } from '../../../test/fixtures/orders.ts'
import { call, json } from '../../../test/kit.ts'
import { makeCustomer } from '../orders/test-support.ts'
import { notifyUser, switchesOf } from './index.ts'

let t: TestApp
let seller: Account
let shopId: number
beforeAll(async () => {
  t = await createTestApp()
  seller = await demoSeller(t.db)
  shopId = await sellerShopId(t.db, seller.id)
})
afterAll(() => t.close())

async function switchOff(token: string, kind: string, active = false) {
  const list = await call(t, 'GET', 'dashboard/user/notifications', { token })
  const setting = json(list, notificationSettingsResponseSchema).data.find((s) => s.type === kind)
  if (!setting) throw new Error(`no notification kind ${kind}`)
  const saved = await call(t, 'POST', 'dashboard/user/update/notifications', {
    token,
    body: { notifications: [{ notification_id: setting.id, active }] },
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
}

async function bell(token: string) {
  const res = await call(t, 'GET', 'dashboard/notifications', { token, query: { perPage: 50 } })
  expect(res.status).toBe(200)
  return json(res, pushNotificationsPaginatedSchema).data
}

const advance = (orderId: number, status: string) =>
  call(t, 'POST', `dashboard/seller/order/${orderId}/status`, { token: seller.token, body: { status } })

describe('notification settings are honoured', () => {
  it('maps every type to its switch, under the push master switch', () => {
    expect(switchesOf('status_changed')).toEqual(['push', 'order_statuses'])
    expect(switchesOf('order_refunded')).toEqual(['push', 'order_statuses'])
    expect(switchesOf('new_order')).toEqual(['push', 'order_verify'])
    expect(switchesOf('news_publish')).toEqual(['push', 'discount'])
    expect(switchesOf('transaction')).toEqual(['push'])
  })

  it('order status updates switched off: no status_changed for that customer, still for another', async () => {
    const quiet = await makeCustomer(t)
    const loud = await makeCustomer(t)
    await switchOff(quiet.token, 'order_statuses')
    for (const customer of [quiet, loud]) {
      const order = await placeOrder(t.db, { userId: customer.id, shopId, paymentTag: 'cash' })
      const res = await advance(order.id, 'accepted')
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    expect((await bell(quiet.token)).filter((n) => n.type === 'status_changed')).toEqual([])
    expect((await bell(loud.token)).filter((n) => n.type === 'status_changed')).toHaveLength(1)
  })

  it('switched back on, the next update arrives again', async () => {
    const customer = await makeCustomer(t)
    await switchOff(customer.token, 'order_statuses')
    const order = await placeOrder(t.db, { userId: customer.id, shopId, paymentTag: 'cash' })
    expect((await advance(order.id, 'accepted')).status).toBe(200)
    await switchOff(customer.token, 'order_statuses', true)
    expect((await advance(order.id, 'cooking')).status).toBe(200)
    const changes = (await bell(customer.token)).filter((n) => n.type === 'status_changed')
    expect(changes.map((n) => n.data?.status)).toEqual(['cooking'])
  })

  it('push switched off: no notification of any kind, wallet transfers included', async () => {
    const sender = await makeCustomer(t, { balance: 5000 })
    const receiver = await makeCustomer(t)
    await switchOff(receiver.token, 'push')
    const sent = await call(t, 'POST', 'dashboard/user/wallet/send', {
      token: sender.token,
      body: { price: 5, uuid: receiver.uuid },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const order = await placeOrder(t.db, { userId: receiver.id, shopId, paymentTag: 'cash' })
    expect((await advance(order.id, 'accepted')).status).toBe(200)
    expect(await notifyUser(t.db, { userId: receiver.id, type: 'news_publish', title: 'News' })).toBe(false)
    expect(await bell(receiver.token)).toEqual([])
    // The money itself arrived: only the notification is withheld.
    const other = await makeCustomer(t)
    const again = await call(t, 'POST', 'dashboard/user/wallet/send', {
      token: sender.token,
      body: { price: 5, uuid: other.uuid },
    })
    expect(again.status).toBe(200)
    expect((await bell(other.token)).map((n) => n.type)).toEqual(['transaction'])
  })

  it('discounts switched off: no news for that user, order updates still arrive', async () => {
    const customer = await makeCustomer(t)
    await switchOff(customer.token, 'discount')
    expect(await notifyUser(t.db, { userId: customer.id, type: 'news_publish', title: 'News' })).toBe(false)
    expect(await notifyUser(t.db, { userId: customer.id, type: 'status_changed', title: 'Order' })).toBe(true)
    expect((await bell(customer.token)).map((n) => n.type)).toEqual(['status_changed'])
  })
})
