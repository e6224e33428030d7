import 'server-only'
import { unstable_rethrow } from 'next/navigation'
import qs from 'qs'
import type { z } from 'zod'
import { forwardsSession } from '@/lib/session/session-cookie'
import { getRequestContext } from './request-context'
import { getApiBaseUrl, readCatalogueRevalidateSeconds } from '@/lib/env'
import { ApiError } from './error'
import { TAGS } from './tags'

export type Query = Record<string, unknown>
type FetchOptions = {
  /** Leave out the visitor's language and currency (global data that does not depend on them). */
  bare?: boolean
  timeoutMs?: number
  /**
   * A catalogue read kept in the web server's data cache under these tags (for CATALOGUE_REVALIDATE_SECONDS, or until
   * the API says a tagged thing changed). Only for reads that carry no session; everything else is read fresh.
   */
  tags?: readonly string[]
}

/**
 * GET an API path as the visitor: adds lang and currency_id, forwards the public host (so image URLs point at this
 * origin), and parses the body with the contract's schema. Throws ApiError on a non-2xx answer.
 */
export async function fetchApi<S extends z.ZodType>(
  path: string,
  schema: S,
  query: Query = {},
  options: FetchOptions = {},
): Promise<z.infer<S>> {
  const ctx = await getRequestContext()
  const params: Query = options.bare ? { ...query } : { lang: ctx.lang, currency_id: ctx.currencyId, ...query }
  const search = qs.stringify(params, { arrayFormat: 'indices', skipNulls: true, encodeValuesOnly: true })
  const url = `${getApiBaseUrl()}/api/v1/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`
  const headers: Record<string, string> = { accept: 'application/json' }
  // Spec §6: the session goes with every call (public catalogue reads excepted, see forwardsSession).
  if (ctx.accessToken && forwardsSession('GET', path)) headers.authorization = `Bearer ${ctx.accessToken}`
  if (ctx.forwardedHost) {
    headers['x-forwarded-host'] = ctx.forwardedHost
    headers['x-forwarded-proto'] = ctx.forwardedProto
  }
  const revalidate = options.tags && !headers.authorization ? readCatalogueRevalidateSeconds() : 0
  const caching: RequestInit =
    revalidate > 0 ? { next: { revalidate, tags: [TAGS.catalogue, ...(options.tags ?? [])] } } : { cache: 'no-store' }
  let response: Response
  try {
    response = await fetch(url, { headers, ...caching, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) })
  } catch (error) {
    throw new ApiError(`API unreachable for ${path}: ${(error as Error).message}`, 503, { path })
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(body?.message ?? `API answered ${response.status} for ${path}`, response.status, { path })
  }
  const json: unknown = await response.json()
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ApiError(
      `API response of ${path} does not match its contract at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
      502,
      { path },
    )
  }
  return parsed.data
}

/** Like fetchApi, but a 404 becomes null (for pages that show notFound()). */
export async function fetchApiOrNull<S extends z.ZodType>(
  path: string,
  schema: S,
  query: Query = {},
  options: FetchOptions = {},
): Promise<z.infer<S> | null> {
  try {
    return await fetchApi(path, schema, query, options)
  } catch (error) {
    unstable_rethrow(error)
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
    throw error
  }
}
