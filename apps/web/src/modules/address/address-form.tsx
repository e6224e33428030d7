'use client'

import type { Address } from '@basil/contracts/address'
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { stagedResolver } from '@/lib/forms/staged-resolver'
import { useTranslation } from '@/lib/i18n/react'
import type { LatLng } from '@/lib/preferences'
import { SubmitButton, buttonClass } from '@/modules/ui/button'
import { Field } from '@/modules/ui/field'
import { checkRequired } from '@/modules/account/validation'
import { useAppConfig } from '@/lib/app-config'
import { PinIcon } from '@/modules/ui/icons'
import { toAddressBody, type AddressValues } from './address-body'
import { reverseGeocode, useSaveAddress } from './use-addresses'

// Leaflet (and its CSS) load only when a map is shown.
const AddressMap = dynamic(() => import('./address-map').then((m) => m.AddressMap), {
  ssr: false,
  loading: () => <div className="h-56 w-full animate-pulse rounded-2xl bg-surface sm:h-64" />,
})

/** New or changed address: a point on the map (its street line filled in by reverse geocoding) and the details. */
export function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address?: Address
  onSaved: (saved: Address) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const config = useAppConfig()
  const save = useSaveAddress()
  const [point, setPoint] = useState<LatLng>(address?.location ?? config.location)
  const [lookup, setLookup] = useState<'idle' | 'busy' | 'not-found'>('idle')
  const edited = useRef(Boolean(address))
  const first = useRef(true)
  const pointNow = useRef(point)
  pointNow.current = point
  // The street line is required (spec §5); then the body is held to the address contract, loaded on demand.
  const [resolver] = useState(() =>
    stagedResolver<AddressValues>(
      (values) => ({ address: checkRequired(values.address) }),
      () => import('./address-contract').then((m) => m.addressContract(pointNow.current, !address)),
    ),
  )
  const form = useForm<AddressValues>({
    defaultValues: {
      address: address?.address.address ?? '',
      house: address?.address.house ?? '',
      floor: address?.address.floor ?? '',
      entrance: address?.address.entrance ?? '',
      title: address?.title ?? '',
      comment: address?.address.comment ?? '',
    },
    resolver,
    reValidateMode: 'onSubmit',
  })
  const { setValue } = form
  const error = (name: keyof AddressValues) => form.formState.errors[name]?.message ?? null

  // The street line follows the pin until the person types their own.
  useEffect(() => {
    if (first.current) {
      first.current = false
      if (address) return
    }
    if (edited.current && address) return
    const controller = new AbortController()
    setLookup('busy')
    reverseGeocode(point.latitude, point.longitude, controller.signal)
      .then((found) => {
        setLookup(found ? 'idle' : 'not-found')
        if (found && !edited.current) setValue('address', found.address)
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [point, address, setValue])

  const locate = () => {
    navigator.geolocation?.getCurrentPosition(
      ({ coords }) => {
        edited.current = false
        setPoint({ latitude: Number(coords.latitude.toFixed(6)), longitude: Number(coords.longitude.toFixed(6)) })
      },
      () => setLookup('not-found'),
      { timeout: 10_000, maximumAge: 60_000 },
    )
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const res = await save
      .mutateAsync({ id: address?.id, body: toAddressBody(values, point, !address) })
      .catch(() => null)
    if (res) onSaved(res.data)
  })

  return (
    <form
      onSubmit={onSubmit}
      // The contract's module starts loading when the form takes the focus: a submit is likely to follow.
      onFocus={() => void import('./address-contract').catch(() => undefined)}
      noValidate
      className="flex flex-col gap-4"
      data-testid="address-form"
    >
      <div className="flex flex-col gap-2">
        <AddressMap
          value={point}
          onChange={(p) => {
            edited.current = false
            setPoint(p)
          }}
          label={t('address.mapLabel')}
        />
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs text-muted" aria-live="polite" data-testid="address-lookup">
            {lookup === 'busy'
              ? t('address.looking')
              : lookup === 'not-found'
                ? t('address.notFound')
                : t('address.mapHint')}
          </p>
          <button
            type="button"
            onClick={locate}
            className="flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-primary-ink hover:bg-surface"
          >
            <PinIcon size={16} />
            {t('address.useMyLocation')}
          </button>
        </div>
      </div>
      <Field
        label={t('address.line')}
        {...form.register('address', { onChange: () => (edited.current = true) })}
        autoComplete="street-address"
        error={error('address')}
      />
      <div className="grid grid-cols-3 gap-3">
        <Field label={t('address.house')} {...form.register('house')} error={error('house')} />
        <Field label={t('address.floor')} {...form.register('floor')} error={error('floor')} />
        <Field label={t('address.entrance')} {...form.register('entrance')} error={error('entrance')} />
      </div>
      <Field
        label={t('address.title')}
        {...form.register('title')}
        placeholder={t('address.titlePlaceholder')}
        error={error('title')}
      />
      <Field label={t('address.comment')} {...form.register('comment')} error={error('comment')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <button type="button" onClick={onCancel} className={buttonClass('secondary', 'md', 'sm:flex-1')}>
          {t('address.cancel')}
        </button>
        <div className="sm:flex-1">
          <SubmitButton pending={save.isPending} testId="address-save">
            {t('address.save')}
          </SubmitButton>
        </div>
      </div>
    </form>
  )
}
