'use client'

import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18n/react'
import { apiFetch } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'
import { useApiContext } from '@/lib/query/api-context'
import type { toQueryString } from '@/lib/query/query-string'
import type { Page } from '@/lib/query/use-paginated'
import { toCardShop, type CardShop } from '@/modules/shop/card-shop'
import { ShopCard, ShopCardSkeleton } from '@/modules/shop/shop-card'
import { EndMarker } from '@/modules/ui/end-marker'

type Params = Parameters<typeof toQueryString>[0]

/**
 * Shops in a grid that loads the next page when its end marker comes into view. The first page comes from the
 * server (rendered in the HTML); the same params fetch the rest through the API proxy.
 */
export function ShopGrid({
  initial,
  params,
  emptyText,
  priorityCount = 2,
}: {
  initial: Page<CardShop>
  params: Params
  emptyText: string
  /** How many of the first cards are in the first screen (their images load first); none when the grid sits lower. */
  priorityCount?: number
}) {
  const { t } = useTranslation()
  const ctx = useApiContext()
  const full = { ...params, ...ctx }
  const query = useInfiniteQuery({
    queryKey: ['rest/shops/paginate', full],
    queryFn: async ({ pageParam, signal }): Promise<Page<CardShop>> => {
      const page = await apiFetch('rest/shops/paginate', responses.shopsPage, {
        query: { ...full, page: pageParam },
        signal,
      })
      return { data: page.data.map(toCardShop), meta: page.meta }
    },
    initialPageParam: 1,
    initialData: { pages: [initial], pageParams: [1] },
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  })
  const shops = query.data.pages.flatMap((p) => p.data)
  if (!shops.length) {
    return (
      <p className="rounded-3xl bg-surface px-6 py-12 text-center text-muted" data-testid="listing-empty">
        {emptyText}
      </p>
    )
  }
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4" data-testid="shop-grid">
        {shops.map((shop, i) => (
          <li key={shop.id}>
            <ShopCard shop={shop} priority={i < priorityCount} />
          </li>
        ))}
        {query.isFetchingNextPage
          ? Array.from({ length: 3 }, (_, i) => (
              <li key={`sk${i}`}>
                <ShopCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      {query.hasNextPage ? (
        <EndMarker onVisible={() => !query.isFetchingNextPage && void query.fetchNextPage()} />
      ) : (
        <p className="py-6 text-center text-sm text-muted">{t('listing.end')}</p>
      )}
      {query.isFetchingNextPage ? (
        <span className="sr-only" role="status">
          {t('listing.loadingMore')}
        </span>
      ) : null}
    </>
  )
}
