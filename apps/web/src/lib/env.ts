/** The storefront server's settings from its environment (read here only). Only REVALIDATE_SECRET is a secret. */

/** The API the web server talks to (and proxies /api/v1 and /storage to). */
export function getApiBaseUrl(): string {
  return (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '')
}

/** Whether the server runs under `next dev` (the CSP then allows what the dev tools need). */
export function isDevelopment(): boolean {
  return process.env.NODE_ENV === 'development'
}

/** Whether this is a production build (Next.js writes the value into the browser's code at build time). */
export function isProductionBuild(): boolean {
  return process.env.NODE_ENV === 'production'
}

/** OpenStreetMap's standard tiles (tile.openstreetmap.org, whose use policy asks for the credit the map shows). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

/**
 * The map tile URL template handed to the browser: MAP_TILE_URL when it is an http(s) template, OpenStreetMap's when
 * it is unset, none when it is `off` (or not a usable template): the address map then draws its offline basemap.
 */
export function readMapTileUrl(): string | null {
  const url = process.env.MAP_TILE_URL?.trim()
  if (!url) return DEFAULT_MAP_TILE_URL
  if (url.toLowerCase() === 'off') return null
  return /^https?:\/\/[^\s"'<>]+$/.test(url) ? url : null
}

/**
 * How long catalogue lists (home, listings) are kept in the web server's data cache, in seconds
 * (`CATALOGUE_REVALIDATE_SECONDS`, 60 by default; 0 reads them fresh every time). The API drops them sooner when it
 * says a thing changed (see app/cache/revalidate).
 */
export function readCatalogueRevalidateSeconds(): number {
  const value = Number(process.env.CATALOGUE_REVALIDATE_SECONDS ?? 60)
  return Number.isInteger(value) && value >= 0 && value <= 86_400 ? value : 60
}

/**
 * How long this server keeps the marketplace's settings, languages and currencies, in seconds (`GLOBAL_DATA_SECONDS`,
 * 60 by default): an operator's change of a setting shows within that time.
 */
export function readGlobalDataSeconds(): number {
  const value = Number(process.env.GLOBAL_DATA_SECONDS ?? 60)
  return Number.isInteger(value) && value >= 0 && value <= 86_400 ? value : 60
}

/** The secret the API signs its "catalogue changed" calls with (`REVALIDATE_SECRET`); null turns the route off. */
export function readRevalidateSecret(): string | null {
  const secret = process.env.REVALIDATE_SECRET?.trim()
  return secret && secret.length >= 32 ? secret : null
}
