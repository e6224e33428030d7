'use client'

import type { Referral } from '@basil/contracts'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { referralLink } from '@/modules/account/referral-code'
import { useSession } from '@/modules/account/session'
import { Button } from '@/modules/ui/button'
import { Price, usePriceFormatter } from '@/modules/ui/price'

/**
 * `/referrals`: the customer's own code and invitation link (copy, and share where the browser can), what the
 * running programme pays (`price_from` to the inviter, `price_to` to the friend, once the friend's first order is
 * delivered), the customer's earnings and counts (`profile/show`'s `referral_*`), and the programme's terms.
 */
export function ReferralsScreen({
  programme,
  origin,
  termsText,
}: {
  programme: Referral
  origin: string
  /** The terms' description and FAQ, made safe and rendered on the server (the sanitizer stays off the page's JS). */
  termsText: ReactNode
}) {
  const { t } = useTranslation()
  const { user, loading } = useSession()
  const price = usePriceFormatter()
  const [canShare, setCanShare] = useState(false)
  // Known only in the browser: the button appears after hydration, so server and client render the same first.
  useEffect(() => setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), [])

  const code = user?.my_referral ?? ''
  const link = code ? referralLink(origin, code) : ''
  const terms = programme.translation

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text)
      toast.success(done)
    } catch {
      toast.error(t('referrals.copyFailed'))
    }
  }
  const share = async () => {
    try {
      await navigator.share({
        title: terms?.title ?? t('referrals.title'),
        text: t('referrals.shareText', { code, amount: price(programme.price_to) }),
        url: link,
      })
    } catch {
      // Closing the share sheet rejects too: nothing to report.
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="referral-offer"
        className="flex flex-col gap-2 rounded-3xl bg-primary-soft p-6"
        data-testid="referral-offer"
      >
        <h2 id="referral-offer" className="text-2xl font-extrabold tracking-tight text-primary-ink">
          {terms?.title ?? t('referrals.title')}
        </h2>
        <p>{t('referrals.howItWorks', { from: price(programme.price_from), to: price(programme.price_to) })}</p>
      </section>

      <section
        aria-labelledby="referral-code-title"
        className="flex flex-col gap-3 rounded-3xl bg-card p-6 shadow-card"
      >
        <h2 id="referral-code-title" className="text-xl font-bold">
          {t('referrals.yourCode')}
        </h2>
        {loading ? (
          <span className="shimmer block h-12 w-48 rounded-xl" aria-busy="true" />
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <span
                dir="ltr"
                className="rounded-2xl bg-surface px-4 py-2 font-mono text-2xl font-bold tracking-widest"
                data-testid="referral-code"
              >
                {code}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={!code}
                onClick={() => void copy(code, t('referrals.codeCopied'))}
                testId="referral-copy-code"
              >
                {t('referrals.copyCode')}
              </Button>
            </div>
            <label className="flex flex-col gap-1 text-sm font-semibold text-muted">
              {t('referrals.yourLink')}
              <span className="flex flex-wrap gap-2">
                <input
                  readOnly
                  value={link}
                  dir="ltr"
                  data-testid="referral-link"
                  onFocus={(e) => e.currentTarget.select()}
                  className="min-w-0 flex-1 rounded-full bg-surface px-4 py-2.5 text-base font-normal text-fg ring-1 ring-line"
                />
                <Button
                  size="sm"
                  disabled={!link}
                  onClick={() => void copy(link, t('referrals.linkCopied'))}
                  testId="referral-copy-link"
                >
                  {t('referrals.copyLink')}
                </Button>
                {canShare ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={!link}
                    onClick={() => void share()}
                    testId="referral-share"
                  >
                    {t('referrals.share')}
                  </Button>
                ) : null}
              </span>
            </label>
          </>
        )}
      </section>

      <section aria-labelledby="referral-earnings-title" className="flex flex-col gap-3">
        <h2 id="referral-earnings-title" className="text-xl font-bold">
          {t('referrals.earnings')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-3" data-testid="referral-figures">
          <Figure label={t('referrals.invited')} testId="referral-invited" loading={loading}>
            {user?.referrals_count ?? 0}
          </Figure>
          <Figure label={t('referrals.rewarded')} testId="referral-rewarded" loading={loading}>
            {user?.referral_from_topup_count ?? 0}
          </Figure>
          <Figure label={t('referrals.earned')} testId="referral-earned" loading={loading}>
            <Price value={(user?.referral_from_topup_price ?? 0) + (user?.referral_to_topup_price ?? 0)} />
          </Figure>
        </dl>
        {user && user.referral_to_topup_count > 0 ? (
          <p className="text-sm text-muted" data-testid="referral-welcome">
            {t('referrals.welcomeReceived', { amount: price(user.referral_to_topup_price) })}
          </p>
        ) : null}
      </section>

      {terms?.description || terms?.faq ? (
        <section
          aria-labelledby="referral-terms-title"
          className="flex flex-col gap-3 rounded-3xl bg-surface p-6"
          data-testid="referral-terms"
        >
          <h2 id="referral-terms-title" className="text-xl font-bold">
            {t('referrals.terms')}
          </h2>
          {termsText}
        </section>
      ) : null}
    </div>
  )
}

function Figure({
  label,
  testId,
  loading,
  children,
}: {
  label: string
  testId: string
  loading: boolean
  children: React.ReactNode
}) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl bg-card p-4 shadow-card">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-2xl font-extrabold" data-testid={testId}>
        {loading ? <span className="shimmer block h-8 w-16 rounded-lg" aria-busy="true" /> : children}
      </dd>
    </div>
  )
}
