// A local stand-in for the parts of Stripe the API uses: Checkout Sessions (form-encoded create with Bearer auth and
// Idempotency-Key, retrieve), a hosted "payment page", and signed webhooks. Tests drive it with `pay`, `expire` and
// `sendEvent`; a person can use it too (run this file with tsx: it listens on FAKE_STRIPE_PORT and its page has a Pay
// button that sends the webhook and returns to the storefront).
import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { readCardSandboxEnv } from '../env.js'

export interface FakeSession {
  id: string
  object: 'checkout.session'
  url: string
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  payment_intent: string | null
  expires_at: number
  created: number
}

export interface FakeStripeOptions {
  secretKey: string
  webhookSecret: string
  /** Where webhooks go; can be set later with `setWebhookUrl`. */
  webhookUrl?: string
  port?: number
}

export interface WebhookDelivery {
  status: number
  body: unknown
}

export interface FakeStripe {
  url: string
  sessions: Map<string, FakeSession>
  /** Every create request's form fields, in order. */
  created: Array<Record<string, string>>
  setWebhookUrl(url: string): void
  /** The next create request answers 500 (a provider outage). */
  failNextCreate(): void
  /** The customer pays: the session completes and `checkout.session.completed` is delivered. */
  pay(sessionId: string, overrides?: Partial<FakeSession>): Promise<WebhookDelivery>
  /** The session expires unpaid: `checkout.session.expired` is delivered. */
  expire(sessionId: string): Promise<WebhookDelivery>
  /** Delivers any event about a session (signature tweaks for the negative tests). */
  sendEvent(
    type: string,
    session: FakeSession,
    options?: { secret?: string; timestamp?: number; signature?: string | null; eventId?: string },
  ): Promise<WebhookDelivery>
  /** The exact body and header a webhook for `session` would carry (for replay tests). */
  lastDelivery(): { payload: string; signature: string } | undefined
  close(): Promise<void>
}

const FAILED = 'failed'

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

const stripeError = (message: string, type = 'invalid_request_error') => ({ error: { type, message } })

export function signPayload(payload: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>()
  const byIdempotencyKey = new Map<string, string>()
  const created: Array<Record<string, string>> = []
  let webhookUrl = options.webhookUrl
  let failNext = false
  let base = ''
  let last: { payload: string; signature: string } | undefined

  async function sendEvent(
    type: string,
    session: FakeSession,
    eventOptions: { secret?: string; timestamp?: number; signature?: string | null; eventId?: string } = {},
  ): Promise<WebhookDelivery> {
    if (!webhookUrl) throw new Error('fake Stripe: no webhook URL')
    const payload = JSON.stringify({
      id: eventOptions.eventId ?? id('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
    })
    const timestamp = eventOptions.timestamp ?? Math.floor(Date.now() / 1000)
    const signature =
      eventOptions.signature === undefined
        ? signPayload(payload, eventOptions.secret ?? options.webhookSecret, timestamp)
        : eventOptions.signature
    last = { payload, signature: signature ?? '' }
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      body: payload,
    })
    return { status: response.status, body: await response.json().catch(() => null) }
  }

  function mustFind(sessionId: string): FakeSession {
    const session = sessions.get(sessionId)
    if (!session) throw new Error(`fake Stripe: no session ${sessionId}`)
    return session
  }

  async function pay(sessionId: string, overrides: Partial<FakeSession> = {}) {
    const session = mustFind(sessionId)
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: id('pi') }, overrides)
    return sendEvent('checkout.session.completed', session)
  }

  async function expire(sessionId: string) {
    const session = mustFind(sessionId)
    session.status = 'expired'
    return sendEvent('checkout.session.expired', session)
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', base)
    if (url.pathname.startsWith('/v1/')) {
      if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
        return json(response, 401, stripeError('Invalid API Key provided', 'invalid_request_error'))
      }
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
        return json(response, 400, stripeError('Expected a form-encoded body'))
      }
      const form = Object.fromEntries(new URLSearchParams(await readBody(request)))
      const key = request.headers['idempotency-key']
      const replay = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined
      // Like Stripe, a key replays whatever its first request got, a server error included.
      if (replay === FAILED) return json(response, 500, stripeError('An unknown error occurred', 'api_error'))
      if (replay) return json(response, 200, sessions.get(replay))
      if (failNext) {
        failNext = false
        if (typeof key === 'string') byIdempotencyKey.set(key, FAILED)
        return json(response, 500, stripeError('An unknown error occurred', 'api_error'))
      }
      const amount = Number(form['line_items[0][price_data][unit_amount]'])
      const quantity = Number(form['line_items[0][quantity]'] ?? '1')
      if (!Number.isInteger(amount) || amount < 1 || !form.success_url || !form.cancel_url || form.mode !== 'payment') {
        return json(response, 400, stripeError('Missing or invalid parameters'))
      }
      created.push(form)
      const metadata: Record<string, string> = {}
      for (const [name, value] of Object.entries(form)) {
        const match = /^metadata\[(.+)\]$/.exec(name)
        if (match) metadata[match[1]!] = value
      }
      const sessionId = id('cs')
      const now = Math.floor(Date.now() / 1000)
      const session: FakeSession = {
        id: sessionId,
        object: 'checkout.session',
        url: `${base}/pay/${sessionId}`,
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount * quantity,
        currency: form['line_items[0][price_data][currency]'] ?? 'usd',
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        metadata,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        payment_intent: null,
        expires_at: now + 24 * 3600,
        created: now,
      }
      sessions.set(sessionId, session)
      if (typeof key === 'string') byIdempotencyKey.set(key, sessionId)
      return json(response, 200, session)
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname)
    if (request.method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]!)
      return session ? json(response, 200, session) : json(response, 404, stripeError('No such checkout session'))
    }
    const page = /^\/pay\/([\w-]+)$/.exec(url.pathname)
    if (page) {
      const session = sessions.get(page[1]!)
      if (!session) return json(response, 404, stripeError('No such checkout session'))
      if (request.method === 'POST') {
        const action = new URLSearchParams(await readBody(request)).get('action')
        if (action === 'cancel') {
          response.writeHead(303, { location: session.cancel_url })
          return response.end()
        }
        await pay(session.id)
        response.writeHead(303, { location: session.success_url })
        return response.end()
      }
      const amount = (session.amount_total / 100).toFixed(2)
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return response.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test payment</title>` +
          `<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"></head>` +
          `<body style="font-family:system-ui;max-width:28rem;margin:3rem auto;padding:0 1rem">` +
          `<h1>Test payment</h1><p>Amount: <strong>${amount} ${session.currency.toUpperCase()}</strong></p>` +
          `<p>This is a local test payment page: no card is charged.</p>` +
          `<form method="post"><button name="action" value="pay" type="submit">Pay ${amount}</button> ` +
          `<button name="action" value="cancel" type="submit">Cancel</button></form></body></html>`,
      )
    }
    return json(response, 404, stripeError('Unrecognized request URL'))
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => json(response, 500, stripeError(String(error), 'api_error')))
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: base,
    sessions,
    created,
    setWebhookUrl: (value) => {
      webhookUrl = value
    },
    failNextCreate: () => {
      failNext = true
    },
    pay,
    expire,
    sendEvent,
    lastDelivery: () => last,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

// Standalone (`npm start` runs it when no real Stripe key is set): `npx tsx apps/api/src/dev/stripe-sandbox.ts`. Point the API at it with
// STRIPE_API_URL=<printed url>, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET equal to the values below.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeStripe(readCardSandboxEnv())
  console.log(`test card provider (Stripe sandbox) listening on ${fake.url}`)
  const stop = () => void fake.close().then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
