/** Content pages, in the order menus and the footer list them (label keys in common.json). */
export const EXPLORE_LINKS = [
  { href: '/restaurants', key: 'nav.restaurants' },
  { href: '/shops', key: 'nav.shops' },
  { href: '/deals', key: 'nav.deals' },
  { href: '/recipes', key: 'nav.recipes' },
  { href: '/liked', key: 'nav.liked' },
  { href: '/ads', key: 'nav.ads' },
] as const

export const COMPANY_LINKS = [
  { href: '/about', key: 'nav.about' },
  { href: '/blog', key: 'nav.blog' },
  { href: '/news', key: 'nav.news' },
  { href: '/careers', key: 'nav.careers' },
  { href: '/branches', key: 'nav.branches' },
  { href: '/be-seller', key: 'nav.beSeller' },
] as const

export const SUPPORT_LINKS = [
  { href: '/help', key: 'nav.help' },
  { href: '/faq', key: 'nav.faq' },
  { href: '/delivery', key: 'nav.delivery' },
  { href: '/privacy', key: 'nav.privacy' },
  { href: '/terms', key: 'nav.terms' },
  { href: '/settings', key: 'nav.settings' },
] as const
