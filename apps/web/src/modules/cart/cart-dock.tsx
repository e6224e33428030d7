'use client'

import dynamic from 'next/dynamic'
import { useTranslation } from '@/lib/i18n/react'
import { useUiStore } from '@/lib/ui-store'
import { useAppConfig } from '@/lib/app-config'
import { BagIcon } from '@/modules/ui/icons'
import { usePriceFormatter } from '@/modules/ui/price'
import type { ShopState } from '@/lib/shop-state'
import { CartLines, type ShopNotes } from './cart-lines'
import { useCartView } from './use-cart'

const Drawer = dynamic(() => import('@/modules/ui/drawer').then((m) => m.Drawer), { ssr: false })

/**
 * The cart beside the menu on wide screens; on smaller ones a bar at the bottom that opens it as a bottom sheet. When
 * the cart holds this shop's items, it says what the shop's state means for checking out.
 */
export function CartDock({ shopId, minAmount, state }: { shopId?: number; minAmount?: number; state?: ShopState }) {
  const { t } = useTranslation()
  const { dir } = useAppConfig()
  const view = useCartView()
  const notes: ShopNotes | undefined = state && view.shopId === shopId ? state : undefined
  const open = useUiStore((s) => s.cartOpen)
  const setOpen = useUiStore((s) => s.setCartOpen)
  const price = usePriceFormatter()
  const count = view.ready ? view.count : 0
  const total = price(view.total)
  return (
    <>
      <aside aria-labelledby="cart-title" className="hidden desk:block" data-testid="cart-panel">
        <div className="sticky top-28 rounded-3xl bg-card p-5 shadow-card ring-1 ring-line">
          <h2 id="cart-title" className="mb-2 text-lg font-bold">
            {t('cart.title')}
          </h2>
          <CartLines minAmount={minAmount} shopNotes={notes} />
        </div>
      </aside>
      {count > 0 ? (
        <div className="fixed inset-x-0 bottom-0 z-30 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] desk:hidden">
          <button
            type="button"
            onClick={() => setOpen(true)}
            data-testid="cart-bar"
            aria-label={t('cart.open', { count, total })}
            className="mx-auto flex w-full max-w-lg items-center gap-3 rounded-full bg-primary px-5 py-3.5 font-semibold text-primary-fg shadow-pop"
          >
            <span className="grid size-8 place-items-center rounded-full bg-black/15 text-sm">{count}</span>
            <span className="flex-1 text-start">{t('cart.title')}</span>
            <span dir="ltr">{total}</span>
            <BagIcon size={18} />
          </button>
        </div>
      ) : null}
      {open ? (
        <Drawer open={open} onOpenChange={setOpen} title={t('cart.title')} dir={dir}>
          <CartLines minAmount={minAmount} shopNotes={notes} />
        </Drawer>
      ) : null}
    </>
  )
}
