import type { Metadata } from 'next'
import { getFaqs } from '@/lib/api/content'
import { getT } from '@/lib/i18n/server'
import { FaqList } from '@/modules/content/faq-list'
import { PageHeading } from '@/modules/ui/section'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('faq.title') }
}

export default async function FaqPage() {
  const [t, faqs] = await Promise.all([getT(), getFaqs()])
  return (
    <div className="pb-6">
      <PageHeading title={t('faq.title')} />
      <div className="mx-auto mt-6 w-full max-w-[1320px] px-4 sm:px-6 desk:px-8">
        <div className="max-w-3xl">
          {faqs.length ? <FaqList faqs={faqs} /> : <p className="text-muted">{t('faq.empty')}</p>}
        </div>
      </div>
    </div>
  )
}
