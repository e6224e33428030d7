'use client'

import { toQueryString } from '@/lib/query/query-string'

type Params = Parameters<typeof toQueryString>[0]

/** A failed API call: the contract's error body (`message`, `statusCode`, `params` per field) and the HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly statusCode?: string,
    readonly params?: Record<string, string[]>,
    /** Seconds to wait before trying again (the `Retry-After` of a 429). */
    readonly retryAfter?: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }
  /** The first message the API gave for a field (validation errors), if any. */
  field(name: string): string | undefined {
    return this.params?.[name]?.[0]
  }
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
  query?: Params
  /** JSON (sent as such) or FormData (multipart uploads). */
  body?: unknown
  signal?: AbortSignal
  /** Auth screens: a 401 there is a wrong answer, not an ended session. */
  ignoreUnauthorized?: boolean
}

/**
 * A call to the API through this site's /api/v1 (the web server adds the session as Authorization; browser code never
 * sees the token). Adds `lang` (spec §7). Resolves with the JSON body; rejects with ApiError. A 401 also ends the
 * session (spec §8); a 403 only rejects.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return siteFetch<T>(`/api/v1/${path.replace(/^\/+/, '')}`, options)
}

/**
 * Like apiFetch, for a route of this site's own web server that answers for the API (e.g. `/session/cart`), with the
 * same `lang`, errors and 401 rule.
 */
export async function siteFetch<T>(url: `/${string}`, options: ApiFetchOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined
  const qs = toQueryString({ lang, ...options.query })
  const headers: Record<string, string> = { accept: 'application/json' }
  let payload: BodyInit | undefined
  if (body instanceof FormData) payload = body
  else if (body !== undefined) {
    headers['content-type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  let response: Response
  try {
    response = await fetch(`${url}${qs ? `?${qs}` : ''}`, {
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
  const json = (await response.json().catch(() => null)) as
    | { message?: string; statusCode?: string; params?: Record<string, string[]> }
    | null
  if (!response.ok) {
    if (response.status === 401 && !options.ignoreUnauthorized) reportUnauthorized()
    throw new ApiError(
      json?.message ?? `Request failed (${response.status})`,
      response.status,
      json?.statusCode,
      json?.params,
      readRetryAfter(response.headers.get('retry-after')),
    )
  }
  return json as T
}

/** `Retry-After` in seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function readRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined
  const value = header.trim()
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - Date.now()) / 1000)
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined
}
