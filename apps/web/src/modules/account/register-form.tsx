'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import {
  completeEmailSignUp,
  isGeneralFailure,
  readApiError,
  resendSignUpCode,
  startSignUp,
  verifyEmailCode,
} from './auth-calls'
import { CodeTimer } from './code-timer'
import { DetailsForm } from './details-form'
import { SubmitButton } from '@/modules/ui/button'
import { Field, FormAlert, Segmented, type Message } from '@/modules/ui/field'
import { useCompleteSignIn } from './session'
import { checkCode, checkEmail, checkPhone, normalizePhone } from './validation'

type Step = { name: 'start' } | { name: 'code'; email: string; sentAt: number } | { name: 'details'; email: string }

/** Sign-up by e-mail (a code by mail, then details) or by phone (an SMS code on /verify-phone). */
export function RegisterForm() {
  const { t } = useTranslation()
  const router = useRouter()
  const completeSignIn = useCompleteSignIn()
  const [method, setMethod] = useState<'email' | 'phone'>('email')
  const [step, setStep] = useState<Step>({ name: 'start' })
  const [error, setError] = useState<string | null>(null)
  const [alert, setAlert] = useState<Message | null>(null)
  const [pending, setPending] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  const go = (next: Step) => {
    setStep(next)
    setError(null)
    setAlert(null)
    // The new step's heading takes focus so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => heading.current?.focus())
  }

  async function onStart(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get(method) ?? '').trim()
    const problem = method === 'email' ? checkEmail(value) : checkPhone(value)
    setError(problem)
    setAlert(null)
    if (problem) return
    setPending(true)
    try {
      if (method === 'email') {
        await startSignUp({ email: value })
        go({ name: 'code', email: value.toLowerCase(), sentAt: Date.now() })
      } else {
        const phone = normalizePhone(value)!
        const res = await startSignUp({ phone })
        router.push(`/verify-phone?${new URLSearchParams({ phone, verifyId: res.data.verifyId ?? '' })}`)
      }
    } catch (e) {
      const { fields, alert: message } = readApiError(e, ['email', 'phone'])
      setError(fields[method] ?? null)
      setAlert(fields[method] ? null : message)
    } finally {
      setPending(false)
    }
  }

  async function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (step.name !== 'code') return
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim()
    const problem = checkCode(code)
    setError(problem)
    if (problem) return
    setPending(true)
    try {
      // The address the code was mailed to goes with it: the API checks a code only against its own address.
      await verifyEmailCode(step.email, code)
      go({ name: 'details', email: step.email })
    } catch (e) {
      const { fields, form, alert: message } = readApiError(e, ['code', 'verifyCode'])
      setError(fields.verifyCode ?? fields.code ?? (isGeneralFailure(form) ? null : 'form.wrongCode'))
      setAlert(isGeneralFailure(form) ? message : null)
    } finally {
      setPending(false)
    }
  }

  async function resend() {
    if (step.name !== 'code') return
    setPending(true)
    try {
      await resendSignUpCode({ email: step.email })
      setStep({ ...step, sentAt: Date.now() })
      toast.success(t('auth.codeResent'))
    } catch (e) {
      setAlert(readApiError(e, []).alert)
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-extrabold tracking-tight outline-none">
        {step.name === 'details'
          ? t('auth.detailsTitle')
          : step.name === 'code'
            ? t('auth.codeTitle')
            : t('bare.register')}
      </h1>
      {step.name === 'start' ? (
        <form onSubmit={onStart} noValidate className="flex flex-col gap-4" data-testid="register-form">
          <Segmented
            label={t('auth.signUpWith')}
            value={method}
            onChange={(m) => {
              setMethod(m)
              setError(null)
              setAlert(null)
            }}
            options={[
              { value: 'email', label: t('form.email') },
              { value: 'phone', label: t('form.phone') },
            ]}
          />
          <FormAlert message={alert} />
          {method === 'email' ? (
            <Field key="email" label={t('form.email')} name="email" type="email" autoComplete="email" error={error} />
          ) : (
            <Field
              key="phone"
              label={t('form.phone')}
              name="phone"
              type="tel"
              autoComplete="tel"
              placeholder="+1 202 555 0147"
              dir="ltr"
              error={error}
            />
          )}
          <SubmitButton pending={pending} testId="register-submit">
            {t('auth.sendCode')}
          </SubmitButton>
          <p className="text-center text-sm text-muted">
            {t('auth.haveAccount')}{' '}
            <Link href="/login" className="font-semibold text-primary-ink hover:underline">
              {t('auth.loginButton')}
            </Link>
          </p>
        </form>
      ) : step.name === 'code' ? (
        <form onSubmit={onCode} noValidate className="flex flex-col gap-4" data-testid="code-form">
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
          <CodeTimer sentAt={step.sentAt} target={step.email} onResend={resend} pending={pending} />
          <SubmitButton pending={pending} testId="code-submit">
            {t('auth.verify')}
          </SubmitButton>
          <button
            type="button"
            className="text-sm font-semibold text-muted hover:text-fg"
            onClick={() => go({ name: 'start' })}
          >
            {t('auth.changeEmail')}
          </button>
        </form>
      ) : (
        <DetailsForm
          submitLabel={t('auth.createAccount')}
          onSubmit={async (details) => {
            await completeEmailSignUp(step.email, details)
            completeSignIn('/welcome')
          }}
        />
      )}
    </div>
  )
}
