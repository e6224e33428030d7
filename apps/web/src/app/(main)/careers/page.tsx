import type { Metadata } from 'next'
import Link from 'next/link'
import { getCareers } from '@/lib/api/content'
import { getT } from '@/lib/i18n/server'
import { ChevronRightIcon, PinIcon } from '@/modules/ui/icons'
import { PageHeading } from '@/modules/ui/section'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('careers.title'), description: t('careers.subtitle') }
}

export default async function CareersPage() {
  const [t, careers] = await Promise.all([getT(), getCareers()])
  return (
    <div className="pb-6">
      <PageHeading title={t('careers.title')} subtitle={t('careers.subtitle')} />
      <div className="mx-auto mt-6 w-full max-w-3xl px-4 sm:px-6">
        {careers.data.length ? (
          <ul className="flex flex-col gap-3">
            {careers.data.map((c) => (
              <li key={c.id}>
                <Link
                  href={`/careers/${c.id}`}
                  className="flex items-center gap-4 rounded-2xl bg-card p-5 ring-1 ring-line transition hover:ring-primary/50"
                  data-testid="career"
                >
                  <div className="min-w-0 flex-1">
                    {c.category?.translation?.title ? (
                      <p className="text-xs font-semibold uppercase tracking-wide text-primary-ink">
                        {c.category.translation.title}
                      </p>
                    ) : null}
                    <h2 className="mt-1 text-lg font-bold">{c.translation?.title}</h2>
                    {c.translation?.address ? (
                      <p className="mt-1 inline-flex items-center gap-1 text-sm text-muted">
                        <PinIcon size={14} /> {c.translation.address}
                      </p>
                    ) : null}
                  </div>
                  <ChevronRightIcon className="shrink-0 text-muted rtl:-scale-x-100" />
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-3xl bg-surface p-12 text-center text-muted">{t('careers.empty')}</p>
        )}
      </div>
    </div>
  )
}
