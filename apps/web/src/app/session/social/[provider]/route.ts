import type { NextRequest } from 'next/server'
import { finishSocialSignIn, startSocialSignIn } from '@/lib/api/social-relay'

// Sign-in with Google, Facebook or Apple: GET starts it at the provider, POST finishes it (lib/api/social-relay.ts).
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ provider: string }> }

export async function GET(request: NextRequest, { params }: Context) {
  return startSocialSignIn(request, (await params).provider)
}

export async function POST(request: NextRequest, { params }: Context) {
  return finishSocialSignIn(request, (await params).provider)
}
