import { afterEach, describe, expect, it, vi } from 'vitest'
import { cachePerDatabase, TtlCache } from './cache.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('TtlCache', () => {
  it('loads once per key while fresh, and again once the time to live has passed', async () => {
    vi.useFakeTimers()
    const cache = new TtlCache<number>(1_000, 10)
    let loads = 0
    const load = async () => ++loads
    expect(await cache.get('a', load)).toBe(1)
    expect(await cache.get('a', load)).toBe(1)
    vi.advanceTimersByTime(1_001)
    expect(await cache.get('a', load)).toBe(2)
    expect(await cache.get('b', load)).toBe(3)
  })

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new TtlCache<string>(1_000, 10)
    let loads = 0
    let release!: (v: string) => void
    const load = () => {
      loads++
      return new Promise<string>((resolve) => (release = resolve))
    }
    const both = Promise.all([cache.get('k', load), cache.get('k', load)])
    release('v')
    expect(await both).toEqual(['v', 'v'])
    expect(loads).toBe(1)
  })

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string>(1_000, 10)
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('k', async () => 'up')).toBe('up')
  })

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = new TtlCache<string>(60_000, 2)
    await cache.get('a', async () => 'a1')
    await cache.get('b', async () => 'b1')
    await cache.get('a', async () => 'a2') // a is now the most recent
    await cache.get('c', async () => 'c1') // evicts b
    expect(await cache.get('a', async () => 'a3')).toBe('a1')
    expect(await cache.get('b', async () => 'b2')).toBe('b2')
  })
})

describe('cachePerDatabase', () => {
  it('keeps the entries of two databases apart and clears one', async () => {
    const caches = cachePerDatabase<string>(60_000, 10)
    const one = {}
    const two = {}
    await caches.for(one).get('k', async () => 'one')
    expect(await caches.for(two).get('k', async () => 'two')).toBe('two')
    caches.clear(one)
    expect(await caches.for(one).get('k', async () => 'again')).toBe('again')
    expect(await caches.for(two).get('k', async () => 'not')).toBe('two')
  })
})
