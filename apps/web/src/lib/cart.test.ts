import { describe, expect, it } from 'vitest'
import { addCartItem, getCartTotal, isSameCartLine, setCartLineQuantity, type CartItem } from './cart'

const item = (stockId: number, addons: [number, number][] = [], quantity = 1): CartItem => ({
  stock: { id: stockId, price: 10 },
  quantity,
  shop_id: 1,
  addons: addons.map(([id, q]) => ({ stock: { id, price: 2 }, quantity: q })),
  product: { uuid: 'u', title: 't', img: null, extras: [] },
})

describe('cart lines (spec §3: same stock and same addon set is one line)', () => {
  it('merges identical stock and addons, summing quantities', () => {
    const cart = addCartItem(addCartItem([], item(1, [[5, 1]])), item(1, [[5, 1]], 2))
    expect(cart).toHaveLength(1)
    expect(cart[0]?.quantity).toBe(3)
  })
  it('treats addon order as irrelevant', () => {
    expect(isSameCartLine(item(1, [[5, 1], [6, 2]]), item(1, [[6, 2], [5, 1]]))).toBe(true)
  })
  it('keeps lines apart when the addon set or its quantities differ', () => {
    expect(isSameCartLine(item(1, [[5, 1]]), item(1, [[5, 2]]))).toBe(false)
    expect(isSameCartLine(item(1, [[5, 1]]), item(1))).toBe(false)
    expect(isSameCartLine(item(1), item(2))).toBe(false)
    expect(addCartItem([item(1)], item(1, [[5, 1]]))).toHaveLength(2)
  })
  it('ignores addons with quantity 0', () => {
    expect(isSameCartLine(item(1, [[5, 0]]), item(1))).toBe(true)
  })
  it('removes a line at quantity 0 and totals stock plus addons', () => {
    const cart = [item(1, [[5, 2]], 2), item(2)]
    expect(getCartTotal(cart)).toBe((10 + 4) * 2 + 10)
    expect(setCartLineQuantity(cart, 0, 0)).toHaveLength(1)
  })
})
