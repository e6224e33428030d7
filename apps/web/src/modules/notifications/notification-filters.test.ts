import type { NotificationStatistic, PushNotification } from '@basil/contracts'
import { describe, expect, it } from 'vitest'
import { notificationTarget } from '@/modules/account/notifications'
import { filterChips, filterFromParam } from './notification-filters'

const stats: NotificationStatistic = {
  notification: 7,
  transaction: 1,
  new_order: 0,
  new_user_by_referral: 2,
  status_changed: 3,
  new_in_table: 0,
  booking_status: 0,
  new_booking: 0,
  news_publish: 1,
}

function note(type: string, data: Record<string, unknown> | null): PushNotification {
  return {
    id: 1,
    type,
    title: null,
    body: null,
    data,
    read_at: null,
    created_at: '2026-11-25T10:00:00.000Z',
    client: null,
    order: null,
    blog: null,
  }
}

describe('notification filters', () => {
  it('puts "all" first with the total, then each kind with its own unread count', () => {
    expect(filterChips(stats)).toEqual([
      { type: null, unread: 7 },
      { type: 'status_changed', unread: 3 },
      { type: 'news_publish', unread: 1 },
      { type: 'booking_status', unread: 0 },
      { type: 'order_refunded', unread: null },
      { type: 'new_user_by_referral', unread: 2 },
      { type: 'transaction', unread: 1 },
    ])
  })

  it('shows no counts before the statistics arrive', () => {
    expect(filterChips(undefined).every((c) => c.unread === null)).toBe(true)
  })

  it('keeps only the kinds it offers from the address', () => {
    expect(filterFromParam('news_publish')).toBe('news_publish')
    expect(filterFromParam('new_order')).toBeNull()
    expect(filterFromParam('')).toBeNull()
    expect(filterFromParam(null)).toBeNull()
  })
})

describe('notification click targets (spec §4)', () => {
  it('opens the order, or the parcel when the change concerns one', () => {
    expect(notificationTarget(note('status_changed', { id: 12, type: 'order', status: 'accepted' }))).toBe('/orders/12')
    expect(notificationTarget(note('status_changed', { id: 5, type: 'parcel' }))).toBe('/parcels/5')
    expect(notificationTarget(note('status_changed', null))).toBeNull()
  })

  it('opens reservations, the news on home, and the wallet', () => {
    expect(notificationTarget(note('booking_status', { id: 3 }))).toBe('/reservations')
    expect(notificationTarget(note('news_publish', { id: 9, uuid: 'a b' }))).toBe('/?news=a%20b')
    expect(notificationTarget(note('order_refunded', { id: 4 }))).toBe('/wallet')
    expect(notificationTarget(note('transaction', { type: 'wallet', amount: 500 }))).toBe('/wallet')
    expect(notificationTarget(note('new_user_by_referral', { type: 'referral' }))).toBe('/referrals')
    expect(notificationTarget(note('new_order', { id: 4 }))).toBeNull()
  })

  it('opens the application pages on a decision about a seller or courier application', () => {
    expect(notificationTarget(note('application_status', { id: 2, type: 'shop', status: 'approved' }))).toBe(
      '/be-seller',
    )
    expect(notificationTarget(note('application_status', { id: 3, type: 'courier', status: 'rejected' }))).toBe(
      '/be-courier',
    )
  })
})
