'use client'

import { useEffect, useMemo, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useAppConfig } from '@/lib/app-config'
import { useSession } from '@/modules/account/session'
import { useAddresses } from '@/modules/address/use-addresses'
import type { CheckoutValues } from './checkout-values'

/**
 * Where the order goes: the saved addresses, the one chosen (by default the delivery point the header shows), its map
 * point and its street line (prefilled from the address, editable).
 */
export function useCheckoutAddress(form: UseFormReturn<CheckoutValues>) {
  const { location, address: pickedAddress, locationId } = useAppConfig()
  const { user } = useSession()
  const { setValue } = form
  const [addressId, street] = form.watch(['addressId', 'street'])
  const addressesQuery = useAddresses()
  const addresses = useMemo(() => addressesQuery.data ?? user?.addresses ?? [], [addressesQuery.data, user])
  const addressesKnown = addressesQuery.isFetched || !!user
  const chosen = addressId === 'current' ? null : (addresses.find((a) => a.id === addressId) ?? null)

  const choose = useMemo(
    () => (id: number | 'current') => {
      const a = addresses.find((x) => x.id === id)
      setValue('addressId', id)
      setValue('street', null)
      setValue('house', a?.address.house ?? '')
      setValue('floor', a?.address.floor ?? '')
    },
    [addresses, setValue],
  )
  const [seenLocationId, setSeenLocationId] = useState<number | null | undefined>(undefined)
  useEffect(() => {
    if (!addressesKnown || (addressId !== null && seenLocationId === locationId)) return
    const preferred =
      addresses.find((a) => a.id === locationId) ??
      (addressId === null ? (addresses.find((a) => a.active) ?? addresses[0]) : undefined)
    // A newly chosen address may not be in the list yet: wait for the list to catch up.
    if (!preferred && addressId !== null) return
    setSeenLocationId(locationId)
    choose(preferred ? preferred.id : 'current')
  }, [addressId, addresses, addressesKnown, locationId, seenLocationId, choose])

  const point = chosen ? chosen.location : location
  const pointText = street ?? (chosen ? (chosen.address.address ?? '') : (pickedAddress ?? ''))
  return { addresses, addressId, choose, point, pointText, pickedAddress }
}

export type CheckoutAddress = ReturnType<typeof useCheckoutAddress>
