'use client'

import { afterVerifyBodySchema } from '@basil/contracts/auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { useTranslation } from '@/lib/i18n/react'
import { readApiError, type Details } from './auth-calls'
import { SubmitButton } from '@/modules/ui/button'
import { Field, FormAlert, type Message } from '@/modules/ui/field'
import { NewPasswordFields } from './new-password-fields'
import { checkConfirmation, checkPassword, checkRequired } from './validation'

const FIELDS = ['firstname', 'lastname', 'password', 'password_confirmation'] as const

/**
 * The spec's rules (section 5, one message per field, the first that applies), then the contract's own (its lengths),
 * each under its field.
 */
const detailsSchema = z
  .object({ firstname: z.string(), lastname: z.string(), password: z.string(), password_confirmation: z.string() })
  .superRefine((values, ctx) => {
    const spec = {
      firstname: checkRequired(values.firstname),
      lastname: checkRequired(values.lastname),
      password: checkPassword(values.password),
      password_confirmation: checkConfirmation(values.password, values.password_confirmation),
    }
    for (const field of FIELDS) if (spec[field]) ctx.addIssue({ code: 'custom', path: [field], message: spec[field] })
    if (Object.values(spec).some(Boolean)) return
    const parsed = afterVerifyBodySchema.safeParse(values)
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
  })

/** Sign-up's last step (e-mail or phone): names and a password, checked with the spec's messages. */
export function DetailsForm({
  onSubmit,
  submitLabel,
}: {
  onSubmit: (details: Details) => Promise<void>
  submitLabel: string
}) {
  const { t } = useTranslation()
  const [alert, setAlert] = useState<Message | null>(null)
  const [pending, setPending] = useState(false)
  const form = useForm<Details>({
    defaultValues: { firstname: '', lastname: '', password: '', password_confirmation: '' },
    resolver: zodResolver(detailsSchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  })
  const error = (name: (typeof FIELDS)[number]) => form.formState.errors[name]?.message ?? null

  const submit = form.handleSubmit(
    async (values) => {
      setAlert(null)
      setPending(true)
      try {
        await onSubmit({ ...values, firstname: values.firstname.trim(), lastname: values.lastname.trim() })
      } catch (caught) {
        const { fields, alert: message } = readApiError(caught, [...FIELDS, 'email', 'phone'])
        for (const field of FIELDS) if (fields[field]) form.setError(field, { message: fields[field] })
        setAlert(message ?? fields.email ?? fields.phone ?? null)
        setPending(false)
      }
    },
    () => setAlert(null),
  )

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="details-form">
      <FormAlert message={alert} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('form.firstname')}
          {...form.register('firstname')}
          autoComplete="given-name"
          error={error('firstname')}
        />
        <Field
          label={t('form.lastname')}
          {...form.register('lastname')}
          autoComplete="family-name"
          error={error('lastname')}
        />
      </div>
      <NewPasswordFields
        label={t('form.password')}
        errors={{ password: error('password'), password_confirmation: error('password_confirmation') }}
        input={(name) => form.register(name)}
      />
      <SubmitButton pending={pending} testId="details-submit">
        {submitLabel}
      </SubmitButton>
    </form>
  )
}
