// What a card payment provider offers (providers.ts picks one, stripe.ts implements one).
import type { PaymentProviderTag } from '@basil/contracts'

export interface CheckoutInput {
  /** The order paid for; null for a wallet top-up or a parcel. */
  orderId: number | null
  transactionId: number
  purpose: 'order' | 'wallet_topup' | 'parcel'
  /** Minor units of `currency`. */
  amount: number
  /** ISO 4217, lower case. */
  currency: string
  description: string
  successUrl: string
  cancelUrl: string
  customerEmail: string | null
  /** The same key gives the same session (a retried or concurrent start does not open a second one). */
  idempotencyKey: string
}

export interface CheckoutSession {
  /** The provider's id of the session: stored as the transaction's `provider_ref`. */
  providerRef: string
  url: string
  expiresAt: Date | null
}

export interface PaymentProvider {
  readonly tag: PaymentProviderTag
  readonly title: string
  readonly configured: boolean
  /** A hosted payment page for one order; throws an ApiError the client can show. */
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>
}
