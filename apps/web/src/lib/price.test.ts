import { describe, expect, it } from 'vitest'
import { formatAmount, formatPrice } from './price'

describe('price display (spec §5)', () => {
  it('uses comma thousands separators and 2 decimals by default', () => {
    expect(formatAmount(1234567.5)).toBe('1,234,567.50')
    expect(formatAmount(0.5, 0)).toBe('1')
  })
  it("shows '0' when empty", () => {
    expect(formatAmount(undefined)).toBe('0')
    expect(formatAmount(null)).toBe('0')
    expect(formatAmount('abc')).toBe('0')
  })
  it('puts the symbol where the currency says, with optional signs', () => {
    expect(formatPrice(12, { symbol: '$', position: 'before' })).toBe('$12.00')
    expect(formatPrice(12, { symbol: '€', position: 'after' })).toBe('12.00 €')
    expect(formatPrice(5, { symbol: '$', position: 'before' }, { minus: true })).toBe('-$5.00')
    expect(formatPrice(5, { symbol: '$', position: 'before' }, { plus: true })).toBe('+$5.00')
    expect(formatPrice(-5, { symbol: '$', position: 'before' })).toBe('-$5.00')
  })
  it('defaults to $ before the amount', () => {
    expect(formatPrice(1)).toBe('$1.00')
  })
})
