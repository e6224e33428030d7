import { describe, expect, it } from 'vitest'
import {
  addCartItem,
  canIncrease,
  getCartTotal,
  isOutOfStock,
  isSameCartLine,
  maxQuantity,
  setCartLineQuantity,
  stepQuantity,
  toInsertProducts,
  toQuantityLimits,
  type CartItem,
} from './cart'

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
    expect(
      isSameCartLine(
        item(1, [
          [5, 1],
          [6, 2],
        ]),
        item(1, [
          [6, 2],
          [5, 1],
        ]),
      ),
    ).toBe(true)
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

describe('quantity limits (min, max, interval, stock on hand)', () => {
  const limits = { min: 2, max: 10, interval: 2, stock: 7 }
  it('steps by the interval from the minimum and stops at the lower of max and stock', () => {
    expect(maxQuantity(limits)).toBe(6)
    expect(stepQuantity(2, 1, limits)).toBe(4)
    expect(stepQuantity(6, 1, limits)).toBe(6)
    expect(canIncrease(6, limits)).toBe(false)
    expect(canIncrease(4, limits)).toBe(true)
  })
  it('going below the minimum removes the line', () => {
    expect(stepQuantity(4, -1, limits)).toBe(2)
    expect(stepQuantity(2, -1, limits)).toBe(0)
  })
  it('no stock means out of stock and no way up', () => {
    const empty = { ...limits, stock: 0 }
    expect(isOutOfStock(empty)).toBe(true)
    expect(maxQuantity(empty)).toBe(0)
    expect(canIncrease(0, empty)).toBe(false)
    expect(isOutOfStock(undefined)).toBe(false)
  })
  it('reads the catalogue limits (max 0 is no maximum; a fractional interval is a unit size, stepping by 1)', () => {
    expect(toQuantityLimits({ min_qty: 0, max_qty: 0, interval: 0 }, 5)).toEqual({
      min: 1,
      max: 1000,
      interval: 1,
      stock: 5,
    })
    expect(toQuantityLimits({ min_qty: 1, max_qty: 10, interval: 0.5 }, 5).interval).toBe(1)
  })
  it('a pack size makes every quantity a multiple of it', () => {
    const packs = { min: 1, max: 30, interval: 6, stock: 20 }
    expect(stepQuantity(0, 1, packs)).toBe(6)
    expect(stepQuantity(12, 1, packs)).toBe(18)
    expect(stepQuantity(18, 1, packs)).toBe(18)
    expect(stepQuantity(6, -1, packs)).toBe(0)
  })
})

describe('server insert list', () => {
  it('sends each main line then its addons with the main stock as parent, merged', () => {
    expect(toInsertProducts([item(1, [[5, 2]]), item(1, [[5, 2]], 2), item(3)])).toEqual([
      { stock_id: 1, quantity: 3 },
      { stock_id: 5, quantity: 2, parent_id: 1 },
      { stock_id: 3, quantity: 1 },
    ])
  })
})
