import type { Metadata } from 'next'
import { getReferral } from '@/lib/api/content'
import { getGlobalData } from '@/lib/api/global'
import { getRequestContext, getSiteOrigin } from '@/lib/api/request-context'
import { getT } from '@/lib/i18n/server'
import { referralsOffered } from '@/lib/settings'
import { RichText } from '@/modules/content/rich-text'
import { ReferralsScreen } from '@/modules/referrals/referrals-screen'
import { SignInNeeded } from '@/modules/shell/sign-in-needed'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('referrals.title'), robots: { index: false } }
}

/**
 * Spec §2 referrals: the customer's code and link, the running programme's rewards and terms, and what the customer
 * earned. Only while the operator offers referrals (`referral_active`) and a programme runs; otherwise the page says so.
 */
export default async function ReferralsPage() {
  const [t, context, global] = await Promise.all([getT(), getRequestContext(), getGlobalData()])
  const programme = referralsOffered(global.settings) ? await getReferral() : null
  if (!programme) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-8 sm:px-6">
        <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t('referrals.title')}</h1>
        <p className="rounded-3xl bg-surface px-6 py-12 text-center text-muted" data-testid="referrals-off">
          {t('referrals.notOffered')}
        </p>
      </div>
    )
  }
  if (!context.accessToken)
    return (
      <SignInNeeded
        title={t('referrals.title')}
        text={t('referrals.loginHint')}
        action={t('auth.loginButton')}
        href="/login?next=/referrals"
      />
    )
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t('referrals.title')}</h1>
      <ReferralsScreen
        programme={programme}
        origin={await getSiteOrigin()}
        termsText={
          <>
            <RichText html={programme.translation?.description} />
            <RichText html={programme.translation?.faq} />
          </>
        }
      />
    </div>
  )
}
