// The search service on the seeded database: tokenising like the index, typo candidates, shop search, the index
// refresh and the caches.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { products, productTranslations, shops } from '../../db/schema/index.ts'
import { refreshSearchIndex } from '../../db/search-index.ts'
import { clearSearchCaches, prepareSearch, searchProducts, searchShops } from './service.ts'
import { foldForSearch } from './test-support.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t?.close()
})

/** The words of a text as the index holds them, folded by the tests' own foldForSearch. */
async function lexemes(text: string): Promise<string[]> {
  const result = await t.db.execute<{ lexeme: string }>(
    sql`SELECT lexeme FROM unnest(to_tsvector('simple', ${foldForSearch(text)}::text)) ORDER BY positions[1]`,
  )
  return result.rows.map((r) => r.lexeme)
}

async function searchFold(text: string): Promise<string> {
  const result = await t.db.execute<{ folded: string }>(sql`SELECT search_fold(${text}::text) AS folded`)
  return result.rows[0]!.folded
}

describe('search_fold', () => {
  it('folds accents, ligatures, Arabic letter forms and diacritics, and drops the Arabic article', async () => {
    const cases: Array<[string, string]> = [
      ['CRÈME brûlée', 'CREME brulee'],
      ['Œufs Bénédicte', 'oeufs Benedicte'],
      ['L’Épicerie du Coin', 'L’Epicerie du Coin'],
      // hamza and madda on alef, ta marbuta, alef maksura, harakat and shadda, tatweel
      ['أرز إدامامي آيس', 'ارز ادامامي ايس'],
      ['شاورمة سوشى', 'شاورمه سوشي'],
      ['حُمُّص بالطَّحينة', 'حمص طحينه'],
      ['كـنـافة', 'كنافه'],
      // the article, with a conjunction or preposition, before three letters or more only
      ['الأرز اللبناني والزعتر للبيع', 'ارز لبناني زعتر بيع'],
      ['الى بالون', 'الي بالون'],
      ['٣٣٠ مل ۱۲', '330 مل 12'],
      ['ｐｉｚｚａ phở', 'pizza pho'],
    ]
    for (const [text, folded] of cases) {
      expect(await searchFold(text), text).toBe(folded)
      expect(foldForSearch(text), `the tests' fold of ${text}`).toBe(folded)
    }
  })
})

describe('prepareSearch', () => {
  it('splits a term into the words the index holds, in order', async () => {
    for (const term of [
      'Coca-Cola 1.5L',
      "Soupe à l'oignon",
      'CRÈME brûlée',
      'بيتزا، مارغريتا',
      'الحُمّص باللحمة',
      'foo_bar x@y.com 3-in-1',
      '  Pizza   pizza  ',
    ]) {
      const prepared = await prepareSearch(t.db, term)
      expect(
        prepared.words.map((w) => w.word),
        term,
      ).toEqual((await lexemes(term)).slice(0, 10))
    }
    expect((await prepareSearch(t.db, 'CRÈME brûlée')).words.map((w) => w.word)).toEqual(['creme', 'brulee'])
  })

  it('gives a 4-letter word a typo only when it matches nothing as typed', async () => {
    const piza = await prepareSearch(t.db, 'piza')
    expect(piza.words[0]!.typos).toContainEqual({ word: 'pizza', distance: 1, slip: true })
    // "rice" is a word of the index: no typo candidates; "pizz", being typed, begins "pizza": none either.
    expect((await prepareSearch(t.db, 'rice')).words[0]!.typos).toEqual([])
    expect((await prepareSearch(t.db, 'pizz')).words[0]!.typos).toEqual([])
    // Not the last word: "pizz" is then a whole word, and no word of the index.
    expect((await prepareSearch(t.db, 'pizz margherita')).words[0]!.typos).toContainEqual({
      word: 'pizza',
      distance: 1,
      slip: false,
    })
  })

  it('offers dictionary words within the typo budget as typo candidates', async () => {
    const [word] = (
      await t.db.execute<{ word: string }>(
        sql`SELECT word FROM search_words WHERE word ~ '^[a-z]{6}$' ORDER BY word LIMIT 1`,
      )
    ).rows
    const typo = word!.word.slice(0, 3) + (word!.word[3] === 'x' ? 'q' : 'x') + word!.word.slice(4)
    const prepared = await prepareSearch(t.db, typo)
    expect(prepared.words[0]!.typos.map((c) => c.word)).toContain(word!.word)
    for (const c of prepared.words[0]!.typos) {
      const inDictionary = await t.db.execute(sql`SELECT 1 FROM search_words WHERE word = ${c.word}`)
      expect(inDictionary.rows).toHaveLength(1)
      expect(c.distance).toBe(1)
    }
  })

  it('has nothing to search in a term without words', async () => {
    expect((await prepareSearch(t.db, '  ')).tiers).toEqual([])
    expect((await prepareSearch(t.db, '!?.')).tiers).toEqual([])
    expect(await searchProducts(t.db, { term: '!?.', page: 1, perPage: 10 })).toEqual({ ids: [], total: 0 })
  })
})

