import { describe, expect, it } from 'vitest'
import { RECONNECT_BASE_MS, RECONNECT_CAP_MS, reconnectDelay } from './backoff'

describe('reconnectDelay', () => {
  it('doubles its window from the base, within the upper half of it', () => {
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT_BASE_MS / 2)
    expect(reconnectDelay(0, () => 1)).toBe(RECONNECT_BASE_MS)
    expect(reconnectDelay(1, () => 0)).toBe(RECONNECT_BASE_MS)
    expect(reconnectDelay(3, () => 1)).toBe(RECONNECT_BASE_MS * 8)
  })

  it('is capped, however many attempts failed', () => {
    for (const attempt of [7, 8, 30, 1_000, Number.MAX_SAFE_INTEGER])
      expect(reconnectDelay(attempt, () => 1)).toBe(RECONNECT_CAP_MS)
    expect(reconnectDelay(1_000, () => 0)).toBe(RECONNECT_CAP_MS / 2)
  })

  it('spreads tabs dropped together (jitter)', () => {
    const delays = new Set(Array.from({ length: 50 }, () => reconnectDelay(4)))
    expect(delays.size).toBeGreaterThan(10)
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(RECONNECT_BASE_MS * 8)
      expect(delay).toBeLessThanOrEqual(RECONNECT_BASE_MS * 16)
    }
  })
})
