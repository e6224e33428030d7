'use client'

import { useState, type FormEvent } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { apiFetch } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'
import { readApiError } from './auth-calls'
import { SubmitButton } from '@/modules/ui/button'
import { FormAlert, PasswordField } from '@/modules/ui/field'
import { NewPasswordFields } from './new-password-fields'
import { checkConfirmation, checkPassword, checkRequired } from './validation'

type Errors = Partial<Record<'old_password' | 'password' | 'password_confirmation', string | null>>

/**
 * Change password (`profile/password/update`): the old one is checked by the API; accounts without a password yet
 * (`empty_p`) set one without it. Spec §5 messages.
 */
export function PasswordForm({ needsOld, onDone }: { needsOld: boolean; onDone?: () => void }) {
  const { t } = useTranslation()
  const [errors, setErrors] = useState<Errors>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const body = {
      old_password: needsOld ? String(data.get('old_password') ?? '') : undefined,
      password: String(data.get('password') ?? ''),
      password_confirmation: String(data.get('password_confirmation') ?? ''),
    }
    const next: Errors = {
      old_password: needsOld ? checkRequired(body.old_password ?? '') : null,
      password: checkPassword(body.password),
      password_confirmation: checkConfirmation(body.password, body.password_confirmation),
    }
    setErrors(next)
    setAlert(null)
    if (Object.values(next).some(Boolean)) return
    setPending(true)
    try {
      await apiFetch('dashboard/user/profile/password/update', responses.user, { method: 'POST', body })
      toast.success(t('auth.passwordChanged'))
      form.reset()
      onDone?.()
    } catch (e) {
      const { fields, form: message } = readApiError(e, ['old_password', 'password', 'password_confirmation'])
      setErrors(fields)
      setAlert(Object.keys(fields).length ? null : message)
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="password-form">
      <FormAlert message={alert} />
      {needsOld ? (
        <PasswordField
          label={t('form.oldPassword')}
          name="old_password"
          autoComplete="current-password"
          error={errors.old_password}
        />
      ) : null}
      <NewPasswordFields errors={errors} />
      <SubmitButton pending={pending} testId="password-submit">
        {t('profile.changePassword')}
      </SubmitButton>
    </form>
  )
}
