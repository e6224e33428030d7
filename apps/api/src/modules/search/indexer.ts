import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'

/**
 * Rebuilds the search vectors of the given products and shops (all when no ids are given) from their titles in every
 * language, and adds their words to the dictionary that typo-tolerant search matches against.
 */
export async function refreshSearchIndex(db: Executor, ids: { productIds?: number[]; shopIds?: number[] } = {}) {
  const productFilter = ids.productIds ? sql`WHERE p.id = ANY(${toArray(ids.productIds)})` : sql``
  const shopFilter = ids.shopIds ? sql`WHERE s.id = ANY(${toArray(ids.shopIds)})` : sql``
  if (!ids.shopIds || ids.productIds) {
    await db.execute(sql`
      UPDATE products p SET search_vector = to_tsvector('simple', coalesce(
        (SELECT string_agg(t.title, ' ') FROM product_translations t WHERE t.product_id = p.id), ''))
      ${productFilter}`)
    await db.execute(sql`
      INSERT INTO search_words (word)
      SELECT DISTINCT unnest(tsvector_to_array(p.search_vector)) FROM products p ${productFilter}
      ON CONFLICT DO NOTHING`)
  }
  if (!ids.productIds || ids.shopIds) {
    await db.execute(sql`
      UPDATE shops s SET search_vector = to_tsvector('simple', coalesce(
        (SELECT string_agg(t.title, ' ') FROM shop_translations t WHERE t.shop_id = s.id), ''))
      ${shopFilter}`)
    await db.execute(sql`
      INSERT INTO search_words (word)
      SELECT DISTINCT unnest(tsvector_to_array(s.search_vector)) FROM shops s ${shopFilter}
      ON CONFLICT DO NOTHING`)
  }
}

function toArray(ids: number[]) {
  return sql`ARRAY[${sql.join(ids.length ? ids.map((id) => sql`${id}`) : [sql`NULL`], sql`, `)}]::int[]`
}
