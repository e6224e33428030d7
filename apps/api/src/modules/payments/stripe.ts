// Stripe Checkout over plain HTTPS (no SDK): a hosted Checkout Session per order payment, and verification of the
// signed webhooks that report its outcome (`Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`).
import { createHmac, timingSafeEqual } from 'node:crypto'
import { ApiError } from '../../lib/errors.ts'
import type { CheckoutInput, CheckoutSession, PaymentProvider } from './types.ts'

export const DEFAULT_STRIPE_API_URL = 'https://api.stripe.com'

export interface StripeConfig {
  apiUrl: string
  secretKey: string
}

const providerUnavailable = () =>
  new ApiError(502, 'ERROR_502', 'The payment provider could not start the payment. Please, try again later')

export class StripeProvider implements PaymentProvider {
  readonly tag = 'stripe' as const
  readonly title = 'Stripe'
  readonly configured = true

  constructor(private readonly config: StripeConfig) {}

  async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
    const form = new URLSearchParams({
      mode: 'payment',
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: input.orderId === null ? `topup-${input.transactionId}` : String(input.orderId),
      'metadata[purpose]': input.purpose,
      'metadata[transaction_id]': String(input.transactionId),
      'payment_intent_data[metadata][transaction_id]': String(input.transactionId),
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': input.currency,
      'line_items[0][price_data][unit_amount]': String(input.amount),
      'line_items[0][price_data][product_data][name]': input.description,
    })
    if (input.orderId !== null) {
      form.set('metadata[order_id]', String(input.orderId))
      form.set('payment_intent_data[metadata][order_id]', String(input.orderId))
    }
    if (input.customerEmail) form.set('customer_email', input.customerEmail)
    let response: Response
    try {
      response = await fetch(`${this.config.apiUrl.replace(/\/$/, '')}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.config.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': input.idempotencyKey,
        },
        body: form,
        signal: AbortSignal.timeout(15_000),
      })
    } catch {
      throw providerUnavailable()
    }
    const body = (await response.json().catch(() => null)) as {
      id?: unknown
      url?: unknown
      expires_at?: unknown
    } | null
    if (!response.ok || !body || typeof body.id !== 'string' || typeof body.url !== 'string')
      throw providerUnavailable()
    return {
      providerRef: body.id,
      url: body.url,
      expiresAt: typeof body.expires_at === 'number' ? new Date(body.expires_at * 1000) : null,
    }
  }
}

/**
 * Whether `header` is a valid Stripe signature of `payload` made with `secret` no more than `toleranceSeconds` from
 * `now`. Any `v1` entry may match (Stripe signs with every active secret while one is being rolled).
 */
export function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  toleranceSeconds: number,
  now: number = Date.now(),
): boolean {
  if (!header) return false
  let timestamp: number | undefined
  const signatures: string[] = []
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2)
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase())
  }
  if (timestamp === undefined || signatures.length === 0) return false
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex'))
  return signatures.some((signature) => timingSafeEqual(Buffer.from(signature), expected))
}

/** What we read from a webhook event about a Checkout Session. */
export interface StripeSessionEvent {
  eventId: string
  type: string
  sessionId: string
  paymentStatus: string | null
  amountTotal: number | null
  currency: string | null
  paymentIntent: string | null
  orderId: number | null
  transactionId: number | null
}

/** The checkout-session fields of a webhook event, or undefined for any other kind of event. */
export function readSessionEvent(event: unknown): StripeSessionEvent | undefined {
  if (!event || typeof event !== 'object') return undefined
  const e = event as { id?: unknown; type?: unknown; data?: { object?: Record<string, unknown> } }
  const object = e.data?.object
  if (typeof e.type !== 'string' || !e.type.startsWith('checkout.session.') || !object || typeof object.id !== 'string')
    return undefined
  const metadata = (object.metadata && typeof object.metadata === 'object' ? object.metadata : {}) as Record<
    string,
    unknown
  >
  const int = (v: unknown) =>
    typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : typeof v === 'number' && Number.isInteger(v) ? v : null
  return {
    eventId: typeof e.id === 'string' ? e.id : '',
    type: e.type,
    sessionId: object.id,
    paymentStatus: typeof object.payment_status === 'string' ? object.payment_status : null,
    amountTotal: typeof object.amount_total === 'number' ? object.amount_total : null,
    currency: typeof object.currency === 'string' ? object.currency : null,
    paymentIntent: typeof object.payment_intent === 'string' ? object.payment_intent : null,
    orderId: int(metadata.order_id ?? object.client_reference_id),
    transactionId: int(metadata.transaction_id),
  }
}
