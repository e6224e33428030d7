import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getBannerAdCached as getBannerAd } from '@/lib/api/cached'
import { getT } from '@/lib/i18n/server'
import { toCardShop } from '@/modules/shop/card-shop'
import { ShopCard } from '@/modules/shop/shop-card'
import { SafeImage } from '@/modules/ui/safe-image'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ad = await getBannerAd(Number((await params).id))
  return ad ? { title: ad.banner.translation?.title } : {}
}

export default async function AdPage({ params }: Props) {
  const id = Number((await params).id)
  if (!Number.isInteger(id) || id < 1) notFound()
  const [ad, t] = await Promise.all([getBannerAd(id), getT()])
  if (!ad) notFound()
  return (
    <div className="mx-auto w-full max-w-[1320px] px-4 pb-6 pt-6 sm:px-6 desk:px-8">
      <div className="relative overflow-hidden rounded-[2rem] bg-surface">
        <SafeImage
          src={ad.banner.img}
          alt=""
          width={1320}
          height={400}
          priority
          className="aspect-[16/7] w-full object-cover desk:aspect-[16/5]"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-black/70 to-transparent" aria-hidden="true" />
        <div className="absolute inset-x-6 bottom-6 text-white">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{ad.banner.translation?.title}</h1>
          {ad.banner.translation?.description ? (
            <p className="mt-1 text-white/90">{ad.banner.translation.description}</p>
          ) : null}
        </div>
      </div>
      <h2 className="mb-4 mt-10 text-xl font-extrabold">{t('ads.shops')}</h2>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
        {ad.shops.map((shop) => (
          <li key={shop.id}>
            <ShopCard shop={toCardShop(shop)} />
          </li>
        ))}
      </ul>
    </div>
  )
}
