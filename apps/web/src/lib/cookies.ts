import { COOKIE_MAX_AGE } from './preferences'

/** Writes a preference cookie the server reads on the next request (path /, a year, Lax). */
export function writePreferenceCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`
}
