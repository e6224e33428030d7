import type pg from 'pg'

/** One column of a bulk insert: its PostgreSQL element type and one value per row. */
export interface Column {
  name: string
  /** Element type of the array parameter, e.g. `int`, `text`, `bool`, `float8`, `uuid`, `timestamptz`, `jsonb`. */
  type: string
  values: readonly unknown[]
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

/**
 * Inserts rows given column-wise with `INSERT ... SELECT FROM unnest($1::t[], ...)`: one statement per batch whatever
 * its row count, so a batch costs one round trip and one parse. `explicitIds` writes the given `id`s into identity
 * columns (the caller then moves the sequence past them with `advanceIdentity`).
 */
export async function insertColumns(
  client: pg.ClientBase,
  table: string,
  columns: Column[],
  options: { explicitIds?: boolean; batchSize?: number } = {},
): Promise<number> {
  const rows = columns[0]?.values.length ?? 0
  for (const c of columns) {
    if (c.values.length !== rows) throw new Error(`${table}.${c.name}: ${c.values.length} values for ${rows} rows`)
  }
  const batchSize = options.batchSize ?? 20_000
  // jsonb travels as text: node-postgres would otherwise write a JS array of objects as a PostgreSQL array literal.
  const params = columns.map((c, i) => `$${i + 1}::${c.type === 'jsonb' ? 'text' : c.type}[]`)
  const aliases = columns.map((_, i) => `c${i}`)
  const select = columns.map((c, i) => (c.type === 'jsonb' ? `u.c${i}::jsonb` : `u.c${i}`))
  const text =
    `INSERT INTO ${quote(table)} (${columns.map((c) => quote(c.name)).join(', ')})` +
    (options.explicitIds ? ' OVERRIDING SYSTEM VALUE' : '') +
    ` SELECT ${select.join(', ')} FROM unnest(${params.join(', ')}) AS u(${aliases.join(', ')})`
  for (let start = 0; start < rows; start += batchSize) {
    const end = Math.min(rows, start + batchSize)
    await client.query(
      text,
      columns.map((c) =>
        c.type === 'jsonb' ? c.values.slice(start, end).map((v) => JSON.stringify(v)) : c.values.slice(start, end),
      ),
    )
  }
  return rows
}

/** Moves a table's identity sequence past the largest id, so later inserts without an id do not collide. */
export async function advanceIdentity(client: pg.ClientBase, table: string): Promise<void> {
  await client.query(
    `SELECT setval(pg_get_serial_sequence($1, 'id'), greatest((SELECT max(id) FROM ${quote(table)}), 1))`,
    [table],
  )
}
