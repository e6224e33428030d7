'use client'

import type { Address } from '@basil/contracts'
import { writePreferenceCookie } from '@/lib/cookies'
import { COOKIE } from '@/lib/preferences'
import { LOCATION_ID_COOKIE } from '@/lib/session/session-cookie'

/** One line for an address: its text, else its title, else the coordinates. */
export function addressLine(a: Pick<Address, 'title' | 'address' | 'location'>): string {
  return (
    a.address.address?.trim() ||
    a.title?.trim() ||
    `${a.location.latitude.toFixed(5)}, ${a.location.longitude.toFixed(5)}`
  )
}

/**
 * Spec §4: the chosen address's text, location and id become the local settings, kept in cookies so the server renders
 * the next page (and every catalogue call) for that point. The caller refreshes the page afterwards.
 */
export function saveDeliveryPoint(point: {
  address: string
  latitude: number
  longitude: number
  id?: number | null
}): void {
  writePreferenceCookie(COOKIE.location, `${point.latitude.toFixed(6)},${point.longitude.toFixed(6)}`)
  writePreferenceCookie(COOKIE.address, point.address.slice(0, 200))
  if (point.id) writePreferenceCookie(LOCATION_ID_COOKIE, String(point.id))
  else document.cookie = `${LOCATION_ID_COOKIE}=; path=/; max-age=0; samesite=lax`
}
