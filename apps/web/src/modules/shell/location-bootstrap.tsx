'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { writePreferenceCookie } from '@/lib/cookies'
import { COOKIE, CURRENT_LOCATION_ADDRESS } from '@/lib/preferences'
import { useAppConfig } from './app-config'

const ASKED_KEY = 'basil-location-asked'

/**
 * Spec §4: on a first visit without an address, the browser's location is asked for (once, after the page is idle)
 * and becomes the delivery point; without it the default location stays. There is no geocoding service to turn the
 * point into a street address, so it reads "Current location".
 */
export function LocationBootstrap() {
  const { address } = useAppConfig()
  const router = useRouter()
  useEffect(() => {
    if (address || !('geolocation' in navigator)) return
    try {
      if (localStorage.getItem(ASKED_KEY)) return
      localStorage.setItem(ASKED_KEY, '1')
    } catch {
      return
    }
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500))
    idle(() =>
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          writePreferenceCookie(COOKIE.location, `${coords.latitude.toFixed(6)},${coords.longitude.toFixed(6)}`)
          writePreferenceCookie(COOKIE.address, CURRENT_LOCATION_ADDRESS)
          router.refresh()
        },
        () => {
          // refused or unavailable: the default location stays
        },
        { maximumAge: 10 * 60 * 1000, timeout: 10_000 },
      ),
    )
  }, [address, router])
  return null
}
