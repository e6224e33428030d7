import type { WalletHistory } from '@basil/contracts'

type Person = WalletHistory['user']

/** A person's shown name: first and last name, or null when neither is known. */
export function personName(person: Person | undefined): string | null {
  if (!person) return null
  const name = [person.firstname, person.lastname].filter(Boolean).join(' ').trim()
  return name || null
}

/** The translation key of what moved the money (top-up, order payment, refund, transfer in or out, referral). */
export function reasonKey(entry: Pick<WalletHistory, 'reason'>): string {
  return `wallet.reason.${entry.reason}`
}

/**
 * Who is on the other side of an entry, with the key saying which way: "from" for money received from someone,
 * "to" for money sent; null for entries without another person (top-ups, orders, refunds).
 */
export function counterparty(
  entry: Pick<WalletHistory, 'type' | 'reason' | 'user' | 'author'>,
): { key: 'wallet.from' | 'wallet.to'; name: string } | null {
  const name = personName(entry.user) ?? (entry.reason === 'transfer_in' ? personName(entry.author) : null)
  if (!name) return null
  return { key: entry.type === 'topup' ? 'wallet.from' : 'wallet.to', name }
}

/** The amount with its direction: positive for money in, negative for money out. */
export function signedAmount(entry: Pick<WalletHistory, 'type' | 'price'>): number {
  return entry.type === 'topup' ? entry.price : -entry.price
}

export const MAX_TOP_UP = 10_000

/**
 * The spec's rules for an amount typed by the customer (digits with a dot or a comma), before the API checks it:
 * the message key, or null when it is fine. `balance` (when sending) adds "Insufficient wallet balance".
 */
export function amountError(text: string, balance?: number): string | null {
  const value = parseAmount(text)
  if (text.trim() === '') return 'wallet.amountRequired'
  if (value === null || value <= 0) return 'wallet.amountInvalid'
  if (balance !== undefined && value > balance) return 'checkout.insufficientWallet'
  return null
}

/** The typed amount as a number with at most two decimals, or null when it is not one. */
export function parseAmount(text: string): number | null {
  const normal = text.trim().replace(',', '.')
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return null
  const value = Number(normal)
  return Number.isFinite(value) ? value : null
}
