import { NextResponse, type NextRequest } from 'next/server'

// The browser sees one origin: /api/v1 and /storage are passed to the API. This is done here rather than with
// next.config rewrites because those are fixed when the app is built, while API_URL must be readable when it starts
// (one build, any API: `API_URL=... npm start`, the end-to-end runner's own API, several instances).
export function proxy(request: NextRequest) {
  const base = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '')
  return NextResponse.rewrite(new URL(`${base}${request.nextUrl.pathname}${request.nextUrl.search}`))
}

export const config = { matcher: ['/api/v1/:path*', '/storage/:path*'] }
