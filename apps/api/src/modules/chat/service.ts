// Chat's rules (decision 015). A customer has one support conversation (any admin answers) and one conversation per
// order of theirs with its shop (the shop's seller answers). Each side reaches only its own conversations: a customer
// theirs, an admin the support ones, a seller those of their shops; anything else is "not found", so that ids reveal
// nothing. A message is committed before its event goes out; it is written under its conversation's row lock, so ids
// follow server time within a conversation and `after=<id>` catches a client up without a gap.
import { CHAT_PAGE_DEFAULT, type ChatConversation, type ChatMessage } from '@basil/contracts'
import type { ChatConversationRow, ChatMessageRow } from '../../db/schema/index.ts'
import type { Database, Executor } from '../../db/types.ts'
import { loadTranslationsOf } from '../../db/translations.ts'
import type { RequestContext } from '../../lib/context.ts'
import { badRequest, forbidden, notFound } from '../../lib/errors.ts'
import type { AuthUser } from '../../plugins/auth.ts'
import type { Realtime } from '../../plugins/realtime/index.ts'
import { findOrder } from '../orders/index.ts'
import { requireSellerShops } from '../seller/index.ts'
import { ownsShop } from '../shops/index.ts'
import { allowsNotification } from '../notifications/index.ts'
import { queueChatMessage } from '../push/index.ts'
import { ownUploadPath } from '../uploads/index.ts'
import { publishMarks, publishMessage, publishTyping } from './events.ts'
import {
  NO_MARKS,
  messageStatus,
  presentConversation,
  presentMarks,
  presentMessage,
  type ConversationBundle,
  type Marks,
  type SideMarks,
} from './present.ts'
import * as repo from './repository.ts'
import type { ChatScope } from './repository.ts'

export type { ChatScope } from './repository.ts'

export const MESSAGES = {
  conversationNotFound: 'Conversation not found',
  orderNotFound: 'Order not found',
  userNotFound: 'User not found',
  notAdmin: 'Only an admin can do this',
  notUploaded: 'The image must be a picture you uploaded through dashboard/galleries',
  notInConversation: 'The message is not in this conversation',
} as const

/** Messages one user may send per minute, over all their conversations. */
export const SEND_PER_MINUTE = 30
/** Typing notices one user may send per minute in one conversation (a client sends one every few seconds). */
export const TYPING_PER_MINUTE = 20

// ---- who speaks for which side ----

export function customerScope(user: AuthUser): ChatScope {
  return { side: 'customer', userId: user.id }
}

/** The support inbox: admins only (403 for anyone else). */
export function supportScope(user: AuthUser): ChatScope {
  if (user.role !== 'admin') throw forbidden(MESSAGES.notAdmin)
  return { side: 'support', userId: user.id }
}

/** A seller's shop chats: the shops they own (403 for someone who is not a seller with a shop). */
export async function shopScope(db: Executor, user: AuthUser): Promise<ChatScope> {
  return { side: 'shop', userId: user.id, shopIds: await requireSellerShops(db, user) }
}

async function requireConversation(db: Executor, scope: ChatScope, id: number, lock = false) {
  const conversation = await repo.findConversationInScope(db, id, scope, lock)
  if (!conversation) throw notFound(MESSAGES.conversationNotFound)
  return conversation
}

const marksKey = (scope: ChatScope, conversationId: number) => ({
  conversationId,
  userId: scope.userId,
  side: scope.side,
})

// ---- reading conversations ----

async function loadSideMarks(db: Executor, ids: number[]): Promise<Map<number, SideMarks>> {
  const bySide = new Map<number, SideMarks>()
  for (const m of await repo.sideMarks(db, ids)) {
    const sides = bySide.get(m.conversationId) ?? {}
    sides[m.side] = { delivered: m.delivered, read: m.read }
    bySide.set(m.conversationId, sides)
  }
  return bySide
}

