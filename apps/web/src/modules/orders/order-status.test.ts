import { describe, expect, it } from 'vitest'
import { buildTimeline, isFinalStatus } from './order-status'

const at = (status: 'new' | 'accepted' | 'cooking' | 'canceled', minute: number) => ({
  status,
  created_at: `2026-11-22T10:${String(minute).padStart(2, '0')}:00Z`,
})

describe('order timeline', () => {
  it('marks steps done up to the current status, with their times', () => {
    const steps = buildTimeline('cooking', [at('new', 0), at('accepted', 1), at('cooking', 5)])
    expect(steps.map((s) => `${s.status}:${s.state}`)).toEqual([
      'new:done',
      'accepted:done',
      'cooking:current',
      'ready:upcoming',
      'on_a_way:upcoming',
      'delivered:upcoming',
    ])
    expect(steps[2]?.at).toBe('2026-11-22T10:05:00Z')
  })
  it('a canceled order ends with canceled after what it went through', () => {
    expect(buildTimeline('canceled', [at('new', 0), at('canceled', 2)]).map((s) => s.status)).toEqual([
      'new',
      'canceled',
    ])
  })
  it('pickup skips on the way; delivered is final and done', () => {
    const steps = buildTimeline('delivered', [], 'pickup')
    expect(steps.map((s) => s.status)).not.toContain('on_a_way')
    expect(steps.every((s) => s.state === 'done')).toBe(true)
    expect(isFinalStatus('delivered') && isFinalStatus('canceled') && !isFinalStatus('ready')).toBe(true)
  })
})