describe('searchShops', () => {
  it('finds a shop by a word of its title in any language, and with a typo', async () => {
    const rows = (
      await t.db.execute<{ shop_id: number; locale: string; title: string }>(
        sql`SELECT shop_id, locale, title FROM shop_translations ORDER BY shop_id, locale`,
      )
    ).rows
    const shop = rows.find((r) => r.locale === 'ar')!
    const arabicWord = (await lexemes(shop.title)).find((w) => [...w].length >= 3)!
    const found = await searchShops(t.db, { term: arabicWord, page: 1, perPage: 50 })
    expect(found.ids).toContain(shop.shop_id)
    const withWord = new Set<number>()
    for (const r of rows)
      if ((await lexemes(r.title)).some((w) => w === arabicWord || w.startsWith(arabicWord))) withWord.add(r.shop_id)
    for (const id of withWord) expect(found.ids).toContain(id)

    const english = rows.find((r) => r.locale === 'en' && /\b[A-Za-z]{6,8}\b/.test(r.title))!
    const word = english.title.match(/\b[A-Za-z]{6,8}\b/)![0].toLowerCase()
    const typo = word.slice(0, 2) + word[3] + word[2] + word.slice(4)
    const fuzzy = await searchShops(t.db, { term: typo, page: 1, perPage: 50 })
    expect(fuzzy.ids).toContain(english.shop_id)
    expect(fuzzy.total).toBe(fuzzy.ids.length)
  })

  it('applies the caller’s condition and counts within it', async () => {
    const [shop] = (
      await t.db.execute<{ id: number; title: string }>(
        sql`SELECT s.id, t.title FROM shops s JOIN shop_translations t ON t.shop_id = s.id AND t.locale = 'en' ORDER BY s.id LIMIT 1`,
      )
    ).rows
    const word = (await lexemes(shop!.title))[0]!
    const all = await searchShops(t.db, { term: word, page: 1, perPage: 50 })
    const only = await searchShops(t.db, { term: word, page: 1, perPage: 50, where: eq(shops.id, shop!.id) })
    expect(only).toEqual({ ids: [shop!.id], total: 1 })
    const none = await searchShops(t.db, { term: word, page: 1, perPage: 50, where: sql`false` })
    expect(none).toEqual({ ids: [], total: 0 })
    expect(all.total).toBeGreaterThanOrEqual(1)
  })
})

describe('long rankings', () => {
  it('pages past the ranked ids kept in memory in the same order, with the same total', async () => {
    // 1,200 products sharing a made-up word, with ratings in a known order.
    const [template] = (
      await t.db.execute<{ id: number; shop_id: number }>(sql`SELECT id, shop_id FROM products ORDER BY id LIMIT 1`)
    ).rows
    const inserted = await t.db.execute<{ id: number }>(sql`
      INSERT INTO products (shop_id, rating_avg)
      SELECT ${template!.shop_id}, (g % 50) / 10.0 FROM generate_series(1, 1200) g RETURNING id`)
    const newIds = inserted.rows.map((r) => r.id)
    await t.db.execute(sql`
      INSERT INTO product_translations (product_id, locale, title)
      SELECT id, 'en', 'Quokkaberry ' || id FROM products WHERE id = ANY(${`{${newIds.join(',')}}`}::int[])`)
    await refreshSearchIndex(t.db, { productIds: newIds })
    clearSearchCaches(t.db)
    const expected = (
      await t.db.execute<{ id: number }>(sql`
        SELECT id FROM products WHERE id = ANY(${`{${newIds.join(',')}}`}::int[]) ORDER BY rating_avg DESC NULLS LAST, id`)
    ).rows.map((r) => r.id)
    const seen: number[] = []
    for (let page = 1; page <= 13; page++) {
      const result = await searchProducts(t.db, { term: 'quokkaberry', page, perPage: 100 })
      expect(result.total).toBe(1200)
      seen.push(...result.ids)
    }
    expect(seen).toEqual(expected)
  })
})

describe('the index and the caches', () => {
  it('finds a renamed product once the index is refreshed and the caches cleared', async () => {
    const [product] = (
      await t.db.execute<{ id: number }>(sql`
        SELECT p.id FROM products p JOIN shops s ON s.id = p.shop_id
        WHERE p.active AND NOT p.addon AND s.status = 'approved' ORDER BY p.id LIMIT 1`)
    ).rows
    const id = product!.id
    const term = 'zanzibarique'
    expect((await searchProducts(t.db, { term, page: 1, perPage: 10 })).total).toBe(0)

    await t.db
      .update(productTranslations)
      .set({ title: 'Zanzibarique Delight' })
      .where(and(eq(productTranslations.ownerId, id), eq(productTranslations.locale, 'en')))
    await refreshSearchIndex(t.db, { productIds: [id] })
    // Cached for a while: the same search still answers from memory until the caches are cleared.
    expect((await searchProducts(t.db, { term, page: 1, perPage: 10 })).total).toBe(0)
    clearSearchCaches(t.db)
    expect(await searchProducts(t.db, { term, page: 1, perPage: 10 })).toEqual({ ids: [id], total: 1 })
    // And with a typo, now that the word is in the dictionary.
    expect((await searchProducts(t.db, { term: 'zanzibariqeu', page: 1, perPage: 10 })).ids).toEqual([id])

    await t.db.update(products).set({ active: false }).where(eq(products.id, id))
    clearSearchCaches(t.db)
    const listed = sql`${products.active}`
    expect((await searchProducts(t.db, { term, page: 1, perPage: 10, where: listed })).total).toBe(0)
  })
})
