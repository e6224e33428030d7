'use client'

import type { Address } from '@basil/contracts'
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import type { LatLng } from '@/lib/preferences'
import { SubmitButton } from '@/modules/ui/button'
import { Field } from '@/modules/ui/field'
import { checkRequired } from '@/modules/account/validation'
import { useAppConfig } from '@/lib/app-config'
import { PinIcon } from '@/modules/ui/icons'
import { reverseGeocode, useSaveAddress, type AddressInput } from './use-addresses'

// Leaflet (and its CSS) load only when a map is shown.
const AddressMap = dynamic(() => import('./address-map').then((m) => m.AddressMap), {
  ssr: false,
  loading: () => <div className="h-56 w-full animate-pulse rounded-2xl bg-surface sm:h-64" />,
})

/** New or changed address: a point on the map (its street line filled in by reverse geocoding) and the details. */
export function AddressForm({ address, onSaved, onCancel }: { address?: Address; onSaved: (saved: Address) => void; onCancel: () => void }) {
  const { t } = useTranslation()
  const config = useAppConfig()
  const save = useSaveAddress()
  const [point, setPoint] = useState<LatLng>(address?.location ?? config.location)
  const [line, setLine] = useState(address?.address.address ?? '')
  const [lookup, setLookup] = useState<'idle' | 'busy' | 'not-found'>('idle')
  const [errors, setErrors] = useState<{ address?: string | null }>({})
  const edited = useRef(Boolean(address))
  const first = useRef(true)

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
        if (found && !edited.current) setLine(found.address)
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [point, address])

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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => String(data.get(name) ?? '').trim() || null
    const problem = checkRequired(line)
    setErrors({ address: problem })
    if (problem) return
    const body: AddressInput = {
      title: text('title'),
      location: point,
      address: { address: line.trim(), house: text('house'), floor: text('floor'), entrance: text('entrance'), comment: text('comment') },
      ...(address ? {} : { active: true }),
    }
    const res = await save.mutateAsync({ id: address?.id, body }).catch(() => null)
    if (res) onSaved(res.data)
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="address-form">
      <div className="flex flex-col gap-2">
        <AddressMap value={point} onChange={(p) => { edited.current = false; setPoint(p) }} label={t('address.mapLabel')} />
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs text-muted" aria-live="polite" data-testid="address-lookup">
            {lookup === 'busy' ? t('address.looking') : lookup === 'not-found' ? t('address.notFound') : t('address.mapHint')}
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
        name="address"
        value={line}
        onChange={(e) => {
          edited.current = true
          setLine(e.target.value)
        }}
        autoComplete="street-address"
        error={errors.address}
      />
      <div className="grid grid-cols-3 gap-3">
        <Field label={t('address.house')} name="house" defaultValue={address?.address.house ?? ''} />
        <Field label={t('address.floor')} name="floor" defaultValue={address?.address.floor ?? ''} />
        <Field label={t('address.entrance')} name="entrance" defaultValue={address?.address.entrance ?? ''} />
      </div>
      <Field label={t('address.title')} name="title" placeholder={t('address.titlePlaceholder')} defaultValue={address?.title ?? ''} />
      <Field label={t('address.comment')} name="comment" defaultValue={address?.address.comment ?? ''} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <button type="button" onClick={onCancel} className="rounded-full px-6 py-3 font-semibold ring-1 ring-line hover:bg-surface sm:flex-1">
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
