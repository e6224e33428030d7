/** Words this long may have one typo; shorter ones must be typed right (too many short words are one edit apart). */
export const MIN_LENGTH_FOR_ONE_TYPO = 5
/** Words this long may have two typos. */
export const MIN_LENGTH_FOR_TWO_TYPOS = 9
/**
 * Words this long (but shorter than MIN_LENGTH_FOR_ONE_TYPO) may have one typo only when, as typed, they match no word
 * of the index: "piza" then finds pizza, while "rice", a real word, does not also find rich, nice and price.
 */
export const MIN_LENGTH_FOR_RESCUE_TYPO = 4

/**
 * How many typos a typed word may contain and still match a word of the index. `matchesNothing`: the word, as typed,
 * is no word of the index (nor the beginning of one, for the word being typed). Lengths count characters (code
 * points), so Arabic or accented words get the same budget as ASCII ones. Words with digits get none: "500" and
 * "600" are different sizes, not a typo.
 */
export function typoBudget(word: string, matchesNothing = false): 0 | 1 | 2 {
  if (/\p{Nd}/u.test(word)) return 0
  const length = Array.from(word).length
  if (length >= MIN_LENGTH_FOR_TWO_TYPOS) return 2
  if (length >= MIN_LENGTH_FOR_ONE_TYPO) return 1
  if (length >= MIN_LENGTH_FOR_RESCUE_TYPO && matchesNothing) return 1
  return 0
}

/**
 * Optimal-string-alignment distance: insertions, deletions, substitutions and transpositions of two adjacent
 * characters each count one typo (a swapped pair is the most common typing slip, so it must cost one, not two).
 * Gives up early and returns `limit + 1` once the distance is known to exceed `limit`.
 */
export function osaDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const s = Array.from(a)
  const t = Array.from(b)
  if (Math.abs(s.length - t.length) > limit) return limit + 1
  if (s.length === 0 || t.length === 0) return Math.max(s.length, t.length)
  const width = t.length + 1
  // Three rolling rows: the transposition case looks two rows back.
  let previous2 = new Array<number>(width).fill(0)
  let previous = Array.from({ length: width }, (_, j) => j)
  let current = new Array<number>(width).fill(0)
  for (let i = 1; i <= s.length; i++) {
    current[0] = i
    let rowMin = current[0]
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, previous2[j - 2]! + 1)
      }
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > limit) return limit + 1
    ;[previous2, previous, current] = [previous, current, previous2]
  }
  return Math.min(previous[t.length]!, limit + 1)
}

/**
 * Whether `word` differs from `typed` by the commonest slips of all: two neighbouring letters swapped, or a doubled
 * letter typed once or a letter typed twice ("piza" for pizza, "bannana" for banana). Such a word is more likely
 * meant than one at the same distance by another letter ("pita"), so it ranks first among one-typo matches.
 */
export function isSlip(typed: string, word: string): boolean {
  const a = Array.from(typed)
  const b = Array.from(word)
  if (a.length === b.length) {
    const i = a.findIndex((c, k) => c !== b[k])
    return (
      i >= 0 &&
      i + 1 < a.length &&
      a[i] === b[i + 1] &&
      a[i + 1] === b[i] &&
      a[i] !== a[i + 1] &&
      a.slice(i + 2).join('') === b.slice(i + 2).join('')
    )
  }
  if (Math.abs(a.length - b.length) !== 1) return false
  const [long, short] = a.length > b.length ? [a, b] : [b, a]
  let i = short.findIndex((c, k) => c !== long[k])
  if (i < 0) i = short.length
  if (long.slice(i + 1).join('') !== short.slice(i).join('')) return false
  return long[i] === long[i - 1] || long[i] === long[i + 1]
}
