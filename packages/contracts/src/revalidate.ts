import { z } from 'zod'

/**
 * The API tells the storefront's web server that catalogue data changed, so pages cached there are rendered afresh:
 * `POST {web}/cache/revalidate` with this body, signed with the secret both share. The signature is
 * `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`, the timestamp (Unix seconds) in its own header; the web server
 * refuses a signature older than REVALIDATE_MAX_AGE_SECONDS (no replays) or a tag it does not know.
 */
export const REVALIDATE_SIGNATURE_HEADER = 'x-basil-signature'
export const REVALIDATE_TIMESTAMP_HEADER = 'x-basil-timestamp'
export const REVALIDATE_MAX_AGE_SECONDS = 300

/** The cache tags of the storefront's catalogue reads; `catalogue` covers all of them. */
export const catalogueTags = ['catalogue', 'shops', 'categories', 'banners', 'stories', 'pages'] as const
export type CatalogueTag = (typeof catalogueTags)[number]

export const revalidateBodySchema = z.object({ tags: z.array(z.enum(catalogueTags)).min(1).max(catalogueTags.length) })
export type RevalidateBody = z.infer<typeof revalidateBodySchema>
