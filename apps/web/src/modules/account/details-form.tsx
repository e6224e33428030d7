'use client'

import { useTranslation } from '@/lib/i18n/react'
import { readApiError, type Details } from './auth-calls'
import { SubmitButton } from '@/modules/ui/button'
import { Field, FormAlert } from '@/modules/ui/field'
import { NewPasswordFields } from './new-password-fields'
import { useAccountForm } from './use-account-form'
import { checkConfirmation, checkPassword, checkRequired } from './validation'

const FIELDS = ['firstname', 'lastname', 'password', 'password_confirmation'] as const

/** The spec's rules (section 5, one message per field, the first that applies); the contract's own come after them. */
const detailsRules = (values: Details) => ({
  firstname: checkRequired(values.firstname),
  lastname: checkRequired(values.lastname),
  password: checkPassword(values.password),
  password_confirmation: checkConfirmation(values.password, values.password_confirmation),
})

/** Sign-up's last step (e-mail or phone): names and a password, checked with the spec's messages. */
export function DetailsForm({
  onSubmit,
  submitLabel,
  referral,
}: {
  onSubmit: (details: Details) => Promise<void>
  submitLabel: string
  /**
   * A sign-up that may name who invited the customer: the referral field shows, filled with this code (from an
   * invitation link, `?referral=`) or empty. Undefined: no referral field.
   */
  referral?: string
}) {
  const { t } = useTranslation()
  const { form, error, showErrors, submit, warm, alert, setAlert, pending } = useAccountForm<Details>({
    defaultValues: { firstname: '', lastname: '', password: '', password_confirmation: '', referral: referral ?? '' },
    rules: detailsRules,
    contract: () => import('./account-contracts').then((m) => m.signUpDetails),
  })

  const send = submit(
    (values) =>
      onSubmit({
        ...values,
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        referral: referral !== undefined ? values.referral?.trim() || undefined : undefined,
      }),
    (caught) => {
      const { fields, alert: message } = readApiError(caught, [...FIELDS, 'referral', 'email', 'phone'])
      showErrors(fields)
      setAlert(message ?? fields.email ?? fields.phone ?? null)
    },
    { staysBusy: true },
  )

  return (
    <form onSubmit={send} onFocus={warm} noValidate className="flex flex-col gap-4" data-testid="details-form">
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
      {referral !== undefined ? (
        <Field
          label={t('form.referral')}
          {...form.register('referral')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          error={error('referral')}
          data-testid="details-referral"
        />
      ) : null}
      <SubmitButton pending={pending} testId="details-submit">
        {submitLabel}
      </SubmitButton>
    </form>
  )
}
