import type { Metadata } from 'next'
import { getBlogs } from '@/lib/api/content'
import { getT } from '@/lib/i18n/server'
import { BlogCard } from '@/modules/content/blog-card'
import { PageHeading } from '@/modules/ui/section'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('news.title') }
}

// News items open on the home page (spec §2: /?news={uuid}).
export default async function NewsPage() {
  const [t, news] = await Promise.all([getT(), getBlogs('notification', 1, 30)])
  return (
    <div className="pb-6">
      <PageHeading title={t('news.title')} />
      <div className="mx-auto mt-6 w-full max-w-[1320px] px-4 sm:px-6 desk:px-8">
        {news.data.length ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {news.data.map((n) => (
              <li key={n.id}>
                <BlogCard blog={n} href={`/?news=${n.uuid}`} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-3xl bg-surface p-12 text-center text-muted">{t('content.empty')}</p>
        )}
      </div>
    </div>
  )
}
