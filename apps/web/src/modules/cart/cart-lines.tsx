'use client'

import Link from 'next/link'
import { useTranslation } from '@/lib/i18n/react'
import { countCartItems, getCartTotal, getLineTotal } from '@/lib/cart'
import { useStore } from '@/lib/store'
import { useUiStore } from '@/lib/ui-store'
import { BagIcon, MinusIcon, PlusIcon, TrashIcon } from '@/modules/ui/icons'
import { Price, usePriceFormatter } from '@/modules/ui/price'
import { SafeImage } from '@/modules/ui/safe-image'

/** The cart's lines with quantity steppers, the subtotal and the way to checkout. */
export function CartLines({ minAmount, onCheckout }: { minAmount?: number; onCheckout?: () => void }) {
  const { t } = useTranslation()
  const cart = useStore((s) => s.cart)
  const setQuantity = useStore((s) => s.setCartQuantity)
  const clear = useStore((s) => s.clearCart)
  const price = usePriceFormatter()
  const total = getCartTotal(cart)
  const setCartOpen = useUiStore((s) => s.setCartOpen)
  if (!cart.length) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-10 text-center" data-testid="cart-empty">
        <span className="grid size-16 place-items-center rounded-full bg-surface text-muted">
          <BagIcon size={28} />
        </span>
        <p className="font-bold">{t('cart.empty')}</p>
        <p className="text-sm text-muted">{t('cart.emptyHint')}</p>
      </div>
    )
  }
  const missing = minAmount && total < minAmount ? minAmount - total : 0
  return (
    <div className="flex flex-col gap-4" data-testid="cart-lines">
      <ul className="flex flex-col divide-y divide-line">
        {cart.map((line, index) => (
          <li key={`${line.stock.id}-${index}`} className="flex gap-3 py-3" data-testid="cart-line">
            <SafeImage src={line.product.img} alt="" width={56} height={56} className="size-14 shrink-0 rounded-xl bg-surface object-cover" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">{line.product.title}</p>
              {line.product.extras.length ? <p className="truncate text-xs text-muted">{line.product.extras.join(', ')}</p> : null}
              {line.addons.length ? (
                <p className="truncate text-xs text-muted" data-testid="cart-line-addons">
                  + {line.addons.map((a) => `${a.stock.title ?? ''} ×${a.quantity}`).join(', ')}
                </p>
              ) : null}
              <div className="mt-2 flex items-center justify-between gap-2">
                <div className="flex items-center gap-1 rounded-full bg-surface p-1">
                  <button
                    type="button"
                    aria-label={line.quantity === 1 ? t('cart.remove', { title: line.product.title }) : t('product.decrease')}
                    onClick={() => setQuantity(index, line.quantity - 1)}
                    className="grid size-7 place-items-center rounded-full bg-card shadow-card"
                  >
                    {line.quantity === 1 ? <TrashIcon size={14} /> : <MinusIcon size={14} />}
                  </button>
                  <span className="min-w-6 text-center text-sm font-bold" data-testid="cart-line-qty" aria-live="polite">
                    {line.quantity}
                  </span>
                  <button
                    type="button"
                    aria-label={t('product.increase')}
                    onClick={() => setQuantity(index, line.quantity + 1)}
                    className="grid size-7 place-items-center rounded-full bg-card shadow-card"
                  >
                    <PlusIcon size={14} />
                  </button>
                </div>
                <Price value={getLineTotal(line)} className="text-sm font-bold" />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between border-t border-line pt-4">
        <span className="font-semibold">{t('cart.subtotal')}</span>
        <Price value={total} className="text-lg font-extrabold" />
      </div>
      {missing > 0 ? <p className="rounded-xl bg-surface px-3 py-2 text-sm text-muted">{t('cart.minOrderHint', { price: price(missing) })}</p> : null}
      <Link
        href="/checkout"
        onClick={() => {
          setCartOpen(false)
          onCheckout?.()
        }}
        className="flex items-center justify-between rounded-full bg-primary px-5 py-3.5 font-semibold text-primary-fg transition hover:brightness-110"
      >
        <span>{t('cart.checkout')}</span>
        <span className="rounded-full bg-black/15 px-2.5 py-0.5 text-sm">{t('cart.items', { count: countCartItems(cart) })}</span>
      </Link>
      <button type="button" onClick={clear} className="text-sm font-semibold text-muted hover:text-fg">
        {t('cart.clear')}
      </button>
    </div>
  )
}
