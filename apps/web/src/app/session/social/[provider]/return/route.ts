import type { NextRequest } from 'next/server'
import { returnFromProvider } from '@/lib/api/social-relay'

// The redirect URI registered at the providers: their answer goes on to /login/callback/{provider}.
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ provider: string }> }

export async function GET(request: NextRequest, { params }: Context) {
  return returnFromProvider(request, (await params).provider)
}

export async function POST(request: NextRequest, { params }: Context) {
  return returnFromProvider(request, (await params).provider)
}
