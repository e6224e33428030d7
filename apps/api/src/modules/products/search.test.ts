// rest/products/search against the seeded catalogue. Expectations come from an oracle written here, independent of
// the search service: it reads the listed products' titles and their categories' titles, folds them itself
// (foldForSearch), splits them with PostgreSQL's `simple` parser, decides matches with its own edit distance and
// ranks as the API documents: match tier, open shops first, by title before by category, rating, id.
import type { Paginated, Product, Shop } from '@basil/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../test/app.ts'
import { foldForSearch } from '../search/test-support.ts'

let t: TestApp

interface ListedProduct {
  id: number
  shopId: number
  rating: number | null
  /** Every word of its titles, all languages, folded. */
  words: Set<string>
  /** Every word of its category's and parent category's titles, all languages, folded. */
  categoryWords: Set<string>
  titles: Record<string, string>
}

let listed: ListedProduct[]
/** Every distinct word of the listed products' titles and categories. */
let dictionary: string[]
/** Every word the search index knows (products and shops, listed or not): what a typed word may match as typed. */
let indexWords: Set<string>
/** Public shops open now, as `rest/shops/paginate?open=1` lists them. */
let openShops: Set<number>

/** Edit distance with adjacent swaps (optimal string alignment), written plainly with a full matrix. */
function editDistance(a: string, b: string): number {
  const s = [...a]
  const u = [...b]
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: u.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= u.length; j++) {
      const cost = s[i - 1] === u[j - 1] ? 0 : 1
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && s[i - 1] === u[j - 2] && s[i - 2] === u[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
      }
    }
  }
  return d[s.length]![u.length]!
}

/** The words one slip away: two neighbours swapped, a doubled letter typed once, a letter typed twice. */
function slips(word: string): Set<string> {
  const letters = [...word]
  const out = new Set<string>()
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) {
      out.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''))
    } else {
      out.add([...letters.slice(0, i), letters[i + 1], letters[i], ...letters.slice(i + 2)].join(''))
    }
  }
  for (let i = 0; i < letters.length; i++) out.add([...letters.slice(0, i + 1), ...letters.slice(i)].join(''))
  return out
}

/**
 * The documented budget: none with digits or under 4 letters; one from 5, two from 9; one for a 4-letter word only
 * when it matches nothing as typed (the word being typed: no index word begins with it).
 */
function allowedTypos(word: string, last: boolean): number {
  const length = [...word].length
  if (/\d/.test(word) || length < 4) return 0
  if (length >= 9) return 2
  if (length >= 5) return 1
  const matchesSomething = last ? [...indexWords].some((w) => w.startsWith(word)) : indexWords.has(word)
  return matchesSomething ? 0 : 1
}

async function tokens(term: string): Promise<string[]> {
  const result = await t.db.execute<{ lexeme: string }>(
    sql`SELECT lexeme FROM unnest(to_tsvector('simple', ${foldForSearch(term)}::text)) ORDER BY positions[1]`,
  )
  return result.rows.map((r) => r.lexeme)
}

/**
 * The products a term should find, each with its tier (0 every word exact, 1 the last word by prefix (2+ letters),
 * 2 some word with a slip, 3 some word with another single typo, 4 with two) and field (0 the title alone matches the whole term, 1 only with the
 * category's words).
 */
async function oracle(term: string, filter: (p: ListedProduct) => boolean = () => true) {
  const words = await tokens(term)
  const found = new Map<number, { tier: number; field: number }>()
  if (words.length === 0) return found
  // Per term word: the dictionary words it stands for, with their kind.
  const kinds = words.map((word, index) => {
    const last = index === words.length - 1
    const budget = allowedTypos(word, last)
    const map = new Map<string, number>()
    for (const candidate of dictionary) {
      if (candidate === word) map.set(candidate, 0)
      else if (last && [...word].length >= 2 && candidate.startsWith(word)) map.set(candidate, 1)
      else if (budget > 0) {
        const distance = editDistance(word, candidate)
        if (distance <= budget) map.set(candidate, distance === 2 ? 4 : slips(word).has(candidate) ? 2 : 3)
      }
    }
    return map
  })
  const tierOf = (productWords: Iterable<string>) => {
    let tier = 0
    for (const map of kinds) {
      let best = Infinity
      for (const w of productWords) best = Math.min(best, map.get(w) ?? Infinity)
      tier = Math.max(tier, best)
    }
    return tier
  }
  for (const product of listed) {
    if (!filter(product)) continue
    const tier = tierOf(new Set([...product.words, ...product.categoryWords]))
    if (tier !== Infinity) found.set(product.id, { tier, field: tierOf(product.words) === Infinity ? 1 : 0 })
  }
  return found
}