async function presentConversations(
  db: Executor,
  scope: ChatScope,
  rows: ChatConversationRow[],
  ctx: RequestContext,
): Promise<ChatConversation[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const lastIds = rows.flatMap((r) => (r.lastMessageId ? [r.lastMessageId] : []))
  const shopIds = rows.flatMap((r) => (r.shopId ? [r.shopId] : []))
  const [lastMessages, shops, titles, unread, mine, sides] = await Promise.all([
    repo.findMessagesByIds(db, lastIds),
    repo.findShops(db, shopIds),
    loadTranslationsOf(db, 'shopTranslations', shopIds, ctx),
    repo.unreadCounts(db, scope.userId, scope.side, ids),
    repo.personalMarks(db, scope.userId, scope.side, ids),
    loadSideMarks(db, ids),
  ])
  const messageById = new Map(lastMessages.map((m) => [m.id, m]))
  const people = await repo.findPeople(db, [
    ...rows.map((r) => r.customerId),
    ...lastMessages.flatMap((m) => (m.senderId ? [m.senderId] : [])),
  ])
  const mineById = new Map(mine.map((m) => [m.conversationId, { delivered: m.delivered, read: m.read }]))
  return rows.map((row) => {
    const lastMessage = (row.lastMessageId && messageById.get(row.lastMessageId)) || null
    const shop = row.shopId ? shops.get(row.shopId) : undefined
    const bundle: ConversationBundle = {
      row,
      customer: people.get(row.customerId),
      shop: shop ? { ...shop, title: titles.get(shop.id)?.title ?? null } : null,
      lastMessage,
      lastSender: lastMessage?.senderId ? people.get(lastMessage.senderId) : undefined,
      unread: unread.get(row.id) ?? 0,
      mine: mineById.get(row.id) ?? NO_MARKS,
      sides: sides.get(row.id) ?? {},
    }
    return presentConversation(bundle, scope.side, ctx)
  })
}

async function presentOne(db: Executor, scope: ChatScope, row: ChatConversationRow, ctx: RequestContext) {
  const [conversation] = await presentConversations(db, scope, [row], ctx)
  return conversation!
}

/** The caller's conversations, the latest activity first. */
export async function listConversations(
  db: Database,
  scope: ChatScope,
  window: { perPage: number; offset: number },
  ctx: RequestContext,
): Promise<{ items: ChatConversation[]; total: number }> {
  const { rows, total } = await repo.pageConversations(db, scope, window)
  return { items: await presentConversations(db, scope, rows, ctx), total }
}

export async function showConversation(db: Database, scope: ChatScope, id: number, ctx: RequestContext) {
  return presentOne(db, scope, await requireConversation(db, scope, id), ctx)
}

/** For the header badge: unread messages over all the caller's conversations. */
export async function unreadSummary(db: Database, scope: ChatScope) {
  const { total, conversations } = await repo.unreadTotal(db, scope)
  return { unread_total: total, conversations }
}

// ---- opening a conversation ----

/** The customer's support conversation, created on first use. */
export async function openSupportConversation(db: Database, scope: ChatScope, ctx: RequestContext) {
  return presentOne(db, scope, await repo.ensureSupportConversation(db, scope.userId), ctx)
}

/** Support reaching out: the customer's support conversation, opened by an admin (404 for an unknown user). */
export async function openSupportConversationWith(
  db: Database,
  scope: ChatScope,
  customerId: number,
  ctx: RequestContext,
) {
  if (!(await repo.findPeople(db, [customerId])).has(customerId)) throw notFound(MESSAGES.userNotFound)
  return presentOne(db, scope, await repo.ensureSupportConversation(db, customerId), ctx)
}

