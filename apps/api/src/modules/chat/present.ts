// Rows to the contract's chat objects, and the rules that only need the rows: which side answers a kind of
// conversation, and where a message stands with the side it was sent to.
import type { ChatConversation, ChatMarks, ChatMessage, ChatMessageStatus, ChatPerson } from '@basil/contracts'
import type { ChatConversationRow, ChatKind, ChatMessageRow, ChatSide } from '../../db/schema/index.ts'
import type { RequestContext } from '../../lib/context.ts'
import { imageUrl, isoDate } from '../../lib/present.ts'
import type { PersonRow, ShopRow } from './repository.ts'

export interface Marks {
  delivered: number
  read: number
}

export const NO_MARKS: Marks = { delivered: 0, read: 0 }

/** Who answers the customer: support (any admin) in a support conversation, the shop's seller in an order's. */
export function staffSideOf(kind: ChatKind): ChatSide {
  return kind === 'support' ? 'support' : 'shop'
}

/** The other party of `side` in a conversation of `kind` (a message from `side` is sent to it). */
export function peerSideOf(kind: ChatKind, side: ChatSide): ChatSide {
  return side === 'customer' ? staffSideOf(kind) : 'customer'
}

/** Read when someone of the receiving side read it, delivered when a client of that side received it. */
export function messageStatus(message: { id: number; senderSide: ChatSide }, kind: ChatKind, sides: SideMarks) {
  const marks = sides[peerSideOf(kind, message.senderSide)] ?? NO_MARKS
  const status: ChatMessageStatus =
    message.id <= marks.read ? 'read' : message.id <= marks.delivered ? 'delivered' : 'sent'
  return status
}

export type SideMarks = Partial<Record<ChatSide, Marks>>

export function presentPerson(row: PersonRow, ctx: RequestContext): ChatPerson {
  return { id: row.id, firstname: row.firstname, lastname: row.lastname, img: imageUrl(row.img, ctx) }
}

export function presentMarks(marks: Marks): ChatMarks {
  return { delivered_message_id: marks.delivered, read_message_id: marks.read }
}

export function presentMessage(
  row: ChatMessageRow,
  sender: PersonRow | undefined,
  status: ChatMessageStatus,
  ctx: RequestContext,
): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    client_id: row.clientId,
    side: row.senderSide,
    sender: sender ? presentPerson(sender, ctx) : null,
    text: row.text,
    image: imageUrl(row.image, ctx),
    created_at: isoDate(row.createdAt)!,
    status,
  }
}

/** What one conversation is shown with, loaded by the service. */
export interface ConversationBundle {
  row: ChatConversationRow
  customer: PersonRow | undefined
  shop: (ShopRow & { title: string | null }) | null
  lastMessage: ChatMessageRow | null
  lastSender: PersonRow | undefined
  unread: number
  mine: Marks
  sides: SideMarks
}

export function presentConversation(b: ConversationBundle, mySide: ChatSide, ctx: RequestContext): ChatConversation {
  const peerSide = peerSideOf(b.row.kind, mySide)
  return {
    id: b.row.id,
    kind: b.row.kind,
    my_side: mySide,
    peer_side: peerSide,
    // The customer's account may be gone only together with the conversation (cascade); the fallback keeps types.
    customer: b.customer
      ? presentPerson(b.customer, ctx)
      : { id: b.row.customerId, firstname: null, lastname: null, img: null },
    shop: b.shop
      ? {
          id: b.shop.id,
          uuid: b.shop.uuid,
          slug: b.shop.slug,
          title: b.shop.title,
          logo_img: imageUrl(b.shop.logoImg, ctx),
        }
      : null,
    order_id: b.row.orderId,
    last_message: b.lastMessage
      ? presentMessage(b.lastMessage, b.lastSender, messageStatus(b.lastMessage, b.row.kind, b.sides), ctx)
      : null,
    unread_count: b.unread,
    my_marks: presentMarks(b.mine),
    peer_marks: presentMarks(b.sides[peerSide] ?? NO_MARKS),
    created_at: isoDate(b.row.createdAt)!,
    last_activity_at: isoDate(b.row.lastActivityAt)!,
  }
}
