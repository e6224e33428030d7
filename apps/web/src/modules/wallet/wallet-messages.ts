import { ApiError } from '@/lib/api/error'

/** The API's texts the storefront translates (the spec's messages); others are shown as the API wrote them. */
const KNOWN: Record<string, string> = {
  'Insufficient wallet balance': 'checkout.insufficientWallet',
  'User not found': 'wallet.nobodyFound',
}

/** What to tell the customer about a failed wallet call. */
export function apiMessage(t: (key: string) => string, error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) {
    const key = KNOWN[error.message]
    if (key) return t(key)
    if (error.message) return error.message
  }
  return t('error.later')
}
