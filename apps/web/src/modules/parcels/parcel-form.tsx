'use client'

import type { ParcelType } from '@basil/contracts/content'
import { useQuery } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { useAppConfig } from '@/lib/app-config'
import { ApiError } from '@/lib/api/browser'
import { stagedResolver } from '@/lib/forms/staged-resolver'
import { useTranslation } from '@/lib/i18n/react'
import type { LatLng } from '@/lib/preferences'
import { toast } from '@/lib/toast'
import { useSession } from '@/modules/account/session'
import { reverseGeocode } from '@/modules/address/use-addresses'
import { paymentMethodsQuery } from '@/modules/checkout/checkout-api'
import { isOffsitePayment, paymentLabel } from '@/modules/checkout/payment-label'
import { SubmitButton } from '@/modules/ui/button'
import { Field, FormAlert, labelledInputClass } from '@/modules/ui/field'
import { CloseIcon, PlusIcon } from '@/modules/ui/icons'
import { Price, usePriceFormatter } from '@/modules/ui/price'
import { SafeImage } from '@/modules/ui/safe-image'
import {
  createParcel,
  fetchParcelPrice,
  fetchParcelTypes,
  parcelsKey,
  payParcel,
  startParcelCardPayment,
  uploadParcelPhoto,
} from './parcels-api'
import { checkParcel, distanceKm, toParcelBody, type End, type ParcelValues } from './parcel-values'

// Leaflet (and its CSS) load only when a map is shown.
const AddressMap = dynamic(() => import('@/modules/address/address-map').then((m) => m.AddressMap), {
  ssr: false,
  loading: () => <div className="h-56 w-full animate-pulse rounded-2xl bg-surface sm:h-64" />,
})

