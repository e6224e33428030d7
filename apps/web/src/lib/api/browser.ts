'use client'

import { toQueryString } from '@/lib/query/query-string'
import { ApiError } from './error'
import { isProductionBuild } from '@/lib/env'

export { ApiError }

type Params = Parameters<typeof toQueryString>[0]

/**
 * What a call answers, as a contract: its type always (taken from the contracts' schema, never written by hand), and
 * the schema itself, loaded on demand. Development builds and unit tests parse every answer with it; production builds
 * never load it, so zod and the contracts stay out of the pages' JavaScript (decision 012).
 */
export type ResponseContract<T> = {
  readonly load: () => Promise<{ parse: (data: unknown) => T }>
}

/** A response contract from a schema's lazy import: `responseOf(() => import('@basil/contracts/x').then((m) => m.xSchema))`. */
export function responseOf<S extends { parse: (data: unknown) => unknown }>(
  load: () => Promise<S>,
): ResponseContract<ReturnType<S['parse']>> {
  return { load: load as () => Promise<{ parse: (data: unknown) => ReturnType<S['parse']> }> }
}

/** Answers nobody reads (204s, `{status: true}`): resolves with nothing, checks nothing. */
export const noContent: ResponseContract<void> = {
  load: () => Promise.resolve({ parse: () => undefined }),
}

let onUnauthorized: (() => void) | null = null
let reported = false

/** Installed by the session guard: what a 401 does (spec §8: toast, session cleared, /login). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler
  reported = false
}

/** Spec §8: any 401 signs out; several failing calls at once report it once. */
export function reportUnauthorized(): void {
  if (reported) return
  reported = true
  if (onUnauthorized) onUnauthorized()
  else window.location.assign('/session/end')
}

export type ApiFetchOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Query parameters; `lang` is added (spec §7); the currency goes here as `currency_id` (query keys carry it too). */
  query?: Params
  /** JSON (sent as such; type it with the contracts' `XInput`) or FormData (multipart uploads). */
  body?: unknown
  signal?: AbortSignal
  /** Auth screens: a 401 there is a wrong answer, not an ended session. */
  ignoreUnauthorized?: boolean
  /** Extra request headers the API reads, e.g. `Idempotency-Key` on a money transfer. */
  headers?: Record<string, string>
}

/**
 * The one browser client: a call to the API through this site's /api/v1 (the web server adds the session as
 * Authorization; browser code never sees the token). Adds `lang` (spec §7). Resolves with the body the contract
 * describes; rejects with ApiError. A 401 also ends the session (spec §8); a 403 only rejects.
 */
export function apiFetch<T>(path: string, response: ResponseContract<T>, options: ApiFetchOptions = {}): Promise<T> {
  return siteFetch(`/api/v1/${path.replace(/^\/+/, '')}`, response, options)
}

/**
 * Like apiFetch, for a route of this site's own web server that answers for the API (e.g. `/session/cart`), with the
 * same `lang`, errors and 401 rule.
 */
export async function siteFetch<T>(
  url: `/${string}`,
  response: ResponseContract<T>,
  options: ApiFetchOptions = {},
): Promise<T> {
  const { method = 'GET', body, signal } = options
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined
  const qs = toQueryString({ lang, ...options.query })
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' }
  let payload: BodyInit | undefined
  if (body instanceof FormData) payload = body
  else if (body !== undefined) {
    headers['content-type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  let answer: Response
  try {
    answer = await fetch(`${url}${qs ? `?${qs}` : ''}`, {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiError('Error occured. Please, try again later', 0)
  }
  const json: unknown = await answer.json().catch(() => null)
  if (!answer.ok) {
    if (answer.status === 401 && !options.ignoreUnauthorized) reportUnauthorized()
    const error = readErrorBody(json)
    throw new ApiError(error.message ?? `Request failed (${answer.status})`, answer.status, {
      statusCode: error.statusCode,
      params: error.params,
      retryAfter: readRetryAfter(answer.headers.get('retry-after')),
      path: url,
    })
  }
  return checkAnswer(url, response, json)
}

/**
 * Production trusts the API (the web server and the API are deployed together, and the server side parses every
 * page's data); everywhere else the answer is parsed, so a drift between API and contract fails loudly.
 */
async function checkAnswer<T>(url: string, response: ResponseContract<T>, json: unknown): Promise<T> {
  if (isProductionBuild()) return json as T // the contract's type; parsed outside production
  const schema = await response.load()
  try {
    return schema.parse(json)
  } catch (error) {
    throw new ApiError(`API response of ${url} does not match its contract: ${(error as Error).message}`, 502, {
      path: url,
    })
  }
}

/** The contract's error body (`{message, statusCode, params}`), read defensively: any of it may be missing. */
function readErrorBody(json: unknown): { message?: string; statusCode?: string; params?: Record<string, string[]> } {
  if (!json || typeof json !== 'object') return {}
  const body = json as Record<string, unknown>
  return {
    message: typeof body.message === 'string' ? body.message : undefined,
    statusCode: typeof body.statusCode === 'string' ? body.statusCode : undefined,
    params: body.params && typeof body.params === 'object' ? (body.params as Record<string, string[]>) : undefined,
  }
}

/** `Retry-After` in seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function readRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined
  const value = header.trim()
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - Date.now()) / 1000)
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined
}
