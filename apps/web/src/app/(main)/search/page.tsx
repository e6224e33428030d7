import type { Metadata } from 'next'
import { searchFirstPages } from '@/lib/api/search'
import { getT } from '@/lib/i18n/server'
import { settle } from '@/lib/settle'
import { toCardShopPage } from '@/modules/shop/card-shop'
import { SearchPage } from '@/modules/search/search-page'
import { toSearchProduct } from '@/modules/search/search-product'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('search.title'), robots: { index: false } }
}

export default async function Page({ searchParams }: Props) {
  const { q } = await searchParams
  const term = (Array.isArray(q) ? q[0] : q)?.trim().slice(0, 100) ?? ''
  // A shared search link renders its first results on the server (no wait, nothing moving in).
  const first = term ? await settle(searchFirstPages(term), null) : null
  const initial = first
    ? {
        term,
        shops: toCardShopPage(first.shops),
        products: { ...first.products, data: first.products.data.map(toSearchProduct) },
      }
    : undefined
  // A new search from the header while on this page starts the page over with its term (its box keeps no old one).
  return <SearchPage key={term} initialTerm={term} initial={initial} />
}
