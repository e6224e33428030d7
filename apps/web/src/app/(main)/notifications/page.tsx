import type { Metadata } from 'next'
import { getRequestContext } from '@/lib/api/request-context'
import { getT } from '@/lib/i18n/server'
import { filterFromParam } from '@/modules/notifications/notification-filters'
import { NotificationsPage } from '@/modules/notifications/notifications-page'
import { SignInNeeded } from '@/modules/shell/sign-in-needed'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('notifications.title'), robots: { index: false } }
}

/** Spec §2 notifications: every notification of the signed-in user, by kind, with the unread counts. */
export default async function NotificationsRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const [t, context, params] = await Promise.all([getT(), getRequestContext(), searchParams])
  if (!context.accessToken)
    return (
      <SignInNeeded
        title={t('notifications.title')}
        text={t('notifications.loginHint')}
        action={t('auth.loginButton')}
        href="/login?next=/notifications"
      />
    )
  const type = typeof params.type === 'string' ? params.type : null
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t('notifications.title')}</h1>
      <NotificationsPage initialType={filterFromParam(type)} />
    </div>
  )
}
