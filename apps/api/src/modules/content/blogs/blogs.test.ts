import { and, asc, count, desc, eq, isNotNull, lte } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../../test/app.ts'
import { blogs, blogTranslations } from '../../../db/schema/index.ts'
import {
  expectAbsoluteImage,
  expectError,
  expectIsoDate,
  expectPaginated,
  getDefaultLocale,
  UNKNOWN_LANG,
  type Envelope,
  type Page,
} from '../test-support.ts'

type BlogBody = {
  id: number
  uuid: string
  user_id: number | null
  type: 'blog' | 'notification'
  img: string | null
  active: boolean
  published_at: string | null
  created_at: string
  updated_at: string
  translation: {
    id: number
    locale: string
    title: string
    description: string | null
    short_desc: string | null
  } | null
}
const blogKeys = [
  'active',
  'created_at',
  'id',
  'img',
  'published_at',
  'translation',
  'type',
  'updated_at',
  'user_id',
  'uuid',
]

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

function isPublished(type: 'blog' | 'notification') {
  return and(
    eq(blogs.type, type),
    eq(blogs.active, true),
    isNotNull(blogs.publishedAt),
    lte(blogs.publishedAt, new Date()),
  )
}

async function countPublished(type: 'blog' | 'notification') {
  const [row] = await t.db.select({ n: count() }).from(blogs).where(isPublished(type))
  return row!.n
}

async function findTranslated(locale: string) {
  const [row] = await t.db
    .select({ uuid: blogs.uuid, title: blogTranslations.title, shortDesc: blogTranslations.shortDesc })
    .from(blogs)
    .innerJoin(blogTranslations, eq(blogTranslations.ownerId, blogs.id))
    .where(and(isPublished('blog'), eq(blogTranslations.locale, locale)))
    .orderBy(asc(blogs.id))
    .limit(1)
  expect(row, `a blog translated to ${locale}`).toBeDefined()
  return row!
}

describe('GET rest/blogs/paginate', () => {
  it.each(['blog', 'notification'] as const)('lists published posts of type=%s, newest first', async (type) => {
    const total = await countPublished(type)
    expect(total).toBeGreaterThan(0)
    const res = await getJson<Page<BlogBody>>(t.app, `rest/blogs/paginate?perPage=100&type=${type}`)
    expect(res.status).toBe(200)
    expectPaginated(res.body, { current: 1, perPage: 100, total })
    const dates = res.body.data.map((b) => Date.parse(b.published_at!))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    for (const b of res.body.data) {
      expect(Object.keys(b).sort()).toEqual(blogKeys)
      expect(b.type).toBe(type)
      if (b.img !== null) expectAbsoluteImage(b.img)
      expectIsoDate(b.created_at)
      expect(b.translation).not.toBeNull()
    }
  })

  it('defaults to type=blog', async () => {
    const res = await getJson<Page<BlogBody>>(t.app, 'rest/blogs/paginate')
    expect(res.body.meta.total).toBe(await countPublished('blog'))
  })

  it('leaves out unpublished, scheduled and inactive posts', async () => {
    const inserted = await t.db
      .insert(blogs)
      .values([
        { type: 'blog', publishedAt: null },
        { type: 'blog', publishedAt: new Date(Date.now() + 86_400_000) },
        { type: 'blog', publishedAt: new Date(), active: false },
      ])
      .returning({ id: blogs.id, uuid: blogs.uuid })
    const res = await getJson<Page<BlogBody>>(t.app, 'rest/blogs/paginate?perPage=100')
    for (const row of inserted) {
      expect(res.body.data.map((b) => b.id)).not.toContain(row.id)
      expectError(await getJson(t.app, `rest/blogs/${row.uuid}`), 404)
    }
  })

  it.each(['ar', 'fr'])('translates to lang=%s', async (locale) => {
    const expected = await findTranslated(locale)
    const res = await getJson<Page<BlogBody>>(t.app, `rest/blogs/paginate?perPage=100&lang=${locale}`)
    const item = res.body.data.find((b) => b.uuid === expected.uuid)
    expect(item?.translation).toMatchObject({ locale, title: expected.title, short_desc: expected.shortDesc })
  })

  it('rejects type=bogus with 400', async () => {
    const res = await getJson<{ params: Record<string, string[]> }>(t.app, 'rest/blogs/paginate?type=bogus')
    expectError(res, 400)
    expect(res.body.params).toHaveProperty('type')
  })
})

describe('GET rest/blogs/{uuid}', () => {
  it('shows a published post in the requested language, falling back for an unknown one', async () => {
    const ar = await findTranslated('ar')
    const res = await getJson<Envelope<BlogBody>>(t.app, `rest/blogs/${ar.uuid}?lang=ar`)
    expect(res.status).toBe(200)
    expect(Object.keys(res.body.data).sort()).toEqual(blogKeys)
    expect(res.body.data.translation).toMatchObject({ locale: 'ar', title: ar.title })

    const locale = await getDefaultLocale(t.db)
    const fallback = await findTranslated(locale)
    const res2 = await getJson<Envelope<BlogBody>>(t.app, `rest/blogs/${fallback.uuid}?lang=${UNKNOWN_LANG}`)
    expect(res2.body.data.translation).toMatchObject({ locale, title: fallback.title })
  })

  it('answers 404 for an unknown uuid and 400 for a malformed one', async () => {
    expectError(await getJson(t.app, 'rest/blogs/4f1c2f8e-9a61-4d3e-8f0a-1b2c3d4e5f60'), 404)
    expectError(await getJson(t.app, 'rest/blogs/123'), 400)
  })
})

describe('GET rest/last-blog/show', () => {
  it('shows the latest published news item', async () => {
    const [latest] = await t.db
      .select({ id: blogs.id })
      .from(blogs)
      .where(isPublished('notification'))
      .orderBy(desc(blogs.publishedAt), desc(blogs.id))
      .limit(1)
    expect(latest).toBeDefined()
    const res = await getJson<Envelope<BlogBody>>(t.app, 'rest/last-blog/show?lang=fr')
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id: latest!.id, type: 'notification' })
  })

  it('falls back to the latest blog post without news, and 404 without any post', async () => {
    await t.db.update(blogs).set({ active: false }).where(eq(blogs.type, 'notification'))
    const [latest] = await t.db
      .select({ id: blogs.id })
      .from(blogs)
      .where(isPublished('blog'))
      .orderBy(desc(blogs.publishedAt), desc(blogs.id))
      .limit(1)
    const res = await getJson<Envelope<BlogBody>>(t.app, 'rest/last-blog/show')
    expect(res.body.data).toMatchObject({ id: latest!.id, type: 'blog' })

    await t.db.update(blogs).set({ active: false })
    expectError(await getJson(t.app, 'rest/last-blog/show'), 404)
  })
})
