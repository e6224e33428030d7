'use client'

import { useId, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import type { DeliveryInterestBodyInput } from '@basil/contracts'
import { apiFetch, ApiError, noContent } from '@/lib/api/browser'
import { useAppConfig } from '@/lib/app-config'

/**
 * Spec, messages: "Sorry, we're not available here" offers to leave an e-mail. It is kept for the chosen delivery point
 * (and this shop) so that the operator knows where people wait, and can write when delivery starts.
 */
export function NotAvailableForm({ shopId }: { shopId: number }) {
  const { t } = useTranslation()
  const { location } = useAppConfig()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const id = useId()
  if (state === 'sent') {
    return (
      <p className="text-sm font-medium text-fg" role="status" data-testid="not-available-sent">
        {t('shop.notAvailableThanks')}
      </p>
    )
  }
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      data-testid="not-available-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        // The same shape the API checks, so a slip is answered at once (the API still has the last word).
        if (!/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email.trim())) {
          setError(t('shop.notAvailableBadEmail'))
          return
        }
        setState('sending')
        setError(null)
        try {
          await apiFetch('rest/delivery-interests', noContent, {
            method: 'POST',
            body: { email, address: location, shop_id: shopId } satisfies DeliveryInterestBodyInput,
          })
          setState('sent')
          toast.success(t('shop.notAvailableThanks'))
        } catch (caught) {
          setState('idle')
          const message =
            caught instanceof ApiError && caught.params?.email ? t('shop.notAvailableBadEmail') : t('error.later')
          setError(message)
        }
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-email`} className="text-sm text-muted">
          {t('shop.notAvailableOffer')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-11 w-full rounded-full border border-line bg-card px-4 text-fg outline-none focus-visible:ring-2 focus-visible:ring-primary"
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm text-danger" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={state === 'sending'}
        className="h-11 shrink-0 rounded-full bg-primary px-5 text-sm font-semibold text-primary-fg transition disabled:opacity-60 sm:mt-6"
      >
        {t('shop.notAvailableSubmit')}
      </button>
    </form>
  )
}