/** The conversation about an order: the customer's own orders, or the orders of the seller's shops (404 otherwise). */
export async function openOrderConversation(db: Database, scope: ChatScope, orderId: number, ctx: RequestContext) {
  const order = await findOrder(db, orderId)
  const mayOpen =
    order?.userId != null &&
    ((scope.side === 'customer' && order.userId === scope.userId) ||
      (scope.side === 'shop' && scope.shopIds.includes(order.shopId)))
  if (!order || !mayOpen) throw notFound(MESSAGES.orderNotFound)
  const row = await repo.ensureOrderConversation(db, { id: order.id, customerId: order.userId!, shopId: order.shopId })
  return presentOne(db, scope, row, ctx)
}

// ---- messages ----

async function presentMessages(
  db: Executor,
  conversation: ChatConversationRow,
  rows: ChatMessageRow[],
  ctx: RequestContext,
): Promise<ChatMessage[]> {
  if (rows.length === 0) return []
  const [people, sides] = await Promise.all([
    repo.findPeople(
      db,
      rows.flatMap((m) => (m.senderId ? [m.senderId] : [])),
    ),
    loadSideMarks(db, [conversation.id]),
  ])
  const marks = sides.get(conversation.id) ?? {}
  return rows.map((m) =>
    presentMessage(m, m.senderId ? people.get(m.senderId) : undefined, messageStatus(m, conversation.kind, marks), ctx),
  )
}

/**
 * A page of a conversation, oldest first within the page (see chatMessagesQuerySchema). The caller's client now holds
 * these messages, so the caller's delivered mark moves up to the newest of them (and the other side hears it).
 */
export async function listMessages(
  db: Database,
  realtime: Realtime,
  scope: ChatScope,
  id: number,
  query: { before?: number; after?: number; perPage?: number },
  ctx: RequestContext,
) {
  const conversation = await requireConversation(db, scope, id)
  const perPage = query.perPage ?? CHAT_PAGE_DEFAULT
  const { rows, hasMore } = await repo.pageMessages(db, id, { before: query.before, after: query.after }, perPage)
  const newest = rows.at(-1)?.id
  const moved = newest ? await repo.advanceMarks(db, marksKey(scope, id), { delivered: newest, read: 0 }) : undefined
  if (moved && newest && moved.delivered === newest) {
    await publishMarks(realtime, conversation, 'chat.delivered', scope, newest)
  }
  return {
    items: await presentMessages(db, conversation, rows, ctx),
    meta: { per_page: perPage, has_more: hasMore, oldest_id: rows[0]?.id ?? null, newest_id: newest ?? null },
  }
}

/**
 * Sends a message: text and/or a picture the sender uploaded. With a `client_id`, a retry answers the message stored
 * the first time (whatever the retry's text) and publishes nothing again. Sending marks the conversation read up to
 * the new message for the sender.
 */
export async function sendMessage(
  db: Database,
  realtime: Realtime,
  scope: ChatScope,
  id: number,
  body: { client_id?: string; text?: string; image?: string },
  ctx: RequestContext,
): Promise<ChatMessage> {
  const result = await db.transaction(async (tx) => {
    // The lock orders this conversation's messages: the id and the clock are read while no other send can be.
    const conversation = await requireConversation(tx, scope, id, true)
    if (body.client_id) {
      const existing = await repo.findMessageByClientId(tx, id, scope.userId, body.client_id)
      if (existing) return { conversation, message: existing, created: false }
    }
    let image: string | null = null
    if (body.image) {
      image = await ownUploadPath(tx, scope.userId, body.image)
      if (!image) throw badRequest(MESSAGES.notUploaded, { image: [MESSAGES.notUploaded] })
    }
    const message = await repo.insertMessage(tx, {
      conversationId: id,
      senderId: scope.userId,
      senderSide: scope.side,
      text: body.text ? body.text : null,
      image,
      clientId: body.client_id ?? null,
    })
    await repo.setLastMessage(tx, id, message)
    await repo.advanceMarks(tx, marksKey(scope, id), { delivered: message.id, read: message.id })
    // The customer's browsers get the answer when their pages are closed (modules/push, sent after this commits),
    // unless the customer switched notifications off.
    if (scope.side !== 'customer' && (await allowsNotification(tx, conversation.customerId, 'chat_message')))
      await queueChatMessage(tx, {
        userId: conversation.customerId,
        from: scope.side,
        text: message.text,
        conversationId: id,
      })
    return { conversation, message, created: true }
  })
  const [presented] = await presentMessages(db, result.conversation, [result.message], ctx)
  if (result.created) {
    await publishMessage(realtime, result.conversation, presented!)
    await publishMarks(realtime, result.conversation, 'chat.read', scope, result.message.id)
  }
  return presented!
}

