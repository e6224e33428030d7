import type { Metadata } from 'next'
import { getRequestContext } from '@/lib/api/request-context'
import { getT } from '@/lib/i18n/server'
import { RefundsList } from '@/modules/refunds/refunds-list'
import { SignInNeeded } from '@/modules/shell/sign-in-needed'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('refund.listTitle'), robots: { index: false } }
}

/** Spec §2 refunds: the customer's refund requests and their answers. */
export default async function RefundsPage() {
  const [t, context] = await Promise.all([getT(), getRequestContext()])
  if (!context.accessToken)
    return (
      <SignInNeeded
        title={t('refund.listTitle')}
        text={t('refund.loginHint')}
        action={t('auth.loginButton')}
        href="/login?next=/refunds"
      />
    )
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t('refund.listTitle')}</h1>
      <RefundsList />
    </div>
  )
}
