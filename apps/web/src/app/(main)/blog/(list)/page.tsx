import type { Metadata } from 'next'
import { getBlogs } from '@/lib/api/content'
import { getT } from '@/lib/i18n/server'
import { BlogCard } from '@/modules/content/blog-card'
import { Pager } from '@/modules/content/pager'
import { PageHeading } from '@/modules/ui/section'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('blog.title'), description: t('blog.subtitle'), alternates: { canonical: '/blog' } }
}

export default async function BlogPage({ searchParams }: Props) {
  const { page } = await searchParams
  const current = Math.max(1, Number(Array.isArray(page) ? page[0] : page) || 1)
  const [t, blogs] = await Promise.all([getT(), getBlogs('blog', current)])
  return (
    <div className="pb-6">
      <PageHeading title={t('blog.title')} subtitle={t('blog.subtitle')} />
      <div className="mx-auto mt-6 w-full max-w-[1320px] px-4 sm:px-6 desk:px-8">
        {blogs.data.length ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {blogs.data.map((b, i) => (
              <li key={b.id}>
                <BlogCard blog={b} href={`/blog/${b.uuid}`} priority={i < 2} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-3xl bg-surface p-12 text-center text-muted">{t('blog.empty')}</p>
        )}
        <Pager basePath="/blog" current={blogs.meta.current_page} last={blogs.meta.last_page} t={t} />
      </div>
    </div>
  )
}
