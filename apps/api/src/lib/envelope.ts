import type { Paginated } from '@basil/contracts'
import qs from 'qs'

export function ok<T>(data: T, message = 'Success') {
  return { timestamp: new Date().toISOString(), status: true as const, message, data }
}

export function errorBody(statusCode: string, message: string, params?: Record<string, string[]>) {
  return {
    timestamp: new Date().toISOString(),
    status: false as const,
    statusCode,
    message,
    ...(params ? { params } : {}),
  }
}

/**
 * Laravel's paginator envelope. `path` is the absolute URL of the list without its query; the links keep the
 * request's other query parameters so a client can follow them as they are.
 */
export function paginate<T>(
  items: T[],
  page: { page: number; perPage: number; total: number; path: string; query?: Record<string, unknown> },
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(page.total / page.perPage))
  const from = items.length ? (page.page - 1) * page.perPage + 1 : null
  const to = items.length ? (page.page - 1) * page.perPage + items.length : null
  // Nested parameters (address[latitude], ids[0]) stay in the links, in the bracket form clients send.
  const pageUrl = (n: number) => `${page.path}?${qs.stringify({ ...page.query, page: n }, { encodeValuesOnly: true })}`
  const links = [
    { url: page.page > 1 ? pageUrl(page.page - 1) : null, label: '&laquo; Previous', active: false },
    ...pageWindow(page.page, lastPage).map((n) => ({ url: pageUrl(n), label: String(n), active: n === page.page })),
    { url: page.page < lastPage ? pageUrl(page.page + 1) : null, label: 'Next &raquo;', active: false },
  ]
  return {
    data: items,
    links: {
      first: pageUrl(1),
      last: pageUrl(lastPage),
      prev: page.page > 1 ? pageUrl(page.page - 1) : null,
      next: page.page < lastPage ? pageUrl(page.page + 1) : null,
    },
    meta: {
      current_page: page.page,
      from,
      last_page: lastPage,
      links,
      path: page.path,
      per_page: page.perPage,
      to,
      total: page.total,
    },
  }
}

/** At most ten page numbers around the current one, as Laravel shows. */
function pageWindow(current: number, last: number): number[] {
  const start = Math.max(1, Math.min(current - 4, last - 9))
  const end = Math.min(last, start + 9)
  const pages: number[] = []
  for (let n = start; n <= end; n++) pages.push(n)
  return pages
}
