// Creating a notification for a user, honouring the switches of `dashboard/user/notifications`: every module that
// tells a user something (orders, refunds, wallet, referrals, applications...) goes through `notifyUser`, so a
// switched-off kind is never written, and never pushed to the user's browsers.
import type { Executor } from '../../db/types.ts'
import { queueNotification } from '../push/index.ts'
import * as repo from './repository.ts'

/**
 * Which switch governs a notification type. `push` is the master switch: off, the user gets no notification at all.
 * A type missing here is governed by `push` alone.
 */
const SWITCH_OF_TYPE: Record<string, string> = {
  status_changed: 'order_statuses',
  order_refunded: 'order_statuses',
  booking_status: 'order_statuses',
  new_order: 'order_verify',
  new_booking: 'order_verify',
  new_in_table: 'order_verify',
  news_publish: 'discount',
}

/** The switches that must all be on (or never touched) for a user to get a notification of `type`. */
export function switchesOf(type: string): string[] {
  const own = SWITCH_OF_TYPE[type]
  return own ? ['push', own] : ['push']
}

/** Whether the user gets notifications of `type` (no switch of it turned off); for pushes that write no notification. */
export async function allowsNotification(db: Executor, userId: number, type: string): Promise<boolean> {
  return (await repo.findSwitchedOff(db, userId, switchesOf(type))).length === 0
}

export interface NewNotification {
  userId: number
  type: string
  title: string
  body?: string | null
  data?: Record<string, unknown> | null
}

/**
 * Writes the notification unless the user switched its kind (or all notifications) off; answers whether it was
 * written. Call it inside the transaction of the change it reports, so it exists exactly when the change does.
 */
export async function notifyUser(db: Executor, notification: NewNotification): Promise<boolean> {
  if (!(await allowsNotification(db, notification.userId, notification.type))) return false
  await repo.insertNotification(db, {
    userId: notification.userId,
    type: notification.type,
    title: notification.title,
    body: notification.body ?? null,
    data: notification.data ?? null,
  })
  // The user's browsers get it too, once this transaction commits (modules/push sends the outbox).
  await queueNotification(db, notification)
  return true
}
