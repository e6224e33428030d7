'use client'

import type { Address } from '@basil/contracts'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { labelledInputClass } from '@/modules/ui/field'
import { choiceClass, FieldError, Section } from './checkout-parts'
import type { Checkout } from './use-checkout-form'

// The accounts screens' address picker (saved addresses, add one on the map), loaded when asked for.
const AddressPicker = dynamic(() => import('@/modules/address/address-picker'), { ssr: false })

function addressText(a: Address): string {
  return [a.title, a.address.address].filter(Boolean).join(' · ')
}

/** Where to deliver: a saved address or the header's delivery point, the street line and the door details. */
export function AddressSection({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation()
  const { form, address } = checkout
  const [pickerOpen, setPickerOpen] = useState(false)
  const error = checkout.errorOf('street')
  const detail = (name: 'office' | 'house' | 'floor', label: string) => (
    <label className="text-sm font-medium">
      {label}
      <input {...form.register(name)} className={labelledInputClass} maxLength={50} />
    </label>
  )
  return (
    <Section id="co-address" title={t('checkout.addressTitle')}>
      <fieldset className="flex flex-col gap-2" data-testid="address-options">
        <legend className="sr-only">{t('checkout.addressTitle')}</legend>
        {address.addresses.map((a) => (
          <label key={a.id} className={choiceClass}>
            <input
              type="radio"
              name="address"
              className="mt-1 accent-[var(--primary)]"
              checked={address.addressId === a.id}
              onChange={() => address.choose(a.id)}
            />
            <span className="min-w-0 text-sm">{addressText(a)}</span>
          </label>
        ))}
        {address.pickedAddress || !address.addresses.length ? (
          <label className={choiceClass}>
            <input
              type="radio"
              name="address"
              className="mt-1 accent-[var(--primary)]"
              checked={address.addressId === 'current'}
              onChange={() => address.choose('current')}
            />
            <span className="min-w-0 text-sm">{address.pickedAddress || t('checkout.currentLocation')}</span>
          </label>
        ) : null}
      </fieldset>
      <button
        type="button"
        onClick={() => setPickerOpen(true)}
        className="mt-3 text-sm font-semibold text-primary-ink hover:underline"
        data-testid="checkout-manage-addresses"
      >
        {t('checkout.manageAddresses')}
      </button>
      {pickerOpen ? <AddressPicker open={pickerOpen} onOpenChange={setPickerOpen} /> : null}
      <label className="mt-4 block text-sm font-medium">
        {t('checkout.street')}
        <input
          value={address.pointText}
          onChange={(e) => form.setValue('street', e.target.value)}
          className={labelledInputClass}
          maxLength={500}
          autoComplete="street-address"
          aria-invalid={!!error}
          aria-describedby="error-address"
          data-testid="checkout-street"
        />
      </label>
      <FieldError id="error-address" message={error} />
      <div className="mt-4 grid grid-cols-3 gap-3">
        {detail('office', t('checkout.office'))}
        {detail('house', t('checkout.house'))}
        {detail('floor', t('checkout.floor'))}
      </div>
    </Section>
  )
}
