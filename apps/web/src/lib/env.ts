/** The storefront server's settings from its environment (read here only). Neither value is a secret. */

/** The API the web server talks to (and proxies /api/v1 and /storage to). */
export function getApiBaseUrl(): string {
  return (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '')
}

/** The map tile URL template handed to the browser: only http(s) templates, otherwise none (maps work without tiles). */
export function readMapTileUrl(): string | null {
  const url = process.env.MAP_TILE_URL?.trim()
  return url && /^https?:\/\/[^\s"'<>]+$/.test(url) ? url : null
}
