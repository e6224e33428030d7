/** Where the API serves stored images; relative image paths are taken to live there. */
export const IMAGE_BASE = '/storage/images/'
export const AVATAR_PLACEHOLDER = '/images/avatar_placeholder.png'

/** Spec §5: an image source is accepted only if it starts with '/', 'http://' or 'https://'. */
export function isAllowedImageSrc(src: unknown): src is string {
  return typeof src === 'string' && (src.startsWith('/') || src.startsWith('http://') || src.startsWith('https://'))
}

/**
 * Spec §5: image paths without http are prefixed with the base image URL. Absolute URLs and root-relative paths pass
 * through unchanged; anything empty stays empty.
 */
export function toImageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined
  if (/^https?:\/\//.test(path) || path.startsWith('/')) return path
  return `${IMAGE_BASE}${path}`
}
