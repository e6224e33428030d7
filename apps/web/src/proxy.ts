import { NextResponse, type NextRequest } from 'next/server'
import { NONCE_HEADER, buildContentSecurityPolicy, createNonce } from './lib/csp'
import { getApiBaseUrl, isDevelopment, readMapTileUrl } from './lib/env'
import { SESSION_COOKIE, forwardsSession, isSameOrigin, readSessionToken } from './lib/session/session-cookie'

// The browser sees one origin: /api/v1 and /storage are passed to the API. This is done here rather than with
// next.config rewrites because those are fixed when the app is built, while API_URL must be readable when it starts
// (one build, any API: `API_URL=... npm start`, the end-to-end runner's own API, several instances).
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (!isApiPath(pathname)) return withContentSecurityPolicy(request)
  // Sign-in, sign-up and sign-out answers turn into (or clear) the session cookie: a route handler relays those
  // (src/app/api/v1/auth/[...path]/route.ts), so the token never reaches browser code.
  if (pathname.startsWith('/api/v1/auth/')) return NextResponse.next()
  const base = getApiBaseUrl()
  const target = new URL(`${base}${pathname}${search}`)
  if (!pathname.startsWith('/api/v1/')) return NextResponse.rewrite(target)

  const headers = new Headers(request.headers)
  // The API needs none of this site's cookies (the session goes as Authorization below).
  headers.delete('cookie')
  const token = readSessionToken(request.cookies.get(SESSION_COOKIE)?.value)
  if (
    token &&
    !headers.has('authorization') &&
    forwardsSession(request.method, pathname) &&
    isSameOrigin(request.method, request.headers)
  ) {
    headers.set('authorization', `Bearer ${token}`)
  }
  return NextResponse.rewrite(target, { request: { headers } })
}

/** What is passed to the API (everything else here is a page or a file of this site). */
function isApiPath(pathname: string): boolean {
  return /^\/(?:api\/v1|storage)(?:\/|$)/.test(pathname)
}

/**
 * Pages: a fresh nonce and the policy built on it (src/lib/csp.ts), on the response and on the request that goes on
 * to the render, where Next picks the nonce up for its scripts and the layout for ours. Headers a client sent under
 * these names are replaced, never trusted.
 */
function withContentSecurityPolicy(request: NextRequest) {
  const nonce = createNonce()
  const policy = buildContentSecurityPolicy({
    nonce,
    // server.mjs rebuilt x-forwarded-proto from what it can vouch for.
    secure: request.headers.get('x-forwarded-proto') === 'https',
    mapTileUrl: readMapTileUrl(),
    dev: isDevelopment(),
  })
  const headers = new Headers(request.headers)
  headers.set(NONCE_HEADER, nonce)
  headers.set('content-security-policy', policy)
  headers.delete('content-security-policy-report-only')
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

// The API's paths, and every page (build output, public files and the robots/sitemap texts carry no script and get
// the static headers of next.config.ts only; maps/ is the address map's offline basemap data).
export const config = {
  matcher: [
    '/api/v1/:path*',
    '/storage/:path*',
    '/((?!_next/static/|_next/image|images/|locales/|maps/|favicon\\.ico$|robots\\.txt$|sw\\.js$|sitemap\\.xml$|logo-(?:light|dark)\\.svg$).*)',
  ],
}
