'use client'

import type { ChatConversation } from '@basil/contracts/chat'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { useLiveEvents, useLiveUp } from '@/modules/live'
import { Button } from '@/modules/ui/button'
import { chatKey, chatListKey, fetchConversation, fetchConversations, openSupport } from './chat-api'
import { ChatConversationView } from './chat-conversation'
import { conversationTitle } from './chat-title'

const POLL_MS = 15_000

/** `/chat`: the conversations beside the open one (desktop), or one of them full screen (phone). */
export function ChatScreen() {
  const { t } = useTranslation()
  const router = useRouter()
  const client = useQueryClient()
  const live = useLiveUp()
  const params = useSearchParams()
  const selected = Number(params.get('c')) || null
  const [opening, setOpening] = useState(false)
  const list = useQuery({
    queryKey: chatListKey,
    queryFn: ({ signal }) => fetchConversations(signal),
    refetchInterval: live ? false : POLL_MS,
  })
  // The open conversation, also when it is not (yet) in the list (an order chat without messages).
  const open = useQuery({
    queryKey: [...chatKey, 'one', selected],
    queryFn: ({ signal }) => fetchConversation(selected!, signal),
    enabled: selected !== null,
  })
  useLiveEvents({
    event: (event) => {
      if (event.type.startsWith('chat.') && event.type !== 'chat.typing')
        void client.invalidateQueries({ queryKey: chatListKey })
    },
    resume: () => void client.invalidateQueries({ queryKey: chatKey }),
  })
  const conversations = list.data?.data ?? []
  const support = conversations.find((c) => c.kind === 'support')
  const others = conversations.filter((c) => c.kind !== 'support')

  const startSupport = async () => {
    setOpening(true)
    try {
      const conversation = await openSupport()
      void client.invalidateQueries({ queryKey: chatListKey })
      router.push(`/chat?c=${conversation.id}`)
    } catch {
      toast.error(t('chat.error'))
    } finally {
      setOpening(false)
    }
  }

  return (
    <div className="grid h-[calc(100dvh-10rem)] min-h-[28rem] overflow-hidden rounded-3xl border border-line bg-card grid-cols-[minmax(0,1fr)] md:grid-cols-[20rem_minmax(0,1fr)]">
      <nav
        aria-label={t('chat.conversations')}
        className={`min-h-0 flex-col overflow-y-auto border-line md:flex md:border-e ${selected ? 'hidden' : 'flex'}`}
      >
        <div className="p-3">
          {support ? null : (
            <Button className="w-full" onClick={() => void startSupport()} disabled={opening} testId="chat-support">
              {t('chat.contactSupport')}
            </Button>
          )}
        </div>
        {list.isPending ? (
          <div className="flex flex-col gap-2 px-3" aria-busy="true">
            <span className="shimmer h-16 rounded-2xl" />
            <span className="shimmer h-16 rounded-2xl" />
          </div>
        ) : (
          <ul className="flex flex-col gap-1 px-2 pb-3">
            {support ? <ConversationItem conversation={support} active={support.id === selected} /> : null}
            {others.map((c) => (
              <ConversationItem key={c.id} conversation={c} active={c.id === selected} />
            ))}
            {conversations.length === 0 ? (
              <li className="px-3 py-6 text-center text-sm text-muted" data-testid="chat-empty">
                {t('chat.empty')}
              </li>
            ) : null}
          </ul>
        )}
      </nav>
      <div className={`min-h-0 min-w-0 ${selected ? 'block' : 'hidden md:block'}`}>
        {selected && open.data ? (
          <ChatConversationView key={open.data.id} conversation={open.data} />
        ) : selected && open.isError ? (
          <div className="grid h-full place-items-center p-6 text-center" data-testid="chat-missing">
            <div>
              <p className="font-bold">{t('chat.notFound')}</p>
              <Link href="/chat" className="mt-3 inline-block font-semibold text-primary-ink hover:underline">
                {t('chat.back')}
              </Link>
            </div>
          </div>
        ) : selected ? (
          <div className="shimmer m-4 h-40 rounded-2xl" aria-busy="true" />
        ) : (
          <p className="grid h-full place-items-center p-6 text-muted">{t('chat.pick')}</p>
        )}
      </div>
    </div>
  )
}

function ConversationItem({ conversation, active }: { conversation: ChatConversation; active: boolean }) {
  const { t } = useTranslation()
  const last = conversation.last_message
  const preview = last ? (last.text ?? t('chat.image')) : t('chat.noMessages')
  return (
    <li>
      <Link
        href={`/chat?c=${conversation.id}`}
        aria-current={active ? 'page' : undefined}
        data-testid="chat-item"
        data-kind={conversation.kind}
        data-conversation={conversation.id}
        className={`flex items-center gap-3 rounded-2xl px-3 py-3 transition hover:bg-surface ${active ? 'bg-primary-soft' : ''}`}
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{conversationTitle(conversation, t)}</span>
          <span className="block truncate text-sm text-muted">{preview}</span>
        </span>
        {conversation.unread_count ? (
          <span
            data-testid="chat-item-unread"
            className="grid min-w-6 place-items-center rounded-full bg-danger px-1.5 text-xs font-bold leading-6 text-white"
          >
            <span aria-hidden="true">{conversation.unread_count}</span>
            <span className="sr-only">{t('chat.unread', { count: conversation.unread_count })}</span>
          </span>
        ) : null}
      </Link>
    </li>
  )
}
