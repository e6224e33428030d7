import type { Paginated } from '@basil/contracts'
import type { FastifyRequest } from 'fastify'
import { paginate } from '../../lib/envelope.ts'

/** Laravel's paginator envelope for this request: `meta.path` is the list's absolute URL without its query. */
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
    path: `${request.ctx.origin}${request.url.split('?')[0]}`,
    query: request.query as Record<string, unknown>,
  })
}
