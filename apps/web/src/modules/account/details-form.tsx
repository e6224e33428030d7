'use client'

import { useState, type FormEvent } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { readApiError, type Details } from './auth-calls'
import { SubmitButton } from '@/modules/ui/button'
import { Field, FormAlert, PasswordField, type Message } from '@/modules/ui/field'
import { checkConfirmation, checkPassword, checkRequired } from './validation'

const FIELDS = ['firstname', 'lastname', 'password', 'password_confirmation'] as const
type Errors = Partial<Record<(typeof FIELDS)[number], string | null>>

/** Sign-up's last step (e-mail or phone): names and a password, checked with the spec's messages. */
export function DetailsForm({ onSubmit, submitLabel }: { onSubmit: (details: Details) => Promise<void>; submitLabel: string }) {
  const { t } = useTranslation()
  const [errors, setErrors] = useState<Errors>({})
  const [alert, setAlert] = useState<Message | null>(null)
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const details: Details = {
      firstname: String(data.get('firstname') ?? '').trim(),
      lastname: String(data.get('lastname') ?? '').trim(),
      password: String(data.get('password') ?? ''),
      password_confirmation: String(data.get('password_confirmation') ?? ''),
    }
    const next: Errors = {
      firstname: checkRequired(details.firstname),
      lastname: checkRequired(details.lastname),
      password: checkPassword(details.password),
      password_confirmation: checkConfirmation(details.password, details.password_confirmation),
    }
    setErrors(next)
    setAlert(null)
    if (Object.values(next).some(Boolean)) return
    setPending(true)
    try {
      await onSubmit(details)
    } catch (error) {
      const { fields, alert: message } = readApiError(error, [...FIELDS, 'email', 'phone'])
      setErrors(fields)
      setAlert(message ?? fields.email ?? fields.phone ?? null)
      setPending(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="details-form">
      <FormAlert message={alert} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.firstname')} name="firstname" autoComplete="given-name" error={errors.firstname} />
        <Field label={t('form.lastname')} name="lastname" autoComplete="family-name" error={errors.lastname} />
      </div>
      <PasswordField label={t('form.password')} name="password" autoComplete="new-password" error={errors.password} hint={t('form.passwordHint')} />
      <PasswordField
        label={t('form.passwordConfirm')}
        name="password_confirmation"
        autoComplete="new-password"
        error={errors.password_confirmation}
      />
      <SubmitButton pending={pending} testId="details-submit">
        {submitLabel}
      </SubmitButton>
    </form>
  )
}
