import type { Metadata } from 'next'
import { Suspense } from 'react'
import { getRequestContext } from '@/lib/api/request-context'
import { getT } from '@/lib/i18n/server'
import { ChatScreen } from '@/modules/chat'
import { SignInNeeded } from '@/modules/shell/sign-in-needed'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('chat.title'), robots: { index: false } }
}

/** Issue 18 item 2: the customer's conversations (support, their orders' shops) and the open one (`?c=<id>`). */
export default async function ChatPage() {
  const [t, context] = await Promise.all([getT(), getRequestContext()])
  if (!context.accessToken)
    return <SignInNeeded title={t('chat.title')} text={t('chat.loginHint')} action={t('auth.loginButton')} />
  return (
    <div className="mx-auto w-full max-w-6xl px-2 pb-6 pt-4 sm:px-6">
      <h1 className="sr-only md:not-sr-only md:mb-4 md:block md:text-3xl md:font-extrabold md:tracking-tight">
        {t('chat.title')}
      </h1>
      <Suspense fallback={<div className="shimmer h-[calc(100dvh-10rem)] min-h-[28rem] rounded-3xl" />}>
        <ChatScreen />
      </Suspense>
    </div>
  )
}
