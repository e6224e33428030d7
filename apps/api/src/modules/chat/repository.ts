// Chat's SQL: conversations, messages and the read/delivered marks. Every function takes an executor, so the service
// decides what runs in one transaction.
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import {
  chatConversations,
  chatMessages,
  chatReads,
  shops,
  users,
  type ChatConversationRow,
  type ChatMessageRow,
  type ChatSide,
} from '../../db/schema/index.ts'
import { intArray, pageOf } from '../../db/sql.ts'

/** Whose conversations a list or a check covers: a customer's own, the support inbox, or the seller's shops'. */
export type ChatScope =
  | { side: 'customer'; userId: number }
  | { side: 'support'; userId: number }
  | { side: 'shop'; userId: number; shopIds: number[] }

function scopeWhere(scope: ChatScope): SQL {
  switch (scope.side) {
    case 'customer':
      return eq(chatConversations.customerId, scope.userId)
    case 'support':
      return eq(chatConversations.kind, 'support')
    case 'shop':
      return and(
        eq(chatConversations.kind, 'order'),
        sql`${chatConversations.shopId} = ANY(${intArray(scope.shopIds)})`,
      )!
  }
}

/** The support inbox and the shop lists show conversations someone wrote in; a customer sees all of theirs. */
function listWhere(scope: ChatScope): SQL {
  return scope.side === 'customer'
    ? scopeWhere(scope)
    : and(scopeWhere(scope), isNotNull(chatConversations.lastMessageId))!
}

export async function findConversation(
  db: Executor,
  id: number,
  lock = false,
): Promise<ChatConversationRow | undefined> {
  const query = db.select().from(chatConversations).where(eq(chatConversations.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row
}

export async function findConversationInScope(
  db: Executor,
  id: number,
  scope: ChatScope,
  lock = false,
): Promise<ChatConversationRow | undefined> {
  const query = db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), scopeWhere(scope)))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** The customer's support conversation, created when there is none (a race between two creations finds one row). */
export async function ensureSupportConversation(db: Executor, customerId: number): Promise<ChatConversationRow> {
  await db
    .insert(chatConversations)
    .values({ kind: 'support', customerId })
    .onConflictDoNothing({ target: chatConversations.customerId, where: sql`kind = 'support'` })
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.customerId, customerId), eq(chatConversations.kind, 'support')))
  return row!
}

/** The order's conversation with its shop, created when there is none. */
export async function ensureOrderConversation(
  db: Executor,
  order: { id: number; customerId: number; shopId: number },
): Promise<ChatConversationRow> {
  await db
    .insert(chatConversations)
    .values({ kind: 'order', customerId: order.customerId, shopId: order.shopId, orderId: order.id })
    .onConflictDoNothing({ target: chatConversations.orderId })
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.orderId, order.id))
  return row!
}

export function pageConversations(db: Executor, scope: ChatScope, window: { perPage: number; offset: number }) {
  const where = listWhere(scope)
  return pageOf(
    db
      .select()
      .from(chatConversations)
      .where(where)
      .orderBy(desc(chatConversations.lastActivityAt), desc(chatConversations.id))
      .limit(window.perPage)
      .offset(window.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatConversations)
      .where(where),
  )
}

export interface PersonRow {
  id: number
  firstname: string | null
  lastname: string | null
  img: string | null
}

export async function findPeople(db: Executor, ids: number[]): Promise<Map<number, PersonRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, img: users.img })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r]))
}

export interface ShopRow {
  id: number
  uuid: string
  slug: string
  logoImg: string | null
}

export async function findShops(db: Executor, ids: number[]): Promise<Map<number, ShopRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: shops.id, uuid: shops.uuid, slug: shops.slug, logoImg: shops.logoImg })
    .from(shops)
    .where(inArray(shops.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r]))
}

export async function findMessagesByIds(db: Executor, ids: number[]): Promise<ChatMessageRow[]> {
  if (ids.length === 0) return []
  return db.select().from(chatMessages).where(inArray(chatMessages.id, ids))
}

export async function findMessageInConversation(
  db: Executor,
  conversationId: number,
  messageId: number,
): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.id, messageId)))
  return row
}

export async function findMessageByClientId(
  db: Executor,
  conversationId: number,
  senderId: number,
  clientId: string,
): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.senderId, senderId),
        eq(chatMessages.clientId, clientId),
      ),
    )
  return row
}

/**
 * A page of one conversation, oldest first. `before`: the messages just older than that id; `after`: just newer;
 * neither: the newest. One row more than asked tells whether more lie beyond.
 */
export async function pageMessages(
  db: Executor,
  conversationId: number,
  cursor: { before?: number; after?: number },
  perPage: number,
): Promise<{ rows: ChatMessageRow[]; hasMore: boolean }> {
  const inConversation = eq(chatMessages.conversationId, conversationId)
  if (cursor.after !== undefined) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(inConversation, gt(chatMessages.id, cursor.after)))
      .orderBy(asc(chatMessages.id))
      .limit(perPage + 1)
    return { rows: rows.slice(0, perPage), hasMore: rows.length > perPage }
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(cursor.before !== undefined ? and(inConversation, lt(chatMessages.id, cursor.before)) : inConversation)
    .orderBy(desc(chatMessages.id))
    .limit(perPage + 1)
  return { rows: rows.slice(0, perPage).reverse(), hasMore: rows.length > perPage }
}

