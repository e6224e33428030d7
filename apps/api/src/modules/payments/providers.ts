// Card payment providers behind one interface. Stripe is implemented (stripe.ts); every other provider of the
// contract's list is an adapter that answers clearly that it is not configured, so a client offering it gets a
// message instead of a dead end.
import type { PaymentProviderTag } from '@basil/contracts'
import { paymentProviderTags } from '@basil/contracts'
import { ApiError } from '../../lib/errors.ts'
import { DEFAULT_STRIPE_API_URL, StripeProvider, type StripeConfig } from './stripe.ts'

export interface CheckoutInput {
  /** The order paid for; null for a wallet top-up. */
  orderId: number | null
  transactionId: number
  purpose: 'order' | 'wallet_topup'
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

export const providerTitles: Record<PaymentProviderTag, string> = {
  stripe: 'Stripe',
  razorpay: 'Razorpay',
  paystack: 'Paystack',
  paypal: 'PayPal',
  'flutter-wave': 'Flutterwave',
  'mercado-pago': 'Mercado Pago',
  paytabs: 'PayTabs',
  moyasar: 'Moyasar',
  'pay-fast': 'PayFast',
}

export const notConfigured = (title: string) =>
  new ApiError(400, 'ERROR_400', `${title} payments are not configured on this server. Please, choose another payment method`)

/** A provider the server has no credentials for. */
export class UnconfiguredProvider implements PaymentProvider {
  readonly configured = false
  constructor(readonly tag: PaymentProviderTag) {}

  get title(): string {
    return providerTitles[this.tag]
  }

  async createCheckout(): Promise<CheckoutSession> {
    throw notConfigured(this.title)
  }
}

export interface PaymentsOptions {
  stripe?: {
    /** Enables Stripe Checkout. */
    secretKey?: string
    /** Stripe's API base; the real one when not given. */
    apiUrl?: string
    /** Signing secret of the webhook endpoint; webhooks are refused without it. */
    webhookSecret?: string
    /** How old a signed webhook may be (seconds, default 300). */
    webhookToleranceSeconds?: number
  }
  /** Where hosted payment pages send the customer back; the request's origin when not given. */
  storefrontUrl?: string
}

export interface PaymentsRuntime {
  providers: Map<PaymentProviderTag, PaymentProvider>
  stripeWebhook: { secret: string; toleranceSeconds: number } | undefined
  storefrontUrl: string | undefined
}

export function createPaymentsRuntime(options: PaymentsOptions = {}): PaymentsRuntime {
  const providers = new Map<PaymentProviderTag, PaymentProvider>(paymentProviderTags.map((tag) => [tag, new UnconfiguredProvider(tag)]))
  const stripe = options.stripe
  if (stripe?.secretKey) {
    const config: StripeConfig = { secretKey: stripe.secretKey, apiUrl: stripe.apiUrl ?? DEFAULT_STRIPE_API_URL }
    providers.set('stripe', new StripeProvider(config))
  }
  return {
    providers,
    stripeWebhook: stripe?.webhookSecret
      ? { secret: stripe.webhookSecret, toleranceSeconds: stripe.webhookToleranceSeconds ?? 300 }
      : undefined,
    storefrontUrl: options.storefrontUrl?.replace(/\/$/, ''),
  }
}

export function isProviderTag(tag: string): tag is PaymentProviderTag {
  return (paymentProviderTags as readonly string[]).includes(tag)
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsRuntime
  }
}
