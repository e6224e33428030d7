import type { Metadata } from 'next'
import { getT } from '@/lib/i18n/server'
import { ListingPage } from '@/modules/listing/listing-page'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('listing.shopsTitle'), alternates: { canonical: '/shops' } }
}

export default async function Page({ searchParams }: Props) {
  const t = await getT()
  return <ListingPage basePath="/shops" type="shop" title={t('listing.shopsTitle')} searchParams={await searchParams} />
}
