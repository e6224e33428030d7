import { describe, expect, it } from 'vitest'
import { pushSearchTerm } from './search-history'

describe('search history (spec §4, §5, §9)', () => {
  it('keeps unique trimmed terms, newest first, at most 5', () => {
    let h: string[] = []
    for (const t of ['a', 'b', ' c ', 'a', 'd', 'e', 'f']) h = pushSearchTerm(h, t)
    expect(h).toEqual(['f', 'e', 'd', 'a', 'c'])
  })
  it('ignores blank terms', () => {
    expect(pushSearchTerm(['a'], '   ')).toEqual(['a'])
  })
})
