'use client'

import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { isGeneralFailure, readApiError, resendSignUpCode, verifyPhoneCode } from './auth-calls'
import { CodeTimer } from './code-timer'
import { SubmitButton } from '@/modules/ui/button'
import { Field, FormAlert, type Message } from '@/modules/ui/field'
import { useCompleteSignIn } from './session'
import { checkCode } from './validation'

/** Phone sign-up, second step: the SMS code (`auth/verify/phone?verifyCode&verifyId`), then the details. */
export function VerifyPhoneForm() {
  const { t } = useTranslation()
  const params = useSearchParams()
  const router = useRouter()
  const completeSignIn = useCompleteSignIn()
  const phone = params.get('phone') ?? ''
  const verifyId = params.get('verifyId') ?? ''
  const [sentAt, setSentAt] = useState(() => Date.now())
  const [error, setError] = useState<string | null>(null)
  const [alert, setAlert] = useState<Message | null>(null)
  const [pending, setPending] = useState(false)

  if (!phone || !verifyId) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-extrabold tracking-tight">{t('bare.verify-phone')}</h1>
        <p className="text-muted">{t('auth.verifyStartOver')}</p>
        <Link href="/register" className="rounded-full bg-primary px-6 py-3 text-center font-semibold text-primary-fg">
          {t('auth.signUp')}
        </Link>
      </div>
    )
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim()
    const problem = checkCode(code)
    setError(problem)
    setAlert(null)
    if (problem) return
    setPending(true)
    try {
      const res = await verifyPhoneCode(verifyId, code)
      // A number that already finished sign-up is simply signed in; a new one goes on to its details.
      completeSignIn(res.data.user.empty_p ? `/update-details?${new URLSearchParams({ phone })}` : '/')
    } catch (e) {
      const { form, alert: message } = readApiError(e, [])
      const general = isGeneralFailure(form)
      setError(general ? null : 'form.wrongCode')
      setAlert(general ? message : null)
      setPending(false)
    }
  }

  async function resend() {
    setPending(true)
    try {
      const res = await resendSignUpCode({ phone })
      setSentAt(Date.now())
      router.replace(`/verify-phone?${new URLSearchParams({ phone, verifyId: res.data.verifyId ?? verifyId })}`)
      toast.success(t('auth.codeResent'))
    } catch (e) {
      setAlert(readApiError(e, ['phone']).fields.phone ?? readApiError(e, []).alert)
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="verify-phone-form">
      <h1 className="text-2xl font-extrabold tracking-tight">{t('bare.verify-phone')}</h1>
      <FormAlert message={alert} />
      <Field
        label={t('form.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        dir="ltr"
        error={error}
      />
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
