import type { Metadata } from 'next'
import { getT } from '@/lib/i18n/server'
import { LikedList } from '@/modules/shop/liked-list'
import { PageHeading } from '@/modules/ui/section'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('liked.title'), robots: { index: false } }
}

export default async function LikedPage() {
  const t = await getT()
  return (
    <div className="pb-6">
      <PageHeading title={t('liked.title')} />
      <div className="mx-auto mt-6 w-full max-w-[1320px] px-4 sm:px-6 desk:px-8">
        <LikedList />
      </div>
    </div>
  )
}
