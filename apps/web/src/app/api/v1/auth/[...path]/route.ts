import { relayAuth } from '@/lib/api/auth-relay'

// Every auth call goes through the web server, which keeps the session token in an HttpOnly cookie.
export const dynamic = 'force-dynamic'
export const GET = relayAuth
export const POST = relayAuth
export const PUT = relayAuth
