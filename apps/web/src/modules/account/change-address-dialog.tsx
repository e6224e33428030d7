'use client'

import type { AddressChangeStarted, User } from '@basil/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { Dialog } from '@/modules/ui/dialog'
import { apiFetch } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'
import { readApiError } from './auth-calls'
import { CodeTimer } from './code-timer'
import { SubmitButton } from '@/modules/ui/button'
import { Field, FormAlert, PasswordField } from '@/modules/ui/field'
import { PROFILE_QUERY_KEY } from './session'
import { checkCode, checkEmail, checkPhone, checkRequired, normalizePhone } from './validation'

export type ContactKind = 'email' | 'phone'

/** The API's messages of the change flow that have translated twins (the rest go through readApiError's own list). */
const CHANGE_MESSAGES: Record<string, string> = {
  'The password is incorrect': 'profile.contact.passwordIncorrect',
  'This is already your email': 'profile.contact.sameEmail',
  'This is already your phone number': 'profile.contact.samePhone',
}
const translated = (message: string | undefined) => (message ? (CHANGE_MESSAGES[message] ?? message) : message)
const needsPasswordFirst = (message: string | undefined) => Boolean(message?.startsWith('Set a password first'))

type Step = { kind: 'ask' } | { kind: 'code'; started: AddressChangeStarted; sentAt: number }
type AskErrors = Partial<Record<'value' | 'password', string | null>>

/**
 * Change the e-mail or phone (`profile/{email,phone}/change`, then `/confirm`): the new value and the current password,
 * then the code sent to the new address. The old one keeps working until the code is entered; the API tells it of the
 * change. Accounts without a password are sent to set one first.
 */
