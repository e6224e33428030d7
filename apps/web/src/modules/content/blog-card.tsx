import type { Blog } from '@basil/contracts'
import { IntentLink } from '@/modules/ui/intent-link'
import { getDisplayTimeZone } from '@/lib/api/time-zone'
import { formatDate } from '@/lib/date'
import { SafeImage } from '@/modules/ui/safe-image'

/** A blog post (or a news item, which opens on the home page: /?news={uuid}). */
export async function BlogCard({ blog, href, priority }: { blog: Blog; href: string; priority?: boolean }) {
  const timeZone = await getDisplayTimeZone()
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-3xl bg-card shadow-card ring-1 ring-line"
      data-testid="blog-card"
    >
      <div className="aspect-[16/9] overflow-hidden bg-surface">
        <SafeImage
          src={blog.img}
          alt=""
          width={480}
          height={270}
          priority={priority}
          className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <time
          className="text-xs font-semibold uppercase tracking-wide text-muted"
          dateTime={blog.published_at ?? blog.created_at}
        >
          {formatDate(blog.published_at ?? blog.created_at, timeZone)}
        </time>
        <h2 className="line-clamp-2 text-lg font-bold leading-snug">
          <IntentLink href={href} className="after:absolute after:inset-0 after:content-['']">
            {blog.translation?.title}
          </IntentLink>
        </h2>
        {blog.translation?.short_desc ? (
          <p className="line-clamp-3 text-sm text-muted">{blog.translation.short_desc}</p>
        ) : null}
      </div>
    </article>
  )
}
