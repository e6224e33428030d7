'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { create } from 'zustand'
import { useTranslation } from '@/lib/i18n/react'
import { useStore } from '@/lib/store'
import { toast } from '@/lib/toast'
import { onSignOut, useSignedIn } from '@/modules/account/session'
import { deleteUserCart, fetchUserCart, insertUserCartProducts } from './cart-api'
import { fromCartDetail, mergeIntoServerLines, ownerPart } from './cart-view'
import { useGroupStore } from './group-store'
import { useCurrencyParams } from './use-cart'
import { putUserCart } from './user-cart-query'
import { useCartHydrated } from './use-hydrated'

/** A failed sync (an item sold out, the shop closed...): the cart says so and offers to retry or drop the lines. */
export const useCartSyncStore = create<{ failed: boolean; attempt: number }>()(() => ({ failed: false, attempt: 0 }))

/**
 * Spec §4 cart sync: once signed in with a non-empty local cart, its lines go to the server, the local cart is
 * cleared and the user cart becomes the server's answer. Lines the server cart already has (same stock and addons)
 * are summed; a server cart of another shop gives way to the local one (the fresher choice).
 */
export function CartSync() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const hydrated = useCartHydrated()
  const count = useStore((s) => s.cart.length)
  const client = useQueryClient()
  const currency = useCurrencyParams()
  const running = useRef(false)
  const attempt = useCartSyncStore((s) => s.attempt)

  useEffect(() => onSignOut(() => useGroupStore.getState().leave()), [])

  useEffect(() => {
    if (!signedIn || !hydrated || !count || running.current) return
    running.current = true
    const items = useStore.getState().cart
    const shopId = items[0]?.shop_id
    void (async () => {
      try {
        if (shopId === undefined) return
        let cart = await fetchUserCart(currency.currency_id)
        if (cart && cart.shop_id !== shopId) {
          await deleteUserCart(cart.id)
          cart = null
        }
        const own = cart ? ownerPart(cart) : undefined
        const next = await insertUserCartProducts(
          shopId,
          mergeIntoServerLines((own?.cartDetails ?? []).map(fromCartDetail), items),
          currency,
        )
        useStore.getState().clearCart()
        useCartSyncStore.setState({ failed: false })
        await putUserCart(client, currency.currency_id, next)
      } catch (error) {
        useCartSyncStore.setState({ failed: true })
        toast.error(error instanceof Error && error.message ? error.message : t('error.later'))
      } finally {
        running.current = false
      }
    })()
    // Runs when the session or the saved cart appears, not on every currency change.
  }, [signedIn, hydrated, count > 0, attempt])
  return null
}
