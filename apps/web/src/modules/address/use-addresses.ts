'use client'

import type { Address, AddressBodyInput, GeocodeResult } from '@basil/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { ApiError, apiFetch } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'
import { useSignedIn } from '@/modules/account/session'
import { addressLine, saveDeliveryPoint } from './delivery-point'

export const ADDRESSES_KEY = ['addresses'] as const
/** Spec §9: the address list's page size. */
const ADDRESS_PAGE_SIZE = 100

/** An address as the form sends it (the contract's body). */
export type AddressInput = AddressBodyInput

/** The signed-in user's saved addresses (the service unwraps `data`). */
export function useAddresses() {
  const signedIn = useSignedIn()
  return useQuery({
    queryKey: ADDRESSES_KEY,
    queryFn: ({ signal }) =>
      apiFetch('dashboard/user/addresses', responses.addressesPage, {
        query: { perPage: ADDRESS_PAGE_SIZE },
        signal,
      }).then((r) => r.data),
    enabled: signedIn,
  })
}

function useFail() {
  const { t } = useTranslation()
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return
    toast.error(error instanceof ApiError && error.status < 500 && error.status > 0 ? error.message : t('error.later'))
  }
}

/** Makes an address the delivery point: saved locally at once, and marked active on the server (optimistic). */
export function useChooseAddress() {
  const client = useQueryClient()
  const router = useRouter()
  const fail = useFail()
  return useMutation({
    mutationFn: (address: Address) =>
      apiFetch(`dashboard/user/address/set-active/${address.id}`, responses.address, { method: 'POST' }),
    onMutate: async (address) => {
      await client.cancelQueries({ queryKey: ADDRESSES_KEY })
      const before = client.getQueryData<Address[]>(ADDRESSES_KEY)
      client.setQueryData<Address[]>(ADDRESSES_KEY, (list) => list?.map((a) => ({ ...a, active: a.id === address.id })))
      saveDeliveryPoint({ address: addressLine(address), ...address.location, id: address.id })
      router.refresh()
      return { before }
    },
    onError: (error, _address, context) => {
      if (context?.before) client.setQueryData(ADDRESSES_KEY, context.before)
      fail(error)
    },
    onSettled: () => client.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  })
}

export function useSaveAddress() {
  const client = useQueryClient()
  const fail = useFail()
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AddressInput }) =>
      id
        ? apiFetch(`dashboard/user/addresses/${id}`, responses.address, { method: 'PUT', body })
        : apiFetch('dashboard/user/addresses', responses.address, { method: 'POST', body }),
    onError: fail,
    onSuccess: () => client.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  })
}

export function useDeleteAddress() {
  const client = useQueryClient()
  const fail = useFail()
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch(`dashboard/user/addresses/delete`, responses.empty, { method: 'DELETE', query: { ids: [id] } }),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: ADDRESSES_KEY })
      const before = client.getQueryData<Address[]>(ADDRESSES_KEY)
      client.setQueryData<Address[]>(ADDRESSES_KEY, (list) => list?.filter((a) => a.id !== id))
      return { before }
    },
    onError: (error, _id, context) => {
      if (context?.before) client.setQueryData(ADDRESSES_KEY, context.before)
      fail(error)
    },
    onSettled: () => client.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  })
}

/** The nearest known place to a point through the API's geocoder; null when none is found ("not found"). */
export async function reverseGeocode(
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
): Promise<GeocodeResult | null> {
  try {
    const res = await apiFetch('rest/geocode/reverse', responses.geocode, { query: { latitude, longitude }, signal })
    return res.data
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    return null
  }
}
