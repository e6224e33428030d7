import 'server-only'
import { isKnownTimeZone } from '@basil/contracts/opening-hours'
import { cookies, headers } from 'next/headers'
import { cache } from 'react'
import { LOCATION_ID_COOKIE, SESSION_COOKIE, readSessionToken } from '@/lib/session/session-cookie'
import { COOKIE, DEFAULT_LANG, parseLocation, parseTheme, type LatLng, type ThemeChoice } from '../preferences'

export type RequestContext = {
  lang: string
  currencyId: number | undefined
  theme: ThemeChoice
  location: LatLng
  /** The delivery address text the visitor picked, if any. */
  address: string | null
  /** What the browser sees as this site's origin: the API builds absolute image URLs from it. */
  forwardedHost: string | undefined
  forwardedProto: string
  /** The session token from the HttpOnly cookie (server side only; forwarded as Authorization). */
  accessToken: string | undefined
  /** The saved address the visitor chose (spec §4 local settings: location id). */
  locationId: number | null
  /** The visitor's time zone, once their browser said it (a zone this server knows), else null. */
  timeZone: string | null
}

/** The visitor's preferences from cookies plus the host the page was asked for; read once per request. */
export const getRequestContext = cache(async (): Promise<RequestContext> => {
  const [jar, head] = await Promise.all([cookies(), headers()])
  const lang = jar.get(COOKIE.lang)?.value
  const currency = Number(jar.get(COOKIE.currency)?.value)
  return {
    lang: lang && /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/.test(lang) ? lang : DEFAULT_LANG,
    currencyId: Number.isInteger(currency) && currency > 0 ? currency : undefined,
    theme: parseTheme(jar.get(COOKIE.theme)?.value),
    location: parseLocation(jar.get(COOKIE.location)?.value),
    address: readAddress(jar.get(COOKIE.address)?.value),
    forwardedHost: head.get('x-forwarded-host') ?? head.get('host') ?? undefined,
    forwardedProto: head.get('x-forwarded-proto') ?? 'http',
    accessToken: readSessionToken(jar.get(SESSION_COOKIE)?.value),
    locationId: readId(jar.get(LOCATION_ID_COOKIE)?.value),
    timeZone: readTimeZone(jar.get(COOKIE.timeZone)?.value),
  }
})

function readAddress(value: string | undefined): string | null {
  if (!value) return null
  try {
    return decodeURIComponent(value).slice(0, 200) || null
  } catch {
    return null
  }
}

function readTimeZone(value: string | undefined): string | null {
  if (!value) return null
  try {
    const zone = decodeURIComponent(value)
    return isKnownTimeZone(zone) ? zone : null
  } catch {
    return null
  }
}

function readId(value: string | undefined): number | null {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : null
}

/**
 * This site's origin as the browser sees it (`https://shop.example.org`): the scheme and host that server.mjs vouched
 * for in the forwarding headers. Canonical links, the sitemap and robots.txt are absolute URLs built on it.
 */
export async function getSiteOrigin(): Promise<string> {
  const { forwardedHost, forwardedProto } = await getRequestContext()
  const proto = forwardedProto === 'https' ? 'https' : 'http'
  const host =
    forwardedHost && /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-fA-F:]+\](?::\d{1,5})?$/.test(forwardedHost)
      ? forwardedHost
      : 'localhost:3000'
  return `${proto}://${host}`
}
