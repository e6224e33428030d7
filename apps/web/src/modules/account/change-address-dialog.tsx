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
import { CodeField, codeRules } from './code-field'
import type { CodeValues } from './form-values'
import { CodeTimer } from './code-timer'
import { SubmitButton, buttonClass } from '@/modules/ui/button'
import { Field, FormAlert, PasswordField } from '@/modules/ui/field'
import { PROFILE_QUERY_KEY } from './session'
import { useAccountForm, useSubmitState } from './use-account-form'
import { checkEmail, checkPhone, checkRequired, normalizePhone } from './validation'
import type { ContactValues } from './form-values'

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
/** The new e-mail address or phone number and the current password. */

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
  // One alert and one pending state for both steps (a new code is asked for from the code step).
  const state = useSubmitState()
  const { setAlert, pending, setPending } = state
  const ask = useAccountForm<ContactValues>({
    defaultValues: { value: '', password: '' },
    rules: (values) => ({
      value: kind === 'email' ? checkEmail(values.value) : checkPhone(values.value),
      password: checkRequired(values.password),
    }),
    contract: () => import('./account-contracts').then((m) => (kind === 'email' ? m.emailChange : m.phoneChange)),
    state,
  })
  const confirm = useAccountForm<CodeValues>({
    defaultValues: { code: '' },
    rules: codeRules,
    contract: () => import('./account-contracts').then((m) => m.contactCode),
    state,
  })
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
        ask.form.clearErrors()
        setAlert('profile.contact.needsPassword')
      } else {
        ask.form.clearErrors()
        ask.showErrors({ value: translated(fields[kind]), password: translated(fields.password) })
        setAlert(fields[kind] || fields.password ? null : (translated(form ?? undefined) ?? null))
      }
      return false
    } finally {
      setPending(false)
    }
  }

  const onAsk = ask.form.handleSubmit(async (values) => {
    const raw = values.value.trim()
    const value = kind === 'email' ? raw.toLowerCase() : (normalizePhone(raw) ?? raw)
    await send(value, values.password)
  })

  const onConfirm = confirm.submit(
    async (values) => {
      if (step.kind !== 'code') return
      const res = await apiFetch(`dashboard/user/profile/${kind}/confirm`, responses.user, {
        method: 'POST',
        body: { verifyId: step.started.verifyId, code: values.code.trim() },
      })
      client.setQueriesData<User>({ queryKey: PROFILE_QUERY_KEY }, res.data)
      toast.success(t(kind === 'email' ? 'profile.contact.emailChanged' : 'profile.contact.phoneChanged'))
      close(false)
    },
    (caught) => {
      const { form } = readApiError(caught, [])
      const general = form === 'form.tooMany' || form === 'error.later'
      confirm.showErrors({ code: general ? null : 'form.wrongCode' })
      setAlert(general ? form : null)
    },
  )

  async function resend() {
    const last = request.current
    if (!last) return
    if (await send(last.value, last.password)) toast.success(t('auth.codeResent'))
  }

  /** The dialog is opened from the profile's page: its submits stay its own. */
  const stop = (event: FormEvent<HTMLFormElement>, handle: (event: FormEvent<HTMLFormElement>) => Promise<void>) => {
    event.stopPropagation()
    void handle(event)
  }

  const hint = t(kind === 'email' ? 'profile.contact.emailHint' : 'profile.contact.phoneHint')
  return (
    <Dialog open onOpenChange={close} title={title} description={hint} size="sm">
      <div className="flex flex-col gap-4 px-6 pb-6 pt-4" data-testid={`change-${kind}-dialog`}>
        <FormAlert message={state.alert} />
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
              className={buttonClass('primary', 'md', 'text-center')}
            >
              {t('profile.setPassword')}
            </a>
          </div>
        ) : step.kind === 'ask' ? (
          <form
            onSubmit={(event) => stop(event, onAsk)}
            onFocus={ask.warm}
            noValidate
            className="flex flex-col gap-4"
            data-testid="change-ask-form"
          >
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
              {...ask.form.register('value')}
              type={kind === 'email' ? 'email' : 'tel'}
              inputMode={kind === 'email' ? 'email' : 'tel'}
              autoComplete={kind === 'email' ? 'email' : 'tel'}
              dir={kind === 'phone' ? 'ltr' : undefined}
              error={ask.error('value')}
              autoFocus
            />
            <PasswordField
              label={t('form.oldPassword')}
              {...ask.form.register('password')}
              autoComplete="current-password"
              error={ask.error('password')}
            />
            <SubmitButton pending={pending} testId="change-send">
              {t('auth.sendCode')}
            </SubmitButton>
          </form>
        ) : (
          <form
            onSubmit={(event) => stop(event, onConfirm)}
            onFocus={confirm.warm}
            noValidate
            className="flex flex-col gap-4"
            data-testid="change-code-form"
          >
            <CodeField {...confirm.form.register('code')} error={confirm.error('code')} autoFocus />
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
                // The password is asked for again; the new address stays as typed.
                ask.form.setValue('password', '')
                confirm.form.reset()
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
