import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { getBannerAds, getBanners, getBlog, getStories, getWelcomePage } from '@/lib/api/content'
import { getRecommendedShops, getShopCategories, getShops, getShopTags } from '@/lib/api/shops'
import { getT } from '@/lib/i18n/server'
import { resolveUiVariant } from '@/lib/layout-rules'
import { settle } from '@/lib/settle'
import { RichText } from '@/modules/content/rich-text'
import { BannerCard } from '@/modules/home/banner-card'
import { FilterChips } from '@/modules/home/filter-chips'
import { NewsDialogLazy } from '@/modules/home/news-dialog-lazy'
import { StoriesRow } from '@/modules/home/stories-row'
import { WelcomeHero } from '@/modules/home/welcome-hero'
import { WhyChooseUs } from '@/modules/home/why-choose-us'
import { ShopGrid } from '@/modules/listing/shop-grid'
import { toCardShop, toCardShopPage } from '@/modules/shop/card-shop'
import { ShopCard } from '@/modules/shop/shop-card'
import { Carousel } from '@/modules/ui/carousel'
import { Section } from '@/modules/ui/section'

type HomeProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : undefined
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: { absolute: `${t('app.name')} · ${t('app.tagline')}` }, alternates: { canonical: '/' } }
}

export default async function HomePage({ searchParams }: HomeProps) {
  const query = await searchParams
  const t = await getT()
  const variant = resolveUiVariant(query.v)
  const categoryId = positiveInt(one(query.category_id))
  const tagId = positiveInt(one(query.take))
  const newsUuid = one(query.news)

  const gridParams = { perPage: 12, category_id: categoryId, take: tagId }
  const [all, restaurants, shops, recommended, categories, tags, banners, ads, stories, welcome, news] =
    await Promise.all([
      getShops(gridParams),
      settle(getShops({ type: 'restaurant', perPage: 8 }), null),
      settle(getShops({ type: 'shop', perPage: 8 }), null),
      settle(getRecommendedShops(), []),
      settle(getShopCategories(), []),
      settle(getShopTags(), []),
      settle(getBanners(), []),
      settle(getBannerAds(), null),
      settle(getStories(), []),
      settle(getWelcomePage(), null),
      newsUuid ? settle(getBlog(newsUuid), null) : Promise.resolve(null),
    ])

  const withFilters = (patch: { category_id?: number; take?: number }) => {
    const next = new URLSearchParams()
    if (variant !== 1) next.set('v', String(variant))
    const c = 'category_id' in patch ? patch.category_id : categoryId
    const g = 'take' in patch ? patch.take : tagId
    if (c) next.set('category_id', String(c))
    if (g) next.set('take', String(g))
    const qs = next.toString()
    return `/${qs ? `?${qs}` : ''}#all-shops`
  }
  // Spec §2: the v parameter picks one of four home layouts (1 by default).
  const orders: Record<typeof variant, string[]> = {
    // Recommended shops right under the filters: on a phone they are then in the first screen, under the welcome.
    1: ['welcome', 'filters', 'recommended', 'stories', 'banners', 'restaurants', 'shops', 'ads', 'all', 'why'],
    2: ['stories', 'banners', 'filters', 'restaurants', 'recommended', 'shops', 'all', 'ads', 'welcome', 'why'],
    3: ['welcome', 'stories', 'filters', 'all', 'recommended', 'banners', 'restaurants', 'shops', 'ads', 'why'],
    4: ['filters', 'recommended', 'restaurants', 'shops', 'stories', 'banners', 'ads', 'all', 'welcome', 'why'],
  }
  // The first row of large pictures in this layout is in the first screen (on a phone its first card is the largest
  // thing there): its first images load with high priority, from the <head>. Rows further down load lazily.
  const pictureRows: Record<string, number> = {
    banners: banners.length,
    recommended: recommended.length,
    restaurants: restaurants?.data.length ?? 0,
    shops: shops?.data.length ?? 0,
    ads: ads?.data.length ?? 0,
    all: all.data.length,
  }
  const leadRow = orders[variant].find((name) => (pictureRows[name] ?? 0) > 0)
  const leads = (row: string, index: number) => leadRow === row && index === 0

  const welcomeData = (welcome?.data ?? {}) as Record<string, unknown>
  const str = (v: unknown) => (typeof v === 'string' ? v : null)

  const blocks: Record<string, ReactNode> = {
    welcome: (
      <WelcomeHero
        key="welcome"
        t={t}
        compact={variant === 3}
        heading={variant === 1 || variant === 3 ? 'h1' : 'h2'}
        title={str(welcomeData.title)}
        text={str(welcomeData.description)}
      />
    ),
    stories: stories.length ? (
      <Section key="stories" id="stories-title" title={t('home.stories')} testId="stories-section" deferHeight={150}>
        <StoriesRow stories={stories} />
      </Section>
    ) : null,
    filters: (
      <div key="filters" className="mx-auto flex w-full max-w-[1320px] flex-col gap-3 px-4 sm:px-6 desk:px-8">
        {categories.length ? (
          <FilterChips
            label={t('home.categories')}
            testId="category-filters"
            allLabel={t('home.all')}
            chips={categories.map((c) => ({ id: c.id, title: c.translation?.title ?? '', img: c.img }))}
            selected={categoryId}
            hrefFor={(id) => withFilters({ category_id: id })}
          />
        ) : null}
        {tags.length ? (
          <FilterChips
            label={t('home.tags')}
            testId="tag-filters"
            allLabel={t('home.all')}
            chips={tags.map((tag) => ({ id: tag.id, title: tag.translation?.title ?? '', img: tag.img }))}
            selected={tagId}
            hrefFor={(id) => withFilters({ take: id })}
          />
        ) : null}
      </div>
    ),
    banners: banners.length ? (
      // Named apart from the ads row ("Offers", like the /ads page it leads to): two landmarks with one name cannot be
      // told apart by someone who moves through a page by its regions.
      <Section key="banners" id="banners-title" title={t('home.featured')} testId="banners" deferHeight={224}>
        <Carousel label={t('home.featured')} itemClassName="w-[85%] sm:w-[46%] desk:w-[32%]">
          {banners.map((b, i) => (
            <BannerCard key={b.id} banner={b} priority={leads('banners', i)} />
          ))}
        </Carousel>
      </Section>
    ) : null,
    recommended: recommended.length ? (
      <Section
        key="recommended"
        id="recommended-title"
        title={t('home.recommended')}
        testId="recommended"
        deferHeight={328}
      >
        <Carousel label={t('home.recommended')} itemClassName="w-[78%] sm:w-[44%] desk:w-[23.5%]">
          {recommended.map((shop, i) => (
            <ShopCard key={shop.id} shop={toCardShop(shop)} priority={leads('recommended', i)} />
          ))}
        </Carousel>
      </Section>
    ) : null,
    restaurants: restaurants?.data.length ? (
      <Section
        key="restaurants"
        id="restaurants-title"
        title={t('home.restaurants')}
        seeAll={{ href: '/restaurants', label: t('home.seeAll') }}
        testId="restaurants-row"
        deferHeight={328}
      >
        <Carousel label={t('home.restaurants')} itemClassName="w-[78%] sm:w-[44%] desk:w-[23.5%]">
          {restaurants.data.map((shop, i) => (
            <ShopCard key={shop.id} shop={toCardShop(shop)} priority={leads('restaurants', i)} />
          ))}
        </Carousel>
      </Section>
    ) : null,
    shops: shops?.data.length ? (
      <Section
        key="shops"
        id="shops-title"
        title={t('home.shops')}
        seeAll={{ href: '/shops', label: t('home.seeAll') }}
        testId="shops-row"
        deferHeight={328}
      >
        <Carousel label={t('home.shops')} itemClassName="w-[78%] sm:w-[44%] desk:w-[23.5%]">
          {shops.data.map((shop, i) => (
            <ShopCard key={shop.id} shop={toCardShop(shop)} priority={leads('shops', i)} />
          ))}
        </Carousel>
      </Section>
    ) : null,
    ads: ads?.data.length ? (
      <Section
        key="ads"
        id="ads-title"
        title={t('ads.title')}
        seeAll={{ href: '/ads', label: t('home.seeAll') }}
        testId="ads-row"
        deferHeight={228}
      >
        <Carousel label={t('ads.title')} itemClassName="w-[85%] sm:w-[46%] desk:w-[32%]">
          {ads.data.map((ad, i) => (
            <BannerCard key={ad.id} banner={ad} kind="ad" priority={leads('ads', i)} />
          ))}
        </Carousel>
      </Section>
    ) : null,
    all: (
      <div
        key="all"
        id="all-shops"
        className="defer-render scroll-mt-24 [--defer-size:3700px] desk:[--defer-size:1300px]"
      >
        <Section id="all-title" title={t('home.allShops')} testId="all-shops">
          <ShopGrid
            key={`${categoryId}-${tagId}`}
            initial={toCardShopPage(all)}
            params={gridParams}
            emptyText={t('listing.empty')}
            priorityCount={leadRow === 'all' ? 2 : 0}
          />
        </Section>
      </div>
    ),
    why: <WhyChooseUs key="why" t={t} />,
  }

  return (
    <div className="flex flex-col gap-8 pb-6 sm:gap-10 desk:gap-14" data-testid="home" data-variant={variant}>
      {variant !== 1 && variant !== 3 ? <h1 className="sr-only">{t('app.name')}</h1> : null}
      {orders[variant].map((name) => blocks[name])}
      {news ? (
        <NewsDialogLazy news={news}>
          <RichText html={news.translation?.description} className="text-fg/90" />
        </NewsDialogLazy>
      ) : null}
    </div>
  )
}