export function ChangeAddressDialog({
  kind,
  user,
  onOpenChange,
}: {
  kind: ContactKind
  user: User
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const [step, setStep] = useState<Step>({ kind: 'ask' })
  const [askErrors, setAskErrors] = useState<AskErrors>({})
  const [codeError, setCodeError] = useState<string | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  // Kept only while the dialog is open, for "send a new code" (which asks for the password again at the API).
  const request = useRef<{ value: string; password: string } | null>(null)
  const current = kind === 'email' ? user.email : user.phone
  const title = current
    ? t(kind === 'email' ? 'profile.contact.changeEmail' : 'profile.contact.changePhone')
    : t(kind === 'email' ? 'profile.contact.addEmail' : 'profile.contact.addPhone')

  function close(open: boolean) {
    if (!open) request.current = null
    onOpenChange(open)
  }

  async function send(value: string, password: string): Promise<boolean> {
    setPending(true)
    setAlert(null)
    try {
      const res = await apiFetch(`dashboard/user/profile/${kind}/change`, responses.addressChangeStarted, {
        method: 'POST',
        body: kind === 'email' ? { email: value, password } : { phone: value, password },
      })
      request.current = { value, password }
      setStep({ kind: 'code', started: res.data, sentAt: Date.now() })
      return true
    } catch (error) {
      const { fields, form } = readApiError(error, [kind, 'password'])
      if (needsPasswordFirst(fields.password)) {
        setAskErrors({})
        setAlert('profile.contact.needsPassword')
      } else {
        setAskErrors({ value: translated(fields[kind]), password: translated(fields.password) })
        setAlert(fields[kind] || fields.password ? null : (translated(form ?? undefined) ?? null))
      }
      return false
    } finally {
      setPending(false)
    }
  }

  async function onAsk(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    event.stopPropagation()
    const data = new FormData(event.currentTarget)
    const raw = String(data.get('value') ?? '').trim()
    const password = String(data.get('password') ?? '')
    const next: AskErrors = {
      value: kind === 'email' ? checkEmail(raw) : checkPhone(raw),
      password: checkRequired(password),
    }
    setAskErrors(next)
    if (next.value || next.password) return
    const value = kind === 'email' ? raw.toLowerCase() : (normalizePhone(raw) ?? raw)
    await send(value, password)
  }

  async function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    event.stopPropagation()
    if (step.kind !== 'code') return
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim()
    const problem = checkCode(code)
    setCodeError(problem)
    setAlert(null)
    if (problem) return
    setPending(true)
    try {
      const res = await apiFetch(`dashboard/user/profile/${kind}/confirm`, responses.user, {
        method: 'POST',
        body: { verifyId: step.started.verifyId, code },
      })
      client.setQueriesData<User>({ queryKey: PROFILE_QUERY_KEY }, res.data)
      toast.success(t(kind === 'email' ? 'profile.contact.emailChanged' : 'profile.contact.phoneChanged'))
      close(false)
    } catch (error) {
      const { form } = readApiError(error, [])
      const general = form === 'form.tooMany' || form === 'error.later'
      setCodeError(general ? null : 'form.wrongCode')
      setAlert(general ? form : null)
    } finally {
      setPending(false)
    }
  }

  async function resend() {
    const last = request.current
    if (!last) return
    if (await send(last.value, last.password)) toast.success(t('auth.codeResent'))
  }

  const hint = t(kind === 'email' ? 'profile.contact.emailHint' : 'profile.contact.phoneHint')
  return (
    <Dialog open onOpenChange={close} title={title} description={hint} size="sm">
      <div className="flex flex-col gap-4 px-6 pb-6 pt-4" data-testid={`change-${kind}-dialog`}>
        <FormAlert message={alert} />
        {user.empty_p ? (
          <div className="flex flex-col gap-4" data-testid="change-needs-password">
            <p className="text-sm">{t('profile.contact.needsPassword')}</p>
            <a
              href="#password-title"
              onClick={(event) => {
                event.preventDefault()
                close(false)
                // After the profile has given the focus back to the opener: on to the password form.
                window.setTimeout(
                  () => document.querySelector<HTMLInputElement>('[data-testid="password-form"] input')?.focus(),
                  50,
                )
              }}
              className="rounded-full bg-primary px-6 py-3 text-center font-semibold text-primary-fg transition hover:brightness-110"
            >
              {t('profile.setPassword')}
            </a>
          </div>
        ) : step.kind === 'ask' ? (
          <form onSubmit={onAsk} noValidate className="flex flex-col gap-4" data-testid="change-ask-form">
            {current ? (
              <p className="text-sm text-muted">
                {t('profile.contact.current')}{' '}
                <bdi dir={kind === 'phone' ? 'ltr' : undefined} className="font-semibold text-fg">
                  {current}
                </bdi>
              </p>
            ) : null}
            <Field
              label={t(kind === 'email' ? 'profile.contact.newEmail' : 'profile.contact.newPhone')}
              name="value"
              type={kind === 'email' ? 'email' : 'tel'}
              inputMode={kind === 'email' ? 'email' : 'tel'}
              autoComplete={kind === 'email' ? 'email' : 'tel'}
              dir={kind === 'phone' ? 'ltr' : undefined}
              defaultValue={request.current?.value ?? ''}
              error={askErrors.value}
              autoFocus
            />
            <PasswordField
              label={t('form.oldPassword')}
              name="password"
              autoComplete="current-password"
              error={askErrors.password}
            />
            <SubmitButton pending={pending} testId="change-send">
              {t('auth.sendCode')}
            </SubmitButton>
          </form>
        ) : (
          <form onSubmit={onConfirm} noValidate className="flex flex-col gap-4" data-testid="change-code-form">
            <Field
              label={t('form.code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              dir="ltr"
              error={codeError}
              autoFocus
            />
            <CodeTimer
              sentAt={step.sentAt}
              target={step.started.target}
              onResend={() => void resend()}
              pending={pending}
            />
            <SubmitButton pending={pending} testId="change-confirm">
              {t('profile.contact.confirm')}
            </SubmitButton>
            <button
              type="button"
              onClick={() => {
                setStep({ kind: 'ask' })
                setCodeError(null)
                setAlert(null)
              }}
              className="self-center rounded-full px-3 py-1 text-sm font-semibold text-muted hover:text-fg"
            >
              {t(kind === 'email' ? 'auth.changeEmail' : 'auth.changePhone')}
            </button>
          </form>
        )}
      </div>
    </Dialog>
  )
}
