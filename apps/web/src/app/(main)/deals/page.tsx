import type { Metadata } from 'next'
import { getT } from '@/lib/i18n/server'
import { ListingPage } from '@/modules/listing/listing-page'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('deals.title'), alternates: { canonical: '/deals' } }
}

export default async function Page({ searchParams }: Props) {
  const t = await getT()
  return (
    <ListingPage
      basePath="/deals"
      deals
      title={t('deals.title')}
      subtitle={t('deals.subtitle')}
      searchParams={await searchParams}
    />
  )
}
