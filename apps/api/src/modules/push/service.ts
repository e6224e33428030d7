// Web Push rules: which subscriptions are accepted, what a notification becomes on a locked screen, and the
// dispatcher that sends the outbox after the changes commit (at least once; a device collapses repeats by topic).
import { createECDH } from 'node:crypto'
import type { Database, Executor } from '../../db/types.ts'
import * as repo from './repository.ts'
import {
  MAX_PAYLOAD_BYTES,
  encryptForTarget,
  generateVapidKeys,
  hasUsableKeys,
  vapidAuthorization,
  type PushTarget,
  type VapidKeys,
} from './web-push.ts'

/** The push services of the browsers in use; others only when the operator names them (PUSH_ALLOWED_HOSTS). */
export const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
]

export interface PushOptions {
  /** Milliseconds between looks at the outbox; 0 or absent: no dispatcher runs (tests send with dispatchOnce). */
  pollMs?: number
  /** More push service hosts to accept (`host`, `host:port` or `*.domain`); these may use http (local tests). */
  allowedHosts?: string[]
  /** The contact in every VAPID token (`mailto:` or an https URL). */
  subject?: string
  /** A fixed key pair (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY); otherwise one is made once and kept in the database. */
  keys?: VapidKeys
  /** Milliseconds a push service may take to answer. */
  timeoutMs?: number
}

const MAX_ATTEMPTS = 5
const BATCH = 50

function hostMatches(pattern: string, host: string, hostname: string): boolean {
  if (pattern.startsWith('*.')) return hostname.endsWith(pattern.slice(1))
  return pattern.includes(':') ? pattern === host : pattern === hostname
}

/** Whether the API may send to `endpoint`: https to a known push service, or a host the operator allowed. */
export function isAllowedEndpoint(endpoint: string, allowedHosts: readonly string[] = []): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (allowedHosts.some((p) => hostMatches(p, url.host, url.hostname)))
    return url.protocol === 'https:' || url.protocol === 'http:'
  return url.protocol === 'https:' && KNOWN_PUSH_HOSTS.some((p) => hostMatches(p, url.host, url.hostname))
}

export type ParsedToken = { kind: 'web-push'; target: PushTarget } | { kind: 'device-token' } | { kind: 'invalid' }

/**
 * What `profile/firebase/token/update` received: a browser's subscription (the JSON of PushSubscription) or a mobile
 * app's device token (kept as before). A subscription that names an unknown service or bad keys is invalid.
 */
export function parsePushToken(token: string, allowedHosts: readonly string[] = []): ParsedToken {
  const text = token.trim()
  if (!text.startsWith('{')) return { kind: 'device-token' }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { kind: 'invalid' }
  }
  if (!value || typeof value !== 'object') return { kind: 'invalid' }
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } }
  if (typeof endpoint !== 'string' || typeof keys?.p256dh !== 'string' || typeof keys.auth !== 'string')
    return { kind: 'invalid' }
  const target = { endpoint, p256dh: keys.p256dh, auth: keys.auth }
  if (!isAllowedEndpoint(endpoint, allowedHosts) || !hasUsableKeys(target)) return { kind: 'invalid' }
  return { kind: 'web-push', target }
}

export async function subscribe(db: Executor, userId: number, target: PushTarget): Promise<void> {
  await repo.saveSubscription(db, { userId, ...target })
}

export async function unsubscribe(db: Executor, userId: number, endpoint: string): Promise<boolean> {
  return (await repo.deleteSubscriptionOfUser(db, userId, endpoint)) > 0
}

