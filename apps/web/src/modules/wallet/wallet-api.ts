'use client'

import type { WalletSendBodyInput } from '@basil/contracts'
import { apiFetch, noContent } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'

export const WALLET_PER_PAGE = 15

export const walletKey = ['wallet'] as const

/** `wallet/histories`: one page of the ledger, newest first, amounts in the chosen currency. */
export function fetchWalletHistories(page: number, currencyId: number | undefined, signal?: AbortSignal) {
  return apiFetch('dashboard/user/wallet/histories', responses.walletHistoriesPage, {
    query: { page, perPage: WALLET_PER_PAGE, currency_id: currencyId },
    signal,
  })
}

/** `search-sending`: customers to send money to, by name prefix or exact e-mail or phone. */
export async function searchRecipients(search: string, signal?: AbortSignal) {
  const res = await apiFetch('dashboard/user/search-sending', responses.searchedUsersPage, {
    query: { search },
    signal,
  })
  return res.data
}

/**
 * `wallet/send`: `price` in the chosen currency. `idempotencyKey` is made once per confirmation, so a double click or
 * a retry of the same confirmation moves the money once (the API answers a repeated key without sending again).
 */
export async function sendMoney(
  body: { price: number; uuid: string },
  currencyId: number | undefined,
  idempotencyKey: string,
): Promise<void> {
  await apiFetch('dashboard/user/wallet/send', noContent, {
    method: 'POST',
    query: { currency_id: currencyId },
    body: { ...body, currency_id: currencyId } satisfies WalletSendBodyInput,
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

/**
 * Card top-up: the provider's hosted page (`order-{tag}-process` with `{wallet_id, total_price, currency_id}`). A
 * customer without a wallet yet sends no `wallet_id`: the API tops up (and creates) their own.
 */
export async function startTopUp(
  tag: string,
  walletId: number | null,
  totalPrice: number,
  currencyId: number | undefined,
): Promise<string | null> {
  const res = await apiFetch(`dashboard/user/order-${tag}-process`, responses.paymentProcess, {
    query: { wallet_id: walletId ?? undefined, total_price: totalPrice, currency_id: currencyId },
  })
  return res.data.data.url
}
