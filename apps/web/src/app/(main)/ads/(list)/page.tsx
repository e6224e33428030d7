import type { Metadata } from 'next'
import { getBannerAds } from '@/lib/api/content'
import { getT } from '@/lib/i18n/server'
import { BannerCard } from '@/modules/home/banner-card'
import { PageHeading } from '@/modules/ui/section'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('ads.title') }
}

export default async function AdsPage() {
  const [t, ads] = await Promise.all([getT(), getBannerAds()])
  return (
    <div className="pb-6">
      <PageHeading title={t('ads.title')} />
      <div className="mx-auto mt-6 w-full max-w-[1320px] px-4 sm:px-6 desk:px-8">
        {ads.data.length ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {ads.data.map((ad, i) => (
              <li key={ad.id}>
                <BannerCard banner={ad} kind="ad" priority={i < 2} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-3xl bg-surface p-12 text-center text-muted">{t('ads.empty')}</p>
        )}
      </div>
    </div>
  )
}
