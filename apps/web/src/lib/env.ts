/** The storefront server's settings from its environment (read here only). Neither value is a secret. */

/** The API the web server talks to (and proxies /api/v1 and /storage to). */
export function getApiBaseUrl(): string {
  return (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '')
}

/** Whether the server runs under `next dev` (the CSP then allows what the dev tools need). */
export function isDevelopment(): boolean {
  return process.env.NODE_ENV === 'development'
}

/** The map tile URL template handed to the browser: only http(s) templates, otherwise none (maps work without tiles). */
export function readMapTileUrl(): string | null {
  const url = process.env.MAP_TILE_URL?.trim()
  return url && /^https?:\/\/[^\s"'<>]+$/.test(url) ? url : null
}
