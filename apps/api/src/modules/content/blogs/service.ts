import type { Blog } from '@basil/contracts'
import type { Executor } from '../../../db/types.ts'
import type { RequestContext } from '../../../lib/context.ts'
import { notFound } from '../../../lib/errors.ts'
import { imageUrl, isoDate } from '../../../lib/present.ts'
import { loadTranslationsOf } from '../../../db/translations.ts'
import type { PageWindow } from '../shared.ts'
import * as repo from './repository.ts'

async function presentBlogs(db: Executor, rows: repo.BlogRow[], ctx: RequestContext): Promise<Blog[]> {
  const translations = await loadTranslationsOf(
    db,
    'blogTranslations',
    rows.map((r) => r.id),
    ctx,
  )
  return rows.map((row) => {
    const t = translations.get(row.id)
    return {
      id: row.id,
      uuid: row.uuid,
      user_id: row.userId,
      type: row.type,
      img: imageUrl(row.img, ctx),
      active: row.active,
      published_at: isoDate(row.publishedAt),
      created_at: isoDate(row.createdAt)!,
      updated_at: isoDate(row.updatedAt)!,
      translation: t
        ? { id: t.id, locale: t.locale, title: t.title, description: t.description, short_desc: t.shortDesc }
        : null,
    }
  })
}

export async function listBlogs(db: Executor, type: repo.BlogType, window: PageWindow, ctx: RequestContext) {
  const { rows, total } = await repo.listPublishedBlogs(db, type, new Date(), window)
  return { items: await presentBlogs(db, rows, ctx), total }
}

export async function getBlog(db: Executor, uuid: string, ctx: RequestContext): Promise<Blog> {
  const row = await repo.findPublishedBlogByUuid(db, uuid, new Date())
  if (!row) throw notFound('Blog not found')
  const [blog] = await presentBlogs(db, [row], ctx)
  return blog!
}

/** The latest news item (`notification` type) for the home page; the latest article when there is no news. */
export async function getLastBlog(db: Executor, ctx: RequestContext): Promise<Blog> {
  const now = new Date()
  const row =
    (await repo.findLatestPublishedBlog(db, 'notification', now)) ??
    (await repo.findLatestPublishedBlog(db, 'blog', now))
  if (!row) throw notFound('Blog not found')
  const [blog] = await presentBlogs(db, [row], ctx)
  return blog!
}
