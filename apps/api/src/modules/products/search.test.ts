// rest/products/search against the seeded catalogue. Expectations come from an oracle written here, independent of
// the search service: it reads the listed products' titles, splits them with PostgreSQL's `simple` parser, and
// decides matches with its own edit distance.
import type { Paginated, Product } from '@basil/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../test/app.ts'

let t: TestApp

interface ListedProduct {
  id: number
  shopId: number
  rating: number | null
  /** Every word of its titles, all languages. */
  words: Set<string>
  titles: Record<string, string>
}

let listed: ListedProduct[]
/** Every distinct word of the listed products' titles. */
let dictionary: string[]

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

/** The documented budget: none under 5 letters or with digits, one from 5, two from 9. */
function allowedTypos(word: string): number {
  const length = [...word].length
  if (/\d/.test(word) || length < 5) return 0
  return length >= 9 ? 2 : 1
}

async function tokens(term: string): Promise<string[]> {
  const result = await t.db.execute<{ lexeme: string }>(
    sql`SELECT lexeme FROM unnest(to_tsvector('simple', ${term}::text)) ORDER BY positions[1]`,
  )
  return result.rows.map((r) => r.lexeme)
}

/**
 * The products a term should find, each with its tier: 0 every word exact, 1 the last word by prefix (2+ letters),
 * 2 some word with one typo, 3 with two.
 */
async function oracle(term: string, filter: (p: ListedProduct) => boolean = () => true) {
  const words = await tokens(term)
  const tiers = new Map<number, number>()
  if (words.length === 0) return tiers
  // Per term word: the dictionary words it stands for, with their kind.
  const kinds = words.map((word, index) => {
    const last = index === words.length - 1
    const map = new Map<string, number>()
    for (const candidate of dictionary) {
      if (candidate === word) map.set(candidate, 0)
      else if (last && [...word].length >= 2 && candidate.startsWith(word)) map.set(candidate, 1)
      else {
        const budget = allowedTypos(word)
        if (budget > 0) {
          const distance = editDistance(word, candidate)
          if (distance <= budget) map.set(candidate, 1 + distance)
        }
      }
    }
    return map
  })
  for (const product of listed) {
    if (!filter(product)) continue
    let tier = 0
    for (const map of kinds) {
      let best = Infinity
      for (const w of product.words) best = Math.min(best, map.get(w) ?? Infinity)
      tier = Math.max(tier, best)
    }
    if (tier !== Infinity) tiers.set(product.id, tier)
  }
  return tiers
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

/** The results are exactly the oracle's, best tier first, then best rated, then by id. */
async function expectOracleResults(term: string, extra = '', filter?: (p: ListedProduct) => boolean) {
  const expected = await oracle(term, filter)
  const { items, total } = await searchAll(term, extra)
  expect(total).toBe(expected.size)
  expect(items.map((p) => p.id).sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b))
  const byId = new Map(listed.map((p) => [p.id, p]))
  const sortKey = (id: number) => [expected.get(id)!, -(byId.get(id)!.rating ?? -Infinity), id] as const
  for (let i = 1; i < items.length; i++) {
    const [a, b] = [sortKey(items[i - 1]!.id), sortKey(items[i]!.id)]
    const inOrder = a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])))
    expect(inOrder, `${items[i - 1]!.id} before ${items[i]!.id}`).toBe(true)
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

/** Replaces letters of `word` at the given positions with letters that make a word absent from the catalogue. */
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
  if (dictionary.includes(result)) throw new Error(`misspelling ${result} of ${word} is a real word`)
  return result
}

