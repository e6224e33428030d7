import type { CatalogueTag } from '@basil/contracts'

/**
 * The web server's cache tags for catalogue reads (the contract's list: the API names them when it says what
 * changed). Every cached read also carries `catalogue`, so one call can drop them all.
 */
export const TAGS = {
  catalogue: 'catalogue',
  shops: 'shops',
  categories: 'categories',
  banners: 'banners',
  stories: 'stories',
  pages: 'pages',
} as const satisfies Record<CatalogueTag, CatalogueTag>
