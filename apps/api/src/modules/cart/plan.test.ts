import { describe, expect, it } from 'vitest'
import { planInsert, planOf, planWrites, type PlanLine, type PlanStocks } from './plan.ts'
import type { StockInfo } from './pricing.ts'

const shopId = 7
function stock(stockId: number, productId: number, rules: Partial<StockInfo> = {}): StockInfo {
  return {
    stockId,
    productId,
    shopId,
    onHand: 10,
    onSale: true,
    addonProduct: false,
    title: `product ${productId}`,
    minQty: 1,
    maxQty: 20,
    interval: 1,
    unit: { price: 100, discount: 0, tax: 0, total: 100 },
    ...rules,
  }
}
// Stock 1 (product 11) offers addon product 21 (stock 2); stock 3 (product 13) is a plain product.
const stocks: PlanStocks = {
  info: new Map([
    [1, stock(1, 11)],
    [2, stock(2, 21, { addonProduct: true })],
    [3, stock(3, 13, { onHand: 4 })],
  ]),
  allowed: new Set(['1:21']),
}
const member = 5
const line = (
  id: number,
  stockId: number,
  quantity: number,
  parentId: number | null = null,
  userCartId = member,
): PlanLine => ({
  id,
  userCartId,
  stockId,
  parentId,
  quantity,
})

describe('a cart insert planned in memory', () => {
  it('adds, changes and removes lines by the merge rule, and writes only the difference', () => {
    const before = [line(100, 1, 1), line(101, 2, 1, 100), line(102, 3, 2)]
    // Stock 1 alone is another line than stock 1 with its addon; stock 3 goes to 0 and is removed.
    const after = planInsert(
      planOf(before),
      member,
      shopId,
      [
        { stock_id: 1, quantity: 2 },
        { stock_id: 3, quantity: 0 },
        { stock_id: 2, quantity: 3, parent_id: 100 },
      ],
      stocks,
    )
    expect(planWrites(before, after)).toEqual([
      { kind: 'update', id: 101, stockId: 2, quantity: 3 },
      { kind: 'delete', id: 102 },
      { kind: 'insert', userCartId: member, stockId: 1, parentId: null, quantity: 2, addons: [] },
    ])
  })

  it('plans several requests in a row, each on the result of the one before, with new lines written once', () => {
    const before = [line(100, 3, 1)]
    let plan = planOf(before)
    plan = planInsert(
      plan,
      member,
      shopId,
      [
        { stock_id: 1, quantity: 1 },
        { stock_id: 2, quantity: 1, parent_id: 1 },
      ],
      stocks,
    )
    // The same item again (same stock, same addons) changes the new line instead of adding another.
    plan = planInsert(
      plan,
      member,
      shopId,
      [
        { stock_id: 1, quantity: 4 },
        { stock_id: 2, quantity: 1, parent_id: 1 },
      ],
      stocks,
    )
    plan = planInsert(plan, member, shopId, [{ stock_id: 3, quantity: 0 }], stocks)
    expect(planWrites(before, plan)).toEqual([
      { kind: 'delete', id: 100 },
      {
        kind: 'insert',
        userCartId: member,
        stockId: 1,
        parentId: null,
        quantity: 4,
        addons: [{ stockId: 2, quantity: 1 }],
      },
    ])
  })

  it('refuses what breaks a rule and leaves the plan as it was', () => {
    const before = [line(100, 3, 2), line(200, 3, 2, null, 6)]
    const plan = planOf(before)
    // Stock on hand counts every member's lines: 2 of another member + 3 > 4.
    expect(() => planInsert(plan, member, shopId, [{ stock_id: 3, quantity: 3 }], stocks)).toThrow('Out of stock')
    expect(() => planInsert(plan, member, shopId, [{ stock_id: 1, quantity: 21 }], stocks)).toThrow(
      'The maximum quantity of product 11 is 20',
    )
    expect(() =>
      planInsert(
        plan,
        member,
        shopId,
        [
          { stock_id: 3, quantity: 1 },
          { stock_id: 2, quantity: 1, parent_id: 3 },
        ],
        stocks,
      ),
    ).toThrow('This addon is not offered with this product')
    expect(() => planInsert(plan, member, 8, [{ stock_id: 1, quantity: 1 }], stocks)).toThrow('one restaurant')
    expect(planWrites(before, plan)).toEqual([])
    expect([...plan.lines.values()]).toEqual(before)
  })

  it('removes a main line with its addons in one delete', () => {
    const before = [line(100, 1, 1), line(101, 2, 2, 100)]
    const after = planInsert(
      planOf(before),
      member,
      shopId,
      [
        { stock_id: 1, quantity: 0 },
        { stock_id: 2, quantity: 2, parent_id: 1 },
      ],
      stocks,
    )
    expect(planWrites(before, after)).toEqual([{ kind: 'delete', id: 100 }])
  })
})
