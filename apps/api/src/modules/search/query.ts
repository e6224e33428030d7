import { SEARCH_TERM_MAX_LENGTH } from '@basil/contracts'
import { isSlip, osaDistance, typoBudget } from './typos.ts'

/**
 * The last word is matched as a prefix from this many characters: a single letter would match a third of the catalogue,
 * which costs a full scan to rank and count and tells the customer nothing.
 */
export const MIN_PREFIX_LENGTH = 2

/** At most this many words of a term are searched; a longer term is cut (its words must all match anyway). */
export const MAX_SEARCH_WORDS = 10

/**
 * The term as the database should tokenise it: Unicode-composed (so "é" typed as e + accent equals the indexed
 * "é"), trimmed, inner whitespace collapsed, cut to the longest accepted length. Lowercasing and splitting into
 * words are left to PostgreSQL's own parser, which also built the index, so query and index words always agree.
 */
export function normaliseSearchTerm(term: string): string {
  return Array.from(term.normalize('NFC').replace(/\s+/gu, ' ').trim()).slice(0, SEARCH_TERM_MAX_LENGTH).join('').trim()
}

/** A word of the term, with the dictionary words it may stand for. */
export interface TermWord {
  /** The word as the index spells it (folded and lowercase, as `to_tsvector('simple', search_fold(...))` makes it). */
  word: string
  /** The last word is matched as a prefix too (the customer may still be typing it), from MIN_PREFIX_LENGTH letters. */
  prefix: boolean
  /**
   * Other dictionary words within this word's typo budget, with their distance (1 or 2) and whether that one typo is
   * a mere slip (isSlip: swapped neighbours, a doubled letter).
   */
  typos: Array<{ word: string; distance: number; slip: boolean }>
}

/** A word of the term as the database split it, with what the dictionary says about it. */
export interface LookedUpWord {
  word: string
  /** Nearest dictionary words (by trigram similarity, so not all are close enough). */
  neighbours: string[]
  /** Whether the dictionary holds the word itself; only looked up where it decides the budget (short words). */
  inIndex?: boolean | null
  /** Whether some dictionary word begins with it (itself included); looked up like inIndex. */
  beginsIndexWord?: boolean | null
}

/**
 * Keeps the dictionary neighbours of each word that lie within its typo budget. `words` are the term's words in
 * order. A short word matching nothing as typed (not in the dictionary, nor, for the word being typed, the beginning
 * of a dictionary word) gets the rescue typo of typoBudget.
 */
export function buildTermWords(words: LookedUpWord[]): TermWord[] {
  const kept = words.slice(0, MAX_SEARCH_WORDS)
  return kept.map(({ word, neighbours, inIndex, beginsIndexWord }, index) => {
    const prefix = index === kept.length - 1 && Array.from(word).length >= MIN_PREFIX_LENGTH
    const matchesNothing = prefix ? beginsIndexWord === false : inIndex === false
    const budget = typoBudget(word, matchesNothing)
    const typos: TermWord['typos'] = []
    const seen = new Set<string>()
    if (budget > 0) {
      for (const candidate of neighbours) {
        if (candidate === word || seen.has(candidate)) continue
        // The prefix match already covers these, and ranks them higher.
        if (prefix && candidate.startsWith(word)) continue
        const distance = osaDistance(word, candidate, budget)
        if (distance <= budget) {
          seen.add(candidate)
          typos.push({ word: candidate, distance, slip: distance === 1 && isSlip(word, candidate) })
        }
      }
    }
    typos.sort((a, b) => a.distance - b.distance || Number(b.slip) - Number(a.slip) || (a.word < b.word ? -1 : 1))
    return { word, prefix, typos }
  })
}

/** A word as a tsquery operand, quoted so that no character of it is read as query syntax. */
export function quoteLexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`
}

/**
 * How well a row matches, best first: every word exact, then the last one by prefix, then slips only (one swap or
 * doubled letter per word), then one typo, then two.
 */
export const MatchTier = { exact: 0, prefix: 1, slip: 2, oneTypo: 3, twoTypos: 4 } as const

/**
 * tsquery texts for each tier: the query of a tier matches the rows that match at that tier or a better one, so the
 * last query is the search's condition and the others rank. Each word becomes an OR of its accepted spellings; the
 * words are ANDed. Tiers that would equal the one before are left out.
 */
export function buildTierQueries(words: TermWord[]): Array<{ tier: number; query: string }> {
  if (words.length === 0) return []
  const build = (allowPrefix: boolean, accept: (typo: TermWord['typos'][number]) => boolean) =>
    words
      .map((w) => {
        const options = [quoteLexeme(w.word) + (allowPrefix && w.prefix ? ':*' : '')]
        for (const typo of w.typos) if (accept(typo)) options.push(quoteLexeme(typo.word))
        return options.length === 1 ? options[0]! : `(${options.join(' | ')})`
      })
      .join(' & ')
  const tiers = [
    { tier: MatchTier.exact, query: build(false, () => false) },
    { tier: MatchTier.prefix, query: build(true, () => false) },
    { tier: MatchTier.slip, query: build(true, (t) => t.slip) },
    { tier: MatchTier.oneTypo, query: build(true, (t) => t.distance <= 1) },
    { tier: MatchTier.twoTypos, query: build(true, (t) => t.distance <= 2) },
  ]
  return tiers.filter((t, i) => i === 0 || t.query !== tiers[i - 1]!.query)
}

/**
 * The search's match condition (every word, by prefix or within its typos) restricted to the given weights of the
 * vector (`'A'`, `'AB'`...): does the row match by those fields alone? Empty without words.
 */
export function buildWeightedQuery(words: TermWord[], weights: string): string {
  if (!/^[A-D]+$/.test(weights)) throw new Error(`not tsvector weights: ${weights}`)
  return words
    .map((w) => {
      const options = [quoteLexeme(w.word) + (w.prefix ? `:*${weights}` : `:${weights}`)]
      for (const typo of w.typos) options.push(`${quoteLexeme(typo.word)}:${weights}`)
      return options.length === 1 ? options[0]! : `(${options.join(' | ')})`
    })
    .join(' & ')
}
