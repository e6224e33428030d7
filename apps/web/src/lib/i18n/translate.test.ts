import { describe, expect, it } from 'vitest'
import { createTranslator } from './translate'

describe('browser translator (i18next resource format)', () => {
  const en = createTranslator('en', {
    a: 'Hello {{name}}',
    n_one: '{{count}} item',
    n_other: '{{count}} items',
    z_zero: 'none',
    z_other: '{{count}}',
  })
  it('interpolates and falls back to the key', () => {
    expect(en('a', { name: 'Ana' })).toBe('Hello Ana')
    expect(en('missing')).toBe('missing')
  })
  it('picks plural forms like i18next, including _zero', () => {
    expect(en('n', { count: 1 })).toBe('1 item')
    expect(en('n', { count: 3 })).toBe('3 items')
    expect(en('z', { count: 0 })).toBe('none')
  })
  it('uses the language plural rules (Arabic has six forms)', () => {
    const ar = createTranslator('ar', {
      r_one: 'one',
      r_two: 'two',
      r_few: 'few {{count}}',
      r_many: 'many {{count}}',
      r_other: 'other',
    })
    expect(ar('r', { count: 2 })).toBe('two')
    expect(ar('r', { count: 5 })).toBe('few 5')
    expect(ar('r', { count: 29 })).toBe('many 29')
  })
})
