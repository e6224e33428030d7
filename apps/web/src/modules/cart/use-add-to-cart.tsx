'use client'

import { useQueryClient } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import type { CartItem } from '@/lib/cart'
import { useStore } from '@/lib/store'
import { useSignedIn } from '@/modules/account/session'
import { deleteUserCart, fetchGroupCart, fetchUserCart, insertGroupProducts, insertUserCartProducts } from './cart-api'
import { fromCartDetail, mergeIntoServerLines, ownerPart } from './cart-view'
import { useGroupStore } from './group-store'
import { useCurrencyParams } from './use-cart'
import { putUserCart } from './user-cart-query'

const ReplaceCartDialog = dynamic(() => import('./replace-cart-dialog'), { ssr: false })

/**
 * Adds items to the cart in use: a group member's part (`rest/cart`), the signed-in user's server cart, or the local
 * cart. A cart holds one shop's items: adding from another shop first asks whether to replace the cart (spec §8 "You
 * can only add items from one restaurant to your shopping cart"); a group member must leave the group first.
 */
export function useAddToCart() {
  const { t } = useTranslation()
  const [pending, setPending] = useState<{ items: CartItem[]; onDone?: () => void } | null>(null)
  const addToCart = useStore((s) => s.addToCart)
  const replaceCart = useStore((s) => s.replaceCart)
  const signedIn = useSignedIn()
  const client = useQueryClient()
  const currency = useCurrencyParams()

  const fail = (error: unknown) =>
    toast.error(error instanceof Error && error.message ? error.message : t('error.later'))

  const commitServer = async (items: CartItem[], replace: boolean) => {
    const shopId = items[0]?.shop_id
    if (shopId === undefined) return false
    let cart = await fetchUserCart(currency.currency_id)
    if (cart && cart.shop_id !== shopId) {
      if (!replace) return 'other-shop' as const
      await deleteUserCart(cart.id)
      cart = null
    }
    const own = cart ? ownerPart(cart) : undefined
    const products = mergeIntoServerLines((own?.cartDetails ?? []).map(fromCartDetail), items)
    const next = await insertUserCartProducts(shopId, products, currency)
    await putUserCart(client, currency.currency_id, next)
    return true
  }

  const commit = async (items: CartItem[], replace = false): Promise<boolean | 'other-shop'> => {
    const membership = useGroupStore.getState().membership
    const shopId = items[0]?.shop_id
    if (membership) {
      // Spec §8: a member adds only to the group's shop.
      if (shopId !== membership.shopId) {
        toast.warning(t('group.leaveFirst'))
        return false
      }
      const cart = await fetchGroupCart(membership.cartId, membership.shopId, membership.uuid, currency.currency_id)
      const mine = cart.user_carts.find((u) => u.uuid === membership.uuid)
      const products = mergeIntoServerLines((mine?.cartDetails ?? []).map(fromCartDetail), items)
      await insertGroupProducts(membership, products, currency)
      await client.invalidateQueries({ queryKey: ['cart', 'group'] })
      return true
    }
    if (signedIn) return commitServer(items, replace)
    const cart = useStore.getState().cart
    if (cart.length && shopId !== undefined && cart.some((line) => line.shop_id !== shopId)) {
      if (!replace) return 'other-shop'
      replaceCart([])
    }
    for (const item of items) addToCart(item)
    return true
  }

  const add = (items: CartItem[], onDone?: () => void) => {
    void commit(items).then((result) => {
      if (result === 'other-shop') setPending({ items, onDone })
      else if (result) {
        toast.success(t('toast.added'))
        onDone?.()
      }
    }, fail)
    return true
  }

  const confirm = pending ? (
    <ReplaceCartDialog
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const { items, onDone } = pending
        setPending(null)
        void commit(items, true).then((result) => {
          if (result === true) {
            toast.success(t('toast.added'))
            onDone?.()
          }
        }, fail)
      }}
    />
  ) : null
  return { add, confirm }
}
