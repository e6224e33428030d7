import { describe, expect, it } from 'vitest'
import { forwardsSession, isSameOrigin, readSessionToken } from './session-cookie'

describe('session cookie rules', () => {
  it('forwards the session on every call but public catalogue reads', () => {
    expect(forwardsSession('GET', '/api/v1/dashboard/user/profile/show')).toBe(true)
    expect(forwardsSession('POST', '/api/v1/rest/cart')).toBe(true)
    expect(forwardsSession('GET', '/api/v1/rest/shops/paginate')).toBe(false)
    expect(forwardsSession('GET', 'rest/products/1')).toBe(false)
    expect(forwardsSession('GET', 'payments/order/1/transactions')).toBe(true)
  })

  it('lends the session only to same-origin changes', () => {
    const h = (entries: Record<string, string>) => new Headers(entries)
    expect(isSameOrigin('GET', h({ 'sec-fetch-site': 'cross-site' }))).toBe(true)
    expect(
      isSameOrigin('POST', h({ 'sec-fetch-site': 'same-origin', origin: 'http://shop.test', host: 'shop.test' })),
    ).toBe(true)
    expect(isSameOrigin('POST', h({ 'sec-fetch-site': 'cross-site' }))).toBe(false)
    expect(isSameOrigin('POST', h({ origin: 'http://evil.test', host: 'shop.test' }))).toBe(false)
    expect(isSameOrigin('DELETE', h({ host: 'shop.test' }))).toBe(true)
  })

  it('ignores cookie values that are not API tokens', () => {
    expect(readSessionToken('abcDEF123_-abcDEF123_-abc')).toBe('abcDEF123_-abcDEF123_-abc')
    expect(readSessionToken('Bearer abc')).toBeUndefined()
    expect(readSessionToken(undefined)).toBeUndefined()
  })
})
