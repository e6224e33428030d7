// What a card payment provider offers (providers.ts picks one, stripe.ts implements one).
import type { PaymentProviderTag } from '@basil/contracts'
import type { TransactionStatus } from '../../db/schema/index.ts'

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

/** A card checkout started: where the customer pays, and the attempt it belongs to. */
export interface CheckoutResult {
  url: string
  providerRef: string
  transactionId: number
}

/** What a provider's event did (service.ts and parcel-card.ts settle them). */
export interface SettleResult {
  handled: boolean
  order?: { id: number; userId: number | null; shopId: number }
  /** A wallet top-up that was credited. */
  topUp?: { userId: number; amount: number }
  status?: TransactionStatus
  /** False for a replay or an event that changed nothing. */
  changed?: boolean
}
