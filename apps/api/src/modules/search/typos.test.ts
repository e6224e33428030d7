import { describe, expect, it } from 'vitest'
import { isSlip, osaDistance, typoBudget } from './typos.ts'

describe('typoBudget', () => {
  it('allows no typo below 5 letters, one from 5, two from 9', () => {
    expect(typoBudget('')).toBe(0)
    expect(typoBudget('rice')).toBe(0)
    expect(typoBudget('pizza')).toBe(1)
    expect(typoBudget('burritos')).toBe(1)
    expect(typoBudget('chocolate')).toBe(2)
    expect(typoBudget('mozzarella')).toBe(2)
  })

  it('allows one typo in a 4-letter word only when it matches nothing as typed', () => {
    expect(typoBudget('piza', true)).toBe(1)
    expect(typoBudget('piza', false)).toBe(0)
    expect(typoBudget('برجر', true)).toBe(1)
    expect(typoBudget('pho', true)).toBe(0)
    expect(typoBudget('pizza', false)).toBe(1)
    expect(typoBudget('chocolate', true)).toBe(2)
    expect(typoBudget('1234', true)).toBe(0)
  })

  it('counts characters, not UTF-16 units or bytes', () => {
    // Four Arabic letters: still too short for a typo; five: one.
    expect(typoBudget('خبزة'.slice(0, 4))).toBe(0)
    expect(typoBudget('بيتزا')).toBe(1)
    expect(typoBudget('crème')).toBe(1)
    // Letters outside the BMP are one character each.
    expect(typoBudget('𝒶𝒷𝒸𝒹')).toBe(0)
    expect(typoBudget('𝒶𝒷𝒸𝒹𝒺')).toBe(1)
  })

  it('allows no typo in words with digits', () => {
    expect(typoBudget('500ml')).toBe(0)
    expect(typoBudget('cola330')).toBe(0)
    expect(typoBudget('٣٣٠مل')).toBe(0)
  })
})

describe('osaDistance', () => {
  it('is zero for equal words and the length for an empty one', () => {
    expect(osaDistance('pizza', 'pizza')).toBe(0)
    expect(osaDistance('', 'pizza')).toBe(5)
    expect(osaDistance('pizza', '')).toBe(5)
  })

  it('counts substitutions, insertions and deletions as one each', () => {
    expect(osaDistance('pizza', 'pizze')).toBe(1)
    expect(osaDistance('pizza', 'piza')).toBe(1)
    expect(osaDistance('pizza', 'pizzas')).toBe(1)
    expect(osaDistance('kitten', 'sitting')).toBe(3)
  })

  it('counts a swap of two adjacent letters as one typo', () => {
    expect(osaDistance('pizza', 'ipzza')).toBe(1)
    expect(osaDistance('salad', 'slaad')).toBe(1)
    expect(osaDistance('chocolate', 'hcocolaet')).toBe(2)
  })

  it('does not edit a substring twice (optimal string alignment)', () => {
    // Full Damerau-Levenshtein gives 2 (swap then insert); OSA may not touch the swapped pair again.
    expect(osaDistance('ca', 'abc')).toBe(3)
  })

  it('compares characters, not UTF-16 units', () => {
    expect(osaDistance('بيتزا', 'بيتزة')).toBe(1)
    expect(osaDistance('crème', 'creme')).toBe(1)
    expect(osaDistance('𝒶𝒷𝒸', '𝒶𝒸𝒷')).toBe(1)
  })

  it('is symmetric', () => {
    for (const [a, b] of [
      ['fromage', 'formage'],
      ['margherita', 'margarita'],
      ['abc', 'ca'],
    ] as const) {
      expect(osaDistance(a, b)).toBe(osaDistance(b, a))
    }
  })

  it('stops at the limit and reports limit + 1 beyond it', () => {
    expect(osaDistance('pizza', 'pasta', 1)).toBe(2)
    expect(osaDistance('pizza', 'burger', 2)).toBe(3)
    expect(osaDistance('a', 'abcdef', 2)).toBe(3)
    expect(osaDistance('pizza', 'pizze', 1)).toBe(1)
    expect(osaDistance('chocolate', 'chcolatte', 2)).toBe(2)
  })
})

describe('isSlip', () => {
  it('takes a swap of two neighbouring letters and a doubled letter typed once or a letter typed twice', () => {
    expect(isSlip('piza', 'pizza')).toBe(true)
    expect(isSlip('pizzza', 'pizza')).toBe(true)
    expect(isSlip('bannana', 'banana')).toBe(true)
    expect(isSlip('peperoni', 'pepperoni')).toBe(true)
    expect(isSlip('suhsi', 'sushi')).toBe(true)
    expect(isSlip('thia', 'thai')).toBe(true)
    expect(isSlip('بيتزاا', 'بيتزا')).toBe(true)
  })

  it('leaves out other typos and equal words', () => {
    expect(isSlip('piza', 'pita')).toBe(false)
    expect(isSlip('spagetti', 'spaghetti')).toBe(false)
    expect(isSlip('burgr', 'burger')).toBe(false)
    expect(isSlip('pizza', 'pizza')).toBe(false)
    expect(isSlip('abcd', 'badc')).toBe(false)
    expect(isSlip('pizza', 'pizzas')).toBe(false)
  })
})
