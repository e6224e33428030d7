'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import type { CartItem } from '@/lib/cart'
import { useStore } from '@/lib/store'

const ReplaceCartDialog = dynamic(() => import('./replace-cart-dialog'), { ssr: false })

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
    <ReplaceCartDialog
      onCancel={() => setPending(null)}
      onConfirm={() => {
        replaceCart([])
        commit(pending)
        setPending(null)
      }}
    />
  ) : null
  return { add, confirm }
}
