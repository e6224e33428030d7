'use client'

import type { InputHTMLAttributes } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { PasswordField } from '@/modules/ui/field'

type Name = 'password' | 'password_confirmation'

/**
 * A new password and its confirmation, as sign-up, password reset and password change ask for them: one pair, one
 * hint. `input` gives each box its form wiring (react-hook-form's `register`); by default the boxes are just named.
 */
export function NewPasswordFields({
  errors,
  label,
  input = (name) => ({ name }),
}: {
  errors: Partial<Record<Name, string | null>>
  /** The first box's label (default "New password"). */
  label?: string
  input?: (name: Name) => Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>
}) {
  const { t } = useTranslation()
  return (
    <>
      <PasswordField
        label={label ?? t('form.newPassword')}
        {...input('password')}
        autoComplete="new-password"
        error={errors.password}
        hint={t('form.passwordHint')}
      />
      <PasswordField
        label={t('form.passwordConfirm')}
        {...input('password_confirmation')}
        autoComplete="new-password"
        error={errors.password_confirmation}
      />
    </>
  )
}
