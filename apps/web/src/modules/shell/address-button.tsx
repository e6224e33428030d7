'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { CURRENT_LOCATION_ADDRESS } from '@/lib/preferences'
import { useUiStore } from '@/lib/ui-store'
import { useSignedIn } from '@/modules/account/session'
import { ChevronDownIcon, PinIcon } from '@/modules/ui/icons'
import { useAppConfig } from '@/lib/app-config'

const AddressPicker = dynamic(() => import('@/modules/address/address-picker'), { ssr: false })
const preloadPicker = () => void import('@/modules/address/address-picker')

/** The delivery address; it opens the address picker, or asks a visitor to log in first (spec §2). */
export function AddressButton({ variant = 'desktop' }: { variant?: 'desktop' | 'compact' }) {
  const { t } = useTranslation()
  const { address } = useAppConfig()
  const signedIn = useSignedIn()
  const askLogin = useUiStore((s) => s.askLogin)
  const [open, setOpen] = useState(false)
  const label = address === CURRENT_LOCATION_ADDRESS ? t('address.current') : (address ?? t('address.default'))
  return (
    <>
      <button
        type="button"
        onClick={() => (signedIn ? setOpen(true) : askLogin('address'))}
        onPointerEnter={signedIn ? preloadPicker : undefined}
        aria-haspopup="dialog"
        data-testid="address-button"
        className={
          variant === 'desktop'
            ? 'flex max-w-64 items-center gap-2 rounded-full px-3 py-2 text-start transition hover:bg-surface'
            : 'flex w-full items-center gap-2 rounded-full bg-surface px-3 py-2 text-start text-sm'
        }
      >
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-ink">
          <PinIcon size={16} />
        </span>
        <span className="min-w-0 leading-tight">
          <span className="block text-xs text-muted">{t('header.deliverTo')}</span>
          <span className="block truncate text-sm font-semibold" data-testid="address-label">
            {label}
          </span>
        </span>
        <ChevronDownIcon size={16} className="ms-auto shrink-0 text-muted" />
      </button>
      {open ? <AddressPicker open={open} onOpenChange={setOpen} /> : null}
    </>
  )
}
