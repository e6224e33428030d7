import { describe, expect, it } from 'vitest'
import { canMove, nextStatuses } from './transitions.ts'

describe('order transitions', () => {
  it('moves a delivery order along new → accepted → cooking → ready → on_a_way → delivered', () => {
    const trail = ['new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered'] as const
    for (let i = 0; i < trail.length - 1; i++) expect(canMove(trail[i]!, trail[i + 1]!, 'delivery')).toBe(true)
    expect(canMove('ready', 'delivered', 'delivery')).toBe(false)
    expect(canMove('new', 'cooking', 'delivery')).toBe(false)
  })

  it('lets a pickup order skip on_a_way and only that', () => {
    expect(nextStatuses('ready', 'pickup')).toEqual(['delivered'])
    expect(canMove('ready', 'on_a_way', 'pickup')).toBe(false)
  })

  it('cancels only from new, accepted and cooking, and never leaves delivered or canceled', () => {
    for (const from of ['new', 'accepted', 'cooking'] as const) expect(canMove(from, 'canceled', 'delivery')).toBe(true)
    for (const from of ['ready', 'on_a_way', 'delivered', 'canceled'] as const)
      expect(canMove(from, 'canceled', 'delivery')).toBe(false)
    expect(nextStatuses('delivered', 'delivery')).toEqual([])
    expect(nextStatuses('canceled', 'pickup')).toEqual([])
    expect(canMove('accepted', 'new', 'delivery')).toBe(false)
  })
})