/** Inserts a message with the clock's time of now (read under the conversation's lock, so it follows the id). */
export async function insertMessage(
  db: Executor,
  values: {
    conversationId: number
    senderId: number
    senderSide: ChatSide
    text: string | null
    image: string | null
    clientId: string | null
  },
): Promise<ChatMessageRow> {
  const [row] = await db
    .insert(chatMessages)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .returning()
  return row!
}

export async function setLastMessage(db: Executor, conversationId: number, message: ChatMessageRow): Promise<void> {
  await db
    .update(chatConversations)
    .set({ lastMessageId: message.id, lastActivityAt: message.createdAt, updatedAt: message.createdAt })
    .where(eq(chatConversations.id, conversationId))
}

export interface MarksRow {
  conversationId: number
  side: ChatSide
  delivered: number
  read: number
}

/** Per conversation and side, the furthest marks of anyone on that side. */
export async function sideMarks(db: Executor, conversationIds: number[]): Promise<MarksRow[]> {
  if (conversationIds.length === 0) return []
  return db
    .select({
      conversationId: chatReads.conversationId,
      side: chatReads.side,
      delivered: sql<number>`max(${chatReads.lastDeliveredMessageId})::int`,
      read: sql<number>`max(${chatReads.lastReadMessageId})::int`,
    })
    .from(chatReads)
    .where(inArray(chatReads.conversationId, conversationIds))
    .groupBy(chatReads.conversationId, chatReads.side)
}

/** One person's own marks in each conversation. */
export async function personalMarks(
  db: Executor,
  userId: number,
  side: ChatSide,
  conversationIds: number[],
): Promise<MarksRow[]> {
  if (conversationIds.length === 0) return []
  return db
    .select({
      conversationId: chatReads.conversationId,
      side: chatReads.side,
      delivered: chatReads.lastDeliveredMessageId,
      read: chatReads.lastReadMessageId,
    })
    .from(chatReads)
    .where(
      and(eq(chatReads.userId, userId), eq(chatReads.side, side), inArray(chatReads.conversationId, conversationIds)),
    )
}

/** Messages of the other side newer than this person's read mark, per conversation. */
export async function unreadCounts(
  db: Executor,
  userId: number,
  side: ChatSide,
  conversationIds: number[],
): Promise<Map<number, number>> {
  if (conversationIds.length === 0) return new Map()
  const rows = await db.execute<{ conversation_id: number; n: number }>(sql`
    SELECT m.conversation_id, count(*)::int AS n
    FROM chat_messages m
    LEFT JOIN chat_reads r ON r.conversation_id = m.conversation_id AND r.user_id = ${userId} AND r.side = ${side}
    WHERE m.conversation_id = ANY(${intArray(conversationIds)})
      AND m.sender_side <> ${side}
      AND m.id > coalesce(r.last_read_message_id, 0)
    GROUP BY m.conversation_id`)
  return new Map(rows.rows.map((r) => [Number(r.conversation_id), Number(r.n)]))
}

/** Unread messages over every conversation of the scope, and how many conversations hold some. */
export async function unreadTotal(db: Executor, scope: ChatScope): Promise<{ total: number; conversations: number }> {
  const rows = await db.execute<{ total: number; conversations: number }>(sql`
    SELECT count(*)::int AS total, count(DISTINCT m.conversation_id)::int AS conversations
    FROM ${chatConversations}
    JOIN chat_messages m ON m.conversation_id = ${chatConversations.id}
    LEFT JOIN chat_reads r ON r.conversation_id = m.conversation_id AND r.user_id = ${scope.userId}
      AND r.side = ${scope.side}
    WHERE ${scopeWhere(scope)}
      AND m.sender_side <> ${scope.side}
      AND m.id > coalesce(r.last_read_message_id, 0)`)
  const row = rows.rows[0]
  return { total: Number(row?.total ?? 0), conversations: Number(row?.conversations ?? 0) }
}

/**
 * Moves one person's marks forward (never back): `delivered` to at least `deliveredTo`, `read` to at least `readTo`.
 * Answers the marks when they moved, undefined when nothing changed.
 */
export async function advanceMarks(
  db: Executor,
  key: { conversationId: number; userId: number; side: ChatSide },
  to: { delivered: number; read: number },
): Promise<{ delivered: number; read: number } | undefined> {
  const rows = await db.execute<{ delivered: number; read: number }>(sql`
    INSERT INTO chat_reads AS r (conversation_id, user_id, side, last_delivered_message_id, last_read_message_id)
    VALUES (${key.conversationId}, ${key.userId}, ${key.side}, ${Math.max(to.delivered, to.read)}, ${to.read})
    ON CONFLICT (conversation_id, user_id, side) DO UPDATE SET
      last_delivered_message_id = greatest(r.last_delivered_message_id, excluded.last_delivered_message_id),
      last_read_message_id = greatest(r.last_read_message_id, excluded.last_read_message_id),
      updated_at = now()
    WHERE r.last_delivered_message_id < excluded.last_delivered_message_id
       OR r.last_read_message_id < excluded.last_read_message_id
    RETURNING r.last_delivered_message_id AS delivered, r.last_read_message_id AS read`)
  const row = rows.rows[0]
  return row ? { delivered: Number(row.delivered), read: Number(row.read) } : undefined
}
