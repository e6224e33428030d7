import type { MetadataRoute } from 'next'
import { getSiteOrigin } from '@/lib/api/request-context'

export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/checkout', '/profile', '/orders', '/wallet', '/settings', '/search', '/liked'],
    },
    // An absolute URL: crawlers ignore a relative sitemap line.
    sitemap: `${await getSiteOrigin()}/sitemap.xml`,
  }
}
