'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useTranslation } from '@/lib/i18n/react'
import { buttonClass } from '@/modules/ui/button-class'
import { apiFetch } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'
import { completePhoneSignUp } from './auth-calls'
import { DetailsForm } from './details-form'
import { useReferralToOffer } from './referral-code'
import { useCompleteSignIn, useSignedIn } from './session'

/**
 * The details of a new account: after a phone sign-up (`auth/verify/phone` with the details as JSON) or for a signed-in
 * account that has no password yet (profile update, then the password).
 */
export function UpdateDetailsForm() {
  const { t } = useTranslation()
  const params = useSearchParams()
  const completeSignIn = useCompleteSignIn()
  const phone = params.get('phone')
  const referral = useReferralToOffer()
  const signedIn = useSignedIn()
  if (!phone && !signedIn) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-extrabold tracking-tight">{t('bare.update-details')}</h1>
        <p className="text-muted">{t('auth.loginToContinue')}</p>
        <Link href="/login?next=/update-details" className={buttonClass('primary', 'md', 'text-center')}>
          {t('auth.loginButton')}
        </Link>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-extrabold tracking-tight">{t('bare.update-details')}</h1>
      <p className="-mt-2 text-muted">{t('auth.detailsHint')}</p>
      <DetailsForm
        referral={phone ? referral : undefined}
        submitLabel={t('auth.saveAndContinue')}
        onSubmit={async (details) => {
          if (phone) {
            await completePhoneSignUp(phone, details)
          } else {
            await apiFetch('dashboard/user/profile/update', responses.user, {
              method: 'PUT',
              body: { firstname: details.firstname, lastname: details.lastname },
            })
            await apiFetch('dashboard/user/profile/password/update', responses.user, {
              method: 'POST',
              body: { password: details.password, password_confirmation: details.password_confirmation },
            })
          }
          completeSignIn('/welcome')
        }}
      />
    </div>
  )
}
