// The search's SQL: the dictionary look-up of a term's words, the match, tier and field expressions every searchable
// table shares, and the ranking statement. The service decides what is cached and when a statement runs.
import { sql, type SQL } from 'drizzle-orm'
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/types.ts'
import { products, shops } from '../../db/schema/index.ts'
import { SearchWeights } from '../../db/search-index.ts'
import { buildWeightedQuery, MAX_SEARCH_WORDS, type LookedUpWord, type TermWord } from './query.ts'
import { MIN_LENGTH_FOR_ONE_TYPO, MIN_LENGTH_FOR_RESCUE_TYPO, MIN_LENGTH_FOR_TWO_TYPOS } from './typos.ts'

/**
 * Trigram similarity from which a dictionary word is a typo candidate. Measured on random words: every single typo
 * of a 5–8 letter word stays at or above 0.2, and 99.7% of double typos of 9–11 letter words at or above 0.15 (all of
 * them from 12 letters). The edit distance then decides; this only bounds what the trigram index returns.
 */
const TRIGRAM_THRESHOLD = 0.15
/** Candidates kept per word, most similar first (a bound on pathological terms, far above real neighbourhoods). */
const CANDIDATES_PER_WORD = 100

const dialect = new PgDialect()

/** A term turned into the queries that find and rank matches; reusable against any table with a search vector. */
export interface PreparedSearch {
  words: TermWord[]
  /** tsquery texts, best tier first; the last one is the match condition. Empty when the term has no words. */
  tiers: Array<{ tier: number; query: string }>
}

/**
 * Splits the normalised term into words with PostgreSQL's parser after `search_fold` (as the index was built) and
 * looks up, in the same statement, the dictionary words sharing enough trigrams with each word long enough to allow a
 * typo (through the trigram index on search_words), and for short words whether they match anything as typed.
 */
export async function lookUpTermWords(db: Executor, normalised: string): Promise<LookedUpWord[]> {
  const short = sql`char_length(t.lexeme) >= ${MIN_LENGTH_FOR_RESCUE_TYPO} AND char_length(t.lexeme) < ${MIN_LENGTH_FOR_ONE_TYPO}`
  // LIKE's own wildcards and escape character in a word stay literal.
  const likePrefix = sql`replace(replace(replace(t.lexeme, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`
  // `%` (indexed trigram similarity) reads its threshold from a setting; SET LOCAL keeps it to this transaction.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(TRIGRAM_THRESHOLD)}, true)`)
    return tx.execute<{
      word: string
      neighbours: string[]
      in_index: boolean | null
      begins_index_word: boolean | null
    }>(sql`
      SELECT t.lexeme AS word,
        CASE WHEN char_length(t.lexeme) >= ${MIN_LENGTH_FOR_RESCUE_TYPO} THEN ARRAY(
          SELECT w.word FROM search_words w
          WHERE w.word % t.lexeme
            AND abs(char_length(w.word) - char_length(t.lexeme)) <= ${typoBudgetSql(sql`t.lexeme`)}
          ORDER BY similarity(w.word, t.lexeme) DESC, w.word
          LIMIT ${CANDIDATES_PER_WORD})
        ELSE '{}'::text[] END AS neighbours,
        CASE WHEN ${short} THEN EXISTS (SELECT 1 FROM search_words w WHERE w.word = t.lexeme) END AS in_index,
        CASE WHEN ${short} THEN EXISTS (SELECT 1 FROM search_words w WHERE w.word LIKE ${likePrefix}) END
          AS begins_index_word
      FROM unnest(to_tsvector('simple', search_fold(${normalised}::text))) AS t
      ORDER BY t.positions[1]
      LIMIT ${MAX_SEARCH_WORDS}`)
  })
  return result.rows.map((r) => ({
    word: r.word,
    neighbours: r.neighbours,
    inIndex: r.in_index,
    beginsIndexWord: r.begins_index_word,
  }))
}

/**
 * The most typos a word of this length may ever get (typoBudget at its most lenient), in SQL, so the database returns
 * no candidate that cannot be close enough.
 */
function typoBudgetSql(word: SQL): SQL {
  return sql`(CASE WHEN char_length(${word}) >= ${MIN_LENGTH_FOR_TWO_TYPOS} THEN 2
    WHEN char_length(${word}) >= ${MIN_LENGTH_FOR_RESCUE_TYPO} THEN 1 ELSE 0 END)`
}

/** SQL condition: the vector matches the search (at any tier). */
export function searchMatchSql(prepared: PreparedSearch, vector: PgColumn | SQL): SQL {
  const last = prepared.tiers.at(-1)
  return last ? sql`${vector} @@ ${last.query}::tsquery` : sql`false`
}

/** SQL expression: the row's match tier (MatchTier: exact, prefix, slip, one typo, two), to ORDER BY. */
export function searchTierSql(prepared: PreparedSearch, vector: PgColumn | SQL): SQL {
  const tiers = prepared.tiers
  if (tiers.length <= 1) return sql`${tiers[0]?.tier ?? 0}::int`
  const branches = tiers.slice(0, -1).map((t) => sql`WHEN ${vector} @@ ${t.query}::tsquery THEN ${t.tier}::int`)
  return sql`(CASE ${sql.join(branches, sql` `)} ELSE ${tiers.at(-1)!.tier}::int END)`
}

