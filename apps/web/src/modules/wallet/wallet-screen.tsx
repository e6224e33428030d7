'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { PROFILE_QUERY_KEY, useSession } from '@/modules/account/session'
import { Button } from '@/modules/ui/button'
import { Price } from '@/modules/ui/price'
import { SendMoneyDialog } from './send-money-dialog'
import { TopUpDialog } from './top-up-dialog'
import { walletKey } from './wallet-api'
import { WalletHistory } from './wallet-history'

/** `/wallet`: the balance in the chosen currency, send money, top up by card, and the history. */
export function WalletScreen() {
  const { t } = useTranslation()
  const { user, loading } = useSession()
  const client = useQueryClient()
  const [dialog, setDialog] = useState<'send' | 'topup' | null>(null)
  // The card provider sends the customer back with ?payment=success|canceled; the webhook has credited the wallet
  // (or will in a moment), so the balance and history are read again.
  useEffect(() => {
    const payment = new URLSearchParams(window.location.search).get('payment')
    if (payment === 'success') {
      toast.success(t('orders.paymentSuccess'))
      void client.invalidateQueries({ queryKey: walletKey })
      void client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY })
    } else if (payment === 'canceled') toast.warning(t('orders.paymentCanceled'))
    if (payment) window.history.replaceState(window.history.state, '', window.location.pathname)
  }, [t, client])
  const balance = user?.wallet?.price ?? 0
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="wallet-balance-label"
        className="flex flex-col gap-4 rounded-3xl bg-primary-soft p-6 sm:flex-row sm:items-center"
      >
        <div className="flex-1">
          <p id="wallet-balance-label" className="text-sm font-semibold text-primary-ink">
            {t('wallet.balance')}
          </p>
          {loading ? (
            <span className="shimmer mt-1 block h-10 w-40 rounded-xl" aria-busy="true" />
          ) : (
            <Price value={balance} className="mt-1 block text-4xl font-extrabold tracking-tight" />
          )}
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            className="flex-1 bg-card sm:flex-none"
            onClick={() => setDialog('topup')}
            disabled={!user}
            testId="wallet-topup"
          >
            {t('wallet.topUp')}
          </Button>
          <Button
            size="sm"
            className="flex-1 sm:flex-none"
            onClick={() => setDialog('send')}
            disabled={!user}
            testId="wallet-send"
          >
            {t('wallet.send')}
          </Button>
        </div>
      </section>
      <section aria-labelledby="wallet-history-title" className="flex flex-col gap-3">
        <h2 id="wallet-history-title" className="text-xl font-bold">
          {t('wallet.history')}
        </h2>
        <WalletHistory />
      </section>
      {dialog === 'send' ? <SendMoneyDialog balance={balance} onClose={() => setDialog(null)} /> : null}
      {dialog === 'topup' && user ? (
        <TopUpDialog walletId={user.wallet?.id ?? null} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  )
}
