import type { ChatConversation } from '@basil/contracts/chat'
import type { TFunction } from '@/lib/i18n/translate'

/** "Support", or the shop's name with the order's number. */
export function conversationTitle(conversation: ChatConversation, t: TFunction): string {
  if (conversation.kind === 'support') return t('chat.support')
  return t('chat.orderChat', { shop: conversation.shop?.title ?? '', id: conversation.order_id ?? '' })
}