/**
 * SQL expression: by which fields the row matches, to ORDER BY after the tier. `groups` are weight sets, most telling
 * first (`['A', 'AB']`: the row's own name, then its labels); the row gets the index of the first group it matches the
 * whole term in, or `groups.length` when only the other fields match.
 */
export function searchFieldSql(prepared: PreparedSearch, vector: PgColumn | SQL, groups: readonly string[]): SQL {
  if (prepared.words.length === 0 || groups.length === 0) return sql`0::int`
  const branches = groups.map(
    (weights, i) => sql`WHEN ${vector} @@ ${buildWeightedQuery(prepared.words, weights)}::tsquery THEN ${i}::int`,
  )
  return sql`(CASE ${sql.join(branches, sql` `)} ELSE ${groups.length}::int END)`
}

/** The field groups of each searchable table, most telling first (see SearchWeights in db/search-index.ts). */
export const SEARCH_FIELD_GROUPS = {
  products: [SearchWeights.products.own],
  shops: [SearchWeights.shops.own, `${SearchWeights.shops.own}${SearchWeights.shops.labels}`],
} as const

export interface SearchOptions {
  term: string
  page: number
  perPage: number
  /** Extra SQL condition on the searched table (written with its Drizzle columns: `eq(shops.status, 'approved')`). */
  where?: SQL
  /**
   * More ranking keys, ascending SQL expressions over the searched table: `first` right after the match tier (open
   * shops first), `then` after the field the row matched by (nearer first). The rating and the id come last.
   */
  rank?: { first?: SQL[]; then?: SQL[] }
}

export interface SearchResult {
  /** The page's ids, best match first. */
  ids: number[]
  /** Every matching row (all pages). */
  total: number
}

/** The tables with a search vector. */
export type SearchableName = keyof typeof SEARCH_FIELD_GROUPS

const searchable = { products, shops } as const

/** What ranks one search of one table: its match condition and its ordering keys. */
export interface Ranking {
  name: SearchableName
  condition: SQL
  keys: SQL[]
  /** Tells this ranking from any other (table, term, condition and keys with their values), to cache it by. */
  key: string
}

/** The ranking of a prepared term over a table: matches (narrowed by `where`), keyed by tier, `rank`, field. */
export function rankingOf(
  name: SearchableName,
  prepared: PreparedSearch,
  options: Pick<SearchOptions, 'where' | 'rank'>,
): Ranking {
  const vector = searchable[name].searchVector
  const condition = options.where
    ? sql`${searchMatchSql(prepared, vector)} AND (${options.where})`
    : searchMatchSql(prepared, vector)
  const keys = [
    sql`${searchTierSql(prepared, vector)}`,
    ...(options.rank?.first ?? []),
    searchFieldSql(prepared, vector, SEARCH_FIELD_GROUPS[name]),
    ...(options.rank?.then ?? []),
  ]
  const rendered = dialect.sqlToQuery(sql`${condition} ORDER BY ${sql.join(keys, sql`, `)}`)
  return { name, condition, keys, key: JSON.stringify([name, prepared.tiers, rendered.sql, rendered.params]) }
}

/** One window of the ranking (by the keys, then best rated, then id), with the count of every match. */
export async function rankMatches(
  db: Executor,
  { name, keys, condition }: Ranking,
  limit: number,
  offset: number,
): Promise<SearchResult> {
  const table = searchable[name]
  // The ranking needs every match anyway, so the window count comes at no extra scan. The keys are computed in a
  // fenced subquery (OFFSET 0) so the window keeps narrow rows, not the search vectors it would otherwise carry to
  // the sort (and spill to disk).
  const columns = keys.map((key, i) => sql`${key} AS ${sql.raw(`k${i}`)}`)
  const order = keys.map((_, i) => sql.raw(`k${i}`))
  const result = await db.execute<{ id: number; total: number }>(sql`
    SELECT id, total FROM (
      SELECT m.*, count(*) OVER () AS total FROM (
        SELECT ${table.id} AS id, ${sql.join(columns, sql`, `)}, ${table.ratingAvg} AS rating
        FROM ${table} WHERE ${condition} OFFSET 0
      ) m
    ) w
    ORDER BY ${sql.join(order, sql`, `)}, rating DESC NULLS LAST, id
    LIMIT ${limit} OFFSET ${offset}`)
  if (result.rows.length > 0) return { ids: result.rows.map((r) => r.id), total: Number(result.rows[0]!.total) }
  if (offset === 0) return { ids: [], total: 0 }
  const count = await db.execute<{ total: number }>(sql`SELECT count(*) AS total FROM ${table} WHERE ${condition}`)
  return { ids: [], total: Number(count.rows[0]?.total ?? 0) }
}
