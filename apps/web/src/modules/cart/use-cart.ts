'use client'

import type { Cart } from '@basil/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { countCartItems, getCartTotal } from '@/lib/cart'
import { isGoneFromGroupStatus } from '@/lib/cart-state'
import { useStore } from '@/lib/store'
import { toast } from '@/lib/toast'
import { useTranslation } from '@/lib/i18n/react'
import { ApiError } from '@/lib/api/browser'
import { useSignedIn } from '@/modules/account/session'
import { useAppConfig } from '@/lib/app-config'
import {
  deleteGroupLines,
  deleteUserCartLines,
  fetchGroupCart,
  fetchUserCart,
  insertGroupProducts,
  insertUserCartProducts,
  deleteUserCart,
} from './cart-api'
import { fromCartDetail, fromLocalItem, lineInsert, ownerPart, type ViewLine } from './cart-view'
import { useGroupStore, type GroupMembership } from './group-store'
import { useCartHydrated } from './use-hydrated'
import { putUserCart, userCartKey } from './user-cart-query'
import { useLiveChannel, useLiveStore } from '@/modules/live'

/** How often a group cart is re-read so members see each other's changes within seconds. */
export const GROUP_POLL_MS = 3000

export const groupCartKey = (m: GroupMembership, currencyId: number | undefined) =>
  ['cart', 'group', m.cartId, m.uuid, currencyId ?? 0] as const

/** The currency params cart writes carry (spec §3: currency_id and rate). */
export function useCurrencyParams() {
  const { currency } = useAppConfig()
  return { currency_id: currency.id || undefined, rate: currency.rate || 1 }
}

/**
 * The signed-in user's server cart (null: none). While it is a group cart, the live socket follows it, and it is
 * polled until the API confirmed that.
 */
export function useUserCart(enabled = true) {
  const signedIn = useSignedIn()
  const { currency_id } = useCurrencyParams()
  const confirmed = useLiveStore((s) => (s.status === 'up' ? s.confirmed : NONE))
  const query = useQuery({
    queryKey: userCartKey(currency_id),
    queryFn: ({ signal }) => fetchUserCart(currency_id, signal),
    enabled: signedIn && enabled,
    staleTime: 30_000,
    refetchInterval: (q) => (q.state.data?.group && !confirmed[`cart:${q.state.data.id}`] ? GROUP_POLL_MS : false),
  })
  const cart = query.data
  useLiveChannel(cart?.group ? { channel: 'cart', cart_id: cart.id } : null)
  return query
}

const NONE: Record<string, true> = {}

/** Whether an error means the member is no longer in the group (kicked, or the group is gone). */
export function isGoneFromGroup(error: unknown): boolean {
  return error instanceof ApiError && isGoneFromGroupStatus(error.status)
}

/** The group cart this browser joined as a member: followed by the live socket, polled every few seconds until then. */
export function useGroupCart(membership: GroupMembership | null) {
  const { currency_id } = useCurrencyParams()
  const live = useLiveChannel(
    membership ? { channel: 'cart', cart_id: membership.cartId, user_cart_uuid: membership.uuid } : null,
  )
  return useQuery({
    queryKey: membership ? groupCartKey(membership, currency_id) : ['cart', 'group', 'none'],
    queryFn: ({ signal }) =>
      membership ? fetchGroupCart(membership.cartId, membership.shopId, membership.uuid, currency_id, signal) : null,
    enabled: !!membership,
    staleTime: 0,
    refetchInterval: live ? false : GROUP_POLL_MS,
  })
}

export type CartMode = 'local' | 'server' | 'member'

export type CartView = {
  mode: CartMode
  /** False until the saved cart was read back (or the server cart arrived): show a placeholder. */
  ready: boolean
  shopId: number | null
  /** The lines this person can change: the local cart, their own part of the server cart, or their member part. */
  lines: ViewLine[]
  /** Server carts: the server's total (whole group for the owner); local carts: an estimate until sign-in. */
  total: number
  count: number
  cart: Cart | null
  membership: GroupMembership | null
  busy: boolean
  setQuantity: (line: ViewLine, quantity: number) => Promise<void>
  clear: () => Promise<void>
}

/** One view of "the cart" whichever kind is in use: a member's group part, the user's server cart or the local one. */
export function useCartView(): CartView {
  const { t } = useTranslation()
  const hydrated = useCartHydrated()
  const signedIn = useSignedIn()
  const client = useQueryClient()
  const currency = useCurrencyParams()
  const local = useStore((s) => s.cart)
  const setLocalQuantity = useStore((s) => s.setCartQuantity)
  const clearLocal = useStore((s) => s.clearCart)
  const membership = useGroupStore((s) => s.membership)
  const member = hydrated ? membership : null
  const userCart = useUserCart(!member)
  const groupCart = useGroupCart(member)
  const [busy, setBusy] = useState(false)

  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await fn()
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('error.later'))
    } finally {
      setBusy(false)
    }
  }

  if (member) {
    const cart = groupCart.data ?? null
    const mine = cart?.user_carts.find((u) => u.uuid === member.uuid)
    const lines = (mine?.cartDetails ?? []).map(fromCartDetail)
    const refresh = () => client.invalidateQueries({ queryKey: ['cart', 'group'] })
    return {
      mode: 'member',
      ready: !!cart || groupCart.isError,
      shopId: member.shopId,
      lines,
      total: mine?.total_price ?? 0,
      count: lines.reduce((s, l) => s + l.quantity, 0),
      cart,
      membership: member,
      busy,
      setQuantity: (line, quantity) =>
        run(async () => {
          if (quantity <= 0) await deleteGroupLines(member.uuid, line.detailIds)
          else await insertGroupProducts(member, lineInsert(line, quantity), currency)
          await refresh()
        }),
      clear: () =>
        run(async () => {
          const ids = lines.flatMap((l) => l.detailIds)
          if (ids.length) await deleteGroupLines(member.uuid, ids)
          await refresh()
        }),
    }
  }

  if (signedIn) {
    const cart = userCart.data ?? null
    const own = cart ? ownerPart(cart) : undefined
    const lines = (own?.cartDetails ?? []).map(fromCartDetail)
    const setCart = (next: Cart | null) => putUserCart(client, currency.currency_id, next)
    return {
      mode: 'server',
      ready: hydrated && (userCart.isFetched || userCart.isError),
      shopId: cart?.shop_id ?? null,
      lines,
      total: cart?.total_price ?? 0,
      count: cart ? cart.user_carts.reduce((s, u) => s + u.cartDetails.reduce((n, d) => n + d.quantity, 0), 0) : 0,
      cart,
      membership: null,
      busy,
      setQuantity: (line, quantity) =>
        run(async () => {
          if (!cart) return
          if (quantity <= 0) {
            await deleteUserCartLines(line.detailIds)
            await setCart(await fetchUserCart(currency.currency_id))
          } else await setCart(await insertUserCartProducts(cart.shop_id, lineInsert(line, quantity), currency))
        }),
      clear: () =>
        run(async () => {
          if (cart) await deleteUserCart(cart.id)
          await setCart(null)
        }),
    }
  }

  return {
    mode: 'local',
    ready: hydrated,
    shopId: local[0]?.shop_id ?? null,
    lines: local.map(fromLocalItem),
    total: getCartTotal(local),
    count: countCartItems(local),
    cart: null,
    membership: null,
    busy: false,
    setQuantity: async (line, quantity) => setLocalQuantity(Number(line.key.slice(1)), quantity),
    clear: async () => clearLocal(),
  }
}
