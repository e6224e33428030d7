// What search tests expect, written apart from the code under test: the folding of search_fold (migration 0007)
// restated in JavaScript, so that a test oracle folds titles and terms without asking the database how.

const ARABIC_LETTER = '[\u0621-\u064a]'
// eslint-disable-next-line no-misleading-character-class -- ranges of combining marks, listed on purpose
const MARKS = /[\u0300-\u036f\u0610-\u061a\u0640\u064b-\u065f\u0670\u06d6-\u06ed]/gu
const LETTERS: Record<string, string> = {
  œ: 'oe',
  Œ: 'oe',
  æ: 'ae',
  Æ: 'ae',
  ß: 'ss',
  '\u0671': '\u0627', // alef wasla → alef
  '\u0649': '\u064a', // alef maksura → yeh
  '\u06cc': '\u064a', // Farsi yeh → yeh
  '\u0629': '\u0647', // ta marbuta → ha
  '\u06a9': '\u0643', // Farsi kaf → kaf
}
for (let d = 0; d <= 9; d++) {
  LETTERS[String.fromCharCode(0x0660 + d)] = String(d)
  LETTERS[String.fromCharCode(0x06f0 + d)] = String(d)
}
// The article with a leading conjunction or preposition, longest first, kept only before three letters or more.
const ARTICLE = new RegExp(
  `(^|[^\u0621-\u064a])(?:\u0648\u0627\u0644|\u0628\u0627\u0644|\u0643\u0627\u0644|\u0641\u0627\u0644|\u0644\u0644|\u0627\u0644)(?=${ARABIC_LETTER}{3})`,
  'gu',
)

/** A text as search compares it: accents and Arabic diacritics gone, letter forms unified, the Arabic article dropped. */
export function foldForSearch(text: string): string {
  const decomposed = text.normalize('NFKD').replace(MARKS, '')
  const unified = Array.from(decomposed, (c) => LETTERS[c] ?? c).join('')
  return unified.replace(ARTICLE, '$1')
}
