'use client'

import type { Address } from '@basil/contracts'
import { useId, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { PinIcon, TrashIcon } from '@/modules/ui/icons'
import { addressLine } from './delivery-point'
import { useChooseAddress, useDeleteAddress } from './use-addresses'

/** Saved addresses as a radio group (choosing one makes it the delivery point), each with edit and delete. */
export function AddressList({ addresses, onEdit }: { addresses: Address[]; onEdit: (address: Address) => void }) {
  const { t } = useTranslation()
  const choose = useChooseAddress()
  const remove = useDeleteAddress()
  const name = useId()
  // The choice shows at once (before the list's optimistic update lands), and stays until the server has answered.
  const [choosing, setChoosing] = useState<number | null>(null)
  return (
    <fieldset className="flex flex-col gap-2" data-testid="address-list">
      <legend className="sr-only">{t('address.saved')}</legend>
      {addresses.map((a) => (
        <div
          key={a.id}
          data-testid="address-item"
          data-active={a.active ? '1' : undefined}
          className="flex items-center gap-2 rounded-2xl p-1 ring-1 ring-line has-[:checked]:bg-primary-soft has-[:checked]:ring-primary"
        >
          <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary">
            <input
              type="radio"
              name={name}
              checked={choosing === null ? a.active : choosing === a.id}
              onChange={() => {
                setChoosing(a.id)
                choose.mutate(a, { onSettled: () => setChoosing(null) })
              }}
              className="size-4 shrink-0 accent-[var(--primary)]"
            />
            <PinIcon size={18} className="shrink-0 text-muted" />
            <span className="min-w-0">
              {a.title ? <span className="block truncate text-sm font-semibold">{a.title}</span> : null}
              <span className={`block truncate ${a.title ? 'text-xs text-muted' : 'text-sm font-semibold'}`}>
                {addressLine(a)}
              </span>
            </span>
          </label>
          <button
            type="button"
            onClick={() => onEdit(a)}
            className="rounded-full px-3 py-2 text-sm font-semibold text-primary-ink hover:bg-card"
            aria-label={`${t('address.edit')}: ${addressLine(a)}`}
          >
            {t('address.edit')}
          </button>
          <button
            type="button"
            onClick={() => remove.mutate(a.id)}
            data-testid="address-delete"
            className="grid size-10 place-items-center rounded-full text-danger hover:bg-card"
            aria-label={`${t('address.delete')}: ${addressLine(a)}`}
          >
            <TrashIcon size={18} />
          </button>
        </div>
      ))}
    </fieldset>
  )
}
