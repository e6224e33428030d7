'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { isGeneralFailure, readApiError, signIn } from './auth-calls'
import { SubmitButton } from '@/modules/ui/button'
import { Field, FormAlert, PasswordField, type Message } from '@/modules/ui/field'
import { useCompleteSignIn } from './session'
import { checkRequired, readLogin } from './validation'

/** /login: e-mail or phone and password (spec §6). */
export function LoginForm() {
  const { t } = useTranslation()
  const params = useSearchParams()
  const completeSignIn = useCompleteSignIn()
  const [errors, setErrors] = useState<{ login?: string | null; password?: string | null }>({})
  const [alert, setAlert] = useState<Message | null>(null)
  const [pending, setPending] = useState(false)
  const expiredShown = useRef(false)

  useEffect(() => {
    // A server-rendered page found the session expired and sent the visitor here (spec §8: the Unauthorized toast).
    if (params.get('session') === 'expired' && !expiredShown.current) {
      expiredShown.current = true
      toast.error(t('auth.unauthorized'))
    }
  }, [params, t])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const loginText = String(data.get('login') ?? '')
    const password = String(data.get('password') ?? '')
    const login = readLogin(loginText)
    const next = {
      login: checkRequired(loginText) ?? (login ? null : 'form.loginInvalidFormat'),
      password: checkRequired(password),
    }
    setErrors(next)
    setAlert(null)
    if (next.login || next.password || !login) return
    setPending(true)
    try {
      await signIn(login, password)
      completeSignIn(params.get('next') ?? '/')
    } catch (error) {
      const { form, alert: general } = readApiError(error, [])
      // Spec §5: one message for a wrong login or password, whichever it was; a 429 says how long to wait.
      setAlert(isGeneralFailure(form) ? general : 'form.loginInvalid')
      setPending(false)
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="login-title"
      data-testid="login-form"
    >
      <h1 id="login-title" className="text-2xl font-extrabold tracking-tight">
        {t('auth.title')}
      </h1>
      <p className="-mt-2 text-muted">{t('auth.subtitle')}</p>
      <FormAlert message={alert} />
      <Field
        label={t('form.emailOrPhone')}
        name="login"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.login}
      />
      <PasswordField
        label={t('form.password')}
        name="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <Link href="/reset-password" className="-mt-1 self-end text-sm font-semibold text-primary-ink hover:underline">
        {t('auth.forgot')}
      </Link>
      <SubmitButton pending={pending} testId="login-submit">
        {t('auth.loginButton')}
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        {t('auth.noAccount')}{' '}
        <Link href="/register" className="font-semibold text-primary-ink hover:underline">
          {t('auth.signUp')}
        </Link>
      </p>
    </form>
  )
}
