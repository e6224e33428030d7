import type { NextRequest } from 'next/server'
import { relayGroupCart } from '@/lib/api/cart-relay'

// A group member's browser reads the group cart here rather than at /api/v1: being kicked (or the group ending) comes
// back as a 200 that says so, so the member is told without a failed request in the console (src/lib/cart-state.ts).
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return relayGroupCart(request, (await params).id)
}
