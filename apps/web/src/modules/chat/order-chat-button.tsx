'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { Button } from '@/modules/ui/button'
import { openOrderChat } from './chat-api'

/** "Chat with the shop" on an order page: opens (creates) the order's conversation and goes to it. */
export function OrderChatButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={busy}
      testId="order-chat"
      onClick={async () => {
        setBusy(true)
        try {
          const conversation = await openOrderChat(orderId)
          router.push(`/chat?c=${conversation.id}`)
        } catch {
          toast.error(t('chat.error'))
          setBusy(false)
        }
      }}
    >
      {t('chat.withShop')}
    </Button>
  )
}
