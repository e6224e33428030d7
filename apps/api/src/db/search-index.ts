import { sql, type SQL } from 'drizzle-orm'
import type { Executor } from './types.ts'
import { listedProductAt } from './rules.ts'

/**
 * What each weight of a search vector holds. Matching ignores weights; ranking puts rows matched by their own name
 * before rows matched only by what surrounds them (see searchFieldSql in modules/search).
 *
 * - products: A their titles, B their category's and its parent's titles;
 * - shops: A their titles, B their tags' and shop categories' titles, C every word of their listed products' vectors
 *   (product names and categories: what the shop sells).
 *
 * Every text goes through `search_fold` (migration 0007): accents, Arabic letter forms and diacritics are folded and
 * the Arabic article is dropped, on the index side here and on the query side in prepareSearch, so both agree.
 */
export const SearchWeights = {
  products: { own: 'A', context: 'B' },
  shops: { own: 'A', labels: 'B', sold: 'C' },
} as const

function folded(text: SQL, weight: string): SQL {
  return sql`setweight(to_tsvector('simple', search_fold(coalesce(${text}, ''))), ${sql.raw(`'${weight}'`)})`
}

/**
 * Rebuilds the search vectors of the given products and shops (all when no ids are given) and adds their words to
 * the dictionary that typo-tolerant search matches against. A shop's vector holds its products' words, so refreshing
 * products refreshes their shops too.
 */
export async function refreshSearchIndex(db: Executor, ids: { productIds?: number[]; shopIds?: number[] } = {}) {
  const all = !ids.productIds && !ids.shopIds
  if (all || ids.productIds) {
    const productFilter = ids.productIds ? sql`WHERE p.id = ANY(${toArray(ids.productIds)})` : sql``
    const weights = SearchWeights.products
    // Each category's words are folded once (not once per product), then joined to its products.
    await db.execute(sql`
      WITH category_words AS MATERIALIZED (
        SELECT c.id, ${folded(sql`string_agg(ct.title, ' ')`, weights.context)} AS vector
        FROM categories c JOIN category_translations ct ON ct.category_id = c.id OR ct.category_id = c.parent_id
        GROUP BY c.id)
      UPDATE products p SET search_vector =
        ${folded(sql`(SELECT string_agg(t.title, ' ') FROM product_translations t WHERE t.product_id = p.id)`, weights.own)}
        || coalesce(cw.vector, ''::tsvector)
      FROM products pc LEFT JOIN category_words cw ON cw.id = pc.category_id
      WHERE pc.id = p.id ${ids.productIds ? sql`AND p.id = ANY(${toArray(ids.productIds)})` : sql``}`)
    await db.execute(sql`
      INSERT INTO search_words (word)
      SELECT DISTINCT unnest(tsvector_to_array(p.search_vector)) FROM products p ${productFilter}
      ON CONFLICT DO NOTHING`)
  }
  if (all || ids.shopIds || ids.productIds) {
    const shopIds = [...(ids.shopIds ?? []), ...(ids.productIds ? await shopsOfProducts(db, ids.productIds) : [])]
    const shopFilter = all ? sql`` : sql`WHERE s.id = ANY(${toArray(shopIds)})`
    const weights = SearchWeights.shops
    await db.execute(sql`
      UPDATE shops s SET search_vector =
        ${folded(sql`(SELECT string_agg(t.title, ' ') FROM shop_translations t WHERE t.shop_id = s.id)`, weights.own)}
        || ${folded(
          sql`(SELECT string_agg(x.title, ' ') FROM (
            SELECT tt.title FROM shop_shop_tags st JOIN shop_tag_translations tt ON tt.shop_tag_id = st.shop_tag_id
            WHERE st.shop_id = s.id
            UNION ALL
            SELECT ct.title FROM shop_categories sc JOIN category_translations ct ON ct.category_id = sc.category_id
            WHERE sc.shop_id = s.id) x)`,
          weights.labels,
        )}
        -- Distinct words, not titles: a shop of ten thousand products still makes a small vector.
        || setweight(to_tsvector('simple', coalesce((
          SELECT string_agg(DISTINCT w.word, ' ') FROM products p, unnest(tsvector_to_array(p.search_vector)) AS w(word)
          WHERE p.shop_id = s.id AND ${listedProductAt('p')}), '')), ${sql.raw(`'${weights.sold}'`)})
      ${shopFilter}`)
    await db.execute(sql`
      INSERT INTO search_words (word)
      SELECT DISTINCT unnest(tsvector_to_array(s.search_vector)) FROM shops s ${shopFilter}
      ON CONFLICT DO NOTHING`)
  }
}

async function shopsOfProducts(db: Executor, productIds: number[]): Promise<number[]> {
  const result = await db.execute<{ shop_id: number }>(
    sql`SELECT DISTINCT shop_id FROM products WHERE id = ANY(${toArray(productIds)})`,
  )
  return result.rows.map((r) => r.shop_id)
}

function toArray(ids: number[]) {
  return sql`ARRAY[${sql.join(ids.length ? ids.map((id) => sql`${id}`) : [sql`NULL`], sql`, `)}]::int[]`
}
