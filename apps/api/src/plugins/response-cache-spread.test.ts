import { describe, expect, it } from 'vitest'
import { freshFor, MAX_REFRESHING, RefreshLimiter } from './response-cache.ts'

// Entries cached together must not all be rebuilt together (bench/cart-contention.ts: each such burst held up the
// event loop, and every cart write waiting on it, for hundreds of milliseconds).
describe('catalogue cache refreshes are spread out', () => {
  it('keeps an entry fresh for 75 to 100 % of the TTL, never longer (so nothing is served past two TTLs)', () => {
    expect(freshFor(10_000, 0)).toBe(7_500)
    expect(freshFor(10_000, 0.5)).toBe(8_750)
    expect(freshFor(10_000, 0.999999)).toBe(10_000)
    const spread = new Set(Array.from({ length: 50 }, () => freshFor(10_000)))
    expect(spread.size).toBeGreaterThan(10)
    for (const ms of spread) {
      expect(ms).toBeGreaterThanOrEqual(7_500)
      expect(ms).toBeLessThanOrEqual(10_000)
    }
  })

  it('rebuilds one entry once at a time and at most MAX_REFRESHING entries at once', () => {
    const limiter = new RefreshLimiter(MAX_REFRESHING)
    const started = Array.from({ length: 10 }, (_, i) => limiter.tryStart(`url-${i}`))
    expect(started.filter(Boolean)).toHaveLength(MAX_REFRESHING)
    expect(started.slice(0, MAX_REFRESHING).every(Boolean)).toBe(true)
    expect(limiter.tryStart('url-0')).toBe(false)
    limiter.finish('url-0')
    expect(limiter.tryStart('url-0')).toBe(true)
    expect(limiter.tryStart('url-9')).toBe(false)
    limiter.finish('url-1')
    expect(limiter.tryStart('url-9')).toBe(true)
  })
})
