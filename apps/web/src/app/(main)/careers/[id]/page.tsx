import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getCareerCached as getCareer } from '@/lib/api/cached'
import { getT } from '@/lib/i18n/server'
import { TextPage } from '@/modules/content/text-page'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const career = await getCareer(Number((await params).id))
  return career ? { title: career.translation?.title } : {}
}

export default async function CareerPage({ params }: Props) {
  const id = Number((await params).id)
  if (!Number.isInteger(id) || id < 1) notFound()
  const [career, t] = await Promise.all([getCareer(id), getT()])
  if (!career) notFound()
  return (
    <TextPage title={career.translation?.title ?? ''} html={career.translation?.description} empty={t('content.empty')}>
      <dl className="mt-8 grid gap-3 sm:grid-cols-2">
        {career.category?.translation?.title ? (
          <div className="rounded-2xl bg-surface p-4">
            <dt className="text-xs text-muted">{t('careers.category')}</dt>
            <dd className="font-semibold">{career.category.translation.title}</dd>
          </div>
        ) : null}
        {career.translation?.address ? (
          <div className="rounded-2xl bg-surface p-4">
            <dt className="text-xs text-muted">{t('careers.location')}</dt>
            <dd className="font-semibold">{career.translation.address}</dd>
          </div>
        ) : null}
      </dl>
    </TextPage>
  )
}
