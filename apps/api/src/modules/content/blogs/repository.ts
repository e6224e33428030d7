import { and, count, desc, eq, isNotNull, lte, type SQL } from 'drizzle-orm'
import type { Executor } from '../../../db/types.ts'
import { pageOf } from '../../../db/sql.ts'
import { blogs } from '../../../db/schema/index.ts'
import type { PageWindow } from '../shared.ts'

export type BlogRow = typeof blogs.$inferSelect
export type BlogType = BlogRow['type']

/** Active and published (a future `published_at` schedules the post). */
function isPublished(now: Date): SQL {
  return and(eq(blogs.active, true), isNotNull(blogs.publishedAt), lte(blogs.publishedAt, now))!
}

const newestFirst = [desc(blogs.publishedAt), desc(blogs.id)]

export async function listPublishedBlogs(db: Executor, type: BlogType, now: Date, window: PageWindow) {
  const where = and(isPublished(now), eq(blogs.type, type))
  return pageOf(
    db
      .select()
      .from(blogs)
      .where(where)
      .orderBy(...newestFirst)
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(blogs).where(where),
  )
}

export async function findPublishedBlogByUuid(db: Executor, uuid: string, now: Date) {
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(isPublished(now), eq(blogs.uuid, uuid)))
  return row
}

export async function findLatestPublishedBlog(db: Executor, type: BlogType, now: Date) {
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(isPublished(now), eq(blogs.type, type)))
    .orderBy(...newestFirst)
    .limit(1)
  return row
}
