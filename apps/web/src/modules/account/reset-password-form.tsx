'use client'

import Link from 'next/link'
import { useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import {
  confirmEmailReset,
  confirmPhoneReset,
  isGeneralFailure,
  readApiError,
  startEmailReset,
  startPhoneReset,
} from './auth-calls'
import { CodeField } from './code-field'
import { CodeTimer } from './code-timer'
import { SubmitButton } from '@/modules/ui/button'
import { Field, FormAlert, Segmented } from '@/modules/ui/field'
import { NewPasswordFields } from './new-password-fields'
import { useCompleteSignIn } from './session'
import { useAccountForm } from './use-account-form'
import { checkCode, checkConfirmation, checkEmail, checkPassword, checkPhone, normalizePhone } from './validation'
import type { ResetValues, NewPasswordCodeValues } from './form-values'

type Method = 'email' | 'phone'
type ConfirmStep =
  | { name: 'confirm'; method: 'email'; email: string; sentAt: number }
  | { name: 'confirm'; method: 'phone'; phone: string; verifyId: string; sentAt: number }
type Step = { name: 'start' } | ConfirmStep

/** Sends the code (the answer is the same whether or not the account exists); the confirm step that follows. */
async function sendCode(method: Method, target: string): Promise<ConfirmStep> {
  if (method === 'email') {
    await startEmailReset(target)
    return { name: 'confirm', method: 'email', email: target, sentAt: Date.now() }
  }
  const res = await startPhoneReset(target)
  return { name: 'confirm', method: 'phone', phone: target, verifyId: res.data.verifyId, sentAt: Date.now() }
}

/**
 * Password reset by e-mail or phone: a code is sent (the answer is the same whether or not the account exists), then
 * the code and the new password sign the person in.
 */
export function ResetPasswordForm() {
  const { t } = useTranslation()
  const [method, setMethod] = useState<Method>('email')
  const [step, setStep] = useState<Step>({ name: 'start' })
  const heading = useRef<HTMLHeadingElement>(null)

  return (
    <div className="flex flex-col gap-4">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-extrabold tracking-tight outline-none">
        {t('bare.reset-password')}
      </h1>
      {step.name === 'start' ? (
        <ResetStart
          method={method}
          onMethod={setMethod}
          onSent={(next) => {
            setStep(next)
            requestAnimationFrame(() => heading.current?.focus())
          }}
        />
      ) : (
        <ResetConfirm step={step} onResent={setStep} onStartOver={() => setStep({ name: 'start' })} />
      )}
    </div>
  )
}

function ResetStart({
  method,
  onMethod,
  onSent,
}: {
  method: Method
  onMethod: (method: Method) => void
  onSent: (step: ConfirmStep) => void
}) {
  const { t } = useTranslation()
  const { form, error, showErrors, submit, warm, alert, setAlert, pending } = useAccountForm<ResetValues>({
    defaultValues: { target: '' },
    rules: (values) => ({ target: method === 'email' ? checkEmail(values.target) : checkPhone(values.target) }),
    contract: () => import('./account-contracts').then((m) => (method === 'email' ? m.resetByEmail : m.resetByPhone)),
  })

  const onSubmit = submit(
    async (values) => {
      const raw = values.target.trim()
      // The rules passed, so a phone number reads as one.
      onSent(await sendCode(method, method === 'email' ? raw.toLowerCase() : normalizePhone(raw)!))
    },
    (caught) => {
      const { fields, alert: message } = readApiError(caught, ['email', 'phone'])
      showErrors({ target: fields[method] })
      setAlert(fields[method] ? null : message)
    },
  )

  return (
    <form onSubmit={onSubmit} onFocus={warm} noValidate className="flex flex-col gap-4" data-testid="reset-form">
      <p className="-mt-2 text-muted">{t('auth.resetHint')}</p>
      <Segmented
        label={t('auth.resetWith')}
        value={method}
        onChange={(m) => {
          onMethod(m)
          // The other way's box starts empty, without the last messages.
          form.reset()
          setAlert(null)
        }}
        options={[
          { value: 'email', label: t('form.email') },
          { value: 'phone', label: t('form.phone') },
        ]}
      />
      <FormAlert message={alert} />
      <Field
        key={method}
        label={method === 'email' ? t('form.email') : t('form.phone')}
        {...form.register('target')}
        type={method === 'email' ? 'email' : 'tel'}
        autoComplete={method === 'email' ? 'email' : 'tel'}
        dir={method === 'phone' ? 'ltr' : undefined}
        error={error('target')}
      />
      <SubmitButton pending={pending} testId="reset-submit">
        {t('auth.sendCode')}
      </SubmitButton>
      <Link href="/login" className="text-center text-sm font-semibold text-muted hover:text-fg">
        {t('auth.backToLogin')}
      </Link>
    </form>
  )
}

function ResetConfirm({
  step,
  onResent,
  onStartOver,
}: {
  step: ConfirmStep
  onResent: (step: ConfirmStep) => void
  onStartOver: () => void
}) {
  const { t } = useTranslation()
  const completeSignIn = useCompleteSignIn()
  const { form, error, showErrors, submit, warm, alert, setAlert, pending, setPending } =
    useAccountForm<NewPasswordCodeValues>({
      defaultValues: { code: '', password: '', password_confirmation: '' },
      rules: (values) => ({
        code: checkCode(values.code),
        password: checkPassword(values.password),
        password_confirmation: checkConfirmation(values.password, values.password_confirmation),
      }),
      contract: () => import('./account-contracts').then((m) => m.resetConfirm),
    })

  async function resend() {
    setPending(true)
    try {
      onResent(await sendCode(step.method, step.method === 'email' ? step.email : step.phone))
      toast.success(t('auth.codeResent'))
    } catch (e) {
      setAlert(readApiError(e, []).alert)
    } finally {
      setPending(false)
    }
  }

  const onSubmit = submit(
    async ({ code, password, password_confirmation }) => {
      const pw = { password, password_confirmation }
      if (step.method === 'email') await confirmEmailReset(step.email, code.trim(), pw)
      else await confirmPhoneReset(step.verifyId, code.trim(), pw)
      toast.success(t('auth.passwordChanged'))
      completeSignIn('/')
    },
    (caught) => {
      const {
        fields,
        form: failure,
        alert: shown,
      } = readApiError(caught, ['verifyCode', 'password', 'password_confirmation'])
      const general = isGeneralFailure(failure)
      showErrors({
        code: fields.verifyCode ?? (general || fields.password ? null : 'form.wrongCode'),
        password: fields.password,
        password_confirmation: fields.password_confirmation,
      })
      setAlert(general ? shown : null)
    },
    { staysBusy: true },
  )

  return (
    <form
      onSubmit={onSubmit}
      onFocus={warm}
      noValidate
      className="flex flex-col gap-4"
      data-testid="reset-confirm-form"
    >
      <FormAlert message={alert} />
      <CodeField {...form.register('code')} error={error('code')} />
      <CodeTimer
        sentAt={step.sentAt}
        target={step.method === 'email' ? step.email : step.phone}
        onResend={resend}
        pending={pending}
      />
      <NewPasswordFields
        errors={{ password: error('password'), password_confirmation: error('password_confirmation') }}
        input={(name) => form.register(name)}
      />
      <SubmitButton pending={pending} testId="reset-confirm-submit">
        {t('auth.setPassword')}
      </SubmitButton>
      <button type="button" className="text-sm font-semibold text-muted hover:text-fg" onClick={onStartOver}>
        {t('auth.startOver')}
      </button>
    </form>
  )
}
