// The routes a benchmark loads, each with the request paths its connections take in turn.
import type { CatalogueInfo } from './generate.ts'
import type { PreparedTarget } from './targets.ts'
import { adjectives, foods } from './vocabulary.ts'

export interface Scenario {
  name: string
  paths: string[]
  ceiling?: boolean
  /** The first response must say how many rows matched (paginated lists). */
  paginated?: boolean
}

const REST = '/api/v1/rest'

/** Inputs that rotate under load, read from the generated data so that every request hits a real row. */
export async function sampleInputs(prepared: PreparedTarget) {
  const pool = prepared.handle.pool
  // Every 50th listed product: 2,000 uuids spread over all shops and over the table.
  const uuids = await pool.query<{ uuid: string }>(
    `SELECT uuid FROM products WHERE id % 50 = 7 AND active AND status = 'published' AND NOT addon ORDER BY id`,
  )
  const points = await pool.query<{ latitude: number; longitude: number }>(
    'SELECT latitude, longitude FROM shops WHERE id % 100 = 3 ORDER BY id',
  )
  return { uuids: uuids.rows.map((r) => r.uuid), points: points.rows }
}

export function buildScenarios(
  words: CatalogueInfo['words'],
  inputs: Awaited<ReturnType<typeof sampleInputs>>,
): Scenario[] {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
  const search = (word: string) => `${REST}/products/search?search=${encodeURIComponent(word)}`
  // The storefront pre-builds this query with qs.stringify, brackets percent-encoded.
  const address = (p: { latitude: number; longitude: number }) =>
    `address%5Blatitude%5D=${p.latitude}&address%5Blongitude%5D=${p.longitude}`
  return [
    { name: 'health (ceiling)', paths: ['/health'], ceiling: true },
    { name: 'products/paginate', paths: range(100).map((p) => `${REST}/products/paginate?page=${p}`), paginated: true },
    { name: 'shops/paginate', paths: range(50).map((p) => `${REST}/shops/paginate?page=${p}`), paginated: true },
    {
      name: 'shops/paginate with address',
      paths: inputs.points.map((p, i) => `${REST}/shops/paginate?page=${(i % 3) + 1}&${address(p)}`),
      paginated: true,
    },
    { name: 'products/{uuid}', paths: inputs.uuids.map((u) => `${REST}/products/${u}`) },
    { name: `products/search common (${words.common.word})`, paths: [search(words.common.word)], paginated: true },
    { name: `products/search rare (${words.rare.word})`, paths: [search(words.rare.word)], paginated: true },
    {
      name: `products/search misspelt (${words.misspelt.word})`,
      paths: [search(words.misspelt.word)],
      paginated: true,
    },
    {
      // Every request a different two-word term, as the long tail of real searches is: nothing the API caches per
      // term can answer it.
      name: 'products/search long tail (distinct terms)',
      paths: longTailTerms().map(search),
      paginated: true,
    },
  ]
}

/** "adjective food" terms, each once, in an order that does not repeat a word in consecutive terms. */
function longTailTerms(): string[] {
  const terms: string[] = []
  for (let i = 0; i < adjectives.length * foods.length; i++) {
    const adjective = adjectives[i % adjectives.length]!
    const food = foods[(i + Math.floor(i / adjectives.length)) % foods.length]!
    terms.push(`${adjective[0]} ${food[0]}`)
  }
  return terms
}
