import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/errors.ts'
import { groupRequestedItems, lineSignature } from './lines.ts'

describe('cart line signatures', () => {
  it('ignore addon order and zero quantities, and tell addon quantities apart', () => {
    expect(
      lineSignature(
        1,
        new Map([
          [3, 1],
          [2, 2],
        ]),
      ),
    ).toBe(
      lineSignature(
        1,
        new Map([
          [2, 2],
          [3, 1],
          [4, 0],
        ]),
      ),
    )
    expect(lineSignature(1, new Map([[2, 1]]))).not.toBe(lineSignature(1, new Map([[2, 2]])))
    expect(lineSignature(1, new Map())).not.toBe(lineSignature(2, new Map()))
  })
})

describe('grouping an insert request', () => {
  it('attaches addon lines to the main line they follow and merges identical items', () => {
    const items = groupRequestedItems(
      [
        { stock_id: 1, quantity: 1 },
        { stock_id: 9, quantity: 1, parent_id: 1 },
        { stock_id: 1, quantity: 2 },
        { stock_id: 1, quantity: 3 },
        { stock_id: 9, quantity: 1, parent_id: 1 },
        { stock_id: 5, quantity: 1 },
      ],
      new Set(),
    )
    expect(items.map((i) => [i.stockId, i.quantity, [...i.addons]])).toEqual([
      [1, 4, [[9, 1]]],
      [1, 2, []],
      [5, 1, []],
    ])
  })

  it('lets an addon name an existing cart line by its id, and refuses an orphan addon', () => {
    const items = groupRequestedItems([{ stock_id: 9, quantity: 2, parent_id: 77 }], new Set([77]))
    expect(items).toEqual([{ stockId: 0, quantity: 0, addons: new Map([[9, 2]]), existingDetailId: 77 }])
    expect(() => groupRequestedItems([{ stock_id: 9, quantity: 1, parent_id: 5 }], new Set())).toThrow(ApiError)
  })
})