const MAX_PHOTOS = 6

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-card p-5 ring-1 ring-line sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** `YYYY-MM-DD` and `HH:mm` of now plus an hour, in the browser's zone (the courier's pick-up suggestion). */
function nextHour(): { date: string; time: string } {
  const d = new Date(Date.now() + 60 * 60_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:00`,
  }
}

/** One end of the trip: the point on the map (its street line filled in from the map) and who is there. */
function EndSection({
  end,
  form,
  point,
  onPoint,
}: {
  end: End
  form: UseFormReturn<ParcelValues>
  point: LatLng
  onPoint: (point: LatLng) => void
}) {
  const { t } = useTranslation()
  const [lookup, setLookup] = useState<'idle' | 'busy' | 'not-found'>('idle')
  const edited = useRef(false)
  const { setValue } = form
  const error = (name: keyof ParcelValues) => form.formState.errors[name]?.message ?? null
  const field = (suffix: 'Name' | 'Phone' | 'Address' | 'House' | 'Stage' | 'Room') => `${end}${suffix}` as const

  // The street line follows the pin until the person types their own.
  useEffect(() => {
    const controller = new AbortController()
    setLookup('busy')
    reverseGeocode(point.latitude, point.longitude, controller.signal)
      .then((found) => {
        setLookup(found ? 'idle' : 'not-found')
        if (found && !edited.current) setValue(`${end}Address`, found.address)
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [point, end, setValue])

  const id = `parcel-${end}`
  return (
    <Card id={id} title={t(end === 'from' ? 'parcels.sender' : 'parcels.receiver')}>
      <div className="flex flex-col gap-4" data-testid={`parcel-${end}`}>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t('parcels.name')}
            {...form.register(field('Name'))}
            autoComplete={end === 'from' ? 'name' : 'off'}
            error={error(field('Name'))}
          />
          <Field
            label={t('parcels.phone')}
            type="tel"
            dir="ltr"
            {...form.register(field('Phone'))}
            autoComplete={end === 'from' ? 'tel' : 'off'}
            error={error(field('Phone'))}
          />
        </div>
        <div className="flex flex-col gap-2">
          <AddressMap
            value={point}
            onChange={(p) => {
              edited.current = false
              onPoint(p)
            }}
            label={t(end === 'from' ? 'parcels.mapFrom' : 'parcels.mapTo')}
          />
          <p className="min-h-4 text-xs text-muted" aria-live="polite">
            {lookup === 'busy'
              ? t('address.looking')
              : lookup === 'not-found'
                ? t('address.notFound')
                : t('address.mapHint')}
          </p>
        </div>
        <Field
          label={t('parcels.address')}
          {...form.register(field('Address'), { onChange: () => (edited.current = true) })}
          autoComplete="off"
          error={error(field('Address'))}
        />
        <div className="grid grid-cols-3 gap-3">
          <Field label={t('parcels.house')} {...form.register(field('House'))} error={error(field('House'))} />
          <Field label={t('parcels.floor')} {...form.register(field('Stage'))} error={error(field('Stage'))} />
          <Field label={t('parcels.room')} {...form.register(field('Room'))} error={error(field('Room'))} />
        </div>
      </div>
    </Card>
  )
}

function TypeChoice({
  types,
  form,
  pending,
}: {
  types: ParcelType[]
  form: UseFormReturn<ParcelValues>
  pending: boolean
}) {
  const { t } = useTranslation()
  const typeId = form.watch('typeId')
  const message = form.formState.errors.typeId?.message
  return (
    <fieldset aria-describedby="parcel-type-error" data-testid="parcel-types">
      <legend className="mb-2 text-sm font-semibold">{t('parcels.type')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {pending ? [0, 1, 2].map((i) => <div key={i} className="shimmer h-28 rounded-2xl" />) : null}
        {types.map((type) => (
          <label
            key={type.id}
            className="flex cursor-pointer flex-col gap-1 rounded-2xl p-3 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:ring-2"
            data-testid={`parcel-type-${type.type}`}
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                value={String(type.id)}
                checked={typeId === String(type.id)}
                onChange={() => form.setValue('typeId', String(type.id), { shouldDirty: true })}
                className="accent-[var(--primary)]"
              />
              {type.img ? (
                <SafeImage src={type.img} alt="" width={32} height={32} className="size-8 rounded-lg object-cover" />
              ) : null}
              <span className="font-semibold">{type.translation?.title ?? type.type}</span>
            </span>
            <span className="text-xs text-muted">
              {t('parcels.limits', {
                length: type.max_length,
                width: type.max_width,
                height: type.max_height,
                weight: type.max_g / 1000,
              })}
            </span>
            <Price value={type.price} className="text-sm font-bold" />
          </label>
        ))}
      </div>
      <p id="parcel-type-error" role="alert" className="mt-1.5 text-sm font-medium text-danger empty:hidden">
        {message ? t(message) : ''}
      </p>
    </fieldset>
  )
}

function Photos({ photos, onChange }: { photos: string[]; onChange: (photos: string[]) => void }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const inputId = useId()
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (!file) return
    setBusy(true)
    try {
      const url = await uploadParcelPhoto(file)
      onChange([...photos, url].slice(0, MAX_PHOTOS))
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('error.later'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-semibold">{t('parcels.photos')}</span>
      <ul className="flex flex-wrap gap-2" data-testid="parcel-photos">
        {photos.map((url, i) => (
          <li key={url} className="relative size-20">
            <SafeImage
              src={url}
              alt={t('parcels.photoAlt', { n: i + 1 })}
              width={80}
              height={80}
              className="size-20 rounded-xl object-cover"
            />
            <button
              type="button"
              onClick={() => onChange(photos.filter((p) => p !== url))}
              aria-label={t('parcels.removePhoto', { n: i + 1 })}
              className="absolute -end-1.5 -top-1.5 grid size-7 place-items-center rounded-full bg-card text-fg shadow-card ring-1 ring-line"
            >
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
        {photos.length < MAX_PHOTOS ? (
          <li>
            <label
              htmlFor={inputId}
              className="grid size-20 cursor-pointer place-items-center rounded-xl border-2 border-dashed border-line text-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
            >
              <input
                id={inputId}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                className="sr-only"
                onChange={(e) => void pick(e)}
                disabled={busy}
                data-testid="parcel-photo-input"
              />
              {busy ? (
                <span className="text-xs">{t('parcels.uploading')}</span>
              ) : (
                <span className="flex flex-col items-center gap-1 text-xs">
                  <PlusIcon size={18} />
                  {t('parcels.addPhoto')}
                </span>
              )}
            </label>
          </li>
        ) : null}
      </ul>
    </div>
  )
}

/** The parcel form: sender and receiver on the map, the parcel, when, and how to pay; the server's price live. */
export function ParcelForm() {
  const { t } = useTranslation()
  const router = useRouter()
  const config = useAppConfig()
  const { currency } = config
  const currencyId = currency.id || undefined
  const { user } = useSession()
  const price = usePriceFormatter()
  const [points, setPoints] = useState<Record<End, LatLng>>(() => ({
    from: config.location,
    // The receiver starts a little way off, so the two pins do not hide each other.
    to: { latitude: config.location.latitude - 0.02, longitude: config.location.longitude + 0.02 },
  }))
  const [photos, setPhotos] = useState<string[]>([])
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const pointsNow = useRef(points)
  pointsNow.current = points
  const photosNow = useRef(photos)
  photosNow.current = photos
  const idempotencyKey = useRef(`parcel-pay-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`)

  const typesQuery = useQuery({
    queryKey: [...parcelsKey, 'types', currency.id],
    queryFn: ({ signal }) => fetchParcelTypes(currencyId, signal),
  })
  const types = typesQuery.data ?? []
  const typesNow = useRef(types)
  typesNow.current = types
  const paymentsQuery = useQuery(paymentMethodsQuery)
  // Cash, the wallet, and the card providers the marketplace has switched on (their hosted page).
  const payments = (paymentsQuery.data ?? []).filter(
    (p) => p.active && (p.tag === 'cash' || p.tag === 'wallet' || isOffsitePayment(p.tag)),
  )

  const [resolver] = useState(() =>
    stagedResolver<ParcelValues>(
      (values) =>
        checkParcel(
          values,
          typesNow.current.find((x) => String(x.id) === values.typeId),
        ),
      () =>
        import('./parcel-contract').then((m) =>
          m.parcelContract(
            () => pointsNow.current,
            () => photosNow.current,
          ),
        ),
    ),
  )
  const [when] = useState(nextHour)
  const form = useForm<ParcelValues>({
    defaultValues: {
      fromName: [user?.firstname, user?.lastname].filter(Boolean).join(' '),
      fromPhone: user?.phone ?? '',
      fromAddress: '',
      fromHouse: '',
      fromStage: '',
      fromRoom: '',
      toName: '',
      toPhone: '',
      toAddress: '',
      toHouse: '',
      toStage: '',
      toRoom: '',
      typeId: '',
      description: '',
      length: '',
      width: '',
      height: '',
      weight: '',
      instructions: '',
      note: '',
      notify: true,
      date: when.date,
      time: when.time,
      paymentId: '',
    },
    resolver,
    reValidateMode: 'onSubmit',
  })
  const { setValue, getValues, clearErrors } = form
  // A box changed since the refused submit loses its message (the others keep theirs until the next submit).
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (name) clearErrors(name)
    })
    return () => subscription.unsubscribe()
  }, [form, clearErrors])
  // The signed-in sender's own name and phone, once the profile has loaded (unless typed meanwhile).
  useEffect(() => {
    if (!user) return
    if (!getValues('fromName')) setValue('fromName', [user.firstname, user.lastname].filter(Boolean).join(' '))
    if (!getValues('fromPhone') && user.phone) setValue('fromPhone', user.phone)
  }, [user, getValues, setValue])
  // The first type is chosen for the person; the price shows at once.
  useEffect(() => {
    if (types[0] && !getValues('typeId')) setValue('typeId', String(types[0].id))
  }, [types, getValues, setValue])
  useEffect(() => {
    const cash = payments.find((p) => p.tag === 'cash') ?? payments[0]
    if (cash && !getValues('paymentId')) setValue('paymentId', String(cash.id))
  }, [payments, getValues, setValue])

  const typeId = form.watch('typeId')
  const paymentId = form.watch('paymentId')
  const type = types.find((x) => String(x.id) === typeId)
  const priceQuery = useQuery({
    queryKey: [...parcelsKey, 'price', typeId, points.from, points.to, currency.id],
    queryFn: ({ signal }) => fetchParcelPrice(Number(typeId), points.from, points.to, currencyId, signal),
    enabled: Boolean(typeId),
    placeholderData: (previous) => previous,
  })
  const km = distanceKm(points.from, points.to)
  const payment = payments.find((p) => String(p.id) === paymentId)
  const walletBalance = user?.wallet?.price ?? 0
  const walletShort = payment?.tag === 'wallet' && priceQuery.data !== undefined && walletBalance < priceQuery.data
  const error = (name: keyof ParcelValues) => form.formState.errors[name]?.message ?? null

  const onSubmit = form.handleSubmit(async (values) => {
    if (walletShort) return
    setFailure(null)
    setBusy(true)
    try {
      const parcel = await createParcel(toParcelBody(values, points, photos, currencyId), currencyId)
      const method = payments.find((p) => String(p.id) === values.paymentId)
      try {
        if (method && isOffsitePayment(method.tag)) {
          // The provider's page, then back to the parcel's page with ?payment=success|canceled.
          const url = await startParcelCardPayment(method.tag, parcel.id, currencyId)
          if (url) {
            window.location.assign(url)
            return
          }
        } else {
          await payParcel(parcel.id, Number(values.paymentId), `${idempotencyKey.current}-${parcel.id}`)
        }
        toast.success(t('parcels.created'))
      } catch (payError) {
        toast.error(t('parcels.paymentFailed', { message: (payError as Error).message }))
      }
      router.push(`/parcels/${parcel.id}`)
    } catch (createError) {
      const apiError = createError instanceof ApiError ? createError : null
      // Field errors the API found go under their boxes when the form has them; the message shows above the button.
      setFailure(apiError?.message || t('error.later'))
      setBusy(false)
    }
  })

  const sizeField = (name: 'length' | 'width' | 'height' | 'weight', label: string) => (
    <Field label={label} inputMode="decimal" dir="ltr" {...form.register(name)} error={error(name)} />
  )

  return (
    <form
      onSubmit={onSubmit}
      onFocus={() => void import('./parcel-contract').catch(() => undefined)}
      noValidate
      className="grid gap-6 lg:grid-cols-[1fr_360px] lg:items-start"
      data-testid="parcel-form"
    >
      <div className="flex min-w-0 flex-col gap-6">
        <EndSection end="from" form={form} point={points.from} onPoint={(p) => setPoints((x) => ({ ...x, from: p }))} />
        <EndSection end="to" form={form} point={points.to} onPoint={(p) => setPoints((x) => ({ ...x, to: p }))} />
        <Card id="parcel-details" title={t('parcels.details')}>
          <div className="flex flex-col gap-4">
            <TypeChoice types={types} form={form} pending={typesQuery.isPending} />
            <Field label={t('parcels.description')} {...form.register('description')} error={error('description')} />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {sizeField('length', t('parcels.length'))}
              {sizeField('width', t('parcels.width'))}
              {sizeField('height', t('parcels.height'))}
              {sizeField('weight', t('parcels.weight'))}
            </div>
            <Photos photos={photos} onChange={setPhotos} />
            <label className="text-sm font-semibold">
              {t('parcels.instructions')}
              <textarea {...form.register('instructions')} rows={2} maxLength={1000} className={labelledInputClass} />
            </label>
            <label className="text-sm font-semibold">
              {t('parcels.note')}
              <textarea {...form.register('note')} rows={2} maxLength={1000} className={labelledInputClass} />
            </label>
            <label className="flex cursor-pointer items-center gap-3 text-sm font-semibold">
              <input
                type="checkbox"
                {...form.register('notify')}
                className="size-5 accent-[var(--primary)]"
                data-testid="parcel-notify"
              />
              {t('parcels.notify')}
            </label>
          </div>
        </Card>
        <Card id="parcel-when" title={t('parcels.when')}>
          <div className="grid grid-cols-2 gap-3">
            <Field label={t('parcels.date')} type="date" dir="ltr" {...form.register('date')} error={error('date')} />
            <Field label={t('parcels.time')} type="time" dir="ltr" {...form.register('time')} error={error('time')} />
          </div>
        </Card>
      </div>

      <aside className="flex flex-col gap-6 lg:sticky lg:top-24">
        <Card id="parcel-payment" title={t('parcels.payment')}>
          <fieldset
            className="flex flex-col gap-2"
            data-testid="payment-methods"
            aria-describedby="parcel-payment-error"
          >
            <legend className="sr-only">{t('parcels.payment')}</legend>
            {paymentsQuery.isPending ? <div className="shimmer h-12 rounded-2xl" /> : null}
            {payments.map((p) => (
              <label
                key={p.id}
                className="flex cursor-pointer items-center gap-3 rounded-2xl p-3 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:ring-2"
                data-testid={`payment-${p.tag}`}
              >
                <input
                  type="radio"
                  name="parcel-payment"
                  className="accent-[var(--primary)]"
                  checked={paymentId === String(p.id)}
                  onChange={() => setValue('paymentId', String(p.id))}
                />
                <span className="flex-1 font-semibold">{paymentLabel(t, p.tag)}</span>
                {p.tag === 'wallet' ? (
                  <span className="text-sm text-muted" dir="ltr">
                    {price(walletBalance)}
                  </span>
                ) : null}
              </label>
            ))}
          </fieldset>
          <p id="parcel-payment-error" role="alert" className="mt-1.5 text-sm font-medium text-danger empty:hidden">
            {error('paymentId') ? t(error('paymentId')!) : walletShort ? t('checkout.insufficientWallet') : ''}
          </p>
        </Card>
        <Card id="parcel-summary" title={t('parcels.summary')}>
          <dl className="flex flex-col gap-2 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-muted">{t('parcels.type')}</dt>
              <dd className="min-h-5 font-semibold">{type?.translation?.title ?? ''}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted">{t('parcels.distance')}</dt>
              <dd>{t('parcels.km', { km: (Math.round(km * 10) / 10).toFixed(1) })}</dd>
            </div>
            <div className="flex items-center justify-between gap-3 border-t border-line pt-3 text-base font-extrabold">
              <dt>{t('parcels.price')}</dt>
              <dd data-testid="parcel-price" aria-live="polite">
                {priceQuery.data === undefined ? (
                  <span className="shimmer inline-block h-5 w-16 rounded-full" />
                ) : (
                  <Price value={priceQuery.data} />
                )}
              </dd>
            </div>
          </dl>
          {!type ? <p className="mt-2 text-xs text-muted">{t('parcels.pricePending')}</p> : null}
          <div className="mt-4 flex flex-col gap-3">
            <FormAlert message={failure} />
            <SubmitButton pending={busy} testId="parcel-submit">
              {t('parcels.submit')}
            </SubmitButton>
          </div>
        </Card>
      </aside>
    </form>
  )
}
