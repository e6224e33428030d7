'use client'

import { useTranslation } from '@/lib/i18n/react'
import { useApiContext } from '@/lib/query/api-context'
import { usePaginated, type Page } from '@/lib/query/use-paginated'
import { responses } from '@/lib/api/responses'
import { toCardShop, type CardShop } from '@/modules/shop/card-shop'
import { ProductCard, ProductCardSkeleton, productHref } from '@/modules/product/product-card'
import { ShopCard, ShopCardSkeleton } from '@/modules/shop/shop-card'
import { EndMarker } from '@/modules/ui/end-marker'
import { toSearchProduct, type SearchProduct } from './search-product'

export type SearchFirstPages = { term: string; shops: Page<CardShop>; products: Page<SearchProduct> }
type SearchResultsProps = { term: string; onResultClick?: () => void; compact?: boolean; initial?: SearchFirstPages }

/**
 * Spec §2 search results: restaurants (shops) and products, each with a heading and "found N results", each list
 * loading its next page when its end marker comes into view, with shimmer placeholders while loading.
 */
export function SearchResults({ term, onResultClick, compact, initial }: SearchResultsProps) {
  const { t } = useTranslation()
  const { lang, currency_id, address } = useApiContext()
  const first = initial?.term === term ? initial : undefined
  const shops = usePaginated(
    'rest/shops/search',
    responses.shopsPage,
    toCardShop,
    { search: term, lang, currency_id, address, open: 1 },
    { initial: first?.shops },
  )
  // The API's products carry their whole shop; the card reads only its title.
  const products = usePaginated(
    'rest/products/search',
    responses.productsPage,
    toSearchProduct,
    { search: term, lang, currency_id, address },
    { initial: first?.products },
  )
  const nothing = shops.isSuccess && products.isSuccess && shops.items.length === 0 && products.items.length === 0
  return (
    <div
      className="flex flex-col gap-6 p-4"
      data-testid="search-results"
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('a')) onResultClick?.()
      }}
    >
      <section aria-labelledby="search-shops-title" data-testid="search-shops">
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h2 id="search-shops-title" className="text-lg font-bold">
            {t('search.shops')}
          </h2>
          {shops.total !== undefined ? (
            <p className="text-sm text-muted" data-testid="search-shops-count" aria-live="polite">
              {t('search.found', { count: shops.total })}
            </p>
          ) : null}
        </div>
        <div className="no-scrollbar -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2" data-testid="search-shops-list">
          {shops.items.map((shop, i) => (
            <div key={shop.id} className="w-64 shrink-0 snap-start sm:w-72">
              {/* The first card's picture is the largest thing on the first screen: fetched from the <head>, eagerly. */}
              <ShopCard shop={shop} href={`/shop/${shop.id}`} priority={!compact && i === 0} />
            </div>
          ))}
          {shops.isPending || shops.isFetchingNextPage
            ? Array.from({ length: shops.isPending ? 3 : 1 }, (_, i) => (
                <div key={`s${i}`} className="w-64 shrink-0 sm:w-72">
                  <ShopCardSkeleton />
                </div>
              ))
            : null}
          {shops.hasNextPage ? (
            <EndMarker onVisible={() => !shops.isFetchingNextPage && void shops.fetchNextPage()} />
          ) : null}
        </div>
      </section>
      <section aria-labelledby="search-products-title" data-testid="search-products">
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h2 id="search-products-title" className="text-lg font-bold">
            {t('search.products')}
          </h2>
          {products.total !== undefined ? (
            <p className="text-sm text-muted" data-testid="search-products-count" aria-live="polite">
              {t('search.found', { count: products.total })}
            </p>
          ) : null}
        </div>
        <div className={compact ? 'grid gap-3' : 'grid gap-3 sm:grid-cols-2'} data-testid="search-products-list">
          {products.items.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              href={productHref(product)}
              layout="row"
              shopName={product.shop?.translation?.title}
            />
          ))}
          {products.isPending || products.isFetchingNextPage
            ? Array.from({ length: products.isPending ? 4 : 2 }, (_, i) => (
                <ProductCardSkeleton key={`p${i}`} layout="row" />
              ))
            : null}
        </div>
        {products.hasNextPage ? (
          <EndMarker onVisible={() => !products.isFetchingNextPage && void products.fetchNextPage()} />
        ) : null}
      </section>
      {nothing ? (
        <p className="py-6 text-center text-muted" role="status">
          {t('search.nothing', { term })}
        </p>
      ) : null}
    </div>
  )
}
