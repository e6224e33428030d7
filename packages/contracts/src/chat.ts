// Chat (decision 015): a customer's conversation with support and, per order, with the order's shop. The same routes
// exist for each side under its own prefix: `dashboard/user/chats` (the customer), `dashboard/admin/chats` (the
// support inbox) and `dashboard/seller/chats` (the shop's chats). Events of the same shapes come over the WebSocket.
import { z } from 'zod'
import {
  listQuerySchema,
  localeQuerySchema,
  paginatedSchema,
  queryIntSchema,
  successSchema,
  textSchema,
} from './common.ts'

const id = z.number().int()

/** The most characters of one message's text. */
export const CHAT_TEXT_MAX = 2000
/** Messages per page of a conversation unless `perPage` says otherwise, and the most a page holds. */
export const CHAT_PAGE_DEFAULT = 30
export const CHAT_PAGE_MAX = 100

export const chatKinds = ['support', 'order'] as const
export type ChatKind = (typeof chatKinds)[number]
/** A message's author and a set of marks belong to a side: the customer, the shop (its seller), support (an admin). */
export const chatSides = ['customer', 'shop', 'support'] as const
export type ChatSide = (typeof chatSides)[number]
/**
 * Where a message stands with the side it was sent to: `sent` (stored), `delivered` (a client of that side fetched or
 * received it), `read` (someone of that side marked it read).
 */
export const chatMessageStatuses = ['sent', 'delivered', 'read'] as const
export type ChatMessageStatus = (typeof chatMessageStatuses)[number]

export const chatPersonSchema = z.object({
  id,
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  img: z.string().nullable(),
})
export type ChatPerson = z.infer<typeof chatPersonSchema>

