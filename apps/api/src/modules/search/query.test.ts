import { describe, expect, it } from 'vitest'
import {
  buildTermWords,
  buildTierQueries,
  buildWeightedQuery,
  MatchTier,
  MAX_SEARCH_WORDS,
  MIN_PREFIX_LENGTH,
  normaliseSearchTerm,
  quoteLexeme,
} from './query.ts'

describe('normaliseSearchTerm', () => {
  it('trims and collapses whitespace of every kind', () => {
    expect(normaliseSearchTerm('  pizza  ')).toBe('pizza')
    expect(normaliseSearchTerm('\tchicken \n\u00a0 salad\u2003')).toBe('chicken salad')
    expect(normaliseSearchTerm('   ')).toBe('')
  })

  it('composes accents so that a decomposed "é" equals the indexed one', () => {
    const decomposed = 'cre\u0300me bru\u0302le\u0301e'
    expect(normaliseSearchTerm(decomposed)).toBe('crème brûlée')
  })

  it('cuts a long term at 100 characters without splitting a character', () => {
    expect(normaliseSearchTerm('a'.repeat(150))).toHaveLength(100)
    const arabic = normaliseSearchTerm('ب'.repeat(150))
    expect(Array.from(arabic)).toHaveLength(100)
    const astral = normaliseSearchTerm('𝒶'.repeat(150))
    expect(Array.from(astral)).toHaveLength(100)
    expect(astral.endsWith('\ud835')).toBe(false)
  })
})

describe('quoteLexeme', () => {
  it('quotes a word so that tsquery syntax in it stays literal', () => {
    expect(quoteLexeme('pizza')).toBe("'pizza'")
    expect(quoteLexeme("l'oignon")).toBe("'l''oignon'")
    expect(quoteLexeme('a\\b')).toBe("'a\\\\b'")
    expect(quoteLexeme('x:*&|!()')).toBe("'x:*&|!()'")
  })
})

describe('buildTermWords', () => {
  it('keeps the neighbours within the typo budget, closest first', () => {
    const [word] = buildTermWords([{ word: 'pizzq', neighbours: ['pizza', 'pizzas', 'pizze', 'pasta', 'pizzq'] }])
    expect(word).toEqual({
      word: 'pizzq',
      prefix: true,
      typos: [
        { word: 'pizza', distance: 1, slip: false },
        { word: 'pizze', distance: 1, slip: false },
      ],
    })
  })

  it('gives words under 5 letters no typo and 9+ letters two', () => {
    const words = buildTermWords([
      { word: 'ric', neighbours: ['rice', 'rich'] },
      { word: 'chcolatte', neighbours: ['chocolat', 'chocolate', 'cholate'] },
    ])
    expect(words[0]!.typos).toEqual([])
    // chocolat is three edits away (insert o, delete t, delete e).
    expect(words[1]!.typos).toEqual([
      { word: 'chocolate', distance: 2, slip: false },
      { word: 'cholate', distance: 2, slip: false },
    ])
  })

  it('gives a 4-letter word its typo only when the index has nothing for it as typed', () => {
    const neighbours = ['pizza', 'pita', 'pizze']
    // Not in the index, and (being typed) no index word begins with it: rescued.
    // pizza (a doubled letter typed once) before pita (another letter).
    expect(buildTermWords([{ word: 'piza', neighbours, inIndex: false, beginsIndexWord: false }])[0]!.typos).toEqual([
      { word: 'pizza', distance: 1, slip: true },
      { word: 'pita', distance: 1, slip: false },
    ])
    // Some index word begins with the word being typed: it is a prefix, not a typo.
    expect(buildTermWords([{ word: 'piza', neighbours, inIndex: false, beginsIndexWord: true }])[0]!.typos).toEqual([])
    // An earlier word is whole: only the word itself counts.
    const [first] = buildTermWords([
      { word: 'piza', neighbours, inIndex: false, beginsIndexWord: true },
      { word: 'margherita', neighbours: [] },
    ])
    expect(first!.typos.map((t) => t.word)).toEqual(['pizza', 'pita'])
    const [known] = buildTermWords([
      { word: 'rice', neighbours: ['rich', 'nice'], inIndex: true, beginsIndexWord: true },
      { word: 'bowl', neighbours: [] },
    ])
    expect(known!.typos).toEqual([])
    // Not looked up (unknown): no typo.
    expect(buildTermWords([{ word: 'piza', neighbours }])[0]!.typos).toEqual([])
  })

  it('matches only the last word as a prefix, and not a single letter', () => {
    const words = buildTermWords([
      { word: 'chicken', neighbours: [] },
      { word: 'sal', neighbours: [] },
    ])
    expect(words.map((w) => w.prefix)).toEqual([false, true])
    expect(buildTermWords([{ word: 'p', neighbours: [] }])[0]!.prefix).toBe(MIN_PREFIX_LENGTH <= 1)
  })

  it('leaves out of the typos of the last word what its prefix already matches', () => {
    const [word] = buildTermWords([{ word: 'pizza', neighbours: ['pizzas', 'pizze'] }])
    expect(word!.typos).toEqual([{ word: 'pizze', distance: 1, slip: false }])
    const [notLast] = buildTermWords([
      { word: 'pizza', neighbours: ['pizzas', 'pizze'] },
      { word: 'margherita', neighbours: [] },
    ])
    expect(notLast!.typos.map((t) => t.word)).toEqual(['pizzas', 'pizze'])
  })

  it('searches at most MAX_SEARCH_WORDS words', () => {
    const many = Array.from({ length: MAX_SEARCH_WORDS + 5 }, (_, i) => ({ word: `w${i}`, neighbours: [] }))
    const words = buildTermWords(many)
    expect(words).toHaveLength(MAX_SEARCH_WORDS)
    expect(words.at(-1)!.prefix).toBe(true)
  })
})

