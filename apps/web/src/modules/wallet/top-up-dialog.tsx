'use client'

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n/react'
import { useAppConfig } from '@/lib/app-config'
import { paymentMethodsQuery } from '@/modules/checkout/checkout-api'
import { isOffsitePayment, paymentLabel } from '@/modules/checkout/payment-label'
import { Field } from '@/modules/ui/field'
import { FormDialog } from '@/modules/ui/form-dialog'
import { startTopUp } from './wallet-api'
import { amountError, parseAmount } from './wallet-entry'
import { apiMessage } from './wallet-messages'

type Values = { amount: string; tag: string }

/**
 * Top up by card: the amount and the card provider, then the provider's hosted page. The wallet is credited when
 * the provider confirms (its webhook), and the provider sends the customer back to /wallet?payment=success.
 */
export function TopUpDialog({ walletId, onClose }: { walletId: number | null; onClose: () => void }) {
  const { t } = useTranslation()
  const { currency } = useAppConfig()
  const methods = useQuery({ ...paymentMethodsQuery, staleTime: 60_000 })
  const cards = (methods.data ?? []).filter((m) => isOffsitePayment(m.tag))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const form = useForm<Values>({ defaultValues: { amount: '', tag: '' }, reValidateMode: 'onSubmit' })
  const chosenTag = form.watch('tag') || cards[0]?.tag || ''
  const submit = form.handleSubmit(async (v) => {
    const amount = parseAmount(v.amount)
    const tag = v.tag || cards[0]?.tag
    if (amount === null || !tag) return
    setBusy(true)
    setError(null)
    try {
      const url = await startTopUp(tag, walletId, amount, currency.id || undefined)
      if (url) {
        window.location.assign(url)
        return
      }
      setError(t('error.later'))
    } catch (e) {
      setError(apiMessage(t, e))
    }
    setBusy(false)
  })
  const unavailable = methods.isSuccess && cards.length === 0
  return (
    <FormDialog
      title={t('wallet.topUp')}
      description={t('wallet.topUpText')}
      onClose={onClose}
      onSubmit={submit}
      testId="wallet-topup-form"
      error={error ?? (unavailable ? t('wallet.noCard') : null)}
      busy={busy || !cards.length}
      submitLabel={t('wallet.topUpPay')}
      submitTestId="wallet-topup-submit"
    >
      <Field
        label={t('wallet.amount')}
        inputMode="decimal"
        autoComplete="off"
        error={form.formState.errors.amount?.message ?? null}
        data-testid="wallet-topup-amount"
        {...form.register('amount', { validate: (v) => amountError(v) ?? true })}
      />
      {cards.length > 1 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{t('wallet.card')}</legend>
          {cards.map((m) => (
            <label key={m.id} className="flex items-center gap-2 rounded-xl p-2 ring-1 ring-line">
              <input type="radio" value={m.tag} checked={chosenTag === m.tag} {...form.register('tag')} />
              {paymentLabel(t, m.tag)}
            </label>
          ))}
        </fieldset>
      ) : cards[0] ? (
        <p className="text-sm text-muted">{paymentLabel(t, cards[0].tag)}</p>
      ) : null}
    </FormDialog>
  )
}
