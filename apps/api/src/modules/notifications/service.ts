import type { NotificationStatistic, PushNotification } from '@basil/contracts'
import type { pushNotifications } from '../../db/schema/index.ts'
import { isoDate } from '../../lib/present.ts'
import type { Database } from '../../db/types.ts'
import { notFound } from '../../lib/errors.ts'
import * as repo from './repository.ts'

/** The kinds of notification a user can switch off; created on first use so a fresh database needs no seed. */
export const NOTIFICATION_TYPES = ['push', 'discount', 'order_verify', 'order_statuses'] as const

const COUNTED = [
  'transaction',
  'new_order',
  'new_user_by_referral',
  'status_changed',
  'new_in_table',
  'booking_status',
  'new_booking',
  'news_publish',
] as const

export async function getStatistic(db: Database, userId: number): Promise<NotificationStatistic> {
  const counts = await repo.countUnreadByType(db, userId)
  let total = 0
  for (const n of counts.values()) total += n
  const result = { notification: total } as NotificationStatistic
  for (const type of COUNTED) result[type] = counts.get(type) ?? 0
  return result
}

export async function listSettings(db: Database, userId: number) {
  await repo.ensureNotificationTypes(db, NOTIFICATION_TYPES)
  const rows = await repo.listNotificationTypes(db, userId)
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    notification:
      r.userId === null || r.active === null ? null : { notification_id: r.id, user_id: r.userId, active: r.active },
  }))
}

export async function updateSettings(
  db: Database,
  userId: number,
  changes: { notification_id: number; active: boolean }[],
) {
  await repo.ensureNotificationTypes(db, NOTIFICATION_TYPES)
  await db.transaction(async (tx) => {
    const known = new Set(
      await repo.findNotificationTypeIds(
        tx,
        changes.map((c) => c.notification_id),
      ),
    )
    const unknown = changes.find((c) => !known.has(c.notification_id))
    if (unknown) throw notFound('Notification not found')
    for (const change of changes) await repo.saveNotificationSetting(tx, userId, change.notification_id, change.active)
  })
  return listSettings(db, userId)
}

type NotificationRow = typeof pushNotifications.$inferSelect

export function presentNotification(row: NotificationRow): PushNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    data: row.data ?? null,
    read_at: isoDate(row.readAt) ?? null,
    created_at: isoDate(row.createdAt)!,
    // Filled by the modules that own orders, users and blogs once notifications link to them.
    client: null,
    order: null,
    blog: null,
  }
}

export async function listNotifications(
  db: Database,
  userId: number,
  query: { type?: string; column?: repo.NotificationOrder['column']; sort?: repo.NotificationOrder['sort'] },
  window: { perPage: number; offset: number },
) {
  const { items, total } = await repo.listNotifications(
    db,
    userId,
    { type: query.type },
    { column: query.column ?? 'id', sort: query.sort ?? 'desc' },
    window.perPage,
    window.offset,
  )
  return { items: items.map(presentNotification), total }
}

export async function showNotification(db: Database, userId: number, id: number): Promise<PushNotification> {
  const row = await repo.findNotification(db, userId, id)
  if (!row) throw notFound('Notification not found')
  return presentNotification(row)
}

/** Spec §4: opening a notification marks it read. */
export async function readNotification(db: Database, userId: number, id: number): Promise<PushNotification> {
  const row = await repo.markNotificationRead(db, userId, id)
  if (!row) throw notFound('Notification not found')
  return presentNotification(row)
}

export async function readAllNotifications(db: Database, userId: number): Promise<number> {
  return repo.markAllNotificationsRead(db, userId)
}
