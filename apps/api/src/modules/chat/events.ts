// Chat's WebSocket events, published by the service after its transaction committed. A conversation's events go to
// both parties' inboxes: the customer's user channel, and the shop's channel (its seller's sockets hear it) or the
// support channel (every admin's socket). Typing goes only to the sockets that subscribed to the conversation.
import type { ChatMessage } from '@basil/contracts'
import type { ChatConversationRow, ChatSide } from '../../db/schema/index.ts'
import { channels, type Realtime, type RealtimeEvent } from '../../plugins/realtime/index.ts'

/** The channels both parties of a conversation listen on. */
export function inboxChannels(conversation: ChatConversationRow): string[] {
  return [
    channels.user(conversation.customerId),
    conversation.kind === 'support' ? channels.support() : channels.shop(conversation.shopId!),
  ]
}

async function toInboxes(realtime: Realtime, conversation: ChatConversationRow, event: RealtimeEvent) {
  await Promise.all(inboxChannels(conversation).map((channel) => realtime.publish(channel, event)))
}

export function publishMessage(realtime: Realtime, conversation: ChatConversationRow, message: ChatMessage) {
  return toInboxes(realtime, conversation, {
    type: 'chat.message',
    data: {
      conversation_id: conversation.id,
      kind: conversation.kind,
      order_id: conversation.orderId,
      shop_id: conversation.shopId,
      customer_id: conversation.customerId,
      message,
    },
  })
}

export function publishMarks(
  realtime: Realtime,
  conversation: ChatConversationRow,
  type: 'chat.delivered' | 'chat.read',
  who: { userId: number; side: ChatSide },
  messageId: number,
) {
  return toInboxes(realtime, conversation, {
    type,
    data: { conversation_id: conversation.id, side: who.side, user_id: who.userId, message_id: messageId },
  })
}

export function publishTyping(
  realtime: Realtime,
  conversationId: number,
  who: { userId: number; side: ChatSide; firstname: string | null },
) {
  return realtime.publish(channels.chat(conversationId), {
    type: 'chat.typing',
    data: { conversation_id: conversationId, side: who.side, user_id: who.userId, firstname: who.firstname },
  })
}
