import type { Paginated } from '@basil/contracts'
import { and, eq, gt, isNull, or, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { FastifyRequest } from 'fastify'
import { shops } from '../../db/schema/index.ts'
import { paginate } from '../../lib/envelope.ts'

export const DEFAULT_PER_PAGE = 10

export interface PageWindow {
  page: number
  perPage: number
  offset: number
}

export function resolvePageWindow(query: { page?: number; perPage?: number }, defaultPerPage = DEFAULT_PER_PAGE): PageWindow {
  const page = query.page ?? 1
  const perPage = query.perPage ?? defaultPerPage
  return { page, perPage, offset: (page - 1) * perPage }
}

/** Absolute URL of the requested list without its query string (Laravel's `meta.path`). */
export function listPath(request: FastifyRequest): string {
  return `${request.ctx.origin}${request.url.split('?')[0]}`
}

export function paginateRequest<T>(request: FastifyRequest, items: T[], window: PageWindow, total: number): Paginated<T> {
  return paginate(items, {
    page: window.page,
    perPage: window.perPage,
    total,
    path: listPath(request),
    query: request.query as Record<string, unknown>,
  })
}

/** Shops customers may see: approved by the marketplace and not hidden by their seller. */
export const isPublicShop: SQL = and(eq(shops.status, 'approved'), eq(shops.visibility, true))!

/** Rows with an expiry are shown until it passes. */
export function isNotExpired(column: PgColumn, now: Date): SQL {
  return or(isNull(column), gt(column, now))!
}

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
