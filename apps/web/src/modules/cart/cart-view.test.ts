import { describe, expect, it } from 'vitest'
import type { CartItem } from '@/lib/cart'
import { lineInsert, mergeIntoServerLines, type ViewLine } from './cart-view'

const item = (stockId: number, quantity: number, addons: [number, number][] = []): CartItem => ({
  stock: { id: stockId, price: 5 },
  quantity,
  shop_id: 1,
  addons: addons.map(([id, q]) => ({ stock: { id, price: 1 }, quantity: q })),
  product: { uuid: 'u', title: 't', img: null, extras: [] },
})
const line = (stockId: number, quantity: number, addons: [number, number][] = []): ViewLine => ({
  key: `s${stockId}`,
  stockId,
  title: '',
  img: null,
  extras: [],
  quantity,
  price: 0,
  addons: addons.map(([id, q]) => ({ stockId: id, title: '', quantity: q })),
  detailIds: [],
})

describe('local lines into a server cart (insert-product quantities are absolute)', () => {
  it('sums with the matching server line (same stock and addon set) and keeps others apart', () => {
    const products = mergeIntoServerLines([line(1, 2, [[9, 1]]), line(2, 1)], [item(1, 3, [[9, 1]]), item(1, 1)])
    expect(products).toEqual([
      { stock_id: 1, quantity: 5 },
      { stock_id: 9, quantity: 1, parent_id: 1 },
      { stock_id: 1, quantity: 1 },
    ])
  })
  it('merges identical local items first', () => {
    expect(mergeIntoServerLines([], [item(4, 1), item(4, 2)])).toEqual([{ stock_id: 4, quantity: 3 }])
  })
  it('sets one server line to a quantity with its addons', () => {
    expect(lineInsert(line(1, 2, [[9, 2]]), 0)).toEqual([
      { stock_id: 1, quantity: 0 },
      { stock_id: 9, quantity: 2, parent_id: 1 },
    ])
  })
})
