'use client'

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import type { CartItem } from '@/lib/cart'
import { useStore } from '@/lib/store'
import { Dialog } from '@/modules/ui/dialog'

/**
 * Adds items to the local cart. The cart holds one shop's items: adding from another shop first asks whether to
 * replace the cart (spec §8 "You can only add items from one restaurant to your shopping cart").
 */
export function useAddToCart() {
  const { t } = useTranslation()
  const [pending, setPending] = useState<CartItem[] | null>(null)
  const addToCart = useStore((s) => s.addToCart)
  const replaceCart = useStore((s) => s.replaceCart)

  const commit = (items: CartItem[]) => {
    for (const item of items) addToCart(item)
    toast.success(t('toast.added'))
  }
  const add = (items: CartItem[], onDone?: () => void) => {
    const cart = useStore.getState().cart
    const shopId = items[0]?.shop_id
    if (cart.length && shopId !== undefined && cart.some((line) => line.shop_id !== shopId)) {
      setPending(items)
      return false
    }
    commit(items)
    onDone?.()
    return true
  }
  const confirm = pending ? (
    <Dialog
      open
      onOpenChange={(o) => !o && setPending(null)}
      title={t('product.replaceTitle')}
      description={t('product.replaceText')}
      size="sm"
    >
      <div className="flex gap-2 px-6 pb-6 pt-5">
        <button type="button" onClick={() => setPending(null)} className="flex-1 rounded-full px-4 py-3 font-semibold ring-1 ring-line hover:bg-surface">
          {t('product.cancel')}
        </button>
        <button
          type="button"
          data-testid="replace-cart"
          onClick={() => {
            replaceCart([])
            commit(pending)
            setPending(null)
          }}
          className="flex-1 rounded-full bg-primary px-4 py-3 font-semibold text-primary-fg"
        >
          {t('product.replaceConfirm')}
        </button>
      </div>
    </Dialog>
  ) : null
  return { add, confirm }
}
