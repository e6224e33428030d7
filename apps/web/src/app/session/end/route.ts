import { endExpiredSession } from '@/lib/api/auth-relay'

// Where a server-rendered page sends the visitor when the API says the session is no longer valid (spec §8: 401).
export const dynamic = 'force-dynamic'
export const GET = endExpiredSession
