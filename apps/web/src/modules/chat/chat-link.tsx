'use client'

import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useTranslation } from '@/lib/i18n/react'
import { useSignedIn } from '@/modules/account/session'
import { useLiveUp } from '@/modules/live'
import { chatUnreadKey, fetchUnread } from './chat-api'

/** The header's chat link with the unread badge (`chats/unread`, refetched on chat events by the live wiring). */
export function ChatLink() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const live = useLiveUp()
  const unread = useQuery({
    queryKey: chatUnreadKey,
    queryFn: ({ signal }) => fetchUnread(signal),
    enabled: signedIn,
    refetchInterval: live ? false : 30_000,
  })
  if (!signedIn) return null
  const count = unread.data?.unread_total ?? 0
  return (
    <Link
      href="/chat"
      aria-label={count ? `${t('chat.title')}: ${t('chat.unread', { count })}` : t('chat.title')}
      data-testid="chat-link"
      className="relative grid size-11 place-items-center rounded-full text-fg transition hover:bg-surface"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
      </svg>
      {count ? (
        <span
          aria-hidden="true"
          data-testid="chat-unread"
          className="absolute end-1.5 top-1.5 grid min-w-4.5 place-items-center rounded-full bg-danger px-1 text-[10px] font-bold leading-4.5 text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
