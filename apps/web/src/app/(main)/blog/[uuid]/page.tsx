import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getBlogCached as getBlog } from '@/lib/api/cached'
import { getDisplayTimeZone } from '@/lib/api/time-zone'
import { formatDate } from '@/lib/date'
import { getT } from '@/lib/i18n/server'
import { RichText } from '@/modules/content/rich-text'
import { ArrowLeftIcon } from '@/modules/ui/icons'
import { SafeImage } from '@/modules/ui/safe-image'

type Props = { params: Promise<{ uuid: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { uuid } = await params
  const blog = await getBlog(uuid)
  if (!blog) return {}
  const title = blog.translation?.title ?? ''
  const description = blog.translation?.short_desc ?? undefined
  return {
    title,
    description,
    alternates: { canonical: `/blog/${blog.uuid}` },
    openGraph: {
      title,
      description,
      type: 'article',
      publishedTime: blog.published_at ?? blog.created_at,
      images: blog.img ? [{ url: blog.img }] : undefined,
    },
  }
}

export default async function BlogPostPage({ params }: Props) {
  const { uuid } = await params
  const [blog, t, timeZone] = await Promise.all([getBlog(uuid), getT(), getDisplayTimeZone()])
  if (!blog) notFound()
  return (
    <article className="mx-auto w-full max-w-3xl px-4 pb-10 pt-8 sm:px-6" data-testid="blog-post">
      <Link href="/blog" className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-muted hover:text-fg">
        <ArrowLeftIcon size={16} className="rtl:-scale-x-100" /> {t('blog.title')}
      </Link>
      <time
        className="block text-sm font-semibold uppercase tracking-wide text-muted"
        dateTime={blog.published_at ?? blog.created_at}
      >
        {formatDate(blog.published_at ?? blog.created_at, timeZone)}
      </time>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">{blog.translation?.title}</h1>
      {blog.translation?.short_desc ? <p className="mt-4 text-lg text-muted">{blog.translation.short_desc}</p> : null}
      {blog.img ? (
        <SafeImage
          src={blog.img}
          alt=""
          width={768}
          height={432}
          priority
          className="mt-8 aspect-video w-full rounded-3xl bg-surface object-cover"
        />
      ) : null}
      <RichText html={blog.translation?.description} className="mt-8 text-lg text-fg/90" />
    </article>
  )
}
