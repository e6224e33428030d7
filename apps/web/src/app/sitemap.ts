import type { MetadataRoute } from 'next'
import { getBlogs, getRecipes } from '@/lib/api/content'
import { getSiteOrigin } from '@/lib/api/request-context'
import { getShops } from '@/lib/api/shops'
import { settle } from '@/lib/settle'

/** Every shop, recipe and blog post, plus the listing and content pages, under this site's origin. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await getSiteOrigin()
  const shops = await collect((page) => getShops({ page, perPage: 100 }))
  const recipes = await collect((page) => getRecipes(page, 100))
  const blogs = await collect((page) => getBlogs('blog', page, 100))
  const fixed = [
    '/',
    '/restaurants',
    '/shops',
    '/deals',
    '/recipes',
    '/blog',
    '/careers',
    '/faq',
    '/help',
    '/about',
    '/delivery',
    '/privacy',
    '/terms',
    '/branches',
    '/ads',
  ]
  return [
    ...fixed.map((path) => ({
      url: `${origin}${path}`,
      changeFrequency: 'daily' as const,
      priority: path === '/' ? 1 : 0.7,
    })),
    ...shops.map((s) => ({
      url: `${origin}${s.type === 'restaurant' ? '/restaurant' : '/shop'}/${s.id}`,
      lastModified: s.updated_at,
      priority: 0.8,
    })),
    ...recipes.map((r) => ({ url: `${origin}/recipes/${r.id}`, lastModified: r.created_at, priority: 0.6 })),
    ...blogs.map((b) => ({ url: `${origin}/blog/${b.uuid}`, lastModified: b.updated_at, priority: 0.5 })),
  ]
}

async function collect<T>(load: (page: number) => Promise<{ data: T[]; meta: { last_page: number } }>): Promise<T[]> {
  const first = await settle(load(1), null)
  if (!first) return []
  const rest = await Promise.all(
    Array.from({ length: Math.min(first.meta.last_page, 20) - 1 }, (_, i) => settle(load(i + 2), null)),
  )
  return [first, ...rest].flatMap((p) => p?.data ?? [])
}
