// Card payment providers behind one interface. Stripe is implemented (stripe.ts); every other provider of the
// contract's list is an adapter that answers clearly that it is not configured, so a client offering it gets a
// message instead of a dead end.
import type { PaymentProviderTag } from '@basil/contracts'
import { paymentProviderTags } from '@basil/contracts'
import { ApiError } from '../../lib/errors.ts'
import { DEFAULT_STRIPE_API_URL, StripeProvider, type StripeConfig } from './stripe.ts'
import type { CheckoutSession, PaymentProvider } from './types.ts'

export type { CheckoutInput, CheckoutSession, PaymentProvider } from './types.ts'

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
  new ApiError(
    400,
    'ERROR_400',
    `${title} payments are not configured on this server. Please, choose another payment method`,
  )

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
  const providers = new Map<PaymentProviderTag, PaymentProvider>(
    paymentProviderTags.map((tag) => [tag, new UnconfiguredProvider(tag)]),
  )
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
