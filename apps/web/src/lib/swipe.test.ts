import { describe, expect, it } from 'vitest'
import { swipeOpensDrawer } from './swipe'

describe('edge swipe opening the menu drawer (spec §9)', () => {
  it('opens past 52% of the drawer width however slow the drag', () => {
    expect(swipeOpensDrawer(200, 10, 2000, 380)).toBe(true)
    expect(swipeOpensDrawer(197, 10, 2000, 380)).toBe(false)
  })

  it('opens on a fling of at least 450 px/s, not slower', () => {
    expect(swipeOpensDrawer(45, 0, 100, 380)).toBe(true)
    expect(swipeOpensDrawer(44, 0, 100, 380)).toBe(false)
  })

  it('never opens on a swipe outward, a vertical scroll or a tap', () => {
    expect(swipeOpensDrawer(-120, 0, 50, 380)).toBe(false)
    expect(swipeOpensDrawer(60, 200, 80, 380)).toBe(false)
    expect(swipeOpensDrawer(5, 0, 5, 380)).toBe(false)
  })
})
