'use client'

import type { ComponentProps } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { Field } from '@/modules/ui/field'
import { checkCode } from './validation'

/** A form whose one field is a one-time code (sign-up, the phone's code, a new e-mail's or phone's code). */
export const codeRules = (values: { code: string }) => ({ code: checkCode(values.code) })

/** The box for a one-time code sent by mail or SMS: digits, filled in by the phone's keyboard suggestion. */
export function CodeField(props: Omit<ComponentProps<typeof Field>, 'label'>) {
  const { t } = useTranslation()
  return (
    <Field label={t('form.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={8} dir="ltr" {...props} />
  )
}
