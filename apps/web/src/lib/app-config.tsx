'use client'

import type { Currency, Language } from '@basil/contracts'
import { createContext, useContext } from 'react'
import type { LatLng, ThemeChoice } from '@/lib/preferences'
import type { SettingsMap } from '@/lib/settings'

export type AppConfig = {
  lang: string
  dir: 'ltr' | 'rtl'
  theme: ThemeChoice
  settings: SettingsMap
  languages: Language[]
  currencies: Currency[]
  currency: Currency
  location: LatLng
  address: string | null
  /** The saved address chosen as the delivery point (spec §4 local settings). */
  locationId: number | null
  /** Whether the request came with a session cookie (the token itself stays on the server). */
  signedIn: boolean
  /** Map tiles (`MAP_TILE_URL`, e.g. `https://tile.example.org/{z}/{x}/{y}.png`); null draws the map without tiles. */
  mapTileUrl: string | null
  /** The zone times are shown in when no shop is concerned (the visitor's, else the marketplace's). */
  timeZone: string
  /** The visitor's zone as the server knows it from their browser; null until it does. */
  visitorTimeZone: string | null
}

const AppConfigContext = createContext<AppConfig | null>(null)

export const AppConfigProvider = AppConfigContext.Provider

/** Global data and the visitor's preferences as the server rendered them. */
export function useAppConfig(): AppConfig {
  const value = useContext(AppConfigContext)
  if (!value) throw new Error('useAppConfig outside AppConfigProvider')
  return value
}
