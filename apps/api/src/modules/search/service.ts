import type { Executor } from '../../db/types.ts'
import { cachePerDatabase } from '../../lib/cache.ts'
import { buildTermWords, buildTierQueries, normaliseSearchTerm } from './query.ts'
import * as repo from './repository.ts'
import type { PreparedSearch, SearchableName, SearchOptions, SearchResult } from './repository.ts'

export type { PreparedSearch, SearchOptions, SearchResult } from './repository.ts'

/**
 * Rankings are cached per database handle for RANKING_TTL_MS: a popular term is ranked and counted once, then served
 * from memory (its products are still presented fresh per request). A write shows in search within this delay.
 */
const RANKING_TTL_MS = 30_000
/** The best ids kept per cached ranking: the first pages; later pages are ranked on demand. */
const RANKED_IDS_CACHED = 1_000
/** A term's words and typo candidates depend on the dictionary only, which changes slowly. */
const PREPARED_TTL_MS = 300_000

const preparedCache = cachePerDatabase<PreparedSearch>(PREPARED_TTL_MS, 2_000)
const rankingCache = cachePerDatabase<SearchResult>(RANKING_TTL_MS, 500)

/** Forgets this database's cached search work (a test that writes and then searches). */
export function clearSearchCaches(db: Executor) {
  preparedCache.clear(db)
  rankingCache.clear(db)
}

/**
 * The term's words, each with the dictionary words it may be a typo of (looked up through the trigram index) and, for
 * short words, whether they match anything as typed; buildTermWords keeps the candidates within each word's typo
 * budget.
 */
export async function prepareSearch(db: Executor, term: string): Promise<PreparedSearch> {
  const normalised = normaliseSearchTerm(term)
  if (!normalised) return { words: [], tiers: [] }
  return preparedCache.for(db).get(normalised, async () => {
    const words = buildTermWords(await repo.lookUpTermWords(db, normalised))
    return { words, tiers: buildTierQueries(words) }
  })
}

async function searchTable(db: Executor, name: SearchableName, options: SearchOptions): Promise<SearchResult> {
  const prepared = await prepareSearch(db, options.term)
  if (prepared.tiers.length === 0) return { ids: [], total: 0 }
  const ranking = repo.rankingOf(name, prepared, options)
  const offset = (options.page - 1) * options.perPage
  if (offset + options.perPage <= RANKED_IDS_CACHED) {
    const ranked = await rankingCache
      .for(db)
      .get(ranking.key, () => repo.rankMatches(db, ranking, RANKED_IDS_CACHED, 0))
    return { ids: ranked.ids.slice(offset, offset + options.perPage), total: ranked.total }
  }
  return repo.rankMatches(db, ranking, options.perPage, offset)
}

/**
 * Products whose titles or category (in any language) match the term, best first: exact words, then prefix, then
 * typos; within a tier, `rank.first`, then matches by title before matches by category only, `rank.then`, the
 * rating and the id. `where` narrows the products (visibility, shop, ...). A term without words finds nothing.
 */
export function searchProducts(db: Executor, options: SearchOptions): Promise<SearchResult> {
  return searchTable(db, 'products', options)
}

/**
 * Shops whose name, tags, categories or products (in any language) match the term, ranked as searchProducts ranks
 * products: by name before by tag or category before by product only.
 */
export function searchShops(db: Executor, options: SearchOptions): Promise<SearchResult> {
  return searchTable(db, 'shops', options)
}