async function marksAnswer(db: Executor, scope: ChatScope, id: number) {
  const [[mine], unread] = await Promise.all([
    repo.personalMarks(db, scope.userId, scope.side, [id]),
    repo.unreadCounts(db, scope.userId, scope.side, [id]),
  ])
  const marks: Marks = mine ? { delivered: mine.delivered, read: mine.read } : NO_MARKS
  return { conversation_id: id, my_marks: presentMarks(marks), unread_count: unread.get(id) ?? 0 }
}

async function requireMessageTarget(db: Executor, conversation: ChatConversationRow, messageId: number | undefined) {
  if (messageId === undefined) return conversation.lastMessageId ?? 0
  const message = await repo.findMessageInConversation(db, conversation.id, messageId)
  if (!message) throw badRequest(MESSAGES.notInConversation, { message_id: [MESSAGES.notInConversation] })
  return message.id
}

/** Marks the conversation read (and delivered) up to a message, or up to the newest; marks never move back. */
export async function markRead(
  db: Database,
  realtime: Realtime,
  scope: ChatScope,
  id: number,
  messageId: number | undefined,
) {
  const conversation = await requireConversation(db, scope, id)
  const target = await requireMessageTarget(db, conversation, messageId)
  if (target > 0) {
    const moved = await repo.advanceMarks(db, marksKey(scope, id), { delivered: target, read: target })
    if (moved && moved.read === target) await publishMarks(realtime, conversation, 'chat.read', scope, target)
  }
  return marksAnswer(db, scope, id)
}

/** Marks the conversation delivered up to a message the client received over the WebSocket. */
export async function markDelivered(db: Database, realtime: Realtime, scope: ChatScope, id: number, messageId: number) {
  const conversation = await requireConversation(db, scope, id)
  const target = await requireMessageTarget(db, conversation, messageId)
  const moved = await repo.advanceMarks(db, marksKey(scope, id), { delivered: target, read: 0 })
  if (moved && moved.delivered === target) await publishMarks(realtime, conversation, 'chat.delivered', scope, target)
  return marksAnswer(db, scope, id)
}

/** Tells the sockets following the conversation that the caller is typing. Nothing is stored. */
export async function announceTyping(db: Database, realtime: Realtime, scope: ChatScope, id: number) {
  await requireConversation(db, scope, id)
  const person = (await repo.findPeople(db, [scope.userId])).get(scope.userId)
  await publishTyping(realtime, id, { userId: scope.userId, side: scope.side, firstname: person?.firstname ?? null })
  return { conversation_id: id }
}

// ---- the socket's questions (app.ts hands these to the realtime plugin) ----

/** Whether a socket of this user may follow the conversation's passing events (typing). */
export async function mayFollowConversation(
  db: Database,
  user: { id: number; role: string },
  conversationId: number,
): Promise<boolean> {
  const conversation = await repo.findConversation(db, conversationId)
  if (!conversation) return false
  if (conversation.customerId === user.id) return true
  if (conversation.kind === 'support') return user.role === 'admin'
  return conversation.shopId !== null && (await ownsShop(db, user.id, conversation.shopId))
}

/** Whether a socket of this user hears the support inbox (new support messages and marks): admins do. */
export async function hearsSupportChats(_db: Database, user: { id: number; role: string }): Promise<boolean> {
  return user.role === 'admin'
}
