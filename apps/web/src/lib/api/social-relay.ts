import 'server-only'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { NextResponse, type NextRequest } from 'next/server'
import { settingsResponseSchema } from '@basil/contracts'
import { getApiBaseUrl } from '@/lib/env'
import { SESSION_COOKIE, isSameOrigin, sessionCookieOptions } from '@/lib/session/session-cookie'
import { toSettingsMap } from '@/lib/settings'
import {
  AUTHORIZATION,
  isSocialProvider,
  readSocialSignIns,
  readUnverifiedClaims,
  type SocialProvider,
  type SocialSignIn,
} from '@/lib/social-sign-in'
import { errorResponse, forwardedHeaders, isSecure, redirectWithinSite, takeToken } from './auth-relay'

// Social sign-in through the provider's own page (OpenID Connect, implicit flow):
// 1. GET  /session/social/{provider}?next=&referral=  makes a state and a nonce, keeps them in a short-lived HttpOnly
//    cookie, and sends the browser to the provider's authorization endpoint (from its discovery document).
// 2. The provider sends the browser back to /session/social/{provider}/return: with the answer in the fragment (a
//    GET; the fragment survives our redirect) or as a form POST (Apple), which we move into a fragment. Either way
//    the browser lands on /login/callback/{provider}, a page of this site.
// 3. That page posts the ID token and state to POST /session/social/{provider}: the state must be the cookie's, the
//    token's nonce the cookie's, and the API must accept the token (`auth/{provider}/callback`); then the session
//    cookie is set as for a password sign-in.

const FLOW_COOKIE = 'basil_social'
const FLOW_PATH = '/session/social'
const FLOW_SECONDS = 10 * 60

type Flow = { provider: SocialProvider; state: string; nonce: string; next: string; referral: string | null }

const random = () => randomBytes(24).toString('base64url')

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** The public origin the visitor uses (the redirect URI registered at the provider is on it). */
function publicOrigin(request: NextRequest): string {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? request.nextUrl.host
  return `${isSecure(request) ? 'https' : 'http'}://${host}`
}

const redirectUri = (request: NextRequest, provider: SocialProvider) =>
  `${publicOrigin(request)}/session/social/${provider}/return`

/** Only paths of this site after sign-in. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/'
}

async function readSignIn(provider: SocialProvider): Promise<SocialSignIn | undefined> {
  const response = await fetch(`${getApiBaseUrl()}/api/v1/rest/settings`, {
    headers: { accept: 'application/json' },
    cache: 'no-store',
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`settings answered ${response.status}`)
  const settings = toSettingsMap(settingsResponseSchema.parse(await response.json()).data)
  return readSocialSignIns(settings).find((s) => s.provider === provider)
}

const endpoints = new Map<string, { at: number; url: string }>()

/** The provider's authorization endpoint, from its discovery document (kept for an hour). */
async function authorizationEndpoint(issuer: string): Promise<string> {
  const hit = endpoints.get(issuer)
  if (hit && Date.now() - hit.at < 60 * 60_000) return hit.url
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
    headers: { accept: 'application/json' },
    cache: 'no-store',
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`discovery answered ${response.status}`)
  const url = ((await response.json()) as { authorization_endpoint?: unknown }).authorization_endpoint
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error('discovery names no authorization endpoint')
  endpoints.set(issuer, { at: Date.now(), url })
  return url
}

/** Back to /login with a reason the page shows (the provider is off or unreachable). */
const backToLogin = (reason: string) => redirectWithinSite(`/login?social=${encodeURIComponent(reason)}`)

/** Step 1: the authorization request. */
export async function startSocialSignIn(request: NextRequest, provider: string): Promise<NextResponse> {
  if (!isSocialProvider(provider)) return backToLogin('unavailable')
  let signIn: SocialSignIn | undefined
  let endpoint: string
  try {
    signIn = await readSignIn(provider)
    if (!signIn) return backToLogin('unavailable')
    endpoint = await authorizationEndpoint(signIn.issuer)
  } catch {
    return backToLogin('unreachable')
  }
  const params = request.nextUrl.searchParams
  const flow: Flow = {
    provider,
    state: random(),
    nonce: random(),
    next: safeNext(params.get('next')),
    referral: params.get('referral')?.trim().slice(0, 64) || null,
  }
  const how = AUTHORIZATION[provider]
  const url = new URL(endpoint)
  url.searchParams.set('client_id', signIn.clientId)
  url.searchParams.set('redirect_uri', redirectUri(request, provider))
  url.searchParams.set('response_type', how.responseType)
  url.searchParams.set('scope', how.scope)
  url.searchParams.set('state', flow.state)
  url.searchParams.set('nonce', flow.nonce)
  if (how.responseMode === 'form_post') url.searchParams.set('response_mode', 'form_post')
  const response = new NextResponse(null, {
    status: 303,
    headers: { location: url.toString(), 'cache-control': 'no-store' },
  })
  response.cookies.set(FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), {
    httpOnly: true,
    sameSite: 'lax',
    path: FLOW_PATH,
    maxAge: FLOW_SECONDS,
    secure: isSecure(request),
  })
  return response
}

