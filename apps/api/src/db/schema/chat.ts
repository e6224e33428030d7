// Chat: a customer's conversation with support (one per customer, any admin answers) or with the shop of one of
// their orders (one per order, the shop's seller answers). Messages are kept in the order the server took them:
// a message is inserted while its conversation's row is locked, so ids within a conversation grow with created_at
// (clock time read under the lock) and a reconnecting client can catch up with `after=<last id seen>` without a gap.
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './common.ts'
import { orders } from './orders.ts'
import { shops } from './shops.ts'
import { users } from './users.ts'

export const chatKinds = ['support', 'order'] as const
export type ChatKind = (typeof chatKinds)[number]

/** Who a message comes from or whose marks a read position is: the customer, the shop (its seller), support (an admin). */
export const chatSides = ['customer', 'shop', 'support'] as const
export type ChatSide = (typeof chatSides)[number]

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: chatKinds }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Order chats only: the order's shop and the order. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The newest message (no foreign key: messages point here, and a cycle of keys buys nothing). */
    lastMessageId: integer('last_message_id'),
    /** The newest message's time, or the creation time while there is none: lists are ordered by it. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'chat_conversations_kind_fields',
      sql`(${t.kind} = 'support' AND ${t.shopId} IS NULL AND ${t.orderId} IS NULL) OR (${t.kind} = 'order' AND ${t.shopId} IS NOT NULL AND ${t.orderId} IS NOT NULL)`,
    ),
    uniqueIndex('chat_conversations_one_support')
      .on(t.customerId)
      .where(sql`kind = 'support'`),
    uniqueIndex('chat_conversations_order').on(t.orderId),
    index('chat_conversations_customer').on(t.customerId, t.lastActivityAt, t.id),
    index('chat_conversations_shop').on(t.shopId, t.lastActivityAt, t.id),
    index('chat_conversations_kind').on(t.kind, t.lastActivityAt, t.id),
  ],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderSide: text('sender_side', { enum: chatSides }).notNull(),
    text: text('text'),
    /** Relative to the storage's images folder, as uploads are stored. */
    image: text('image'),
    /** The sending client's id for this message: a retry with the same id answers the stored message. */
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_messages_not_empty', sql`${t.text} IS NOT NULL OR ${t.image} IS NOT NULL`),
    index('chat_messages_conversation').on(t.conversationId, t.id),
    uniqueIndex('chat_messages_client_id').on(t.conversationId, t.senderId, t.clientId),
  ],
)

/** One person's marks in one conversation: the newest message their client received, and the newest they read. */
export const chatReads = pgTable(
  'chat_reads',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side', { enum: chatSides }).notNull(),
    lastDeliveredMessageId: integer('last_delivered_message_id').notNull().default(0),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId, t.side] }), index('chat_reads_user').on(t.userId)],
)

export type ChatConversationRow = typeof chatConversations.$inferSelect
export type ChatMessageRow = typeof chatMessages.$inferSelect
export type ChatReadRow = typeof chatReads.$inferSelect
