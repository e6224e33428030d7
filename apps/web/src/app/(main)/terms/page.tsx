import type { Metadata } from 'next'
import { getLegalPage } from '@/lib/api/content'
import { getT } from '@/lib/i18n/server'
import { TextPage } from '@/modules/content/text-page'

export async function generateMetadata(): Promise<Metadata> {
  const [t, page] = await Promise.all([getT(), getLegalPage('term')])
  return { title: page?.translation?.title ?? t('terms.title') }
}

export default async function Page() {
  const [t, page] = await Promise.all([getT(), getLegalPage('term')])
  return (
    <TextPage
      title={page?.translation?.title ?? t('terms.title')}
      html={page?.translation?.description}
      updatedAt={page?.updated_at}
      updatedLabel={(date) => t('content.updated', { date })}
      empty={t('content.empty')}
    />
  )
}
