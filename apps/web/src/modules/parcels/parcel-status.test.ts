import { describe, expect, it } from 'vitest'
import { buildParcelTimeline } from './parcel-status'

describe('buildParcelTimeline', () => {
  it('marks the steps done up to the current one, with their times', () => {
    const steps = buildParcelTimeline('accepted', [
      { status: 'new', created_at: '2026-01-01T10:00:00Z' },
      { status: 'accepted', created_at: '2026-01-01T10:05:00Z' },
    ])
    expect(steps.map((s) => [s.status, s.state, s.at])).toEqual([
      ['new', 'done', '2026-01-01T10:00:00Z'],
      ['accepted', 'current', '2026-01-01T10:05:00Z'],
      ['on_a_way', 'upcoming', null],
      ['delivered', 'upcoming', null],
    ])
  })

  it('ends a canceled parcel at canceled, and a delivered one with every step done', () => {
    const canceled = buildParcelTimeline('canceled', [
      { status: 'new', created_at: '2026-01-01T10:00:00Z' },
      { status: 'canceled', created_at: '2026-01-01T10:01:00Z' },
    ])
    expect(canceled.map((s) => s.status)).toEqual(['new', 'canceled'])
    const delivered = buildParcelTimeline('delivered', [])
    expect(delivered.every((s) => s.state === 'done')).toBe(true)
  })
})
