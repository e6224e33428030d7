'use client'

import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { isGeneralFailure, readApiError, resendSignUpCode, verifyPhoneCode } from './auth-calls'
import { CodeField, codeRules } from './code-field'
import type { CodeValues } from './form-values'
import { CodeTimer } from './code-timer'
import { SubmitButton, buttonClass } from '@/modules/ui/button'
import { FormAlert } from '@/modules/ui/field'
import { useCompleteSignIn } from './session'
import { useAccountForm } from './use-account-form'

/** Phone sign-up, second step: the SMS code (`auth/verify/phone?verifyCode&verifyId`), then the details. */
export function VerifyPhoneForm() {
  const { t } = useTranslation()
  const params = useSearchParams()
  const router = useRouter()
  const completeSignIn = useCompleteSignIn()
  const phone = params.get('phone') ?? ''
  const verifyId = params.get('verifyId') ?? ''
  const [sentAt, setSentAt] = useState(() => Date.now())
  const { form, error, showErrors, submit, warm, alert, setAlert, pending, setPending } = useAccountForm<CodeValues>({
    defaultValues: { code: '' },
    rules: codeRules,
    contract: () => import('./account-contracts').then((m) => m.signUpPhoneCode),
  })

  if (!phone || !verifyId) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-extrabold tracking-tight">{t('bare.verify-phone')}</h1>
        <p className="text-muted">{t('auth.verifyStartOver')}</p>
        <Link href="/register" className={buttonClass('primary', 'md', 'text-center')}>
          {t('auth.signUp')}
        </Link>
      </div>
    )
  }

  const onSubmit = submit(
    async (values) => {
      const res = await verifyPhoneCode(verifyId, values.code.trim())
      // A number that already finished sign-up is simply signed in; a new one goes on to its details.
      // The invitation's code (if the sign-up came from one) goes on to the details step.
      const referral = params.get('referral')
      const details = new URLSearchParams({ phone, ...(referral ? { referral } : {}) })
      completeSignIn(res.data.user.empty_p ? `/update-details?${details}` : '/')
    },
    (caught) => {
      const { form: failure, alert: shown } = readApiError(caught, [])
      const general = isGeneralFailure(failure)
      showErrors({ code: general ? null : 'form.wrongCode' })
      setAlert(general ? shown : null)
    },
    { staysBusy: true },
  )

  async function resend() {
    setPending(true)
    try {
      const res = await resendSignUpCode({ phone })
      setSentAt(Date.now())
      const again = new URLSearchParams(params.toString())
      again.set('verifyId', res.data.verifyId ?? verifyId)
      router.replace(`/verify-phone?${again}`)
      toast.success(t('auth.codeResent'))
    } catch (e) {
      setAlert(readApiError(e, ['phone']).fields.phone ?? readApiError(e, []).alert)
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={onSubmit} onFocus={warm} noValidate className="flex flex-col gap-4" data-testid="verify-phone-form">
      <h1 className="text-2xl font-extrabold tracking-tight">{t('bare.verify-phone')}</h1>
      <FormAlert message={alert} />
      <CodeField {...form.register('code')} error={error('code')} />
      <CodeTimer sentAt={sentAt} target={phone} onResend={resend} pending={pending} />
      <SubmitButton pending={pending} testId="verify-submit">
        {t('auth.verify')}
      </SubmitButton>
      <Link href="/register" className="text-center text-sm font-semibold text-muted hover:text-fg">
        {t('auth.changePhone')}
      </Link>
    </form>
  )
}
