'use client'

import type { Address } from '@basil/contracts'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { Dialog } from '@/modules/ui/dialog'
import { PlusIcon } from '@/modules/ui/icons'
import { AddressForm } from './address-form'
import { AddressList } from './address-list'
import { addressLine, saveDeliveryPoint } from './delivery-point'
import { useAddresses } from './use-addresses'

type View = { name: 'list' } | { name: 'form'; address?: Address }

/** The address picker (spec §2): choose a saved address, or add or change one on the map. */
export default function AddressPicker({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  const router = useRouter()
  const addresses = useAddresses()
  const list = addresses.data ?? []
  const [view, setView] = useState<View>(list.length || addresses.isPending ? { name: 'list' } : { name: 'form' })
  const showForm = view.name === 'form' || (!addresses.isPending && list.length === 0)

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        showForm
          ? view.name === 'form' && view.address
            ? t('address.editTitle')
            : t('address.addTitle')
          : t('address.pickerTitle')
      }
      size="md"
      position="sheet"
    >
      <div className="px-6 pb-6 pt-4" data-testid="address-picker">
        {showForm ? (
          <AddressForm
            address={view.name === 'form' ? view.address : undefined}
            onCancel={() => (list.length ? setView({ name: 'list' }) : onOpenChange(false))}
            onSaved={(saved) => {
              // A new address is created active: it becomes the delivery point at once.
              if (saved.active) {
                saveDeliveryPoint({ address: addressLine(saved), ...saved.location, id: saved.id })
                router.refresh()
              }
              setView({ name: 'list' })
            }}
          />
        ) : addresses.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true" aria-label={t('a11y.loading')}>
            {[0, 1].map((i) => (
              <div key={i} className="h-14 animate-pulse rounded-2xl bg-surface" />
            ))}
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <AddressList addresses={list} onEdit={(address) => setView({ name: 'form', address })} />
            <button
              type="button"
              onClick={() => setView({ name: 'form' })}
              data-testid="address-add"
              className="flex items-center justify-center gap-2 rounded-full bg-primary px-6 py-3 font-semibold text-primary-fg transition hover:brightness-110"
            >
              <PlusIcon size={18} />
              {t('address.add')}
            </button>
          </div>
        )}
      </div>
    </Dialog>
  )
}
