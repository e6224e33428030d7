'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { isGeneralFailure, readApiError, signIn } from './auth-calls'
import { SubmitButton } from '@/modules/ui/button'
import { Field, FormAlert, PasswordField, Segmented } from '@/modules/ui/field'
import { CodeSignIn } from './code-sign-in'
import { safeNext, useCompleteSignIn } from './session'
import { SocialButtons } from './social-buttons'
import { useAccountForm } from './use-account-form'
import type { LoginValues } from './form-values'
import { checkRequired, readLogin } from './validation'

const loginRules = (values: LoginValues) => ({
  login: checkRequired(values.login) ?? (readLogin(values.login) ? null : 'form.loginInvalidFormat'),
  password: checkRequired(values.password),
})

type Method = 'password' | 'code'

const SOCIAL_FAILURES: Record<string, string> = { unavailable: 'auth.socialUnavailable', unreachable: 'error.later' }

/**
 * /login (spec §6): e-mail or phone and password, or a one-time code by SMS ("Sign in with a code"), or a provider's
 * sign-in (Google, Facebook, Apple) when the operator offers it.
 */
export function LoginForm() {
  const { t } = useTranslation()
  const params = useSearchParams()
  const next = safeNext(params.get('next'))
  const [method, setMethod] = useState<Method>(params.get('method') === 'code' ? 'code' : 'password')
  const social = params.get('social')

  return (
    <div className="flex flex-col gap-4">
      <h1 id="login-title" className="text-2xl font-extrabold tracking-tight">
        {t('auth.title')}
      </h1>
      <p className="-mt-2 text-muted">{method === 'code' ? t('auth.codeSubtitle') : t('auth.subtitle')}</p>
      {social && SOCIAL_FAILURES[social] ? <FormAlert message={SOCIAL_FAILURES[social]} /> : null}
      <Segmented
        label={t('auth.signInWith')}
        value={method}
        onChange={setMethod}
        options={[
          { value: 'password', label: t('form.password') },
          { value: 'code', label: t('auth.withCode') },
        ]}
      />
      {method === 'password' ? <PasswordSignIn /> : <CodeSignIn next={next} />}
      <SocialButtons next={next} />
      <p className="text-center text-sm text-muted">
        {t('auth.noAccount')}{' '}
        <Link href="/register" className="font-semibold text-primary-ink hover:underline">
          {t('auth.signUp')}
        </Link>
      </p>
    </div>
  )
}

/** E-mail or phone and password. */
function PasswordSignIn() {
  const { t } = useTranslation()
  const params = useSearchParams()
  const completeSignIn = useCompleteSignIn()
  const { form, error, submit, warm, alert, setAlert, pending } = useAccountForm<LoginValues>({
    defaultValues: { login: '', password: '' },
    rules: loginRules,
    contract: () => import('./account-contracts').then((m) => m.signIn),
  })
  const expiredShown = useRef(false)

  useEffect(() => {
    // A server-rendered page found the session expired and sent the visitor here (spec §8: the Unauthorized toast).
    if (params.get('session') === 'expired' && !expiredShown.current) {
      expiredShown.current = true
      toast.error(t('auth.unauthorized'))
    }
  }, [params, t])

  const onSubmit = submit(
    async (values) => {
      // The rules passed, so the login reads as an e-mail or a phone.
      await signIn(readLogin(values.login)!, values.password)
      completeSignIn(params.get('next') ?? '/')
    },
    (caught) => {
      const { form: failure, alert: shown } = readApiError(caught, [])
      // Spec §5: one message for a wrong login or password, whichever it was; a 429 says how long to wait.
      setAlert(isGeneralFailure(failure) ? shown : 'form.loginInvalid')
    },
    { staysBusy: true },
  )

  return (
    <form
      onSubmit={onSubmit}
      onFocus={warm}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="login-title"
      data-testid="login-form"
    >
      <FormAlert message={alert} />
      <Field
        label={t('form.emailOrPhone')}
        {...form.register('login')}
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        error={error('login')}
      />
      <PasswordField
        label={t('form.password')}
        {...form.register('password')}
        autoComplete="current-password"
        error={error('password')}
      />
      <Link href="/reset-password" className="-mt-1 self-end text-sm font-semibold text-primary-ink hover:underline">
        {t('auth.forgot')}
      </Link>
      <SubmitButton pending={pending} testId="login-submit">
        {t('auth.loginButton')}
      </SubmitButton>
    </form>
  )
}
