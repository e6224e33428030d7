'use client'

import type { SearchedUser } from '@basil/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n/react'
import { useAppConfig } from '@/lib/app-config'
import { toast } from '@/lib/toast'
import { PROFILE_QUERY_KEY } from '@/modules/account/session'
import { Button, buttonClass } from '@/modules/ui/button'
import { Dialog } from '@/modules/ui/dialog'
import { Field } from '@/modules/ui/field'
import { usePriceFormatter } from '@/modules/ui/price'
import { SafeImage } from '@/modules/ui/safe-image'
import { newIdempotencyKey } from '@/modules/checkout/checkout-api'
import { searchRecipients, sendMoney, walletKey } from './wallet-api'
import { amountError, parseAmount, personName } from './wallet-entry'
import { apiMessage } from './wallet-messages'

type Values = { amount: string; recipient: string }

/** Waits until typing stops for `ms` before a term is searched. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * Send money: find the customer (name, e-mail or phone), the amount, then a confirmation step; the server's
 * "Insufficient wallet balance" and other refusals are shown in the dialog.
 */
export function SendMoneyDialog({ balance, onClose }: { balance: number; onClose: () => void }) {
  const { t } = useTranslation()
  const { currency } = useAppConfig()
  const price = usePriceFormatter()
  const client = useQueryClient()
  const [term, setTerm] = useState('')
  const [chosen, setChosen] = useState<SearchedUser | null>(null)
  // One idempotency key per confirmation: however often "Confirm" is pressed, the money moves once.
  const [confirming, setConfirming] = useState<{ amount: number; to: SearchedUser; key: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const search = useSettled(term.trim(), 300)
  const found = useQuery({
    queryKey: [...walletKey, 'recipients', search],
    queryFn: ({ signal }) => searchRecipients(search, signal),
    enabled: search.length >= 2 && !chosen,
    staleTime: 30_000,
    retry: false,
  })
  const form = useForm<Values>({ defaultValues: { amount: '', recipient: '' }, reValidateMode: 'onSubmit' })
  const { errors } = form.formState

  const choose = (user: SearchedUser | null) => {
    setChosen(user)
    form.setValue('recipient', user?.uuid ?? '')
    if (user) form.clearErrors('recipient')
  }
  const next = form.handleSubmit((v) => {
    const amount = parseAmount(v.amount)
    if (!chosen || amount === null) return
    setError(null)
    setConfirming({ amount, to: chosen, key: newIdempotencyKey() })
  })
  const send = async () => {
    if (!confirming) return
    setBusy(true)
    setError(null)
    try {
      await sendMoney({ price: confirming.amount, uuid: confirming.to.uuid }, currency.id || undefined, confirming.key)
      toast.success(t('wallet.sent', { amount: price(confirming.amount), name: personName(confirming.to) ?? '' }))
      void client.invalidateQueries({ queryKey: walletKey })
      void client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY })
      onClose()
    } catch (e) {
      setError(apiMessage(t, e))
      setConfirming(null)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={confirming ? t('wallet.confirmTitle') : t('wallet.send')}
      size="sm"
    >
      {confirming ? (
        <div className="flex flex-col gap-4 px-6 pb-6 pt-4" data-testid="wallet-send-confirm">
          <p>
            {t('wallet.confirmText', {
              amount: price(confirming.amount),
              name: personName(confirming.to) ?? '',
            })}
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              className="flex-1"
              onClick={() => setConfirming(null)}
              disabled={busy}
            >
              {t('wallet.back')}
            </Button>
            <Button
              size="sm"
              className="flex-1"
              onClick={() => void send()}
              disabled={busy}
              aria-busy={busy || undefined}
              testId="wallet-send-confirm-button"
            >
              {t('wallet.confirm')}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={next} className="flex flex-col gap-4 px-6 pb-6 pt-4" data-testid="wallet-send-form" noValidate>
          <input type="hidden" {...form.register('recipient', { required: 'wallet.recipientRequired' })} />
          {chosen ? (
            <div className="flex items-center gap-3 rounded-xl bg-surface p-3" data-testid="wallet-recipient">
              <SafeImage
                src={chosen.img}
                alt=""
                width={36}
                height={36}
                fallback="avatar"
                className="size-9 rounded-full bg-card object-cover"
              />
              <span className="min-w-0 flex-1 truncate font-semibold">{personName(chosen)}</span>
              <button
                type="button"
                className="text-sm font-semibold text-primary-ink hover:underline"
                onClick={() => choose(null)}
              >
                {t('wallet.change')}
              </button>
            </div>
          ) : (
            <div className="flex flex-col gap-2">
              <Field
                label={t('wallet.recipient')}
                hint={t('wallet.recipientHint')}
                name="recipient-search"
                value={term}
                onChange={(e) => setTerm(e.target.value)}
                autoComplete="off"
                error={errors.recipient?.message ?? null}
                data-testid="wallet-recipient-search"
              />
              {search.length >= 2 ? (
                <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto" data-testid="wallet-recipients">
                  {found.isPending ? (
                    <li className="shimmer h-12 rounded-xl" aria-busy="true" />
                  ) : found.isError ? (
                    <li className="text-sm text-danger">{apiMessage(t, found.error)}</li>
                  ) : found.data.length === 0 ? (
                    <li className="text-sm text-muted">{t('wallet.nobodyFound')}</li>
                  ) : (
                    found.data.map((u) => (
                      <li key={u.uuid}>
                        <button
                          type="button"
                          onClick={() => choose(u)}
                          className="flex w-full items-center gap-3 rounded-xl p-2 text-start hover:bg-surface"
                          data-testid="wallet-recipient-option"
                        >
                          <SafeImage
                            src={u.img}
                            alt=""
                            width={32}
                            height={32}
                            fallback="avatar"
                            className="size-8 rounded-full bg-surface object-cover"
                          />
                          <span className="truncate">{personName(u)}</span>
                        </button>
                      </li>
                    ))
                  )}
                </ul>
              ) : null}
            </div>
          )}
          <Field
            label={t('wallet.amount')}
            hint={t('wallet.balanceHint', { amount: price(balance) })}
            inputMode="decimal"
            autoComplete="off"
            error={errors.amount?.message ?? null}
            data-testid="wallet-amount"
            {...form.register('amount', { validate: (v) => amountError(v, balance) ?? true })}
          />
          {error ? (
            <p className="text-sm font-medium text-danger" role="alert" data-testid="wallet-send-error">
              {error}
            </p>
          ) : null}
          <button type="submit" className={buttonClass('primary', 'sm')} data-testid="wallet-send-next">
            {t('wallet.next')}
          </button>
        </form>
      )}
    </Dialog>
  )
}
