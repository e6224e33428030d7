import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { pageOf } from '../../db/sql.ts'
import type { Executor } from '../../db/types.ts'
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
  const rows = await db
    .select({ id: notificationTypes.id })
    .from(notificationTypes)
    .where(inArray(notificationTypes.id, ids))
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

/** The kinds (of `notification_types`) among `kinds` that the user switched off. */
export async function findSwitchedOff(db: Executor, userId: number, kinds: readonly string[]): Promise<string[]> {
  if (kinds.length === 0) return []
  const rows = await db
    .select({ type: notificationTypes.type })
    .from(notificationSettings)
    .innerJoin(notificationTypes, eq(notificationTypes.id, notificationSettings.notificationId))
    .where(
      and(
        eq(notificationSettings.userId, userId),
        eq(notificationSettings.active, false),
        inArray(notificationTypes.type, [...kinds]),
      ),
    )
  return rows.map((r) => r.type)
}

export async function insertNotification(db: Executor, values: typeof pushNotifications.$inferInsert) {
  await db.insert(pushNotifications).values(values)
}

export type NotificationOrder = { column: 'id' | 'created_at' | 'read_at'; sort: 'asc' | 'desc' }

/** One page of a user's notifications (optionally of one type) and how many there are. */
export async function listNotifications(
  db: Executor,
  userId: number,
  filter: { type?: string },
  order: NotificationOrder,
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [eq(pushNotifications.userId, userId)]
  if (filter.type) conditions.push(eq(pushNotifications.type, filter.type))
  const where = and(...conditions)
  const column = {
    id: pushNotifications.id,
    created_at: pushNotifications.createdAt,
    read_at: pushNotifications.readAt,
  }[order.column]
  const direction = order.sort === 'asc' ? asc : desc
  const { rows: items, total } = await pageOf(
    db
      .select()
      .from(pushNotifications)
      .where(where)
      .orderBy(direction(column), direction(pushNotifications.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(pushNotifications)
      .where(where),
  )
  return { items, total }
}

export async function findNotification(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(pushNotifications)
    .where(and(eq(pushNotifications.id, id), eq(pushNotifications.userId, userId)))
  return row
}

/** Marks one notification read (keeping the first reading time); undefined when it is not the user's. */
export async function markNotificationRead(db: Executor, userId: number, id: number) {
  const [row] = await db
    .update(pushNotifications)
    .set({ readAt: sql`coalesce(${pushNotifications.readAt}, now())` })
    .where(and(eq(pushNotifications.id, id), eq(pushNotifications.userId, userId)))
    .returning()
  return row
}

export async function markAllNotificationsRead(db: Executor, userId: number): Promise<number> {
  const rows = await db
    .update(pushNotifications)
    .set({ readAt: new Date() })
    .where(and(eq(pushNotifications.userId, userId), isNull(pushNotifications.readAt)))
    .returning({ id: pushNotifications.id })
  return rows.length
}
