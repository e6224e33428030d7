'use client'

import type { ChatConversation, ChatMessage } from '@basil/contracts/chat'
import { useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { useLiveChannel, useLiveEvents } from '@/modules/live'
import { Button } from '@/modules/ui/button'
import { SafeImage } from '@/modules/ui/safe-image'
import {
  chatKey,
  fetchMessages,
  markDelivered,
  markRead,
  newClientId,
  sendMessage,
  sendTyping,
  uploadChatImage,
} from './chat-api'
import { markUpTo, mergeMessages } from './chat-messages'
import { conversationTitle } from './chat-title'

/** A message typed here and not yet stored: shown at the end, "failed" with Retry when the send did not go through. */
type Pending = { client_id: string; text: string; failed: boolean; file?: File; image?: string }

const TYPING_SHOWN_MS = 4000
/** At most one "typing" per this long while the customer writes. */
const TYPING_EVERY_MS = 4000

function timeOf(iso: string, locale: string): string {
  return new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
}

/** One conversation: its messages (older ones loaded on scrolling up), marks, and the composer. */
export function ChatConversationView({ conversation }: { conversation: ChatConversation }) {
  const { t, i18n } = useTranslation()
  const client = useQueryClient()
  const id = conversation.id
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [loaded, setLoaded] = useState(false)
  const [hasOlder, setHasOlder] = useState(false)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [pending, setPending] = useState<Pending[]>([])
  const [draft, setDraft] = useState('')
  const [typing, setTyping] = useState<string | null>(null)
  const scroller = useRef<HTMLDivElement>(null)
  const newest = useRef(0)
  const stickToEnd = useRef(true)
  const keepFrom = useRef<number | null>(null)
  const typedAt = useRef(0)
  useLiveChannel({ channel: 'chat', conversation_id: id })

  const refreshLists = useCallback(() => void client.invalidateQueries({ queryKey: chatKey }), [client])

  const read = useCallback(() => {
    markRead(id)
      .then(refreshLists)
      .catch(() => undefined)
  }, [id, refreshLists])

  /** Everything newer than what is held, page after page (a reconnect, or a message heard over the socket). */
  const catchUp = useCallback(async () => {
    let more = true
    while (more) {
      const page = await fetchMessages(id, { after: newest.current })
      setMessages((held) => mergeMessages(held, page.data))
      if (page.meta.newest_id) newest.current = Math.max(newest.current, page.meta.newest_id)
      more = page.meta.has_more && page.data.length > 0
    }
  }, [id])

  useEffect(() => {
    let gone = false
    newest.current = 0
    setMessages([])
    setLoaded(false)
    setPending([])
    fetchMessages(id, {})
      .then((page) => {
        if (gone) return
        setMessages(page.data)
        setHasOlder(page.meta.has_more)
        newest.current = page.meta.newest_id ?? 0
        setLoaded(true)
        stickToEnd.current = true
        read()
      })
      .catch(() => {
        if (!gone) setLoaded(true)
      })
    return () => {
      gone = true
    }
  }, [id, read])

  useLiveEvents({
    event: (event) => {
      const data = event.data as { conversation_id?: number; side?: string; message_id?: number }
      if (data.conversation_id !== id) return
      if (event.type === 'chat.message') {
        const message = (event.data as { message?: ChatMessage }).message
        if (!message) return
        if (message.side === conversation.my_side) {
          // Our own message (this tab's or another's): it replaces its pending copy.
          setPending((list) => list.filter((p) => p.client_id !== message.client_id))
        } else setTyping(null)
        // The event is a hint: the page reads what it lacks from the server, in order and without gaps.
        void catchUp()
          .then(() => {
            if (message.side !== conversation.my_side) {
              if (document.visibilityState === 'visible') read()
              else void markDelivered(id, message.id).catch(() => undefined)
            }
          })
          .catch(() => undefined)
      } else if (
        (event.type === 'chat.read' || event.type === 'chat.delivered') &&
        data.side !== conversation.my_side
      ) {
        const upTo = data.message_id ?? 0
        setMessages((held) =>
          markUpTo(held, conversation.my_side, upTo, event.type === 'chat.read' ? 'read' : 'delivered'),
        )
      } else if (event.type === 'chat.typing' && data.side !== conversation.my_side) {
        setTyping((event.data as { firstname?: string | null }).firstname ?? '')
      }
    },
    resume: () => {
      void catchUp()
        .then(read)
        .catch(() => undefined)
    },
  })

  useEffect(() => {
    if (typing === null) return
    const timer = window.setTimeout(() => setTyping(null), TYPING_SHOWN_MS)
    return () => window.clearTimeout(timer)
  }, [typing])

  // Keeps the view at the end as messages arrive, or where it was when older ones are put above.
  useLayoutEffect(() => {
    const box = scroller.current
    if (!box) return
    if (keepFrom.current !== null) {
      box.scrollTop = box.scrollHeight - keepFrom.current
      keepFrom.current = null
    } else if (stickToEnd.current) box.scrollTop = box.scrollHeight
  }, [messages, pending, typing])

  const loadOlder = useCallback(async () => {
    const box = scroller.current
    const oldest = messages[0]?.id
    if (!box || !oldest || loadingOlder || !hasOlder) return
    setLoadingOlder(true)
    try {
      const page = await fetchMessages(id, { before: oldest })
      keepFrom.current = box.scrollHeight - box.scrollTop
      setMessages((held) => mergeMessages(held, page.data))
      setHasOlder(page.meta.has_more)
    } catch {
      toast.error(t('chat.error'))
    } finally {
      setLoadingOlder(false)
    }
  }, [messages, loadingOlder, hasOlder, id, t])

  const onScroll = () => {
    const box = scroller.current
    if (!box) return
    stickToEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < 40
    if (box.scrollTop < 80) void loadOlder()
  }

  const deliver = useCallback(
    async (sent: Pending) => {
      let item = sent
      setPending((list) => list.map((p) => (p.client_id === item.client_id ? { ...p, failed: false } : p)))
      try {
        let image = item.image
        if (item.file && !image) {
          // Uploaded once: a retry after a failed send reuses the stored picture.
          image = await uploadChatImage(item.file)
          setPending((list) => list.map((p) => (p.client_id === item.client_id ? { ...p, image } : p)))
          item = { ...item, image }
        }
        const message = await sendMessage(id, {
          client_id: item.client_id,
          ...(item.text ? { text: item.text } : {}),
          ...(image ? { image } : {}),
        })
        setMessages((held) => mergeMessages(held, [message]))
        newest.current = Math.max(newest.current, message.id)
        setPending((list) => list.filter((p) => p.client_id !== item.client_id))
        refreshLists()
      } catch {
        // Spec: a failed send says 'chat error'; the text stays on screen with Retry (nothing typed is lost).
        toast.error(t('chat.error'))
        setPending((list) => list.map((p) => (p.client_id === item.client_id ? { ...p, failed: true } : p)))
      }
    },
    [id, refreshLists, t],
  )

  const send = () => {
    const text = draft.trim()
    if (!text) return
    const item: Pending = { client_id: newClientId(), text, failed: false }
    stickToEnd.current = true
    setPending((list) => [...list, item])
    setDraft('')
    void deliver(item)
  }

  const attach = (file: File | undefined) => {
    if (!file) return
    const item: Pending = { client_id: newClientId(), text: '', failed: false, file }
    stickToEnd.current = true
    setPending((list) => [...list, item])
    void deliver(item)
  }

  const mine = (m: ChatMessage) => m.side === conversation.my_side
  return (
    <section
      aria-labelledby="chat-conversation-title"
      className="flex h-full min-h-0 flex-col"
      data-testid="chat-conversation"
      data-conversation={id}
    >
      <header className="flex items-center gap-2 border-b border-line px-3 py-3">
        <Link
          href="/chat"
          className="grid size-10 place-items-center rounded-full hover:bg-surface md:hidden"
          aria-label={t('chat.back')}
          data-testid="chat-back"
        >
          <span aria-hidden="true" className="rtl:rotate-180">
            ←
          </span>
        </Link>
        <h2 id="chat-conversation-title" className="truncate text-lg font-bold">
          {conversationTitle(conversation, t)}
        </h2>
      </header>
      <div
        ref={scroller}
        onScroll={onScroll}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4"
        data-testid="chat-messages"
        aria-busy={!loaded}
      >
        {hasOlder ? (
          <div className="mb-3 text-center">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void loadOlder()}
              disabled={loadingOlder}
              testId="chat-older"
            >
              {t('chat.older')}
            </Button>
          </div>
        ) : null}
        {loaded && messages.length === 0 && pending.length === 0 ? (
          <p className="py-10 text-center text-muted" data-testid="chat-no-messages">
            {t('chat.noMessages')}
          </p>
        ) : null}
        <ol className="flex flex-col gap-2" aria-label={t('chat.messages')}>
          {messages.map((m) => (
            <li
              key={m.id}
              data-testid="chat-message"
              data-id={m.id}
              data-mine={mine(m) ? 'true' : 'false'}
              data-status={m.status}
              className={`flex ${mine(m) ? 'justify-end' : 'justify-start'}`}
            >
              <div
                className={`max-w-[80%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 ${
                  mine(m) ? 'bg-primary text-primary-fg' : 'bg-surface text-fg'
                }`}
              >
                {m.image ? (
                  <SafeImage
                    src={m.image}
                    alt={t('chat.image')}
                    width={256}
                    height={256}
                    className="mb-1 h-auto max-h-64 w-auto rounded-xl"
                  />
                ) : null}
                {m.text ? <p data-testid="chat-message-text">{m.text}</p> : null}
                <p className="mt-1 flex items-center justify-end gap-1 text-[11px]">
                  <time dateTime={m.created_at}>{timeOf(m.created_at, i18n.language)}</time>
                  {mine(m) ? (
                    <span data-testid="chat-mark" title={t(`chat.status.${m.status}`)}>
                      <span aria-hidden="true">
                        {m.status === 'sent' ? '✓' : m.status === 'delivered' ? '✓✓' : '✔✔'}
                      </span>
                      <span className="sr-only">{t(`chat.status.${m.status}`)}</span>
                    </span>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
          {pending.map((p) => (
            <li
              key={p.client_id}
              className="flex justify-end"
              data-testid="chat-pending"
              data-failed={p.failed ? 'true' : 'false'}
            >
              <div
                className={`max-w-[80%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 ${
                  p.failed ? 'border border-danger bg-card text-fg' : 'bg-primary text-primary-fg'
                }`}
              >
                <p>{p.text || (p.file ? `📷 ${p.file.name}` : '')}</p>
                <p className="mt-1 flex items-center justify-end gap-2 text-[11px]">
                  {p.failed ? (
                    <>
                      <span className="text-danger">{t('chat.failed')}</span>
                      <button
                        type="button"
                        className="font-bold underline"
                        onClick={() => void deliver(p)}
                        data-testid="chat-retry"
                      >
                        {t('chat.retry')}
                      </button>
                    </>
                  ) : (
                    <span>{t('chat.sending')}</span>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <p className="h-5 px-4 text-xs text-muted" aria-live="polite" data-testid="chat-typing">
        {typing !== null ? t('chat.typing', { name: typing || conversationTitle(conversation, t) }) : ''}
      </p>
      <form
        className="flex items-end gap-2 border-t border-line p-3"
        onSubmit={(e) => {
          e.preventDefault()
          send()
        }}
      >
        <label
          className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-full text-fg transition hover:bg-surface focus-within:ring-2 focus-within:ring-primary"
          title={t('chat.attach')}
        >
          <span className="sr-only">{t('chat.attach')}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <circle cx="9" cy="10" r="1.5" />
            <path d="m21 16-5-5-8 8" strokeLinejoin="round" />
          </svg>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            data-testid="chat-attach"
            onChange={(e) => {
              attach(e.target.files?.[0])
              e.target.value = ''
            }}
          />
        </label>
        <label htmlFor="chat-composer" className="sr-only">
          {t('chat.placeholder')}
        </label>
        <textarea
          id="chat-composer"
          data-testid="chat-composer"
          rows={1}
          maxLength={2000}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value)
            const now = Date.now()
            if (e.target.value && now - typedAt.current > TYPING_EVERY_MS) {
              typedAt.current = now
              void sendTyping(id).catch(() => undefined)
            }
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault()
              send()
            }
          }}
          placeholder={t('chat.placeholder')}
          className="max-h-40 min-h-11 min-w-0 flex-1 resize-none rounded-2xl border border-line bg-card px-3 py-2.5 text-fg"
        />
        <Button type="submit" disabled={!draft.trim()} testId="chat-send">
          {t('chat.send')}
        </Button>
      </form>
    </section>
  )
}
