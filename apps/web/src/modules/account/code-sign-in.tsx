'use client'

import { useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { isGeneralFailure, readApiError, sendSignInCode, verifyPhoneCode } from './auth-calls'
import { CodeField, codeRules } from './code-field'
import type { CodeValues } from './form-values'
import { CodeTimer } from './code-timer'
import { SubmitButton } from '@/modules/ui/button'
import { Field, FormAlert } from '@/modules/ui/field'
import { useCompleteSignIn } from './session'
import { useAccountForm } from './use-account-form'
import { checkPhone, normalizePhone } from './validation'

type Sent = { phone: string; verifyId: string; sentAt: number }

/**
 * /login, "Sign in with a code" (spec §6: phone one-time code): the number gets a code by SMS, the code signs its
 * account in. A number without an account registers and goes on to its details, as a phone sign-up does.
 */
export function CodeSignIn({ next }: { next: string }) {
  const [sent, setSent] = useState<Sent | null>(null)
  const codeBox = useRef<HTMLDivElement>(null)
  return sent ? (
    <div ref={codeBox}>
      <SignInCodeStep sent={sent} next={next} onResent={setSent} onChangePhone={() => setSent(null)} />
    </div>
  ) : (
    <PhoneStep
      onSent={(value) => {
        setSent(value)
        // The code box takes focus, so keyboard and screen-reader users land on the next step.
        requestAnimationFrame(() => codeBox.current?.querySelector('input')?.focus())
      }}
    />
  )
}

function PhoneStep({ onSent }: { onSent: (sent: Sent) => void }) {
  const { t } = useTranslation()
  const { form, error, showErrors, submit, warm, alert, setAlert, pending } = useAccountForm<{ phone: string }>({
    defaultValues: { phone: '' },
    rules: (values) => ({ phone: checkPhone(values.phone) }),
    contract: () => import('./account-contracts').then((m) => m.codeSignInPhone),
  })
  const onSubmit = submit(
    async (values) => {
      // The rules passed, so the number reads as one.
      const phone = normalizePhone(values.phone)!
      const res = await sendSignInCode(phone)
      onSent({ phone, verifyId: res.data.verifyId ?? '', sentAt: Date.now() })
    },
    (caught) => {
      const { fields, alert: message } = readApiError(caught, ['phone'])
      showErrors({ phone: fields.phone })
      setAlert(fields.phone ? null : message)
    },
  )
  return (
    <form onSubmit={onSubmit} onFocus={warm} noValidate className="flex flex-col gap-4" data-testid="code-login-form">
      <FormAlert message={alert} />
      <Field
        label={t('form.phone')}
        {...form.register('phone')}
        type="tel"
        autoComplete="tel"
        placeholder="+1 202 555 0147"
        dir="ltr"
        error={error('phone')}
      />
      <SubmitButton pending={pending} testId="code-login-send">
        {t('auth.sendCode')}
      </SubmitButton>
    </form>
  )
}

function SignInCodeStep({
  sent,
  next,
  onResent,
  onChangePhone,
}: {
  sent: Sent
  next: string
  onResent: (sent: Sent) => void
  onChangePhone: () => void
}) {
  const { t } = useTranslation()
  const completeSignIn = useCompleteSignIn()
  const { form, error, showErrors, submit, warm, alert, setAlert, pending, setPending } = useAccountForm<CodeValues>({
    defaultValues: { code: '' },
    rules: codeRules,
    contract: () => import('./account-contracts').then((m) => m.signUpPhoneCode),
  })

  const onSubmit = submit(
    async (values) => {
      const res = await verifyPhoneCode(sent.verifyId, values.code.trim())
      // A new number has no name yet: its details come next, as after a phone sign-up.
      completeSignIn(res.data.user.firstname ? next : `/update-details?${new URLSearchParams({ phone: sent.phone })}`)
    },
    (caught) => {
      const { form: failure, alert: shown } = readApiError(caught, [])
      const general = isGeneralFailure(failure)
      // Spec §5: "Wrong verification code" for a wrong or expired code; a 429 says how long to wait.
      showErrors({ code: general ? null : failure === 'form.loginInvalid' ? failure : 'form.wrongCode' })
      setAlert(general ? shown : null)
    },
    { staysBusy: true },
  )

  async function resend() {
    setPending(true)
    try {
      const res = await sendSignInCode(sent.phone)
      onResent({ ...sent, verifyId: res.data.verifyId ?? sent.verifyId, sentAt: Date.now() })
      toast.success(t('auth.codeResent'))
    } catch (e) {
      setAlert(readApiError(e, ['phone']).fields.phone ?? readApiError(e, []).alert)
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={onSubmit} onFocus={warm} noValidate className="flex flex-col gap-4" data-testid="code-login-verify">
      <FormAlert message={alert} />
      <CodeField {...form.register('code')} error={error('code')} />
      <CodeTimer sentAt={sent.sentAt} target={sent.phone} onResend={resend} pending={pending} />
      <SubmitButton pending={pending} testId="code-login-submit">
        {t('auth.loginButton')}
      </SubmitButton>
      <button type="button" className="text-sm font-semibold text-muted hover:text-fg" onClick={onChangePhone}>
        {t('auth.changePhone')}
      </button>
    </form>
  )
}
