import { describe, expect, it } from 'vitest'
import { priceStock } from './pricing.ts'

describe('priceStock', () => {
  it('adds the tax on the price when nothing is discounted', () => {
    expect(priceStock(1000, 10, [])).toEqual({ price: 1000, discount: 0, tax: 100, total: 1100 })
    expect(priceStock(999, 0, [])).toEqual({ price: 999, discount: 0, tax: 0, total: 999 })
  })

  it('takes a percent or fixed discount off before the tax', () => {
    expect(priceStock(1000, 10, [{ type: 'percent', price: 20 }])).toEqual({
      price: 1000,
      discount: 200,
      tax: 80,
      total: 880,
    })
    expect(priceStock(1000, 0, [{ type: 'fix', price: 150 }])).toEqual({
      price: 1000,
      discount: 150,
      tax: 0,
      total: 850,
    })
  })

  it('gives the largest of several discounts, never below zero', () => {
    const discounts = [
      { type: 'percent' as const, price: 10 },
      { type: 'fix' as const, price: 300 },
    ]
    expect(priceStock(1000, 0, discounts).discount).toBe(300)
    expect(priceStock(200, 5, [{ type: 'fix', price: 500 }])).toEqual({ price: 200, discount: 200, tax: 0, total: 0 })
  })

  it('rounds to whole minor units', () => {
    expect(priceStock(999, 7.5, [{ type: 'percent', price: 15 }])).toEqual({
      price: 999,
      discount: 150,
      tax: 64,
      total: 913,
    })
  })
})