/** Step 2: the provider's redirect, to our callback page with the answer in its fragment. */
export async function returnFromProvider(request: NextRequest, provider: string): Promise<NextResponse> {
  const page = `/login/callback/${isSocialProvider(provider) ? provider : 'unknown'}` as const
  if (request.method === 'POST') {
    const form = await request.formData().catch(() => null)
    const answer = new URLSearchParams()
    for (const key of ['id_token', 'state', 'error', 'user'] as const) {
      const value = form?.get(key)
      if (typeof value === 'string' && value.length <= 16_384) answer.set(key, value)
    }
    return redirectWithinSite(`${page}#${answer.toString()}`)
  }
  // An error may come in the query; a fragment answer stays on the browser's side and follows this redirect.
  const query = request.nextUrl.searchParams
  if (query.has('error')) {
    const answer = new URLSearchParams({ error: query.get('error') ?? '', state: query.get('state') ?? '' })
    return redirectWithinSite(`${page}#${answer.toString()}`)
  }
  return redirectWithinSite(page)
}

function readFlow(request: NextRequest): Flow | null {
  const raw = request.cookies.get(FLOW_COOKIE)?.value
  if (!raw) return null
  try {
    const flow = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Flow>
    if (!isSocialProvider(flow.provider) || typeof flow.state !== 'string' || typeof flow.nonce !== 'string')
      return null
    return {
      provider: flow.provider,
      state: flow.state,
      nonce: flow.nonce,
      next: safeNext(typeof flow.next === 'string' ? flow.next : null),
      referral: typeof flow.referral === 'string' ? flow.referral : null,
    }
  } catch {
    return null
  }
}

/** A flow's cookie is good for one try, whatever its outcome. */
function endFlow<R extends NextResponse>(response: R): R {
  response.cookies.set(FLOW_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: FLOW_PATH, maxAge: 0 })
  response.headers.set('cache-control', 'no-store')
  return response
}

const EXPIRED = 'The sign-in took too long or was started elsewhere. Please, try again'

/** Step 3: the ID token checked (state, nonce) and exchanged at the API for our session. */
export async function finishSocialSignIn(request: NextRequest, provider: string): Promise<NextResponse> {
  if (!isSameOrigin(request.method, request.headers)) return errorResponse(403, 'ERROR_403', 'Forbidden')
  if (!isSocialProvider(provider)) return errorResponse(404, 'ERROR_404', 'Not found')
  const body = (await request.json().catch(() => null)) as {
    id_token?: unknown
    state?: unknown
    name?: unknown
  } | null
  const idToken = typeof body?.id_token === 'string' && body.id_token.length <= 8192 ? body.id_token : null
  const state = typeof body?.state === 'string' ? body.state : null
  const flow = readFlow(request)
  if (!flow || flow.provider !== provider || !state || !sameText(state, flow.state))
    return endFlow(errorResponse(400, 'ERROR_400', EXPIRED))
  const nonce = idToken ? readUnverifiedClaims(idToken)?.nonce : undefined
  if (!idToken || typeof nonce !== 'string' || !sameText(nonce, flow.nonce))
    return endFlow(errorResponse(400, 'ERROR_400', EXPIRED))

  let upstream: Response
  try {
    upstream = await fetch(`${getApiBaseUrl()}/api/v1/auth/${provider}/callback`, {
      method: 'POST',
      headers: { ...forwardedHeaders(request), 'content-type': 'application/json' },
      body: JSON.stringify({
        id: idToken,
        ...(typeof body?.name === 'string' && body.name.trim() ? { name: body.name.trim().slice(0, 200) } : {}),
        ...(flow.referral ? { referral: flow.referral } : {}),
      }),
      cache: 'no-store',
      signal: AbortSignal.timeout(15_000),
    })
  } catch {
    return endFlow(errorResponse(503, 'ERROR_503', 'Service unavailable'))
  }
  const payload = (await upstream.json().catch(() => null)) as Record<string, unknown> | null
  const token = upstream.ok ? takeToken(payload) : undefined
  if (!token) {
    const failed = NextResponse.json(payload ?? {}, { status: upstream.ok ? 502 : upstream.status })
    const retryAfter = upstream.headers.get('retry-after')
    if (retryAfter) failed.headers.set('retry-after', retryAfter)
    return endFlow(failed)
  }
  const data = (payload?.data ?? {}) as Record<string, unknown>
  const response = NextResponse.json({ ...payload, data: { ...data, next: flow.next } })
  response.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(isSecure(request)))
  return endFlow(response)
}
