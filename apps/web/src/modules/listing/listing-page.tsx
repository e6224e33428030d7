import { getShopCategories, getShops, getShopTags } from '@/lib/api/shops'
import { getT } from '@/lib/i18n/server'
import { settle } from '@/lib/settle'
import { FilterChips } from '@/modules/home/filter-chips'
import { PageHeading } from '@/modules/ui/section'
import { toCardShopPage } from '@/modules/shop/card-shop'
import { ListingControls } from './listing-controls'
import { parseListingFilters, toSearchString, toShopQuery } from './listing-filters'
import { ShopGrid } from './shop-grid'

type ListingPageProps = {
  basePath: string
  type?: 'restaurant' | 'shop'
  deals?: boolean
  title: string
  subtitle?: string
  searchParams: Record<string, string | string[] | undefined>
}

/** Restaurants, shops or deals with every filter the API offers, and infinite scroll. */
export async function ListingPage({ basePath, type, deals, title, subtitle, searchParams }: ListingPageProps) {
  const t = await getT()
  const filters = parseListingFilters(searchParams)
  const params = { ...toShopQuery(filters), type, deals: deals || undefined, perPage: 12 }
  const [first, categories, tags] = await Promise.all([
    getShops(params),
    settle(getShopCategories(), []),
    settle(getShopTags(filters.category_id), []),
  ])
  const hrefWith = (patch: { category_id?: number; take?: number }) =>
    `${basePath}${toSearchString({ ...filters, ...patch })}`
  return (
    <div className="pb-6" data-testid="listing">
      <PageHeading title={title} subtitle={subtitle} />
      <div className="mx-auto flex w-full max-w-[1320px] flex-col gap-3 px-4 pt-4 sm:px-6 desk:px-8">
        {categories.length ? (
          <FilterChips
            label={t('listing.category')}
            testId="category-filters"
            allLabel={t('home.all')}
            chips={categories.map((c) => ({ id: c.id, title: c.translation?.title ?? '', img: c.img }))}
            selected={filters.category_id}
            hrefFor={(id) => hrefWith({ category_id: id, take: undefined })}
          />
        ) : null}
        {tags.length ? (
          <FilterChips
            label={t('listing.tags')}
            testId="tag-filters"
            allLabel={t('home.all')}
            chips={tags.map((g) => ({ id: g.id, title: g.translation?.title ?? '', img: g.img }))}
            selected={filters.take}
            hrefFor={(id) => hrefWith({ take: id })}
          />
        ) : null}
      </div>
      <div className="mx-auto mt-6 grid w-full max-w-[1320px] gap-8 px-4 sm:px-6 desk:grid-cols-[260px_1fr] desk:px-8">
        <aside className="hidden desk:block">
          <div className="sticky top-28">
            <ListingControls filters={filters} placement="sidebar" />
          </div>
        </aside>
        <div className="min-w-0">
          <div className="mb-4 flex items-center justify-between gap-3">
            <p className="font-semibold text-muted" data-testid="listing-count" aria-live="polite">
              {t('listing.count', { count: first.meta.total })}
            </p>
            <div className="desk:hidden">
              <ListingControls filters={filters} placement="bar" />
            </div>
          </div>
          <ShopGrid
            key={JSON.stringify(params)}
            initial={toCardShopPage(first)}
            params={params}
            emptyText={t('listing.empty')}
          />
        </div>
      </div>
    </div>
  )
}
