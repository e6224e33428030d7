import type { Metadata } from 'next'
import { getPage } from '@/lib/api/content'
import { getT } from '@/lib/i18n/server'
import { TextPage } from '@/modules/content/text-page'

export async function generateMetadata(): Promise<Metadata> {
  const [t, page] = await Promise.all([getT(), getPage('about')])
  return { title: page?.translation?.title ?? t('about.title') }
}

export default async function Page() {
  const [t, page] = await Promise.all([getT(), getPage('about')])
  return (
    <TextPage
      title={page?.translation?.title ?? t('about.title')}
      html={page?.translation?.description}
      img={page?.img}
      empty={t('content.empty')}
    />
  )
}
