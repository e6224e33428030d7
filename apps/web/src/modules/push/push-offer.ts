// When to offer push notifications: never on a first load, only to a signed-in customer, on a page about something
// that will change (an order being prepared and delivered), in a browser that can, and not again for a month after
// "Not now" (or ever, once the browser's permission was given or refused).

/** How long "Not now" keeps the offer away. */
export const OFFER_PAUSE_MS = 30 * 24 * 3600 * 1000
export const DISMISSED_KEY = 'basil-push-offer-dismissed'

export interface OfferState {
  signedIn: boolean
  /** `'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window`. */
  supported: boolean
  /** `Notification.permission`. */
  permission: 'default' | 'granted' | 'denied'
  /** Whether this browser already has a subscription (then nothing is offered). */
  subscribed: boolean
  /** When "Not now" was last chosen (ms), if ever. */
  dismissedAt: number | null
  /** Whether the thing on the page can still change (an order not yet delivered or canceled). */
  pending: boolean
  now: number
}

export function shouldOfferPush(s: OfferState): boolean {
  if (!s.signedIn || !s.supported || !s.pending || s.subscribed) return false
  // Granted without a subscription (e.g. a cleared site): offering again subscribes without another prompt.
  if (s.permission === 'denied') return false
  return s.dismissedAt === null || s.now - s.dismissedAt >= OFFER_PAUSE_MS
}

/** The server's VAPID key (base64url) as the Uint8Array `pushManager.subscribe` wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return bytes
}
