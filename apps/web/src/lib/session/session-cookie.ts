// Shared by the web server's proxy, its route handlers and its server-side fetches (never by browser code: the cookie
// is HttpOnly, so scripts in the page cannot read the token).

/** Spec §4/§8: the access token's cookie (HttpOnly here, so the `Bearer ` prefix is added when forwarding). */
export const SESSION_COOKIE = 'access_token'
/** Spec §9: the access token and user cookies last 7 days, path /. */
export const SESSION_MAX_AGE = 60 * 60 * 24 * 7
/** The chosen saved address's id (spec §4: address text, location and location id are the local settings). */
export const LOCATION_ID_COOKIE = 'location_id'

export const sessionCookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: SESSION_MAX_AGE, secure }) as const

/** Tokens the API issues are base64url; anything else in the cookie is ignored rather than forwarded. */
export function readSessionToken(value: string | undefined): string | undefined {
  return value && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : undefined
}

/**
 * Whether a call through the proxy carries the session. Every call does (spec §6), except public catalogue reads
 * (`GET rest/...`), which the API answers the same for everyone and caches only when they come without a token.
 */
export function forwardsSession(method: string, apiPath: string): boolean {
  const path = apiPath.replace(/^\/+/, '').replace(/^api\/v1\//, '')
  return !((method === 'GET' || method === 'HEAD') && path.startsWith('rest/'))
}

/**
 * SameSite=Lax already keeps the cookie off cross-site POSTs; this also refuses a changing request that the browser
 * marks as coming from another site (no lending the session to it, and no signing a visitor in from elsewhere).
 */
export function isSameOrigin(method: string, headers: Headers): boolean {
  if (method === 'GET' || method === 'HEAD') return true
  const site = headers.get('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') return false
  const origin = headers.get('origin')
  if (!origin) return true
  const host = headers.get('x-forwarded-host') ?? headers.get('host')
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
