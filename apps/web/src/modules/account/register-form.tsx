'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
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
import { CodeField, codeRules } from './code-field'
import type { CodeValues } from './form-values'
import { CodeTimer } from './code-timer'
import { DetailsForm } from './details-form'
import { useReferralToOffer } from './referral-code'
import { SubmitButton } from '@/modules/ui/button'
import { Field, FormAlert, Segmented } from '@/modules/ui/field'
import { useCompleteSignIn } from './session'
import { SocialButtons } from './social-buttons'
import { useAccountForm } from './use-account-form'
import { checkEmail, checkPhone, normalizePhone } from './validation'
import type { SignUpValues } from './form-values'

type Method = 'email' | 'phone'
type CodeStep = { name: 'code'; email: string; sentAt: number }
type Step = { name: 'start' } | CodeStep | { name: 'details'; email: string }

/** Sign-up by e-mail (a code by mail, then details) or by phone (an SMS code on /verify-phone). */
export function RegisterForm() {
  const { t } = useTranslation()
  const completeSignIn = useCompleteSignIn()
  const [method, setMethod] = useState<Method>('email')
  const [step, setStep] = useState<Step>({ name: 'start' })
  const heading = useRef<HTMLHeadingElement>(null)
  const referral = useReferralToOffer()

  const go = (next: Step) => {
    setStep(next)
    // The new step's heading takes focus so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => heading.current?.focus())
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
        <SignUpStart
          method={method}
          onMethod={setMethod}
          onMailed={(email) => go({ name: 'code', email, sentAt: Date.now() })}
          referral={referral}
        />
      ) : step.name === 'code' ? (
        <EmailCodeStep
          step={step}
          onResent={setStep}
          onVerified={() => go({ name: 'details', email: step.email })}
          onChangeEmail={() => go({ name: 'start' })}
        />
      ) : (
        <DetailsForm
          referral={referral}
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

/** The e-mail or phone to sign up with: a code goes to it. */
function SignUpStart({
  method,
  onMethod,
  onMailed,
  referral,
}: {
  method: Method
  onMethod: (method: Method) => void
  onMailed: (email: string) => void
  referral: string | undefined
}) {
  const { t } = useTranslation()
  const router = useRouter()
  const { form, error, showErrors, submit, warm, alert, setAlert, pending } = useAccountForm<SignUpValues>({
    defaultValues: { email: '', phone: '' },
    rules: (values) => (method === 'email' ? { email: checkEmail(values.email) } : { phone: checkPhone(values.phone) }),
    contract: () => import('./account-contracts').then((m) => (method === 'email' ? m.signUpByEmail : m.signUpByPhone)),
  })

  const onSubmit = submit(
    async (values) => {
      if (method === 'email') {
        const email = values.email.trim()
        await startSignUp({ email })
        onMailed(email.toLowerCase())
      } else {
        // The rules passed, so the number reads as one.
        const phone = normalizePhone(values.phone)!
        const res = await startSignUp({ phone })
        const next = new URLSearchParams({ phone, verifyId: res.data.verifyId ?? '' })
        if (referral) next.set('referral', referral)
        router.push(`/verify-phone?${next}`)
      }
    },
    (caught) => {
      const { fields, alert: message } = readApiError(caught, ['email', 'phone'])
      showErrors({ [method]: fields[method] })
      setAlert(fields[method] ? null : message)
    },
  )

  return (
    <form onSubmit={onSubmit} onFocus={warm} noValidate className="flex flex-col gap-4" data-testid="register-form">
      <Segmented
        label={t('auth.signUpWith')}
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
      {method === 'email' ? (
        <Field
          key="email"
          label={t('form.email')}
          {...form.register('email')}
          type="email"
          autoComplete="email"
          error={error('email')}
        />
      ) : (
        <Field
          key="phone"
          label={t('form.phone')}
          {...form.register('phone')}
          type="tel"
          autoComplete="tel"
          placeholder="+1 202 555 0147"
          dir="ltr"
          error={error('phone')}
        />
      )}
      <SubmitButton pending={pending} testId="register-submit">
        {t('auth.sendCode')}
      </SubmitButton>
      <SocialButtons next="/" />
      <p className="text-center text-sm text-muted">
        {t('auth.haveAccount')}{' '}
        <Link href="/login" className="font-semibold text-primary-ink hover:underline">
          {t('auth.loginButton')}
        </Link>
      </p>
    </form>
  )
}

/** The code mailed to the address, checked together with it. */
function EmailCodeStep({
  step,
  onResent,
  onVerified,
  onChangeEmail,
}: {
  step: CodeStep
  onResent: (step: CodeStep) => void
  onVerified: () => void
  onChangeEmail: () => void
}) {
  const { t } = useTranslation()
  const { form, error, showErrors, submit, warm, alert, setAlert, pending, setPending } = useAccountForm<CodeValues>({
    defaultValues: { code: '' },
    rules: codeRules,
    contract: () => import('./account-contracts').then((m) => m.signUpEmailCode),
  })

  const onSubmit = submit(
    async (values) => {
      // The address the code was mailed to goes with it: the API checks a code only against its own address.
      await verifyEmailCode(step.email, values.code.trim())
      onVerified()
    },
    (caught) => {
      const { fields, form: failure, alert: shown } = readApiError(caught, ['code', 'verifyCode'])
      const general = isGeneralFailure(failure)
      showErrors({ code: fields.verifyCode ?? fields.code ?? (general ? null : 'form.wrongCode') })
      setAlert(general ? shown : null)
    },
  )

  async function resend() {
    setPending(true)
    try {
      await resendSignUpCode({ email: step.email })
      onResent({ ...step, sentAt: Date.now() })
      toast.success(t('auth.codeResent'))
    } catch (e) {
      setAlert(readApiError(e, []).alert)
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={onSubmit} onFocus={warm} noValidate className="flex flex-col gap-4" data-testid="code-form">
      <FormAlert message={alert} />
      <CodeField {...form.register('code')} error={error('code')} />
      <CodeTimer sentAt={step.sentAt} target={step.email} onResend={resend} pending={pending} />
      <SubmitButton pending={pending} testId="code-submit">
        {t('auth.verify')}
      </SubmitButton>
      <button type="button" className="text-sm font-semibold text-muted hover:text-fg" onClick={onChangeEmail}>
        {t('auth.changeEmail')}
      </button>
    </form>
  )
}