/** What a notification of the spec's types opens (spec section 4's click targets). */
export function pathOfNotification(type: string, data: Record<string, unknown> | null | undefined): string {
  const id = (key: string) => {
    const value = data?.[key]
    return typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? String(value) : undefined
  }
  if (type === 'status_changed') {
    // A parcel's step names it as `{id, type: 'parcel'}` (modules/parcels), as the storefront's bell reads it.
    const parcel = data?.type === 'parcel' ? id('id') : id('parcel_id')
    if (parcel) return `/parcels/${parcel}`
    const order = id('order_id')
    return order ? `/orders/${order}` : '/orders'
  }
  if (type === 'booking_status') return '/reservations'
  if (type === 'order_refunded' || type === 'transaction') return '/wallet'
  if (type === 'new_user_by_referral') return '/referrals'
  if (type === 'news_publish') {
    const uuid = data?.uuid
    return typeof uuid === 'string' && /^[\w-]{1,64}$/.test(uuid) ? `/?news=${uuid}` : '/'
  }
  const order = id('order_id')
  return order ? `/orders/${order}` : '/notifications'
}

export interface PushableNotification {
  userId: number
  type: string
  title: string
  body?: string | null
  data?: Record<string, unknown> | null
}

/** Queues a notification just written (same transaction) for the user's browsers. */
export async function queueNotification(db: Executor, n: PushableNotification): Promise<void> {
  const order = n.data?.type === 'parcel' ? n.data.id : (n.data?.order_id ?? n.data?.parcel_id)
  await repo.enqueueIfSubscribed(db, {
    userId: n.userId,
    title: n.title,
    body: n.body ?? null,
    url: pathOfNotification(n.type, n.data),
    topic: typeof order === 'number' ? `${n.type.replaceAll('_', '-')}-${order}`.slice(0, 32) : null,
  })
}

/**
 * Queues a chat message for the customer's browsers (the other side's screens come with the operator console), in the
 * message's transaction. It opens the conversation (`/chat?c=<id>`); one topic per conversation keeps one entry.
 */
export async function queueChatMessage(
  db: Executor,
  message: { userId: number; from: 'support' | 'shop'; text: string | null; conversationId: number },
): Promise<void> {
  await repo.enqueueIfSubscribed(db, {
    userId: message.userId,
    title: message.from === 'support' ? 'New message from support' : 'New message from the shop',
    body: message.text ? message.text.slice(0, 500) : 'Photo',
    url: `/chat?c=${message.conversationId}`,
    topic: `chat-${message.conversationId}`,
  })
}

const VAPID_SECRET = 'vapid'

/** The key pair from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (base64url raw keys), checked to belong together. */
export function vapidKeysFrom(publicKey: string, privateKey: string): VapidKeys {
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'))
  const derived = ecdh.getPublicKey()
  if (derived.toString('base64url') !== publicKey) throw new Error('VAPID_PUBLIC_KEY does not match VAPID_PRIVATE_KEY')
  return {
    publicKey,
    privateJwk: {
      kty: 'EC',
      crv: 'P-256',
      x: derived.subarray(1, 33).toString('base64url'),
      y: derived.subarray(33).toString('base64url'),
      d: privateKey,
    },
  }
}

export interface SendResult {
  /** Subscriptions the push service says are gone (404, 410): deleted. */
  pruned: number
  sent: number
  /** Messages left for a later try (every subscription of the user failed for a passing reason). */
  retried: number
  dropped: number
}

/** The Web Push runtime of one API instance: its keys, its dispatcher and the sending itself. */
export class PushRuntime {
  private keys: Promise<VapidKeys> | undefined
  private timer: NodeJS.Timeout | undefined
  private running: Promise<unknown> | undefined
  private readonly allowedHosts: string[]

  constructor(
    private readonly options: PushOptions,
    private readonly send: typeof fetch = fetch,
  ) {
    this.allowedHosts = options.allowedHosts ?? []
  }

  get allowed(): readonly string[] {
    return this.allowedHosts
  }

  /** The VAPID key pair: the configured one, or the one kept in the database (made by the first instance to ask). */
  vapidKeys(db: Executor): Promise<VapidKeys> {
    if (this.options.keys) return Promise.resolve(this.options.keys)
    this.keys ??= (async () => {
      const stored = await repo.readSecret(db, VAPID_SECRET)
      const value = stored ?? (await repo.keepFirstSecret(db, VAPID_SECRET, JSON.stringify(generateVapidKeys())))
      return JSON.parse(value) as VapidKeys
    })().catch((error: unknown) => {
      this.keys = undefined
      throw error
    })
    return this.keys
  }

