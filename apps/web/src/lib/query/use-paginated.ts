'use client'

import type { PaginationMeta } from '@basil/contracts'
import { useInfiniteQuery } from '@tanstack/react-query'
import { apiFetch, type ResponseContract } from '@/lib/api/browser'
import type { toQueryString } from './query-string'

type Params = Parameters<typeof toQueryString>[0]
export type Page<T> = { data: T[]; meta: Pick<PaginationMeta, 'current_page' | 'last_page' | 'total'> }

/**
 * A paginated API list read page by page (for infinite scroll): the next page exists while current < last. Each item
 * is kept as `select` makes it (what the cards show), the same shape as the server's first page.
 */
export function usePaginated<Item, T>(
  path: string,
  response: ResponseContract<Page<Item>>,
  select: (item: Item) => T,
  params: Params,
  options: { enabled?: boolean; perPage?: number; initial?: Page<T> } = {},
) {
  const query = useInfiniteQuery({
    queryKey: [path, params, options.perPage],
    queryFn: async ({ pageParam, signal }): Promise<Page<T>> => {
      const page = await apiFetch(path, response, {
        query: { ...params, page: pageParam, perPage: options.perPage },
        signal,
      })
      return { data: page.data.map(select), meta: page.meta }
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    enabled: options.enabled ?? true,
    initialData: options.initial ? { pages: [options.initial], pageParams: [1] } : undefined,
  })
  const items = query.data?.pages.flatMap((p) => p.data) ?? []
  const total = query.data?.pages[0]?.meta.total
  return { ...query, items, total }
}
