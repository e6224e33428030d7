import 'server-only'
import { NextResponse, type NextRequest } from 'next/server'
import { COOKIE } from '../preferences'
import {
  LOCATION_ID_COOKIE,
  SESSION_COOKIE,
  isSameOrigin,
  readSessionToken,
  sessionCookieOptions,
} from '@/lib/session/session-cookie'
import { getApiBaseUrl } from '@/lib/env'

const MAX_BODY = 64 * 1024
// X-Forwarded-For is the visitor's address as this server saw it (server.mjs rebuilds it from the real peer), which
// the API believes because it trusts this server as its proxy; per-address rate limits count it.
const FORWARDED = ['content-type', 'accept-language', 'user-agent', 'x-forwarded-for'] as const
/** The only auth routes a GET may reach: checking an e-mail sign-up code. Nothing changes a session on a GET. */
const GET_ROUTE = /^\/api\/v1\/auth\/verify\/[^/]+$/

type Json = Record<string, unknown>

export function errorResponse(status: number, statusCode: string, message: string): NextResponse {
  return NextResponse.json({ timestamp: new Date().toISOString(), status: false, statusCode, message }, { status })
}

/**
 * Relays `/api/v1/auth/*` to the API. Answers that carry a session token (sign-in, sign-up, phone or e-mail
 * verification, password reset, social sign-in) become the HttpOnly session cookie, and the token is taken out of the
 * body the browser gets; sign-out revokes the token at the API and clears the cookie whatever the API says (a
 * revoked or expired token must not keep the browser "signed in").
 */
export async function relayAuth(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl
  const isRead = request.method === 'GET' || request.method === 'HEAD'
  if (isRead && !GET_ROUTE.test(pathname)) {
    const refused = errorResponse(405, 'ERROR_405', 'Method not allowed')
    refused.headers.set('allow', 'POST')
    return refused
  }
  if (!isSameOrigin(request.method, request.headers)) return errorResponse(403, 'ERROR_403', 'Forbidden')
  const isLogout = !isRead && pathname === '/api/v1/auth/logout'
  const token = readSessionToken(request.cookies.get(SESSION_COOKIE)?.value)

  const headers = forwardedHeaders(request)
  if (isLogout && token) headers.authorization = `Bearer ${token}`

  let body: ArrayBuffer | undefined
  if (!isRead) {
    body = await request.arrayBuffer()
    if (body.byteLength > MAX_BODY) return errorResponse(413, 'ERROR_413', 'Request body is too large')
    if (body.byteLength === 0) body = undefined
  }

  let upstream: Response
  try {
    upstream = await fetch(`${getApiBaseUrl()}${pathname}${search}`, {
      method: request.method,
      headers,
      body,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    })
  } catch {
    if (isLogout) return clearSession(errorResponse(503, 'ERROR_503', 'Service unavailable'), request)
    return errorResponse(503, 'ERROR_503', 'Service unavailable')
  }

  const payload = (await upstream.json().catch(() => null)) as Json | null
  const issued = upstream.ok && !isRead ? takeToken(payload) : undefined
  const response = NextResponse.json(payload ?? {}, { status: upstream.status })
  const retryAfter = upstream.headers.get('retry-after')
  if (retryAfter) response.headers.set('retry-after', retryAfter)
  response.headers.set('cache-control', 'no-store')

  // A token the API no longer knows is as signed out as it gets: the browser's sign-out succeeded.
  if (isLogout && upstream.status === 401) {
    return clearSession(
      NextResponse.json({ timestamp: new Date().toISOString(), status: true, message: 'Signed out', data: null }),
      request,
    )
  }
  if (isLogout) return clearSession(response, request)
  if (issued) response.cookies.set(SESSION_COOKIE, issued, sessionCookieOptions(isSecure(request)))
  return response
}

/** The headers an auth call to the API carries from the visitor's request (language, address, public host). */
export function forwardedHeaders(request: NextRequest): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' }
  for (const name of FORWARDED) {
    const value = request.headers.get(name)
    if (value) headers[name] = value
  }
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  if (host) headers['x-forwarded-host'] = host
  headers['x-forwarded-proto'] = request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')
  return headers
}

/** The token of an answer (`data.access_token` on sign-in, `data.token` on sign-up), removed from the answer. */
export function takeToken(payload: Json | null): string | undefined {
  const data = payload?.data
  if (!data || typeof data !== 'object') return undefined
  const record = data as Json
  const token =
    typeof record.access_token === 'string'
      ? record.access_token
      : typeof record.token === 'string'
        ? record.token
        : undefined
  delete record.access_token
  delete record.token
  return readSessionToken(token)
}

export function isSecure(request: NextRequest): boolean {
  return (request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')) === 'https'
}

/** Spec §4: signing out forgets the session and the delivery address chosen from the account's addresses. */
export function clearSession<R extends NextResponse>(response: R, request: NextRequest): R {
  const secure = isSecure(request)
  response.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(secure), maxAge: 0 })
  for (const name of [LOCATION_ID_COOKIE, COOKIE.address, COOKIE.location]) {
    if (request.cookies.has(name)) response.cookies.set(name, '', { path: '/', maxAge: 0, sameSite: 'lax' })
  }
  return response
}

/**
 * For server-rendered pages whose API call answered 401: the cookie is cleared and the visitor sent to /login, but
 * only once the API confirms the token is no longer valid (a link from elsewhere cannot sign anyone out).
 */
export async function endExpiredSession(request: NextRequest): Promise<NextResponse> {
  const token = readSessionToken(request.cookies.get(SESSION_COOKIE)?.value)
  const login = redirectWithinSite('/login?session=expired')
  if (!token) return login
  try {
    const check = await fetch(`${getApiBaseUrl()}/api/v1/dashboard/user/profile/show`, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    })
    if (check.status !== 401) return redirectWithinSite('/')
  } catch {
    return redirectWithinSite('/')
  }
  return clearSession(login, request)
}

/**
 * A redirect with a relative Location: the browser resolves it against the address it used, whatever host, scheme
 * or proxy is in front (an absolute one built from `request.url` names the server's own `localhost`).
 */
export function redirectWithinSite(path: `/${string}`): NextResponse {
  return new NextResponse(null, { status: 303, headers: { location: path, 'cache-control': 'no-store' } })
}
