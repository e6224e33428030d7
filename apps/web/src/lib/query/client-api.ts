'use client'

import { reportUnauthorized } from '@/modules/account/api'
import { useAppConfig } from '@/modules/shell/app-config'
import { toQueryString } from './query-string'

export class ClientApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'ClientApiError'
  }
}

type Params = Parameters<typeof toQueryString>[0]

/** GET from the API through this site's /api/v1 proxy. Bodies are trusted to follow the contract (typed only). */
export async function getJson<T>(path: string, params: Params = {}, signal?: AbortSignal): Promise<T> {
  const qs = toQueryString(params)
  const response = await fetch(`/api/v1/${path}${qs ? `?${qs}` : ''}`, { headers: { accept: 'application/json' }, signal })
  if (!response.ok) {
    // Spec §8: a 401 anywhere ends the session; a 403 only rejects.
    if (response.status === 401) reportUnauthorized()
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new ClientApiError(body?.message ?? `Request failed (${response.status})`, response.status)
  }
  return (await response.json()) as T
}

/** The params every call carries (spec §7: lang, and the chosen currency), plus the delivery point. */
export function useApiContext() {
  const { lang, currency, location } = useAppConfig()
  return { lang, currency_id: currency.id || undefined, address: location }
}