type Page = Paginated<Product>

async function search(query: string) {
  return getJson<Page>(t.app, `rest/products/search?${query}`)
}

/** Every page of a search, in order. */
async function searchAll(term: string, extra = '') {
  const items: Product[] = []
  let total = -1
  for (let page = 1; page < 100; page++) {
    const res = await search(`search=${encodeURIComponent(term)}&perPage=100&page=${page}${extra}`)
    expect(res.status).toBe(200)
    total = res.body.meta.total
    items.push(...res.body.data)
    if (page >= res.body.meta.last_page) break
  }
  return { items, total }
}

/** The results are exactly the oracle's, best tier first, then open shops, by title, best rated, by id. */
async function expectOracleResults(term: string, extra = '', filter?: (p: ListedProduct) => boolean) {
  const expected = await oracle(term, filter)
  const { items, total } = await searchAll(term, extra)
  expect(total).toBe(expected.size)
  expect(items.map((p) => p.id).sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b))
  const byId = new Map(listed.map((p) => [p.id, p]))
  const sortKey = (id: number) => {
    const product = byId.get(id)!
    const { tier, field } = expected.get(id)!
    return [tier, openShops.has(product.shopId) ? 0 : 1, field, -(product.rating ?? -Infinity), id]
  }
  for (let i = 1; i < items.length; i++) {
    const [a, b] = [sortKey(items[i - 1]!.id), sortKey(items[i]!.id)]
    const at = a.findIndex((v, k) => v !== b[k])
    expect(at === -1 || a[at]! < b[at]!, `${items[i - 1]!.id} (${a}) before ${items[i]!.id} (${b})`).toBe(true)
  }
  return { expected, items }
}

/** A word of the catalogue with the given length that no other catalogue word is near (so the term stays exact). */
function isolatedWord(length: number, budgetDistance: number) {
  return dictionary.find(
    (w) =>
      [...w].length === length &&
      /^\p{Ll}+$/u.test(w) &&
      dictionary.every((o) => o === w || (!o.startsWith(w) && editDistance(o, w) > budgetDistance)),
  )
}

/** Replaces letters of `word` at the given positions with letters that make a word absent from the index. */
function misspell(word: string, positions: number[]): string {
  const letters = [...word]
  for (const at of positions) {
    for (const c of 'qxzjkvwy') {
      if (c === letters[at]) continue
      const candidate = [...letters]
      candidate[at] = c
      letters.splice(0, letters.length, ...candidate)
      break
    }
  }
  const result = letters.join('')
  if (indexWords.has(result)) throw new Error(`misspelling ${result} of ${word} is a real word`)
  return result
}

/** The words a product is found by: its titles' and its category's. */
function allWords(p: ListedProduct): Set<string> {
  return new Set([...p.words, ...p.categoryWords])
}

/** Every page of a shop list. */
async function allShops(url: string): Promise<Shop[]> {
  const shops: Shop[] = []
  for (let page = 1; ; page++) {
    const res = await getJson<Paginated<Shop>>(t.app, `${url}&perPage=100&page=${page}`)
    shops.push(...res.body.data)
    if (page >= res.body.meta.last_page) return shops
  }
}