beforeAll(async () => {
  t = await createTestApp()
  const rows = await t.db.execute<{ id: number; shop_id: number; rating_avg: number | null; locale: string; title: string; words: string[] }>(sql`
    SELECT p.id, p.shop_id, p.rating_avg, tr.locale, tr.title, tsvector_to_array(to_tsvector('simple', tr.title)) AS words
    FROM products p
    JOIN shops s ON s.id = p.shop_id
    JOIN product_translations tr ON tr.product_id = p.id
    WHERE p.active AND p.status = 'published' AND NOT p.addon AND s.status = 'approved' AND s.visibility
    ORDER BY p.id`)
  const byId = new Map<number, ListedProduct>()
  for (const r of rows.rows) {
    let product = byId.get(r.id)
    if (!product) {
      product = { id: r.id, shopId: r.shop_id, rating: r.rating_avg, words: new Set(), titles: {} }
      byId.set(r.id, product)
    }
    for (const w of r.words) product.words.add(w)
    product.titles[r.locale] = r.title
  }
  listed = [...byId.values()]
  dictionary = [...new Set(listed.flatMap((p) => [...p.words]))].sort()
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
    for (const p of items) expect(listed.find((l) => l.id === p.id)!.words.has(word!)).toBe(true)
  })

  it('matches the last word as a prefix, after the exact matches', async () => {
    // A word that is the beginning of longer catalogue words and also a word itself, or just a beginning.
    const stem = dictionary.find(
      (w) => [...w].length >= 3 && dictionary.some((o) => o !== w && o.startsWith(w.slice(0, 3))) && /^\p{Ll}+$/u.test(w),
    )!
    const prefix = stem.slice(0, 3)
    const { expected } = await expectOracleResults(prefix)
    expect([...expected.values()].some((tier) => tier === 1)).toBe(true)
  })

  it('tolerates one typo in a word of 5 to 8 letters', async () => {
    const word = dictionary.find((w) => [...w].length === 5 && /^[a-z]+$/.test(w) && listed.filter((p) => p.words.has(w)).length >= 2)!
    const typo = misspell(word, [2])
    const { expected, items } = await expectOracleResults(typo)
    const withWord = listed.filter((p) => p.words.has(word)).map((p) => p.id)
    for (const id of withWord) expect(expected.has(id)).toBe(true)
    expect(items.map((p) => p.id)).toEqual(expect.arrayContaining(withWord))
    // Nothing contains the misspelling itself: every result is a typo match.
    for (const tier of expected.values()) expect(tier).toBeGreaterThanOrEqual(2)
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
    const withWord = listed.filter((p) => p.words.has(word)).map((p) => p.id)
    expect(withWord.length).toBeGreaterThan(0)
    expect(items.map((p) => p.id)).toEqual(expect.arrayContaining(withWord))

    const thrice = misspell(word, [1, 4, 7])
    const { items: none } = await expectOracleResults(thrice)
    for (const id of withWord) expect(none.map((p) => p.id)).not.toContain(id)
  })

  it('tolerates no typo in a word of 4 letters', async () => {
    const word = isolatedWord(4, 1)!
    const typo = misspell(word, [1])
    expect(dictionary.some((w) => w.startsWith(typo))).toBe(false)
    const res = await search(`search=${typo}`)
    expect(res.status).toBe(200)
    expect(res.body.meta.total).toBe(0)
    expect(res.body.data).toEqual([])
  })

  it('ranks exact matches before typo matches', async () => {
    // Two catalogue words one typo apart (the second not merely longer): searching the first finds both, its own first.
    let pair: [string, string] | undefined
    for (const a of dictionary) {
      if ([...a].length < 5 || !/^\p{Ll}+$/u.test(a)) continue
      const b = dictionary.find((o) => o !== a && !o.startsWith(a) && editDistance(a, o) === 1)
      if (b && listed.some((p) => p.words.has(b) && !p.words.has(a))) {
        pair = [a, b]
        break
      }
    }
    expect(pair, 'two catalogue words one typo apart').toBeDefined()
    const [word, neighbour] = pair!
    const { items } = await expectOracleResults(word)
    const hasWord = items.map((p) => listed.find((l) => l.id === p.id)!.words.has(word))
    const firstFuzzy = hasWord.indexOf(false)
    expect(firstFuzzy).toBeGreaterThan(0)
    expect(hasWord.slice(firstFuzzy).every((h) => !h)).toBe(true)
    expect(items.slice(firstFuzzy).some((p) => listed.find((l) => l.id === p.id)!.words.has(neighbour))).toBe(true)
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

    const french = listed.find((p) => p.titles.fr && p.titles.fr !== p.titles.en && /[àâçéèêëîïôûùüÿœ]/.test(p.titles.fr))!
    const frenchWord = (await tokens(french.titles.fr!)).find((w) => /[àâçéèêëîïôûùüÿœ]/.test(w))!
    const { items: fr } = await expectOracleResults(frenchWord)
    expect(fr.map((p) => p.id)).toContain(french.id)
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
        if ([...start].length === 2 && /^\p{L}+$/u.test(start)) frequency.set(start, (frequency.get(start) ?? new Set()).add(p.id))
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
      const res = await getJson<{ statusCode: string; params: Record<string, string[]> }>(t.app, `rest/products/search?${query}`)
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
