import type { Metadata } from 'next'
import { getT } from '@/lib/i18n/server'
import { SearchPage } from '@/modules/search/search-page'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('search.title'), robots: { index: false } }
}

export default async function Page({ searchParams }: Props) {
  const { q } = await searchParams
  const term = (Array.isArray(q) ? q[0] : q)?.trim().slice(0, 100) ?? ''
  return <SearchPage initialTerm={term} />
}