  /** Sends what the outbox holds, one batch at a time, until it is empty or only retries remain. */
  async dispatchOnce(db: Database): Promise<SendResult> {
    const total: SendResult = { pruned: 0, sent: 0, retried: 0, dropped: 0 }
    for (;;) {
      const batch = await repo.claimMessages(db, BATCH, 60)
      if (batch.length === 0) return total
      const result = await this.sendBatch(db, batch)
      total.pruned += result.pruned
      total.sent += result.sent
      total.retried += result.retried
      total.dropped += result.dropped
      if (batch.length < BATCH) return total
    }
  }

  private async sendBatch(db: Database, batch: repo.ClaimedMessage[]): Promise<SendResult> {
    const keys = await this.vapidKeys(db)
    const subscriptions = await repo.listSubscriptions(db, [...new Set(batch.map((m) => m.userId))])
    const result: SendResult = { pruned: 0, sent: 0, retried: 0, dropped: 0 }
    const gone = new Set<number>()
    const done: number[] = []
    const later: number[] = []
    for (const message of batch) {
      const targets = subscriptions.filter((s) => s.userId === message.userId && !gone.has(s.id))
      const outcomes = await Promise.all(targets.map((target) => this.deliver(target, message, keys)))
      outcomes.forEach((outcome, i) => {
        if (outcome === 'gone') gone.add(targets[i]!.id)
      })
      result.sent += outcomes.filter((o) => o === 'sent').length
      if (outcomes.length > 0 && outcomes.every((o) => o === 'retry') && message.attempts < MAX_ATTEMPTS) {
        later.push(message.id)
      } else {
        done.push(message.id)
        if (outcomes.length === 0 || outcomes.every((o) => o !== 'sent')) result.dropped += 1
      }
    }
    await repo.deleteSubscriptions(db, [...gone])
    await repo.deleteMessages(db, done)
    // 30 s, 60 s, 120 s... after each failed try.
    await repo.retryLater(db, later, 15 * 2 ** Math.min(...batch.map((m) => m.attempts)))
    result.pruned = gone.size
    result.retried = later.length
    return result
  }

  private async deliver(
    target: repo.SubscriptionRow,
    message: repo.ClaimedMessage,
    keys: VapidKeys,
  ): Promise<'sent' | 'gone' | 'retry' | 'refused'> {
    // A subscription stored under rules since tightened is not sent to (and goes away).
    if (!isAllowedEndpoint(target.endpoint, this.allowedHosts)) return 'gone'
    const payload = Buffer.from(
      JSON.stringify({ title: message.title, body: message.body ?? '', url: message.url, tag: message.topic }),
    )
    const body = encryptForTarget(target, payload.subarray(0, MAX_PAYLOAD_BYTES))
    const headers: Record<string, string> = {
      authorization: vapidAuthorization(target.endpoint, keys, this.options.subject ?? 'mailto:webmaster@localhost'),
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(24 * 3600),
      urgency: 'normal',
    }
    if (message.topic) headers.topic = message.topic.replace(/[^\w-]/g, '-').slice(0, 32)
    try {
      const answer = await this.send(target.endpoint, {
        method: 'POST',
        headers,
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      })
      await answer.body?.cancel()
      if (answer.status >= 200 && answer.status < 300) return 'sent'
      if (answer.status === 404 || answer.status === 410) return 'gone'
      if (answer.status === 429 || answer.status >= 500) return 'retry'
      return 'refused'
    } catch {
      return 'retry'
    }
  }

  /** Starts looking at the outbox every `pollMs` (when set); errors are logged and the next look tries again. */
  start(db: Database, log: { warn(o: object, m: string): void }): void {
    const every = this.options.pollMs ?? 0
    if (every <= 0 || this.timer) return
    this.timer = setInterval(() => {
      if (this.running) return
      this.running = this.dispatchOnce(db)
        .catch((err: unknown) => log.warn({ err }, 'push dispatch failed'))
        .finally(() => {
          this.running = undefined
        })
    }, every)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
    await this.running
  }
}
