// The SQL of Web Push: subscriptions, the outbox, and the VAPID key pair kept in server_secrets.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import { pushOutbox, pushSubscriptions, serverSecrets } from '../../db/schema/index.ts'

export interface SubscriptionRow {
  id: number
  userId: number
  endpoint: string
  p256dh: string
  auth: string
}

/** Saves a browser's subscription for `userId` (a browser that signs in as someone else moves it to them). */
export async function saveSubscription(db: Executor, row: Omit<SubscriptionRow, 'id'>): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth },
    })
}

export async function listSubscriptions(db: Executor, userIds: number[]): Promise<SubscriptionRow[]> {
  if (userIds.length === 0) return []
  return db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds))
}

export async function deleteSubscriptions(db: Executor, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids))
}

export async function deleteSubscriptionOfUser(db: Executor, userId: number, endpoint: string): Promise<number> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id })
  return gone.length
}

export interface OutboxMessage {
  userId: number
  title: string
  body: string | null
  url: string
  topic: string | null
}

/** Queues a message for `userId`, only if they have a subscription (nobody else is ever pushed to). */
export async function enqueueIfSubscribed(db: Executor, message: OutboxMessage): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${pushOutbox} (user_id, title, body, url, topic)
    SELECT ${message.userId}, ${message.title}, ${message.body}, ${message.url}, ${message.topic}
    WHERE EXISTS (SELECT 1 FROM ${pushSubscriptions} WHERE user_id = ${message.userId})`)
}

export interface ClaimedMessage extends OutboxMessage {
  id: number
  attempts: number
}

/**
 * Claims up to `limit` free messages for `holdSeconds` (other dispatchers skip them meanwhile), counting the attempt.
 * One statement: a claim never holds a transaction open while messages are sent.
 */
export async function claimMessages(db: Executor, limit: number, holdSeconds: number): Promise<ClaimedMessage[]> {
  const result = await db.execute<{
    id: string | number
    user_id: number
    title: string
    body: string | null
    url: string
    topic: string | null
    attempts: number
  }>(sql`
    UPDATE ${pushOutbox}
    SET claimed_until = now() + make_interval(secs => ${holdSeconds}), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM ${pushOutbox}
      WHERE claimed_until IS NULL OR claimed_until < now()
      ORDER BY id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, user_id, title, body, url, topic, attempts`)
  return result.rows
    .map((r) => ({
      id: Number(r.id),
      userId: r.user_id,
      title: r.title,
      body: r.body,
      url: r.url,
      topic: r.topic,
      attempts: r.attempts,
    }))
    .sort((a, b) => a.id - b.id)
}

export async function deleteMessages(db: Executor, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(pushOutbox).where(inArray(pushOutbox.id, ids))
}

/** Leaves a message to be tried again after `seconds`. */
export async function retryLater(db: Executor, ids: number[], seconds: number): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(pushOutbox)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(inArray(pushOutbox.id, ids))
}

export async function readSecret(db: Executor, name: string): Promise<string | undefined> {
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name))
  return row?.value
}

/** Stores `value` under `name` unless another instance stored one first; answers the one that is kept. */
export async function keepFirstSecret(db: Executor, name: string, value: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing()
  const kept = await readSecret(db, name)
  if (kept === undefined) throw new Error(`server secret ${name} was not stored`)
  return kept
}
