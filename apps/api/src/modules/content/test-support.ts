// Helpers shared by the content modules' API tests.
import { and, eq, ne } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Database } from '../../db/types.ts'
import { currencies, languages } from '../../db/schema/index.ts'

export type Envelope<T> = { timestamp: string; status: boolean; message: string; data: T }
export type Page<T> = {
  data: T[]
  links: { first: string | null; last: string | null; prev: string | null; next: string | null }
  meta: {
    current_page: number
    from: number | null
    last_page: number
    links: unknown[]
    path: string
    per_page: number
    to: number | null
    total: number
  }
}
export type ErrorBody = { status: false; statusCode: string; message: string; params?: Record<string, string[]> }

/** An unknown language code: requests with it must fall back to the default language. */
export const UNKNOWN_LANG = 'zz'

export async function getDefaultLocale(db: Database): Promise<string> {
  const [row] = await db.select({ locale: languages.locale }).from(languages).where(eq(languages.isDefault, true))
  expect(row, 'a default language').toBeDefined()
  return row!.locale
}

/** An active currency whose rate is not 1, so that conversion shows. */
export async function getConvertingCurrency(db: Database): Promise<{ id: number; rate: number }> {
  const [row] = await db
    .select({ id: currencies.id, rate: currencies.rate })
    .from(currencies)
    .where(and(eq(currencies.active, true), ne(currencies.rate, 1)))
    .limit(1)
  expect(row, 'an active currency with a rate other than 1').toBeDefined()
  return row!
}

/** What the API shows for minor units of the default currency at a rate: 2 decimals. */
export function expectedMoney(minor: number, rate = 1): number {
  return Math.round(minor * rate) / 100
}

export function expectAbsoluteImage(url: unknown) {
  expect(url).toMatch(/^https?:\/\/[^/]+\/storage\/images\/.+/)
}

export function expectIsoDate(value: unknown) {
  expect(typeof value).toBe('string')
  expect(Number.isNaN(Date.parse(value as string))).toBe(false)
}

/** Laravel's paginator envelope, on the given page. */
export function expectPaginated(body: unknown, page: { current: number; perPage: number; total: number }) {
  const b = body as Page<unknown>
  expect(Object.keys(b).sort()).toEqual(['data', 'links', 'meta'])
  expect(Array.isArray(b.data)).toBe(true)
  expect(Object.keys(b.links).sort()).toEqual(['first', 'last', 'next', 'prev'])
  expect(b.meta).toMatchObject({
    current_page: page.current,
    per_page: page.perPage,
    total: page.total,
    last_page: Math.max(1, Math.ceil(page.total / page.perPage)),
  })
  expect(b.meta.path).toMatch(/^https?:\/\//)
  const expectedCount = Math.max(0, Math.min(page.perPage, page.total - (page.current - 1) * page.perPage))
  expect(b.data).toHaveLength(expectedCount)
}

export function expectError(res: { status: number; body: unknown }, status: number) {
  expect(res.status).toBe(status)
  const body = res.body as ErrorBody
  expect(body.status).toBe(false)
  expect(body.statusCode).toBe(`ERROR_${status}`)
  expect(typeof body.message).toBe('string')
}
