export type { PageWindow } from '../../lib/pagination.ts'

/** Groups rows by a key, keeping their order. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const result = new Map<K, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = result.get(k)
    if (list) list.push(row)
    else result.set(k, [row])
  }
  return result
}
