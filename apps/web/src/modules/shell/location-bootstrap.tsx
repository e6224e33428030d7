'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { CURRENT_LOCATION_ADDRESS } from '@/lib/preferences'
import { toast } from '@/lib/toast'
import { useSignedIn } from '@/modules/account/session'
import { addressLine, saveDeliveryPoint } from '@/modules/address/delivery-point'
import { reverseGeocode, useAddresses } from '@/modules/address/use-addresses'
import { useAppConfig } from '@/lib/app-config'

const ASKED_KEY = 'basil-location-asked'

/**
 * Spec §4: on a first visit without an address, the browser's location is asked for (once, after the page is idle),
 * reverse geocoded through the API into an address line ("not found" when nothing is near) and becomes the delivery
 * point. When signed in and the server has addresses, the active one becomes current.
 */
export function LocationBootstrap() {
  const { t } = useTranslation()
  const { address, locationId } = useAppConfig()
  const router = useRouter()
  const signedIn = useSignedIn()
  const addresses = useAddresses()

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
        async ({ coords }) => {
          const found = await reverseGeocode(coords.latitude, coords.longitude).catch(() => null)
          if (!found) toast.warning(t('address.notFound'))
          saveDeliveryPoint({
            address: found?.address ?? CURRENT_LOCATION_ADDRESS,
            latitude: coords.latitude,
            longitude: coords.longitude,
          })
          router.refresh()
        },
        () => {
          // refused or unavailable: the default location stays
        },
        { maximumAge: 10 * 60 * 1000, timeout: 10_000 },
      ),
    )
  }, [address, router, t])

  const active = addresses.data?.find((a) => a.active)
  useEffect(() => {
    if (!signedIn || !active || active.id === locationId) return
    saveDeliveryPoint({ address: addressLine(active), ...active.location, id: active.id })
    router.refresh()
  }, [signedIn, active, locationId, router])

  return null
}
