'use client'

import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { apiFetch } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'
import { readApiError } from './auth-calls'
import { SubmitButton } from '@/modules/ui/button'
import { FormAlert, PasswordField } from '@/modules/ui/field'
import { NewPasswordFields } from './new-password-fields'
import { useAccountForm } from './use-account-form'
import { checkConfirmation, checkPassword, checkRequired } from './validation'
import type { PasswordValues } from './form-values'

const FIELDS = ['old_password', 'password', 'password_confirmation'] as const

/**
 * Change password (`profile/password/update`): the old one is checked by the API; accounts without a password yet
 * (`empty_p`) set one without it. Spec §5 messages.
 */
export function PasswordForm({ needsOld, onDone }: { needsOld: boolean; onDone?: () => void }) {
  const { t } = useTranslation()
  const { form, error, showErrors, submit, warm, alert, setAlert, pending } = useAccountForm<PasswordValues>({
    defaultValues: { old_password: '', password: '', password_confirmation: '' },
    rules: (values) => ({
      old_password: needsOld ? checkRequired(values.old_password) : null,
      password: checkPassword(values.password),
      password_confirmation: checkConfirmation(values.password, values.password_confirmation),
    }),
    contract: () => import('./account-contracts').then((m) => m.passwordChange),
  })

  const onSubmit = submit(
    async (values) => {
      await apiFetch('dashboard/user/profile/password/update', responses.user, {
        method: 'POST',
        body: { ...values, old_password: needsOld ? values.old_password : undefined },
      })
      toast.success(t('auth.passwordChanged'))
      form.reset()
      onDone?.()
    },
    (caught) => {
      const { fields, form: message } = readApiError(caught, FIELDS)
      showErrors(fields)
      setAlert(Object.keys(fields).length ? null : message)
    },
  )

  return (
    <form onSubmit={onSubmit} onFocus={warm} noValidate className="flex flex-col gap-4" data-testid="password-form">
      <FormAlert message={alert} />
      {needsOld ? (
        <PasswordField
          label={t('form.oldPassword')}
          {...form.register('old_password')}
          autoComplete="current-password"
          error={error('old_password')}
        />
      ) : null}
      <NewPasswordFields
        errors={{ password: error('password'), password_confirmation: error('password_confirmation') }}
        input={(name) => form.register(name)}
      />
      <SubmitButton pending={pending} testId="password-submit">
        {t('profile.changePassword')}
      </SubmitButton>
    </form>
  )
}
