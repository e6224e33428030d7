// SQL helpers every repository and read model shares: bind values, translations, pages.
import { and, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from './types.ts'

/** The request's languages, as far as choosing a translation goes. */
export interface Locales {
  locale: string
  defaultLocale: string
}

/** One `int[]` bind value however many ids. */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`
}

/**
 * One page of a list and the list's length, read side by side: the page's select and a `count()` of the same
 * condition. Every paginated list of a repository counts this way, except the ranked catalogue reads that need
 * their order computed once (shops, search), which read `count(*) OVER ()` in the page's own statement.
 */
export async function pageOf<Row>(
  rows: PromiseLike<Row[]>,
  counted: PromiseLike<Array<{ n: number }>>,
): Promise<{ rows: Row[]; total: number }> {
  const [page, [total]] = await Promise.all([rows, counted])
  return { rows: page, total: total?.n ?? 0 }
}

/** Rows with an expiry are shown until it passes. */
export function isNotExpired(column: PgColumn, now: Date): SQL {
  return or(isNull(column), gt(column, now))!
}

type TranslationTable = PgTable & { ownerId: PgColumn; locale: PgColumn; id: PgColumn }

/**
 * Loads the translation of each owner in the request's language, falling back to the default language and then to
 * any language, so that an entity is never shown without text.
 */
export async function loadTranslations<T extends TranslationTable>(
  db: Executor,
  table: T,
  ownerIds: readonly number[],
  ctx: Locales,
  where?: SQL,
): Promise<Map<number, T['$inferSelect']>> {
  const result = new Map<number, T['$inferSelect']>()
  if (ownerIds.length === 0) return result
  const ids = [...new Set(ownerIds)]
  // drizzle cannot infer a generic table's row type through select(); the rows are this table's rows.
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where ? and(inArray(table.ownerId, ids), where) : inArray(table.ownerId, ids))) as Array<
    T['$inferSelect'] & { ownerId: number; locale: string }
  >
  const rank = (locale: string) => (locale === ctx.locale ? 0 : locale === ctx.defaultLocale ? 1 : 2)
  for (const row of rows) {
    const current = result.get(row.ownerId) as typeof row | undefined
    if (!current || rank(row.locale) < rank(current.locale)) result.set(row.ownerId, row)
  }
  return result
}

/**
 * SQL for one owner's translation as a JSON object `{id, locale, ...fields}`: the request's language, else the default
 * one, else any (the same choice as loadTranslations), for queries that load an entity with its relations at once.
 * `table`, `ownerColumn` and `fields` are identifiers from our own code, never client input.
 */
export function translationJson(
  table: string,
  ownerColumn: string,
  owner: SQL,
  fields: string[],
  locales: Locales,
): SQL {
  const pairs = ['id', 'locale', ...fields].map((f) => `'${f}', t.${f}`).join(', ')
  return sql`(SELECT json_build_object(${sql.raw(pairs)}) FROM ${sql.raw(table)} t
    WHERE t.${sql.raw(ownerColumn)} = ${owner}
    ORDER BY (t.locale = ${locales.locale}) DESC, (t.locale = ${locales.defaultLocale}) DESC, t.id LIMIT 1)`
}
