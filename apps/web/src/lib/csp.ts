/**
 * The Content Security Policy of storefront pages (docs/security.md, "Headers"). src/proxy.ts makes a fresh nonce for
 * every page request, puts the policy on the response, and hands both to the render through request headers: Next
 * reads the nonce from the request's `content-security-policy` header and puts it on its own scripts (bootstrap,
 * chunks, streamed RSC payload); our own inline scripts read it from NONCE_HEADER. A page that uses a nonce must be
 * rendered per request, which every storefront page already is (the root layout reads the request's cookies).
 */

/** The request header that carries this request's nonce to server components. */
export const NONCE_HEADER = 'x-nonce'

/** 128 random bits, base64 (the alphabet a CSP nonce-source and Next's nonce parser accept). */
export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export type PolicyInput = {
  nonce: string
  /** The page was served over https (then http: subresources are upgraded too). */
  secure?: boolean
  /** MAP_TILE_URL (readMapTileUrl), whose origin serves the map's tile images. */
  mapTileUrl?: string | null
  /** `next dev` needs eval for its error overlay and fast refresh; production never gets it. */
  dev?: boolean
}

/** The whole policy as one header value. */
export function buildContentSecurityPolicy({
  nonce,
  secure = false,
  mapTileUrl = null,
  dev = false,
}: PolicyInput): string {
  const tiles = mapTileUrl ? readTileSource(mapTileUrl) : null
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // 'strict-dynamic': the scripts that carry the nonce (Next's) may load further chunks; nothing else runs, and no
    // 'unsafe-inline' for scripts. 'self' only matters to browsers without strict-dynamic.
    ['script-src', "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    // Styles keep 'unsafe-inline': React writes style attributes (e.g. computed heights, swatch colours), Leaflet
    // positions its map with them, and Radix, vaul and sonner insert <style> elements at run time. A nonce here would
    // switch 'unsafe-inline' off and block all of those. Inline styles cannot run script; the script policy is strict.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Images: our own (/storage, /images), data: (small inline placeholders), blob: (previews of a picked file) and
    // any https URL: the API may hand out absolute image URLs (spec §5) and operator content may point at a CDN.
    // An image cannot run script, so this stays open to keep pictures working; the map tiles' origin is named too.
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...(tiles ? [tiles] : [])],
    ['font-src', "'self'"],
    // API calls and the live socket go through this origin. In CSP level 3 'self' matches ws: and wss: on this host
    // too (every current browser), so no host name taken from a request header goes into the policy.
    ['connect-src', "'self'"],
    // The service worker that shows pushed notifications (public/sw.js) is this site's own file.
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ]
  if (secure) directives.push(['upgrade-insecure-requests'])
  return directives.map((d) => d.join(' ')).join('; ')
}

/** A host name or IP literal with an optional port: nothing that could end a directive or add a source. */
function isPlainHost(host: string): boolean {
  return /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host)
}

/**
 * The CSP source of a tile URL template: its origin, with a `{s}` subdomain placeholder turned into `*.`. A template
 * whose host has any other placeholder cannot be named by one source: then its scheme is allowed (images only).
 */
export function readTileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/.exec(template)
  if (!match) return null
  const scheme = match[1]
  const authority = match[2]
  if (!scheme || !authority || authority.includes('@')) return null
  const wildcard = authority.replace(/^\{[a-z]+\}\./, '*.')
  if (wildcard.includes('{') || wildcard.includes('}')) return `${scheme}:`
  const plain = wildcard.startsWith('*.') ? wildcard.slice(2) : wildcard
  return isPlainHost(plain) ? `${scheme}://${wildcard}` : null
}
