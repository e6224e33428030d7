import { relayUserCart } from '@/lib/api/cart-relay'

// The browser reads the signed-in user's cart here rather than at /api/v1: "no cart" comes back as a 200, so no page
// logs a failed request for a normal state (src/lib/cart-state.ts).
export const dynamic = 'force-dynamic'
export const GET = relayUserCart
