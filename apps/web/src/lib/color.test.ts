import { describe, expect, it } from 'vitest'
import { contrastRatio, ensureContrast } from './color'

describe('brand colour contrast', () => {
  it('darkens a light green until white text on it reads at 4.5:1', () => {
    const fill = ensureContrast('#2f9e44', '#ffffff')
    expect(contrastRatio(fill, '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })
  it('keeps a colour that already contrasts', () => {
    expect(ensureContrast('#0b4d22', '#ffffff')).toBe('#0b4d22')
  })
  it('lightens against a dark background', () => {
    expect(contrastRatio(ensureContrast('#2f9e44', '#0e1110'), '#0e1110')).toBeGreaterThanOrEqual(4.5)
  })
})
