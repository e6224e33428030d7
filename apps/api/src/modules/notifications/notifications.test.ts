import {
  notificationSettingsResponseSchema,
  notificationStatisticSchema,
  pushNotificationResponseSchema,
  pushNotificationsPaginatedSchema,
} from '@basil/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushNotifications } from '../../db/schema/index.ts'
import { createAccountsTestApp, registerByEmail, type AccountsTestApp } from '../auth/test-support.ts'
import { call, json } from '../../../test/kit.ts'

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
      notification: 0,
      transaction: 0,
      new_order: 0,
      new_user_by_referral: 0,
      status_changed: 0,
      new_in_table: 0,
      booking_status: 0,
      new_booking: 0,
      news_publish: 0,
    })
    await t.db.insert(pushNotifications).values([
      { userId: a.userId, type: 'status_changed', title: 'Order 1' },
      { userId: a.userId, type: 'status_changed', title: 'Order 2' },
      { userId: a.userId, type: 'news_publish', title: 'News' },
      { userId: a.userId, type: 'news_publish', title: 'Read news', readAt: new Date() },
      { userId: b.userId, type: 'new_order', title: 'Not a’s' },
    ])
    const counts = await call(t, 'GET', 'dashboard/user/profile/notifications-statistic', { token: a.token })
    expect(json(counts, notificationStatisticSchema)).toMatchObject({
      notification: 3,
      status_changed: 2,
      news_publish: 1,
      new_order: 0,
    })
    expect(counts.body).not.toHaveProperty('status')
  })

  it('lists notification kinds and saves the user’s switches, separately per user', async () => {
    const a = await registerByEmail(t)
    const b = await registerByEmail(t)
    const list = await call(t, 'GET', 'dashboard/user/notifications', { token: a.token })
    expect(list.status).toBe(200)
    expect(json(list, notificationSettingsResponseSchema).data.length).toBeGreaterThanOrEqual(4)
    const first = json(list, notificationSettingsResponseSchema).data[0]!
    expect(first.notification).toBeNull()
    const saved = await call(t, 'POST', 'dashboard/user/update/notifications', {
      token: a.token,
      body: { notifications: [{ notification_id: first.id, active: 0 }] },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const item = json(saved, notificationSettingsResponseSchema).data.find((n) => n.id === first.id)!
    expect(item.notification).toEqual({ notification_id: first.id, user_id: a.userId, active: false })
    const forB = await call(t, 'GET', 'dashboard/user/notifications', { token: b.token })
    expect(json(forB, notificationSettingsResponseSchema).data.find((n) => n.id === first.id)?.notification).toBeNull()
    const unknown = await call(t, 'POST', 'dashboard/user/update/notifications', {
      token: a.token,
      body: { notifications: [{ notification_id: 999999, active: true }] },
    })
    expect(unknown.status).toBe(404)
  })

  it('needs a signed-in user', async () => {
    expect((await call(t, 'GET', 'dashboard/user/profile/notifications-statistic')).status).toBe(401)
    expect((await call(t, 'GET', 'dashboard/user/notifications')).status).toBe(401)
    expect((await call(t, 'POST', 'dashboard/user/update/notifications', { body: { notifications: [] } })).status).toBe(
      401,
    )
  })

  it('lists the owner’s notifications newest first, paginated and filtered by type', async () => {
    const a = await registerByEmail(t)
    const b = await registerByEmail(t)
    await t.db.insert(pushNotifications).values([
      {
        userId: a.userId,
        type: 'status_changed',
        title: 'Order 1',
        data: { id: 1, type: 'order', status: 'accepted' },
      },
      { userId: a.userId, type: 'news_publish', title: 'News', data: { id: 'uuid-1', type: 'news' } },
      { userId: a.userId, type: 'status_changed', title: 'Order 2', readAt: new Date() },
      { userId: b.userId, type: 'status_changed', title: 'B only' },
    ])
    const page = await call(t, 'GET', 'dashboard/notifications?perPage=2&page=1', { token: a.token })
    expect(page.status, JSON.stringify(page.body)).toBe(200)
    expect(json(page, pushNotificationsPaginatedSchema).meta).toMatchObject({
      current_page: 1,
      last_page: 2,
      total: 3,
      per_page: 2,
    })
    expect(json(page, pushNotificationsPaginatedSchema).data.map((n) => n.title)).toEqual(['Order 2', 'News'])
    expect(json(page, pushNotificationsPaginatedSchema).data[0]?.read_at).toEqual(expect.any(String))
    expect(json(page, pushNotificationsPaginatedSchema).data[1]).toMatchObject({
      type: 'news_publish',
      read_at: null,
      data: { id: 'uuid-1', type: 'news' },
      order: null,
    })
    const typed = await call(t, 'GET', 'dashboard/notifications?type=status_changed&column=id&sort=asc', {
      token: a.token,
    })
    expect(json(typed, pushNotificationsPaginatedSchema).data.map((n) => n.title)).toEqual(['Order 1', 'Order 2'])
    const none = await call(t, 'GET', 'dashboard/notifications', { token: b.token })
    expect(json(none, pushNotificationsPaginatedSchema).data.map((n) => n.title)).toEqual(['B only'])
    const bad = await call(t, 'GET', 'dashboard/notifications?sort=sideways', { token: a.token })
    expect(bad.status).toBe(400)
  })

  it('shows and marks one notification read for its owner only, and marks all read', async () => {
    const a = await registerByEmail(t)
    const b = await registerByEmail(t)
    const rows = await t.db
      .insert(pushNotifications)
      .values([
        { userId: a.userId, type: 'status_changed', title: 'First' },
        { userId: a.userId, type: 'news_publish', title: 'Second' },
      ])
      .returning({ id: pushNotifications.id })
    const [first, second] = rows.map((r) => r.id)
    const shown = await call(t, 'GET', `dashboard/notifications/${first}`, { token: a.token })
    expect(shown.status).toBe(200)
    expect(json(shown, pushNotificationResponseSchema).data).toMatchObject({ id: first, title: 'First', read_at: null })
    expect((await call(t, 'GET', `dashboard/notifications/${first}`, { token: b.token })).status).toBe(404)
    expect((await call(t, 'POST', `dashboard/notifications/${first}/read-at`, { token: b.token })).status).toBe(404)

    const read = await call(t, 'POST', `dashboard/notifications/${first}/read-at`, { token: a.token })
    expect(read.status).toBe(200)
    expect(json(read, pushNotificationResponseSchema).data.read_at).toEqual(expect.any(String))
    const again = await call(t, 'POST', `dashboard/notifications/${first}/read-at`, { token: a.token })
    expect(json(again, pushNotificationResponseSchema).data.read_at).toBe(
      json(read, pushNotificationResponseSchema).data.read_at,
    )
    const stats = await call(t, 'GET', 'dashboard/user/profile/notifications-statistic', { token: a.token })
    expect(json(stats, notificationStatisticSchema).notification).toBe(1)

    await t.db.insert(pushNotifications).values({ userId: b.userId, type: 'news_publish', title: 'B unread' })
    const all = await call(t, 'POST', 'dashboard/notifications/read-all', { token: a.token })
    expect(all.status).toBe(200)
    expect(
      json(
        await call(t, 'GET', 'dashboard/user/profile/notifications-statistic', { token: a.token }),
        notificationStatisticSchema,
      ).notification,
    ).toBe(0)
    expect(
      json(
        await call(t, 'GET', 'dashboard/user/profile/notifications-statistic', { token: b.token }),
        notificationStatisticSchema,
      ).notification,
    ).toBe(1)
    expect(
      json(
        await call(t, 'GET', `dashboard/notifications/${second}`, { token: a.token }),
        pushNotificationResponseSchema,
      ).data.read_at,
    ).toEqual(expect.any(String))
    expect((await call(t, 'GET', 'dashboard/notifications/999999', { token: a.token })).status).toBe(404)
  })

  it('needs a signed-in user for the notification list and its actions', async () => {
    expect((await call(t, 'GET', 'dashboard/notifications')).status).toBe(401)
    expect((await call(t, 'GET', 'dashboard/notifications/1')).status).toBe(401)
    expect((await call(t, 'POST', 'dashboard/notifications/read-all')).status).toBe(401)
    expect((await call(t, 'POST', 'dashboard/notifications/1/read-at')).status).toBe(401)
  })
})
