import 'server-only'

/** The API the web server talks to (and proxies /api/v1 and /storage to). */
export function getApiBaseUrl(): string {
  return (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '')
}
