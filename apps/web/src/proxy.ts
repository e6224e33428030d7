import { NextResponse, type NextRequest } from 'next/server'
import { getApiBaseUrl } from './lib/env'
import { SESSION_COOKIE, forwardsSession, isSameOrigin, readSessionToken } from './modules/account/session-cookie'

// The browser sees one origin: /api/v1 and /storage are passed to the API. This is done here rather than with
// next.config rewrites because those are fixed when the app is built, while API_URL must be readable when it starts
// (one build, any API: `API_URL=... npm start`, the end-to-end runner's own API, several instances).
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
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
  if (token && !headers.has('authorization') && forwardsSession(request.method, pathname) && isSameOrigin(request.method, request.headers)) {
    headers.set('authorization', `Bearer ${token}`)
  }
  return NextResponse.rewrite(target, { request: { headers } })
}

export const config = { matcher: ['/api/v1/:path*', '/storage/:path*'] }
