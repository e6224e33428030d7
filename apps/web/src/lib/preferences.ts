/** Cookies the server reads so language, direction, theme, currency and location render right the first time. */
export const COOKIE = {
  lang: 'lang',
  theme: 'theme',
  currency: 'currency_id',
  location: 'location',
  address: 'address',
} as const

export type Theme = 'light' | 'dark'
export const DEFAULT_LANG = 'en'
/** Spec §9: default map location. */
export const DEFAULT_LOCATION = { latitude: 38.9120424, longitude: -77.035308 } as const
export type LatLng = { latitude: number; longitude: number }

export function parseTheme(value: string | undefined): Theme {
  return value === 'dark' ? 'dark' : 'light'
}

/** 'latitude,longitude' (spec §3 local settings) → numbers; the default location when missing or invalid. */
export function parseLocation(value: string | undefined): LatLng {
  if (!value) return { ...DEFAULT_LOCATION }
  const [lat, lng] = decodeURIComponent(value).split(',').map(Number)
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return { ...DEFAULT_LOCATION }
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return { ...DEFAULT_LOCATION }
  return { latitude: lat, longitude: lng }
}

/** The address cookie's value when the point came from the browser's location (shown translated). */
export const CURRENT_LOCATION_ADDRESS = '@current'

export const COOKIE_MAX_AGE = 60 * 60 * 24 * 365
