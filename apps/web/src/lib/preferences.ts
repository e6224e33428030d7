/** Cookies the server reads so language, direction, theme, currency and location render right the first time. */
export const COOKIE = {
  lang: 'lang',
  theme: 'theme',
  currency: 'currency_id',
  location: 'location',
  address: 'address',
  /** The visitor's time zone as their browser names it, so the server shows times where they are. */
  timeZone: 'tz',
} as const

export type Theme = 'light' | 'dark'
/** The theme cookie's value: a choice the visitor made, or none yet ('system': follow prefers-color-scheme). */
export type ThemeChoice = Theme | 'system'
export const DEFAULT_LANG = 'en'
/** Spec §9: default map location. */
export const DEFAULT_LOCATION = { latitude: 38.9120424, longitude: -77.035308 } as const
export type LatLng = { latitude: number; longitude: number }

export function parseTheme(value: string | undefined): ThemeChoice {
  return value === 'dark' || value === 'light' ? value : 'system'
}

/**
 * Until the visitor chooses, the page follows the system's light or dark preference: this runs in <head> before the
 * first paint (so a dark system never sees a light flash) and follows a change of the preference while the page is
 * open. Once the theme cookie exists it does nothing: the server already rendered the choice.
 */
export const SYSTEM_THEME_SCRIPT = `(function(){var m=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)');if(!m)return;function f(){if(/(?:^|; )${COOKIE.theme}=(?:light|dark)(?:;|$)/.test(document.cookie))return;document.documentElement.classList.toggle('dark',m.matches)}f();m.addEventListener('change',f)})()`

/** 'latitude,longitude' (spec §3 local settings) → numbers; the default location when missing or invalid. */
export function parseLocation(value: string | undefined): LatLng {
  if (!value) return { ...DEFAULT_LOCATION }
  const [lat, lng] = decodeURIComponent(value).split(',').map(Number)
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng))
    return { ...DEFAULT_LOCATION }
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return { ...DEFAULT_LOCATION }
  return { latitude: lat, longitude: lng }
}

/** The address cookie's value when the point came from the browser's location (shown translated). */
export const CURRENT_LOCATION_ADDRESS = '@current'

export const COOKIE_MAX_AGE = 60 * 60 * 24 * 365