describe('buildWeightedQuery', () => {
  it('is the most tolerant tier restricted to the given weights', () => {
    const words = buildTermWords([
      { word: 'margherita', neighbours: ['margarita'] },
      { word: 'pizzq', neighbours: ['pizza'] },
    ])
    expect(buildWeightedQuery(words, 'A')).toBe("('margherita':A | 'margarita':A) & ('pizzq':*A | 'pizza':A)")
    expect(buildWeightedQuery(words, 'AB')).toBe("('margherita':AB | 'margarita':AB) & ('pizzq':*AB | 'pizza':AB)")
  })

  it('accepts only tsvector weights', () => {
    expect(() => buildWeightedQuery([], 'A|B')).toThrow()
    expect(() => buildWeightedQuery([], 'a')).toThrow()
  })
})

describe('buildTierQueries', () => {
  it('is empty without words', () => {
    expect(buildTierQueries([])).toEqual([])
  })

  it('builds exact, prefix and typo tiers, each including the better ones', () => {
    const words = buildTermWords([
      { word: 'margherita', neighbours: ['margarita', 'margherite'] },
      { word: 'pizzq', neighbours: ['pizza'] },
    ])
    expect(buildTierQueries(words)).toEqual([
      { tier: MatchTier.exact, query: "'margherita' & 'pizzq'" },
      { tier: MatchTier.prefix, query: "'margherita' & 'pizzq':*" },
      { tier: MatchTier.oneTypo, query: "('margherita' | 'margherite') & ('pizzq':* | 'pizza')" },
      { tier: MatchTier.twoTypos, query: "('margherita' | 'margherite' | 'margarita') & ('pizzq':* | 'pizza')" },
    ])
  })

  it('ranks slips (a swap, a doubled letter) before other single typos', () => {
    const words = buildTermWords([
      { word: 'spagetti', neighbours: ['spaghetti'] },
      { word: 'piza', neighbours: ['pizza', 'pita'], inIndex: false, beginsIndexWord: false },
    ])
    expect(buildTierQueries(words)).toEqual([
      { tier: MatchTier.exact, query: "'spagetti' & 'piza'" },
      { tier: MatchTier.prefix, query: "'spagetti' & 'piza':*" },
      // spaghetti is one dropped letter away, but not a doubled one: only the one-typo tier takes it, as pita.
      { tier: MatchTier.slip, query: "'spagetti' & ('piza':* | 'pizza')" },
      { tier: MatchTier.oneTypo, query: "('spagetti' | 'spaghetti') & ('piza':* | 'pizza' | 'pita')" },
    ])
    // Every typo a slip: the one-typo tier would repeat the slip tier.
    const doubled = buildTermWords([{ word: 'peperoni', neighbours: ['pepperoni', 'pepparoni'] }])
    expect(buildTierQueries(doubled)).toEqual([
      { tier: MatchTier.exact, query: "'peperoni'" },
      { tier: MatchTier.prefix, query: "'peperoni':*" },
      { tier: MatchTier.slip, query: "('peperoni':* | 'pepperoni')" },
    ])
  })

  it('drops tiers that would repeat the one before', () => {
    const words = buildTermWords([{ word: 'rice', neighbours: ['rich'] }])
    expect(buildTierQueries(words)).toEqual([
      { tier: MatchTier.exact, query: "'rice'" },
      { tier: MatchTier.prefix, query: "'rice':*" },
    ])
    const single = buildTermWords([{ word: 'p', neighbours: [] }])
    expect(buildTierQueries(single)).toHaveLength(MIN_PREFIX_LENGTH <= 1 ? 2 : 1)
  })
})
