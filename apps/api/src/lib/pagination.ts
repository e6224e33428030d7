import type { Paginated } from '@basil/contracts'
import type { FastifyRequest } from 'fastify'
import { paginate } from './envelope.ts'

export const DEFAULT_PER_PAGE = 10

export interface PageWindow {
  page: number
  perPage: number
  offset: number
}

export function resolvePageWindow(
  query: { page?: number; perPage?: number },
  defaultPerPage = DEFAULT_PER_PAGE,
): PageWindow {
  const page = query.page ?? 1
  const perPage = query.perPage ?? defaultPerPage
  return { page, perPage, offset: (page - 1) * perPage }
}

/** Absolute URL of the requested list without its query string (Laravel's `meta.path`). */
export function listPath(request: FastifyRequest): string {
  return `${request.ctx.origin}${request.url.split('?')[0]}`
}

/** Laravel's paginator envelope for this request, its links keeping the request's other query parameters. */
export function paginateRequest<T>(
  request: FastifyRequest,
  items: T[],
  window: { page: number; perPage: number },
  total: number,
): Paginated<T> {
  return paginate(items, {
    page: window.page,
    perPage: window.perPage,
    total,
    path: listPath(request),
    query: request.query as Record<string, unknown>,
  })
}
