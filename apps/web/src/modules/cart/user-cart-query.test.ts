import { cartSchema } from '@basil/contracts'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { putUserCart, userCartKey } from './user-cart-query'

const cart = cartSchema.parse({
  id: 7,
  owner_id: 3,
  shop_id: 12,
  currency_id: 1,
  rate: 1,
  total_price: 24,
  group: false,
  receipt_count: 0,
  receipt_discount: 0,
  user_carts: [
    { id: 9, cart_id: 7, user_id: 3, name: null, status: false, uuid: 'u-1', total_price: 24, cartDetails: [] },
  ],
  created_at: '2026-11-27T08:00:00Z',
  updated_at: '2026-11-27T08:00:00Z',
})

describe('putUserCart', () => {
  it('keeps the server’s answer when a fetch of the cart started before it ends after it', async () => {
    const client = new QueryClient()
    const key = userCartKey(1)
    // The fetch that starts on signing in: it reads the cart as it was before the guest cart was sent (none).
    let answer: (value: null) => void = () => {}
    const before = client.fetchQuery({
      queryKey: key,
      queryFn: () => new Promise<null>((resolve) => (answer = resolve)),
    })
    await putUserCart(client, 1, cart)
    answer(null)
    await before.catch(() => {})
    expect(client.getQueryData(key)).toEqual(cart)
  })

  it('puts the cart when nothing is fetching it, and under its currency only', async () => {
    const client = new QueryClient()
    await putUserCart(client, 2, cart)
    expect(client.getQueryData(userCartKey(2))).toEqual(cart)
    expect(client.getQueryData(userCartKey(1))).toBeUndefined()
    await putUserCart(client, 2, null)
    expect(client.getQueryData(userCartKey(2))).toBeNull()
  })
})
