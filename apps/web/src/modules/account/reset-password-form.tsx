'use client'

import Link from 'next/link'
import { useRef, useState, type FormEvent } from 'react'
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
import { CodeTimer } from './code-timer'
import { SubmitButton } from '@/modules/ui/button'
import { Field, FormAlert, Segmented, type Message } from '@/modules/ui/field'
import { NewPasswordFields } from './new-password-fields'
import { useCompleteSignIn } from './session'
import { checkCode, checkConfirmation, checkEmail, checkPassword, checkPhone, normalizePhone } from './validation'

type Step =
  | { name: 'start' }
  | { name: 'confirm'; method: 'email'; email: string; sentAt: number }
  | { name: 'confirm'; method: 'phone'; phone: string; verifyId: string; sentAt: number }

type Errors = Partial<Record<'target' | 'code' | 'password' | 'password_confirmation', string | null>>

/**
 * Password reset by e-mail or phone: a code is sent (the answer is the same whether or not the account exists), then
 * the code and the new password sign the person in.
 */
export function ResetPasswordForm() {
  const { t } = useTranslation()
  const completeSignIn = useCompleteSignIn()
  const [method, setMethod] = useState<'email' | 'phone'>('email')
  const [step, setStep] = useState<Step>({ name: 'start' })
  const [errors, setErrors] = useState<Errors>({})
  const [alert, setAlert] = useState<Message | null>(null)
  const [pending, setPending] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  async function send(target: string): Promise<Step> {
    if (method === 'email') {
      await startEmailReset(target)
      return { name: 'confirm', method: 'email', email: target, sentAt: Date.now() }
    }
    const res = await startPhoneReset(target)
    return { name: 'confirm', method: 'phone', phone: target, verifyId: res.data.verifyId, sentAt: Date.now() }
  }

  async function onStart(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const raw = String(new FormData(event.currentTarget).get('target') ?? '').trim()
    const problem = method === 'email' ? checkEmail(raw) : checkPhone(raw)
    setErrors({ target: problem })
    setAlert(null)
    if (problem) return
    setPending(true)
    try {
      setStep(await send(method === 'email' ? raw.toLowerCase() : normalizePhone(raw)!))
      requestAnimationFrame(() => heading.current?.focus())
    } catch (e) {
      const { fields, alert: message } = readApiError(e, ['email', 'phone'])
      setErrors({ target: fields[method] ?? null })
      setAlert(fields[method] ? null : message)
    } finally {
      setPending(false)
    }
  }

  async function resend() {
    if (step.name !== 'confirm') return
    setPending(true)
    try {
      setStep(await send(step.method === 'email' ? step.email : step.phone))
      toast.success(t('auth.codeResent'))
    } catch (e) {
      setAlert(readApiError(e, []).alert)
    } finally {
      setPending(false)
    }
  }

  async function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (step.name !== 'confirm') return
    const data = new FormData(event.currentTarget)
    const code = String(data.get('code') ?? '').trim()
    const pw = {
      password: String(data.get('password') ?? ''),
      password_confirmation: String(data.get('password_confirmation') ?? ''),
    }
    const next: Errors = {
      code: checkCode(code),
      password: checkPassword(pw.password),
      password_confirmation: checkConfirmation(pw.password, pw.password_confirmation),
    }
    setErrors(next)
    setAlert(null)
    if (Object.values(next).some(Boolean)) return
    setPending(true)
    try {
      if (step.method === 'email') await confirmEmailReset(step.email, code, pw)
      else await confirmPhoneReset(step.verifyId, code, pw)
      toast.success(t('auth.passwordChanged'))
      completeSignIn('/')
    } catch (e) {
      const { fields, form, alert: message } = readApiError(e, ['verifyCode', 'password', 'password_confirmation'])
      const general = isGeneralFailure(form)
      setErrors({
        code: fields.verifyCode ?? (general || fields.password ? null : 'form.wrongCode'),
        password: fields.password ?? null,
        password_confirmation: fields.password_confirmation ?? null,
      })
      setAlert(general ? message : null)
      setPending(false)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-extrabold tracking-tight outline-none">
        {t('bare.reset-password')}
      </h1>
      {step.name === 'start' ? (
        <form onSubmit={onStart} noValidate className="flex flex-col gap-4" data-testid="reset-form">
          <p className="-mt-2 text-muted">{t('auth.resetHint')}</p>
          <Segmented
            label={t('auth.resetWith')}
            value={method}
            onChange={(m) => {
              setMethod(m)
              setErrors({})
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
            name="target"
            type={method === 'email' ? 'email' : 'tel'}
            autoComplete={method === 'email' ? 'email' : 'tel'}
            dir={method === 'phone' ? 'ltr' : undefined}
            error={errors.target}
          />
          <SubmitButton pending={pending} testId="reset-submit">
            {t('auth.sendCode')}
          </SubmitButton>
          <Link href="/login" className="text-center text-sm font-semibold text-muted hover:text-fg">
            {t('auth.backToLogin')}
          </Link>
        </form>
      ) : (
        <form onSubmit={onConfirm} noValidate className="flex flex-col gap-4" data-testid="reset-confirm-form">
          <FormAlert message={alert} />
          <Field
            label={t('form.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            dir="ltr"
            error={errors.code}
          />
          <CodeTimer
            sentAt={step.sentAt}
            target={step.method === 'email' ? step.email : step.phone}
            onResend={resend}
            pending={pending}
          />
          <NewPasswordFields errors={errors} />
          <SubmitButton pending={pending} testId="reset-confirm-submit">
            {t('auth.setPassword')}
          </SubmitButton>
          <button
            type="button"
            className="text-sm font-semibold text-muted hover:text-fg"
            onClick={() => setStep({ name: 'start' })}
          >
            {t('auth.startOver')}
          </button>
        </form>
      )}
    </div>
  )
}
