'use client'

import { useAppConfig } from '@/lib/app-config'

/** The params every call carries (spec §7: lang, and the chosen currency), plus the delivery point. */
export function useApiContext() {
  const { lang, currency, location } = useAppConfig()
  return { lang, currency_id: currency.id || undefined, address: location }
}
