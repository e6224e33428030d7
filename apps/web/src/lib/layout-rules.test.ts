import { describe, expect, it } from 'vitest'
import { isBareRoute, pickHeader, resolveBackTarget, resolveScreenLayout, resolveUiVariant } from './layout-rules'

describe('headers (spec §2)', () => {
  it('uses the back header on checkout, profile, settings, help, orders/ and be-seller', () => {
    for (const p of ['/checkout', '/profile', '/settings', '/help', '/orders/12', '/be-seller'])
      expect(pickHeader(p)).toBe('back')
    for (const p of ['/', '/orders', '/shop/1', '/search']) expect(pickHeader(p)).toBe('main')
  })
  it('sends Back to /orders from an order, one step back from checkout, / otherwise', () => {
    expect(resolveBackTarget('/orders/3')).toEqual({ kind: 'href', href: '/orders' })
    expect(resolveBackTarget('/checkout')).toEqual({ kind: 'history' })
    expect(resolveBackTarget('/help')).toEqual({ kind: 'href', href: '/' })
  })
  it('knows the pages without the persisted-state shell', () => {
    expect(isBareRoute('/login')).toBe(true)
    expect(isBareRoute('/verify-phone')).toBe(true)
    expect(isBareRoute('/shop/1')).toBe(false)
  })
})

describe('UI variants (spec §2, §9)', () => {
  it('accepts v = 1..4, anything else is 1', () => {
    expect(resolveUiVariant('3')).toBe(3)
    expect(resolveUiVariant(['4', '2'])).toBe(4)
    for (const v of [undefined, null, '', '0', '5', 'x', '2.5']) expect(resolveUiVariant(v as string)).toBe(1)
  })
  it('maps ui_type 1 to one layout, 2-4 to another, unknown to 1', () => {
    expect(resolveScreenLayout('1')).toBe('classic')
    expect(resolveScreenLayout(2)).toBe('modern')
    expect(resolveScreenLayout('4')).toBe('modern')
    expect(resolveScreenLayout('9')).toBe('classic')
    expect(resolveScreenLayout(undefined)).toBe('classic')
  })
})
