import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { notificationSettings, notificationTypes, pushNotifications } from '../../db/schema/index.ts'

/** Unread notifications of a user, counted per type. */
export async function countUnreadByType(db: Executor, userId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ type: pushNotifications.type, n: sql<number>`count(*)::int` })
    .from(pushNotifications)
    .where(and(eq(pushNotifications.userId, userId), isNull(pushNotifications.readAt)))
    .groupBy(pushNotifications.type)
  return new Map(rows.map((r) => [r.type, r.n]))
}

export async function ensureNotificationTypes(db: Executor, types: readonly string[]): Promise<void> {
  await db
    .insert(notificationTypes)
    .values(types.map((type) => ({ type })))
    .onConflictDoNothing()
}

export async function listNotificationTypes(db: Executor, userId: number) {
  return db
    .select({
      id: notificationTypes.id,
      type: notificationTypes.type,
      active: notificationSettings.active,
      userId: notificationSettings.userId,
    })
    .from(notificationTypes)
    .leftJoin(
      notificationSettings,
      and(eq(notificationSettings.notificationId, notificationTypes.id), eq(notificationSettings.userId, userId)),
    )
    .orderBy(asc(notificationTypes.id))
}

export async function findNotificationTypeIds(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db.select({ id: notificationTypes.id }).from(notificationTypes).where(inArray(notificationTypes.id, ids))
  return rows.map((r) => r.id)
}

export async function saveNotificationSetting(db: Executor, userId: number, notificationId: number, active: boolean) {
  await db
    .insert(notificationSettings)
    .values({ userId, notificationId, active })
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.notificationId],
      set: { active, updatedAt: new Date() },
    })
}
