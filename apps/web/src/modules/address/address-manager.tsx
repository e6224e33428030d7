'use client'

import type { Address } from '@basil/contracts'
import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { PlusIcon } from '@/modules/ui/icons'
import { AddressList } from './address-list'
import { addressLine, saveDeliveryPoint } from './delivery-point'
import { useAddresses } from './use-addresses'

// The form (react-hook-form, the map) loads when someone adds or changes an address.
const AddressForm = dynamic(() => import('./address-form').then((m) => m.AddressForm), {
  ssr: false,
  loading: () => <div className="h-56 w-full animate-pulse rounded-2xl bg-surface sm:h-64" />,
})

/** The profile's address section: the same list and form as the picker, in the page. */
export function AddressManager() {
  const { t } = useTranslation()
  const router = useRouter()
  const addresses = useAddresses()
  const [editing, setEditing] = useState<{ address?: Address } | null>(null)
  if (editing) {
    return (
      <AddressForm
        address={editing.address}
        onCancel={() => setEditing(null)}
        onSaved={(saved) => {
          if (saved.active) {
            saveDeliveryPoint({ address: addressLine(saved), ...saved.location, id: saved.id })
            router.refresh()
          }
          setEditing(null)
        }}
      />
    )
  }
  const list = addresses.data ?? []
  return (
    <div className="flex flex-col gap-4">
      {addresses.isPending ? (
        <div className="h-14 animate-pulse rounded-2xl bg-surface" />
      ) : list.length ? (
        <AddressList addresses={list} onEdit={(address) => setEditing({ address })} />
      ) : (
        <p className="text-muted">{t('address.none')}</p>
      )}
      <button
        type="button"
        onClick={() => setEditing({})}
        className="flex items-center justify-center gap-2 self-start rounded-full px-5 py-2.5 font-semibold ring-1 ring-line hover:bg-surface"
      >
        <PlusIcon size={18} />
        {t('address.add')}
      </button>
    </div>
  )
}
