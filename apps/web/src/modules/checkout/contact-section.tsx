'use client'

import { useTranslation } from '@/lib/i18n/react'
import { labelledInputClass } from '@/modules/ui/field'
import { FieldError, Section } from './checkout-parts'
import type { Checkout } from './use-checkout-form'

/** The phone the courier calls (the user's own unless changed) and a note for the shop. */
export function ContactSection({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation()
  const { form, phoneRequired, phoneValue } = checkout
  const error = checkout.errorOf('phone')
  return (
    <Section id="co-contact" title={t('checkout.contactTitle')}>
      <label className="block text-sm font-medium">
        {t('checkout.phone')}
        {phoneRequired ? <span aria-hidden="true"> *</span> : null}
        <input
          type="tel"
          autoComplete="tel"
          value={phoneValue}
          onChange={(e) => form.setValue('phone', e.target.value)}
          required={phoneRequired}
          aria-invalid={!!error}
          aria-describedby="error-phone"
          className={labelledInputClass}
          dir="ltr"
          data-testid="checkout-phone"
        />
      </label>
      <FieldError id="error-phone" message={error} />
      <label className="mt-4 block text-sm font-medium">
        {t('checkout.note')}
        <textarea {...form.register('note')} rows={2} maxLength={1000} className={labelledInputClass} />
      </label>
    </Section>
  )
}
