import 'server-only'
import { NextResponse, type NextRequest } from 'next/server'
import { toGroupCartState, toUserCartState, type Relayed } from '@/lib/cart-state'
import { getApiBaseUrl } from '@/lib/env'
import { SESSION_COOKIE, readSessionToken } from '@/lib/session/session-cookie'

// What the API needs to answer as it would through the proxy: the visitor's language, address (per-address limits)
// and the host the browser used (image URLs are built on it). server.mjs rebuilt the forwarding headers.
const FORWARDED = ['accept-language', 'user-agent', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'] as const

type Upstream = Relayed & { retryAfter: string | null }

/** GET an API path with the request's query string; `withSession` adds the session cookie's token as Authorization. */
async function askApi(request: NextRequest, apiPath: string, withSession: boolean): Promise<Upstream> {
  const headers: Record<string, string> = { accept: 'application/json' }
  for (const name of FORWARDED) {
    const value = request.headers.get(name)
    if (value) headers[name] = value
  }
  const token = withSession ? readSessionToken(request.cookies.get(SESSION_COOKIE)?.value) : undefined
  if (token) headers.authorization = `Bearer ${token}`
  try {
    const upstream = await fetch(`${getApiBaseUrl()}/api/v1/${apiPath}${request.nextUrl.search}`, {
      headers,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    })
    const body: unknown = await upstream.json().catch(() => null)
    return { status: upstream.status, body, retryAfter: upstream.headers.get('retry-after') }
  } catch {
    const body = {
      timestamp: new Date().toISOString(),
      status: false,
      statusCode: 'ERROR_503',
      message: 'Service unavailable',
    }
    return { status: 503, body, retryAfter: null }
  }
}

function respond(answer: Relayed, retryAfter: string | null): NextResponse {
  const response = NextResponse.json(answer.body ?? {}, { status: answer.status })
  // A cart is one person's and changes at any moment: never kept by a browser or a shared cache.
  response.headers.set('cache-control', 'private, no-store')
  if (retryAfter) response.headers.set('retry-after', retryAfter)
  return response
}

/** `/session/cart`: GET dashboard/user/cart for the session, with "no cart" as a 200 (see lib/cart-state). */
export async function relayUserCart(request: NextRequest): Promise<NextResponse> {
  const upstream = await askApi(request, 'dashboard/user/cart', true)
  return respond(toUserCartState(upstream), upstream.retryAfter)
}

/**
 * `/session/group-cart/{id}`: GET rest/cart/{id} for a group member (no session: members are known by their own
 * secret in the query), with "no longer in the group" as a 200 (see lib/cart-state).
 */
export async function relayGroupCart(request: NextRequest, cartId: string): Promise<NextResponse> {
  const upstream = await askApi(request, `rest/cart/${encodeURIComponent(cartId)}`, false)
  return respond(toGroupCartState(upstream), upstream.retryAfter)
}