export const chatMessageSchema = z.object({
  id,
  conversation_id: id,
  /** The sender's own id for the message (echoed so that a client can match its pending copy); null when none. */
  client_id: z.string().nullable(),
  side: z.enum(chatSides),
  /** Null once the sender's account is gone. */
  sender: chatPersonSchema.nullable(),
  text: z.string().nullable(),
  /** Absolute URL of the picture. */
  image: z.string().nullable(),
  /** Server time; messages are ordered by it (and by id, which follows it within a conversation). */
  created_at: z.string(),
  status: z.enum(chatMessageStatuses),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

/** The marks of one side in a conversation: the newest message id a client of it received, and read (0: none). */
export const chatMarksSchema = z.object({ delivered_message_id: id, read_message_id: id })
export type ChatMarks = z.infer<typeof chatMarksSchema>

export const chatShopSchema = z.object({
  id,
  uuid: z.string(),
  slug: z.string(),
  title: z.string().nullable(),
  logo_img: z.string().nullable(),
})

export const chatConversationSchema = z.object({
  id,
  kind: z.enum(chatKinds),
  /** The side the caller speaks for in this conversation (`customer` on the user routes, and so on). */
  my_side: z.enum(chatSides),
  /** The other party's side: `support` or `shop` for a customer, `customer` for the others. */
  peer_side: z.enum(chatSides),
  customer: chatPersonSchema,
  /** Order chats: the shop and the order; null in a support conversation. */
  shop: chatShopSchema.nullable(),
  order_id: id.nullable(),
  last_message: chatMessageSchema.nullable(),
  /** Messages of the other side newer than the caller's read mark. */
  unread_count: id,
  /** The caller's own marks (the newest of their side's people for the peer's marks below). */
  my_marks: chatMarksSchema,
  peer_marks: chatMarksSchema,
  created_at: z.string(),
  /** The newest message's time, or the creation time: lists are ordered by it, newest first. */
  last_activity_at: z.string(),
})
export type ChatConversation = z.infer<typeof chatConversationSchema>

export const chatConversationResponseSchema = successSchema(chatConversationSchema)
export const chatConversationsPaginatedSchema = paginatedSchema(chatConversationSchema)
export const chatConversationsQuerySchema = listQuerySchema

export const chatUnreadSchema = z.object({
  /** Unread messages in all the caller's conversations (the header badge). */
  unread_total: id,
  /** Conversations with at least one unread message. */
  conversations: id,
})
export const chatUnreadResponseSchema = successSchema(chatUnreadSchema)

const messageIdQuery = queryIntSchema.pipe(z.number().min(0).max(2_147_483_647))

/**
 * One page of a conversation. No cursor: the newest messages. `before=<id>`: the messages just older than that one
 * (scrolling back). `after=<id>`: the messages just newer (catching up after a reconnect; `after=0` from the start).
 * Within a page messages come oldest first.
 */
export const chatMessagesQuerySchema = localeQuerySchema
  .extend({
    before: messageIdQuery.optional(),
    after: messageIdQuery.optional(),
    perPage: queryIntSchema.pipe(z.number().min(1).max(CHAT_PAGE_MAX)).optional(),
  })
  .refine((q) => q.before === undefined || q.after === undefined, {
    message: 'use before or after, not both',
    path: ['after'],
  })

export const chatMessagesPageSchema = z.object({
  timestamp: z.string(),
  status: z.literal(true),
  message: z.string(),
  data: z.array(chatMessageSchema),
  meta: z.object({
    per_page: id,
    /** More messages lie beyond this page in the direction asked (older without a cursor or with `before`). */
    has_more: z.boolean(),
    /** Cursors for the next calls: `before=oldest_id` to go back, `after=newest_id` to catch up; null on an empty page. */
    oldest_id: id.nullable(),
    newest_id: id.nullable(),
  }),
})
export type ChatMessagesPage = z.infer<typeof chatMessagesPageSchema>

/** At least a text or an image; `client_id` makes a retry safe (the same id answers the message already stored). */
export const chatSendBodySchema = z
  .object({
    client_id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _')
      .optional(),
    text: textSchema(CHAT_TEXT_MAX).optional(),
    /** A picture's URL from `POST dashboard/galleries` (type `chats`), uploaded by the sender. */
    image: z.string().trim().max(500).optional(),
  })
  .refine((b) => Boolean(b.text) || Boolean(b.image), { message: 'Write a message or add a picture', path: ['text'] })
export type ChatSendBody = z.input<typeof chatSendBodySchema>

export const chatMessageResponseSchema = successSchema(chatMessageSchema)

/** Marks read up to `message_id` (a message of this conversation), or up to the newest message when absent. */
export const chatReadBodySchema = z.object({ message_id: id.min(1).max(2_147_483_647).optional() })
/** Marks delivered up to `message_id`: the client received it over the WebSocket. */
export const chatDeliveredBodySchema = z.object({ message_id: id.min(1).max(2_147_483_647) })
export const chatMarksResponseSchema = successSchema(
  z.object({ conversation_id: id, my_marks: chatMarksSchema, unread_count: id }),
)

export const chatTypingResponseSchema = successSchema(z.object({ conversation_id: id }))

// ---- WebSocket events (`/api/v1/ws`) ----

/** `chat.message`: a new message, to both sides' sockets (after the message is committed). */
export const chatMessageEventSchema = z.object({
  type: z.literal('chat.message'),
  data: z.object({
    conversation_id: id,
    kind: z.enum(chatKinds),
    order_id: id.nullable(),
    shop_id: id.nullable(),
    customer_id: id,
    message: chatMessageSchema,
  }),
})
/** `chat.delivered` / `chat.read`: one side's marks moved (to both sides, so the sender shows ticks). */
export const chatMarksEventSchema = z.object({
  type: z.enum(['chat.delivered', 'chat.read']),
  data: z.object({ conversation_id: id, side: z.enum(chatSides), user_id: id, message_id: id }),
})
/** `chat.typing`: someone is typing; shown for a few seconds. Only to sockets subscribed to the conversation. */
export const chatTypingEventSchema = z.object({
  type: z.literal('chat.typing'),
  data: z.object({ conversation_id: id, side: z.enum(chatSides), user_id: id, firstname: z.string().nullable() }),
})
export type ChatMessageEvent = z.infer<typeof chatMessageEventSchema>
export type ChatMarksEvent = z.infer<typeof chatMarksEventSchema>
export type ChatTypingEvent = z.infer<typeof chatTypingEventSchema>
/** Any chat event a socket may receive. */
export const chatEventSchema = z.union([chatMessageEventSchema, chatMarksEventSchema, chatTypingEventSchema])
export type ChatEvent = z.infer<typeof chatEventSchema>
