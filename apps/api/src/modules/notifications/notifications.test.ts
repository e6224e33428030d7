import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushNotifications } from '../../db/schema/index.ts'
import { call, createAccountsTestApp, registerByEmail, type AccountsTestApp } from '../auth/test-support.ts'

let t: AccountsTestApp
beforeAll(async () => {
  t = await createAccountsTestApp()
})
afterAll(() => t.close())

describe('notifications', () => {
  it('answers the raw statistic: zeros for a new user, unread counts per type for the owner only', async () => {
    const a = await registerByEmail(t)
    const b = await registerByEmail(t)
    const empty = await call(t, 'GET', 'dashboard/user/profile/notifications-statistic', { token: a.token })
    expect(empty.status).toBe(200)
    expect(empty.body).toEqual({
      notification: 0, transaction: 0, new_order: 0, new_user_by_referral: 0, status_changed: 0,
      new_in_table: 0, booking_status: 0, new_booking: 0, news_publish: 0,
    })
    await t.db.insert(pushNotifications).values([
      { userId: a.userId, type: 'status_changed', title: 'Order 1' },
      { userId: a.userId, type: 'status_changed', title: 'Order 2' },
      { userId: a.userId, type: 'news_publish', title: 'News' },
      { userId: a.userId, type: 'news_publish', title: 'Read news', readAt: new Date() },
      { userId: b.userId, type: 'new_order', title: 'Not a’s' },
    ])
    const counts = await call(t, 'GET', 'dashboard/user/profile/notifications-statistic', { token: a.token })
    expect(counts.body).toMatchObject({ notification: 3, status_changed: 2, news_publish: 1, new_order: 0 })
    expect(counts.body.status).toBeUndefined()
  })

  it('lists notification kinds and saves the user’s switches, separately per user', async () => {
    const a = await registerByEmail(t)
    const b = await registerByEmail(t)
    const list = await call(t, 'GET', 'dashboard/user/notifications', { token: a.token })
    expect(list.status).toBe(200)
    expect(list.body.data.length).toBeGreaterThanOrEqual(4)
    const first = list.body.data[0]
    expect(first.notification).toBeNull()
    const saved = await call(t, 'POST', 'dashboard/user/update/notifications', {
      token: a.token,
      body: { notifications: [{ notification_id: first.id, active: 0 }] },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const item = saved.body.data.find((n: { id: number }) => n.id === first.id)
    expect(item.notification).toEqual({ notification_id: first.id, user_id: a.userId, active: false })
    const forB = await call(t, 'GET', 'dashboard/user/notifications', { token: b.token })
    expect(forB.body.data.find((n: { id: number }) => n.id === first.id).notification).toBeNull()
    const unknown = await call(t, 'POST', 'dashboard/user/update/notifications', {
      token: a.token,
      body: { notifications: [{ notification_id: 999999, active: true }] },
    })
    expect(unknown.status).toBe(404)
  })

  it('needs a signed-in user', async () => {
    expect((await call(t, 'GET', 'dashboard/user/profile/notifications-statistic')).status).toBe(401)
    expect((await call(t, 'GET', 'dashboard/user/notifications')).status).toBe(401)
    expect((await call(t, 'POST', 'dashboard/user/update/notifications', { body: { notifications: [] } })).status).toBe(401)
  })
})