/** The words of each text, folded here and split by PostgreSQL's parser, in one round trip. */
async function foldedWords(texts: string[]): Promise<string[][]> {
  const folded = texts.map(foldForSearch)
  const result = await t.db.execute<{ i: number; words: string[] }>(sql`
    SELECT u.i::int AS i, tsvector_to_array(to_tsvector('simple', u.x)) AS words
    FROM unnest(${`{${folded.map((x) => `"${x.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]) WITH ORDINALITY AS u(x, i)`)
  const words: string[][] = []
  for (const r of result.rows) words[r.i - 1] = r.words
  return words
}

beforeAll(async () => {
  t = await createTestApp()
  const rows = await t.db.execute<{
    id: number
    shop_id: number
    rating_avg: number | null
    locale: string
    title: string
  }>(sql`
    SELECT p.id, p.shop_id, p.rating_avg, tr.locale, tr.title
    FROM products p
    JOIN shops s ON s.id = p.shop_id
    JOIN product_translations tr ON tr.product_id = p.id
    WHERE p.active AND p.status = 'published' AND NOT p.addon AND s.status = 'approved' AND s.visibility
    ORDER BY p.id`)
  const categoryTitles = await t.db.execute<{ product_id: number; title: string }>(sql`
    SELECT p.id AS product_id, ct.title FROM products p
    JOIN categories c ON c.id = p.category_id OR c.id = (SELECT parent_id FROM categories WHERE id = p.category_id)
    JOIN category_translations ct ON ct.category_id = c.id`)
  const byId = new Map<number, ListedProduct>()
  const titleWords = await foldedWords(rows.rows.map((r) => r.title))
  rows.rows.forEach((r, i) => {
    let product = byId.get(r.id)
    if (!product) {
      product = {
        id: r.id,
        shopId: r.shop_id,
        rating: r.rating_avg,
        words: new Set(),
        categoryWords: new Set(),
        titles: {},
      }
      byId.set(r.id, product)
    }
    for (const w of titleWords[i]!) product.words.add(w)
    product.titles[r.locale] = r.title
  })
  const categoryWords = await foldedWords(categoryTitles.rows.map((r) => r.title))
  categoryTitles.rows.forEach((r, i) => {
    for (const w of categoryWords[i]!) byId.get(r.product_id)?.categoryWords.add(w)
  })
  listed = [...byId.values()]
  dictionary = [...new Set(listed.flatMap((p) => [...p.words, ...p.categoryWords]))].sort()
  indexWords = new Set(
    (await t.db.execute<{ word: string }>(sql`SELECT word FROM search_words`)).rows.map((r) => r.word),
  )
  openShops = new Set((await allShops('rest/shops/paginate?open=1')).map((s) => s.id))
})

afterAll(async () => {
  await t?.close()
})

describe('rest/products/search', () => {
  it('finds every product with the word, and only those, when no other word is near it', async () => {
    const word = isolatedWord(4, 0)
    expect(word, 'a 4-letter catalogue word').toBeDefined()
    const { expected, items } = await expectOracleResults(word!)
    expect(expected.size).toBeGreaterThan(0)
    for (const p of items) expect(allWords(listed.find((l) => l.id === p.id)!).has(word!)).toBe(true)
  })

  it('matches the last word as a prefix, after the exact matches', async () => {
    // A word that is the beginning of longer catalogue words and also a word itself, or just a beginning.
    const stem = dictionary.find(
      (w) =>
        [...w].length >= 3 && dictionary.some((o) => o !== w && o.startsWith(w.slice(0, 3))) && /^\p{Ll}+$/u.test(w),
    )!
    const prefix = stem.slice(0, 3)
    const { expected } = await expectOracleResults(prefix)
    expect([...expected.values()].some((m) => m.tier === 1)).toBe(true)
  })

  it('tolerates one typo in a word of 5 to 8 letters', async () => {
    const word = dictionary.find(
      (w) => [...w].length === 5 && /^[a-z]+$/.test(w) && listed.filter((p) => p.words.has(w)).length >= 2,
    )!
    const typo = misspell(word, [2])
    const { expected, items } = await expectOracleResults(typo)
    const withWord = listed.filter((p) => p.words.has(word)).map((p) => p.id)
    for (const id of withWord) expect(expected.has(id)).toBe(true)
    expect(items.map((p) => p.id)).toEqual(expect.arrayContaining(withWord))
    // Nothing contains the misspelling itself: every result is a typo match.
    for (const m of expected.values()) expect(m.tier).toBeGreaterThanOrEqual(2)
  })

  it('tolerates a swap of two adjacent letters as one typo', async () => {
    const word = dictionary.find((w) => [...w].length === 6 && /^[a-z]+$/.test(w) && w[1] !== w[2])!
    const swapped = word[0]! + word[2]! + word[1]! + word.slice(3)
    const { items } = await expectOracleResults(swapped)
    const withWord = listed.filter((p) => p.words.has(word)).map((p) => p.id)
    expect(items.map((p) => p.id)).toEqual(expect.arrayContaining(withWord))
  })

  it('tolerates two typos in a word of 9 letters or more, not three', async () => {
    const word = dictionary.find((w) => [...w].length >= 9 && /^[a-z]+$/.test(w))!
    const twice = misspell(word, [1, 5])
    const { items } = await expectOracleResults(twice)
    const withWord = listed.filter((p) => allWords(p).has(word)).map((p) => p.id)
    expect(withWord.length).toBeGreaterThan(0)
    expect(items.map((p) => p.id)).toEqual(expect.arrayContaining(withWord))

    const thrice = misspell(word, [1, 4, 7])
    const { items: none } = await expectOracleResults(thrice)
    for (const id of withWord) expect(none.map((p) => p.id)).not.toContain(id)
  })

  it('gives a 4-letter word that the index holds no typo: "rice" does not also find "rich"', async () => {
    // A 4-letter catalogue word with a catalogue neighbour one typo away, found in products without the word.
    let pair: [string, string] | undefined
    for (const a of dictionary) {
      if ([...a].length !== 4 || !/^\p{Ll}+$/u.test(a)) continue
      const b = dictionary.find((o) => o !== a && !o.startsWith(a) && editDistance(a, o) === 1)
      if (b && listed.some((p) => allWords(p).has(b) && !allWords(p).has(a))) {
        pair = [a, b]
        break
      }
    }
    expect(pair, 'two 4-letter catalogue words one typo apart').toBeDefined()
    const [word, neighbour] = pair!
    const { items } = await expectOracleResults(word)
    expect(items.length).toBeGreaterThan(0)
    for (const p of items) expect(allWords(listed.find((l) => l.id === p.id)!).has(word)).toBe(true)
    const onlyNeighbour = listed.filter((p) => allWords(p).has(neighbour) && !allWords(p).has(word)).map((p) => p.id)
    for (const id of onlyNeighbour) expect(items.map((p) => p.id)).not.toContain(id)
  })

  it('tolerates one typo in a 4-letter word that matches nothing as typed: "piza" finds pizza', async () => {
    const word = dictionary.find(
      (w) => [...w].length === 4 && /^[a-z]+$/.test(w) && listed.filter((p) => p.words.has(w)).length >= 2,
    )!
    const typo = misspell(word, [1])
    expect(
      [...indexWords].some((w) => w.startsWith(typo)),
      `${typo} begins no index word`,
    ).toBe(false)
    const { expected, items } = await expectOracleResults(typo)
    const withWord = listed.filter((p) => p.words.has(word)).map((p) => p.id)
    expect(items.map((p) => p.id)).toEqual(expect.arrayContaining(withWord))
    for (const m of expected.values()) expect(m.tier).toBeGreaterThanOrEqual(2)

    // Not a second one, and not in a 3-letter word.
    const twice = misspell(word, [1, 2])
    expect((await search(`search=${twice}`)).body.meta.total).toBe((await oracle(twice)).size)
    for (const id of withWord) expect((await oracle(twice)).has(id)).toBe(false)
    const short = misspell(word.slice(0, 3), [1])
    expect((await search(`search=${short}`)).body.meta.total).toBe(0)
  })

  it('ranks exact matches before typo matches', async () => {
    // Two catalogue words one typo apart (the second not merely longer): searching the first finds both, its own first.
    let pair: [string, string] | undefined
    for (const a of dictionary) {
      if ([...a].length < 5 || !/^\p{Ll}+$/u.test(a)) continue
      const b = dictionary.find((o) => o !== a && !o.startsWith(a) && editDistance(a, o) === 1)
      if (b && listed.some((p) => allWords(p).has(b) && !allWords(p).has(a))) {
        pair = [a, b]
        break
      }
    }
    expect(pair, 'two catalogue words one typo apart').toBeDefined()
    const [word, neighbour] = pair!
    const { items } = await expectOracleResults(word)
    const hasWord = items.map((p) => allWords(listed.find((l) => l.id === p.id)!).has(word))
    const firstFuzzy = hasWord.indexOf(false)
    expect(firstFuzzy).toBeGreaterThan(0)
    expect(hasWord.slice(firstFuzzy).every((h) => !h)).toBe(true)
    expect(items.slice(firstFuzzy).some((p) => allWords(listed.find((l) => l.id === p.id)!).has(neighbour))).toBe(true)
  })

  it('matches every word of a multi-word term, in any order', async () => {
    const product = listed.find((p) => (p.titles.en ?? '').split(' ').length >= 3)!
    const [a, b] = (await tokens(product.titles.en!)).slice(0, 2)
    const { items } = await expectOracleResults(`${b} ${a}`)
    expect(items.map((p) => p.id)).toContain(product.id)
  })

  it('searches the titles of every language: Arabic and French', async () => {
    const arabic = listed.find((p) => /\p{Script=Arabic}/u.test(p.titles.ar ?? ''))!
    const arabicWord = (await tokens(arabic.titles.ar!)).find((w) => [...w].length >= 4)!
    const { items: ar } = await expectOracleResults(arabicWord)
    expect(ar.map((p) => p.id)).toContain(arabic.id)

    const accented = /[àâçéèêëîïôûùüÿœ]/
    const french = listed.find((p) => p.titles.fr && p.titles.fr !== p.titles.en && accented.test(p.titles.fr))!
    const frenchWord = french.titles
      .fr!.split(/[\s’']+/)
      .find((w) => accented.test(w))!
      .toLowerCase()
    const { items: fr } = await expectOracleResults(frenchWord)
    expect(fr.map((p) => p.id)).toContain(french.id)
    // Typed without its accents, the word finds the same products in the same order.
    const plain = frenchWord.normalize('NFD').replace(/\p{M}/gu, '').replace('œ', 'oe')
    expect(plain).not.toBe(frenchWord)
    const { items: unaccented } = await expectOracleResults(plain)
    expect(unaccented.map((p) => p.id)).toEqual(fr.map((p) => p.id))
  })

  it('finds pizzas by their Arabic name and cheese dishes by the French word', async () => {
    const pizzas = listed.filter((p) => /pizza/i.test(p.titles.en ?? '') && (p.titles.ar ?? '').includes('بيتزا'))
    expect(pizzas.length).toBeGreaterThan(0)
    const { items } = await searchAll('بيتزا')
    expect(items.map((p) => p.id)).toEqual(expect.arrayContaining(pizzas.map((p) => p.id)))
    await expectOracleResults('fromage')
  })

  it('answers in the requested language', async () => {
    const res = await search('search=pizza&lang=fr')
    expect(res.body.data.length).toBeGreaterThan(0)
    for (const p of res.body.data) expect(p.translation?.locale).toBe('fr')
  })

  it('trims the term and ignores case and repeated spaces', async () => {
    const plain = await searchAll('pizza margherita')
    for (const variant of ['  pizza margherita  ', 'PIZZA   Margherita', '\tpizza margherita\n']) {
      const other = await searchAll(variant)
      expect(other.total).toBe(plain.total)
      expect(other.items.map((p) => p.id)).toEqual(plain.items.map((p) => p.id))
    }
  })

  it('gives an accurate total: the pages hold exactly meta.total distinct products', async () => {
    const res = await search('search=chicken&perPage=7')
    const { total } = res.body.meta
    const seen = new Set<number>()
    for (let page = 1; page <= res.body.meta.last_page; page++) {
      const p = await search(`search=chicken&perPage=7&page=${page}`)
      expect(p.body.meta.total).toBe(total)
      for (const item of p.body.data) seen.add(item.id)
      if (page < p.body.meta.last_page) expect(p.body.data).toHaveLength(7)
    }
    expect(seen.size).toBe(total)
    expect(total).toBe((await oracle('chicken')).size)
  })

  it('paginates: a page is the matching slice of the whole ranking, with Laravel meta', async () => {
    const all = await searchAll('pizza')
    expect(all.items.length).toBeGreaterThan(5)
    const res = await search('search=pizza&perPage=5&page=2')
    expect(res.body.data.map((p) => p.id)).toEqual(all.items.slice(5, 10).map((p) => p.id))
    expect(res.body.meta).toMatchObject({
      current_page: 2,
      per_page: 5,
      from: 6,
      to: 5 + res.body.data.length,
      total: all.total,
      last_page: Math.ceil(all.total / 5),
    })
    expect(res.body.links.next).toContain('search=pizza')
    const beyond = await search(`search=pizza&perPage=5&page=${Math.ceil(all.total / 5) + 1}`)
    expect(beyond.body.data).toEqual([])
    expect(beyond.body.meta.total).toBe(all.total)
    // Past the window of ranked ids kept in memory: counted in the database.
    const far = await search('search=pizza&perPage=100&page=20')
    expect(far.body.data).toEqual([])
    expect(far.body.meta.total).toBe(all.total)
  })

  it('ranks a long result list consistently across pages', async () => {
    // The two-letter beginning shared by the most products' words: a prefix search with hundreds of results.
    const frequency = new Map<string, Set<number>>()
    for (const p of listed) {
      for (const w of p.words) {
        const start = [...w].slice(0, 2).join('')
        if ([...start].length === 2 && /^\p{L}+$/u.test(start))
          frequency.set(start, (frequency.get(start) ?? new Set()).add(p.id))
      }
    }
    const [common] = [...frequency.entries()].sort((a, b) => b[1].size - a[1].size)[0]!
    const { items } = await expectOracleResults(common)
    expect(items.length).toBeGreaterThan(200)
  })

  it('narrows to one shop with shop_id', async () => {
    const counts = new Map<number, number>()
    for (const id of (await oracle('chicken')).keys()) {
      const shopId = listed.find((p) => p.id === id)!.shopId
      counts.set(shopId, (counts.get(shopId) ?? 0) + 1)
    }
    const [shopId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!
    const { items } = await expectOracleResults('chicken', `&shop_id=${shopId}`, (p) => p.shopId === shopId)
    for (const p of items) expect(p.shop_id).toBe(shopId)
    expect(items.length).toBeLessThan((await oracle('chicken')).size)
  })

  it('narrows to shops delivering to the address', async () => {
    const [shop] = (
      await t.db.execute<{ id: number; latitude: number; longitude: number }>(sql`
        SELECT s.id, s.latitude, s.longitude FROM shops s JOIN shop_delivery_zones z ON z.shop_id = s.id
        WHERE s.status = 'approved' AND s.visibility ORDER BY s.id LIMIT 1`)
    ).rows
    const { latitude, longitude } = shop!
    const address = `&address[latitude]=${latitude}&address[longitude]=${longitude}`
    const word = (await tokens(listed.find((p) => p.shopId === shop!.id)!.titles.en!))[0]!
    const res = await search(`search=${encodeURIComponent(word)}&perPage=100${address}`)
    expect(res.status).toBe(200)
    expect(res.body.data.map((p) => p.shop_id)).toContain(shop!.id)
    for (const p of res.body.data) expect(p.shop?.delivers_to_address).toBe(true)
    const far = await search(`search=${encodeURIComponent(word)}&address[latitude]=-45&address[longitude]=170`)
    expect(far.body.meta.total).toBe(0)
  })

  it('lists products with their shop, stocks and first stock', async () => {
    const res = await search('search=pizza&perPage=3&currency_id=1')
    for (const p of res.body.data) {
      expect(p.shop?.id).toBe(p.shop_id)
      expect(p.stocks.length).toBeGreaterThan(0)
      expect(p.stock?.id).toBe(p.stocks[0]!.id)
      expect(p.img).toMatch(/^http:\/\/basil\.test\/storage\/images\//)
    }
  })

  it('rejects a blank, missing or too long term with a 400 naming search', async () => {
    for (const query of ['search=', 'search=%20%20', '', `search=${'a'.repeat(101)}`]) {
      const res = await getJson<{ statusCode: string; params: Record<string, string[]> }>(
        t.app,
        `rest/products/search?${query}`,
      )
      expect(res.status, query).toBe(400)
      expect(res.body.statusCode).toBe('ERROR_400')
      expect(res.body.params.search?.length).toBeGreaterThan(0)
    }
  })

  it('finds nothing, without failing, for a term with no words', async () => {
    for (const term of ['!!!', '---', "'", '&|!():*']) {
      const res = await search(`search=${encodeURIComponent(term)}`)
      expect(res.status, term).toBe(200)
      expect(res.body.meta.total).toBe(0)
    }
  })

  it('keeps tsquery syntax in a term literal', async () => {
    const res = await search(`search=${encodeURIComponent("pizza' | 'chicken")}`)
    expect(res.status).toBe(200)
    const expected = await oracle("pizza' | 'chicken")
    expect(res.body.meta.total).toBe(expected.size)
  })
})
