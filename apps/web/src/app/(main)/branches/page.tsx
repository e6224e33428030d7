import type { Metadata } from 'next'
import Link from 'next/link'
import { getBranches } from '@/lib/api/shops'
import { getT } from '@/lib/i18n/server'
import { PinIcon } from '@/modules/ui/icons'
import { SafeImage } from '@/modules/ui/safe-image'
import { PageHeading } from '@/modules/ui/section'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('branches.title') }
}

export default async function BranchesPage() {
  const [t, branches] = await Promise.all([getT(), getBranches()])
  return (
    <div className="pb-6">
      <PageHeading title={t('branches.title')} />
      <div className="mx-auto mt-6 w-full max-w-[1320px] px-4 sm:px-6 desk:px-8">
        {branches.data.length ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {branches.data.map((b) => (
              <li
                key={b.id}
                className="relative flex gap-4 rounded-2xl bg-card p-4 ring-1 ring-line"
                data-testid="branch"
              >
                <SafeImage
                  src={b.shop?.logo_img}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded-xl bg-surface object-cover"
                />
                <div className="min-w-0">
                  <h2 className="font-bold">
                    <Link href={`/shop/${b.shop_id}`} className="after:absolute after:inset-0 after:content-['']">
                      {b.translation?.title}
                    </Link>
                  </h2>
                  {b.shop?.translation?.title ? <p className="text-sm text-muted">{b.shop.translation.title}</p> : null}
                  {b.translation?.address ? (
                    <p className="mt-1 inline-flex items-start gap-1 text-sm text-muted">
                      <PinIcon size={14} className="mt-0.5 shrink-0" /> {b.translation.address}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-3xl bg-surface p-12 text-center text-muted">{t('branches.empty')}</p>
        )}
      </div>
    </div>
  )
}
