import { and, inArray, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '../db/types.ts'
import type { RequestContext } from './context.ts'

type TranslationTable = PgTable & { ownerId: PgColumn; locale: PgColumn; id: PgColumn }

/**
 * Loads the translation of each owner in the request's language, falling back to the default language and then to
 * any language, so that an entity is never shown without text.
 */
export async function loadTranslations<T extends TranslationTable>(
  db: Executor,
  table: T,
  ownerIds: readonly number[],
  ctx: Pick<RequestContext, 'locale' | 'defaultLocale'>,
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
    const current = result.get(row.ownerId) as (typeof row) | undefined
    if (!current || rank(row.locale) < rank(current.locale)) result.set(row.ownerId, row)
  }
  return result
}

/** The wire shape of a translation: `{id, locale, ...fields}` with the owner column left out. */
export function presentTranslation<R extends { id: number; locale: string; ownerId: number }>(
  row: R | undefined,
): Omit<R, 'ownerId'> | null {
  if (!row) return null
  const { ownerId: _owner, ...rest } = row
  return rest
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
  locales: Pick<RequestContext, 'locale' | 'defaultLocale'>,
): SQL {
  const pairs = ['id', 'locale', ...fields].map((f) => `'${f}', t.${f}`).join(', ')
  return sql`(SELECT json_build_object(${sql.raw(pairs)}) FROM ${sql.raw(table)} t
    WHERE t.${sql.raw(ownerColumn)} = ${owner}
    ORDER BY (t.locale = ${locales.locale}) DESC, (t.locale = ${locales.defaultLocale}) DESC, t.id LIMIT 1)`
}
