'use client'

import dynamic from 'next/dynamic'
import Link from 'next/link'
import { useTranslation } from '@/lib/i18n/react'
import { useStore } from '@/lib/store'
import { useUiStore } from '@/lib/ui-store'
import { BagIcon } from '@/modules/ui/icons'
import { Price, usePriceFormatter } from '@/modules/ui/price'
import { CartLine } from './cart-line'
import { useCartSyncStore } from './cart-sync'
import { useCartView } from './use-cart'

// Group order controls load after the cart itself (most carts are not group carts).
const GroupControls = dynamic(() => import('./group-panel').then((m) => m.GroupControls), { ssr: false })
const MemberBanner = dynamic(() => import('./group-panel').then((m) => m.MemberBanner), { ssr: false })

/** Lines kept in the browser that the sign-in sync could not move to the account's cart. */
function SyncProblem() {
  const { t } = useTranslation()
  const failed = useCartSyncStore((s) => s.failed)
  const left = useStore((s) => s.cart.length)
  if (!failed || !left) return null
  return (
    <div
      className="flex flex-col gap-2 rounded-2xl bg-surface p-3 text-sm"
      role="alert"
      data-testid="cart-sync-problem"
    >
      <p>{t('cart.syncFailed', { count: left })}</p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => useCartSyncStore.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))}
          className="rounded-full bg-primary px-3 py-1.5 font-semibold text-primary-fg"
        >
          {t('error.retry')}
        </button>
        <button
          type="button"
          onClick={() => {
            useStore.getState().clearCart()
            useCartSyncStore.setState({ failed: false })
          }}
          className="rounded-full px-3 py-1.5 font-semibold ring-1 ring-line"
        >
          {t('cart.syncDiscard')}
        </button>
      </div>
    </div>
  )
}

function CartSkeleton() {
  return (
    <div className="flex min-h-52 flex-col gap-3 py-3" aria-busy="true" data-testid="cart-loading">
      <div className="shimmer h-14 rounded-xl" />
      <div className="shimmer h-14 rounded-xl" />
      <div className="shimmer h-10 rounded-full" />
    </div>
  )
}

/** What the cart's shop is like now, as its page read it (ShopState). */
export type ShopNotes = {
  open: boolean
  ordersForLater: boolean
  opening: string | null
  /** The shop does not deliver to the chosen point: checkout can still take a pickup order. */
  notDelivering: boolean
}

/**
 * The cart's lines with quantity steppers, the subtotal, group order controls and the way to checkout. With the
 * shop's state it says why checking out is limited: closed now (order for later), not taking orders, not delivering.
 */
export function CartLines({
  minAmount,
  onCheckout,
  hideCheckout,
  shopNotes,
}: {
  minAmount?: number
  onCheckout?: () => void
  hideCheckout?: boolean
  shopNotes?: ShopNotes
}) {
  const { t } = useTranslation()
  const view = useCartView()
  const price = usePriceFormatter()
  const setCartOpen = useUiStore((s) => s.setCartOpen)
  if (!view.ready) return <CartSkeleton />
  const problem = view.mode === 'server' ? <SyncProblem /> : null
  const member = view.mode === 'member'
  const hasGroup = !!view.cart?.group
  if (!view.lines.length && !member && !hasGroup) {
    return (
      <div
        className="flex min-h-52 flex-col items-center justify-center gap-3 px-4 py-6 text-center"
        data-testid="cart-empty"
      >
        {problem}
        <span className="grid size-16 place-items-center rounded-full bg-surface text-muted">
          <BagIcon size={28} />
        </span>
        <p className="font-bold">{t('cart.empty')}</p>
        <p className="text-sm text-muted">{t('cart.emptyHint')}</p>
      </div>
    )
  }
  const missing = minAmount && view.total < minAmount ? minAmount - view.total : 0
  return (
    <div className="flex flex-col gap-4" data-testid="cart-lines" data-mode={view.mode}>
      {problem}
      {member ? <MemberBanner view={view} /> : null}
      {view.lines.length ? (
        <ul className="flex flex-col divide-y divide-line" aria-label={t('cart.title')}>
          {view.lines.map((line) => (
            <CartLine key={line.key} line={line} busy={view.busy} onQuantity={(q) => void view.setQuantity(line, q)} />
          ))}
        </ul>
      ) : (
        <p className="py-2 text-sm text-muted">{t('cart.emptyHint')}</p>
      )}
      {view.mode === 'server' && view.cart ? <GroupControls cart={view.cart} /> : null}
      <div className="flex items-center justify-between border-t border-line pt-4">
        <span className="font-semibold">{hasGroup && !member ? t('group.total') : t('cart.subtotal')}</span>
        <span data-testid="cart-total">
          <Price value={view.total} className="text-lg font-extrabold" />
        </span>
      </div>
      {view.mode === 'local' ? <p className="-mt-3 text-xs text-muted">{t('cart.estimateHint')}</p> : null}
      {missing > 0 && !member ? (
        <p className="rounded-xl bg-surface px-3 py-2 text-sm text-muted" data-testid="min-order-hint">
          {t('cart.minOrderHint', { price: price(missing) })}
        </p>
      ) : null}
      {shopNotes && !shopNotes.open && !member && view.count > 0 ? (
        <p className="rounded-xl bg-surface px-3 py-2 text-sm text-warning" role="note" data-testid="closed-hint">
          {shopNotes.ordersForLater && shopNotes.opening
            ? t('cart.closedHint', { opening: shopNotes.opening })
            : t('cart.pausedHint')}
        </p>
      ) : null}
      {shopNotes?.notDelivering && !member && view.count > 0 ? (
        <p
          className="rounded-xl bg-surface px-3 py-2 text-sm text-warning"
          role="note"
          data-testid="not-delivering-hint"
        >
          {t('cart.notDeliveringHint')}
        </p>
      ) : null}
      {!member && !hideCheckout && view.count > 0 && (!shopNotes || shopNotes.open || shopNotes.ordersForLater) ? (
        <Link
          href="/checkout"
          data-testid="go-checkout"
          onClick={() => {
            setCartOpen(false)
            onCheckout?.()
          }}
          className="flex items-center justify-between rounded-full bg-primary px-5 py-3.5 font-semibold text-primary-fg transition hover:brightness-110"
        >
          <span>{t('cart.checkout')}</span>
          <span className="rounded-full bg-black/15 px-2.5 py-0.5 text-sm">
            {t('cart.items', { count: view.count })}
          </span>
        </Link>
      ) : null}
      {!member && view.lines.length ? (
        <button
          type="button"
          disabled={view.busy}
          onClick={() => void view.clear()}
          className="text-sm font-semibold text-muted hover:text-fg"
          data-testid="cart-clear"
        >
          {t('cart.clear')}
        </button>
      ) : null}
    </div>
  )
}
