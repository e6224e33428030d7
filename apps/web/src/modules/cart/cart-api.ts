'use client'

import type {
  Cart,
  CartCalculateBodyInput,
  CartCalculation,
  CartInsertBodyInput,
  CartJoinBodyInput,
  UserCart,
} from '@basil/contracts'
import { apiFetch, ApiError, noContent, siteFetch } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'
import type { InsertProduct } from '@/lib/cart'

export type CurrencyParams = { currency_id?: number; rate?: number }

/**
 * The signed-in user's cart, or null when there is none. Read through this site's /session/cart, which answers "no
 * cart" (the API's 404) as a 200: every page of a signed-in user without a cart asks, and must not log a failure.
 */
export async function fetchUserCart(currencyId: number | undefined, signal?: AbortSignal): Promise<Cart | null> {
  const res = await siteFetch('/session/cart', responses.userCartState, { query: { currency_id: currencyId }, signal })
  return res.data ?? null
}

/** Quantities are absolute: a line with the same stock and addons as an existing one is set to the given quantity. */
export async function insertUserCartProducts(
  shopId: number,
  products: InsertProduct[],
  currency: CurrencyParams,
): Promise<Cart> {
  const res = await apiFetch('dashboard/user/cart/insert-product', responses.cart, {
    method: 'POST',
    query: { currency_id: currency.currency_id },
    body: {
      shop_id: shopId,
      currency_id: currency.currency_id,
      rate: currency.rate ?? 1,
      products,
    } satisfies CartInsertBodyInput,
  })
  return res.data
}

export async function deleteUserCartLines(ids: number[]): Promise<void> {
  await apiFetch('dashboard/user/cart/product/delete', noContent, { method: 'DELETE', body: { ids } })
}

export async function deleteUserCart(cartId: number): Promise<void> {
  await apiFetch('dashboard/user/cart/delete', noContent, { method: 'DELETE', body: { ids: [cartId] } })
}

/** Toggles the cart's `group` flag (the owner starts or ends a group order). */
export async function toggleGroup(cartId: number): Promise<void> {
  await apiFetch(`dashboard/user/cart/set-group/${cartId}`, noContent, { method: 'POST' })
}

/** The owner removes a member by its `user_carts[].id` (the owner never sees guests' uuids). */
export async function kickMember(memberId: number): Promise<void> {
  await apiFetch('dashboard/user/cart/member/delete', noContent, {
    method: 'DELETE',
    query: { ids: [String(memberId)] },
  })
}

export async function calculateCart(
  cartId: number,
  body: CartCalculateBodyInput & { currency_id?: number },
  signal?: AbortSignal,
): Promise<CartCalculation> {
  const res = await apiFetch(`dashboard/user/cart/calculate/${cartId}`, responses.calculation, {
    method: 'POST',
    query: { currency_id: body.currency_id },
    body,
    signal,
  })
  return res.data
}

// ---- group members (guests or users who joined someone's group cart; no session needed) ----

/** The member who joined: `uuid` is its secret, `cart_id` the group's cart. */
export type JoinedMember = UserCart

/** Joins with the share link's invitation secret; the answer's `uuid` is this member's own secret (keep it). */
export async function joinGroup(cartId: number, shopId: number, name: string, invite: string): Promise<JoinedMember> {
  const res = await apiFetch('rest/cart/open', responses.userCart, {
    method: 'POST',
    body: { name, shop_id: shopId, cart_id: cartId, invite } satisfies CartJoinBodyInput,
  })
  return res.data
}

/**
 * The group cart as this member sees it. Read through this site's /session/group-cart/{id}, which answers "no longer
 * a member" (kicked, or the group is gone) as a 200 saying so: the member's pages poll it, and being kicked is news to
 * tell, not a failed request. Rejects with the API's status and message then, as the API's own answer would.
 */
export async function fetchGroupCart(
  cartId: number,
  shopId: number,
  uuid: string,
  currencyId: number | undefined,
  signal?: AbortSignal,
): Promise<Cart> {
  const res = await siteFetch(`/session/group-cart/${cartId}`, responses.groupCartState, {
    query: { shop_id: shopId, user_cart_uuid: uuid, currency_id: currencyId },
    signal,
  })
  if (res.gone) throw new ApiError(res.gone.message, res.gone.status)
  return res.data
}

export async function insertGroupProducts(
  member: { cartId: number; shopId: number; uuid: string },
  products: InsertProduct[],
  currency: CurrencyParams,
): Promise<Cart> {
  const res = await apiFetch('rest/cart/insert-product', responses.cart, {
    method: 'POST',
    query: { currency_id: currency.currency_id },
    body: {
      shop_id: member.shopId,
      cart_id: member.cartId,
      user_cart_uuid: member.uuid,
      currency_id: currency.currency_id,
      rate: currency.rate ?? 1,
      products,
    },
  })
  return res.data
}

export async function deleteGroupLines(uuid: string, ids: number[]): Promise<void> {
  await apiFetch('rest/cart/product/delete', noContent, { method: 'DELETE', body: { ids, user_cart_uuid: uuid } })
}

/** A member marks their part done (or not done again): the call toggles it. */
export async function toggleMemberDone(uuid: string, cartId: number): Promise<void> {
  await apiFetch(`rest/cart/status/${uuid}`, noContent, { method: 'POST', body: { cart_id: cartId } })
}

export async function leaveGroup(uuid: string): Promise<void> {
  await apiFetch('rest/cart/member/delete', noContent, { method: 'DELETE', query: { ids: [uuid] } })
}
