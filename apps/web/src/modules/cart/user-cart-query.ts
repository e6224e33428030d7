// The signed-in user's cart as the browser's query cache holds it: its key, and how a change the server answered is put
// there.
import type { Cart } from '@basil/contracts'
import type { QueryClient } from '@tanstack/react-query'

export const userCartKey = (currencyId: number | undefined) => ['cart', 'user', currencyId ?? 0] as const

/**
 * Puts the server's answer to a change of the user cart in its query. A fetch of the cart still in flight (the one
 * that starts on signing in, while the local cart is being sent) is cancelled first: it would otherwise land after this
 * answer and put back the cart as it was before the change, an empty one after signing in with a guest cart.
 */
export async function putUserCart(client: QueryClient, currencyId: number | undefined, cart: Cart | null) {
  await client.cancelQueries({ queryKey: userCartKey(currencyId), exact: true })
  client.setQueryData(userCartKey(currencyId), cart)
}
