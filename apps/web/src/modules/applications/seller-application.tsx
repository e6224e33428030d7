'use client'

import type { Category, ShopApplication, ShopTag } from '@basil/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import Link from 'next/link'
import { useRef, useState } from 'react'
import { ApiError } from '@/lib/api/browser'
import { useAppConfig } from '@/lib/app-config'
import { useTranslation } from '@/lib/i18n/react'
import type { LatLng } from '@/lib/preferences'
import { toast } from '@/lib/toast'
import { useSession } from '@/modules/account/session'
import { useAccountForm } from '@/modules/account/use-account-form'
import { checkRequired } from '@/modules/account/validation'
import { SubmitButton } from '@/modules/ui/button'
import { Field, FormAlert, inputClass } from '@/modules/ui/field'
import { ApplicationState, PasswordFirst, PictureInput } from './application-state'
import { fetchMyShopApplication, sendShopApplication, shopApplicationKey, uploadPicture } from './applications-api'
import { DAYS, toShopApplicationBody, type SellerValues } from './seller-body'

const AddressMap = dynamic(() => import('@/modules/address/address-map').then((m) => m.AddressMap), {
  ssr: false,
  loading: () => <div className="h-56 w-full animate-pulse rounded-2xl bg-surface sm:h-64" />,
})

/** `/be-seller` once signed in: the state of the person's application, or the form to send one. */
export function SellerApplicationScreen({ categories, tags }: { categories: Category[]; tags: ShopTag[] }) {
  const { t } = useTranslation()
  const { user, loading } = useSession()
  const query = useQuery({
    queryKey: shopApplicationKey,
    queryFn: ({ signal }) => fetchMyShopApplication(signal),
    enabled: Boolean(user),
  })
  if (loading || (user && query.isPending)) {
    return <div className="shimmer h-48 rounded-3xl" aria-busy="true" aria-label={t('a11y.loading')} />
  }
  if (!user) return null
  const application = query.data ?? null
  const courierLink = (
    <p className="text-sm">
      <Link href="/be-courier" className="font-semibold text-primary-ink underline" data-testid="to-be-courier">
        {t('courierApply.link')}
      </Link>
    </p>
  )
  if (application && application.status !== 'rejected') {
    return (
      <div className="flex flex-col gap-6">
        <ApplicationState status={application.status} reason={application.reason} testId="seller-application-state">
          {application.status === 'approved' && application.shop_id !== null ? (
            <div className="flex flex-col gap-1">
              <Link
                href={`/${application.type === 'shop' ? 'shop' : 'restaurant'}/${application.shop_id}`}
                className="self-start font-semibold text-primary-ink underline"
                data-testid="seller-shop-link"
              >
                {t('sellerApply.openShop')}
              </Link>
              <p className="text-sm text-muted">{t('sellerApply.sellerInfo')}</p>
            </div>
          ) : null}
        </ApplicationState>
        {courierLink}
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-6">
      {application ? (
        <ApplicationState status="rejected" reason={application.reason} testId="seller-application-state" />
      ) : null}
      {user.empty_p ? <PasswordFirst /> : <SellerForm categories={categories} tags={tags} />}
      {courierLink}
    </div>
  )
}

function SellerForm({ categories, tags }: { categories: Category[]; tags: ShopTag[] }) {
  const { t } = useTranslation()
  const config = useAppConfig()
  const client = useQueryClient()
  const locales = config.languages.map((l) => l.locale)
  const [point, setPoint] = useState<LatLng>(config.location)
  const [chosenCategories, setCategories] = useState<number[]>([])
  const [chosenTags, setTags] = useState<number[]>([])
  const [uploading, setUploading] = useState<'logo' | 'background' | null>(null)
  const extras = useRef({ point, categories: chosenCategories, tags: chosenTags, locales })
  extras.current = { point, categories: chosenCategories, tags: chosenTags, locales }

  const defaults: SellerValues = {
    type: 'restaurant',
    address: '',
    phone: '',
    logo: '',
    background: '',
    price: '0',
    price_per_km: '0',
    min_amount: '0',
    tax: '0',
    delivery_time_from: '20',
    delivery_time_to: '40',
    delivery_time_type: 'minute',
    delivery_radius: '5',
  }
  for (const locale of locales) {
    defaults[`title_${locale}`] = ''
    defaults[`description_${locale}`] = ''
  }
  for (const day of DAYS) {
    defaults[`from_${day}`] = '09:00'
    defaults[`to_${day}`] = '22:00'
    defaults[`closed_${day}`] = ''
  }

  const { form, error, submit, warm, alert, setAlert, pending } = useAccountForm<SellerValues>({
    defaultValues: defaults,
    rules: (values) => ({
      [`title_${config.lang}`]: checkRequired(values[`title_${config.lang}`] ?? ''),
      address: checkRequired(values.address),
      phone: checkRequired(values.phone) ? 'form.phoneRequired' : null,
      logo: values.logo ? null : 'sellerApply.logoRequired',
      background: values.background ? null : 'sellerApply.backgroundRequired',
      delivery_time_from: checkRequired(values.delivery_time_from),
      delivery_time_to: checkRequired(values.delivery_time_to),
    }),
    contract: () =>
      import('./application-contracts').then((m) => m.shopApplicationContract(() => extras.current, config.lang)),
  })

  async function onPicture(kind: 'logo' | 'background', file: File) {
    setUploading(kind)
    form.clearErrors(kind)
    try {
      form.setValue(kind, await uploadPicture(file, 'shops'))
    } catch (caught) {
      form.setError(kind, {
        type: 'api',
        message: caught instanceof ApiError && caught.status === 400 ? caught.message : 'error.later',
      })
    } finally {
      setUploading(null)
    }
  }

  const onSubmit = submit(
    async (values) => {
      const sent = await sendShopApplication(toShopApplicationBody(values, extras.current, config.lang))
      client.setQueryData<ShopApplication | null>(shopApplicationKey, sent)
      toast.success(t('sellerApply.sent'))
    },
    (caught) => {
      if (!(caught instanceof ApiError) || caught.status === 0 || caught.status >= 500) {
        setAlert('error.later')
        return
      }
      let placed = false
      for (const [name, messages] of Object.entries(caught.params ?? {})) {
        const field =
          name === 'title'
            ? `title_${config.lang}`
            : name === 'images.0'
              ? 'logo'
              : name === 'images.1'
                ? 'background'
                : name
        if (field in defaults && messages[0]) {
          form.setError(field, { type: 'api', message: messages[0] })
          placed = true
        }
      }
      setAlert(placed ? null : caught.message)
    },
  )

  const values = form.watch()
  const languageName = (locale: string) => config.languages.find((l) => l.locale === locale)?.title ?? locale

  return (
    <form onSubmit={onSubmit} onFocus={warm} noValidate className="flex flex-col gap-6" data-testid="seller-form">
      <FormAlert message={alert} />
      <section className="min-w-0 flex flex-col gap-4 rounded-3xl bg-card p-6 ring-1 ring-line">
        <h2 className="text-lg font-bold sm:col-span-2">{t('sellerApply.shop')}</h2>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="seller-type" className="text-sm font-semibold">
            {t('sellerApply.type')}
          </label>
          <select id="seller-type" {...form.register('type')} className={inputClass} data-testid="seller-type">
            <option value="restaurant">{t('sellerApply.restaurant')}</option>
            <option value="shop">{t('sellerApply.grocery')}</option>
          </select>
        </div>
        {locales.map((locale) => (
          <div key={locale} className="flex flex-col gap-4" lang={locale}>
            <Field
              label={t('sellerApply.name', { language: languageName(locale) })}
              {...form.register(`title_${locale}`)}
              error={error(`title_${locale}`)}
              maxLength={100}
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`seller-description-${locale}`} className="text-sm font-semibold">
                {t('sellerApply.description', { language: languageName(locale) })}
              </label>
              <textarea
                id={`seller-description-${locale}`}
                rows={3}
                maxLength={2000}
                {...form.register(`description_${locale}`)}
                className={inputClass}
              />
            </div>
          </div>
        ))}
        <Field
          label={t('form.phone')}
          type="tel"
          autoComplete="tel"
          {...form.register('phone')}
          error={error('phone')}
        />
        <PictureInput
          name="logo"
          label={t('sellerApply.logo')}
          url={values.logo || null}
          busy={uploading === 'logo'}
          error={error('logo')}
          onFile={(file) => void onPicture('logo', file)}
        />
        <PictureInput
          name="background"
          label={t('sellerApply.background')}
          url={values.background || null}
          busy={uploading === 'background'}
          error={error('background')}
          onFile={(file) => void onPicture('background', file)}
        />
      </section>

      <section className="min-w-0 flex flex-col gap-4 rounded-3xl bg-card p-6 ring-1 ring-line">
        <h2 className="text-lg font-bold sm:col-span-2">{t('sellerApply.place')}</h2>
        <AddressMap value={point} onChange={setPoint} label={t('sellerApply.mapLabel')} />
        <Field label={t('sellerApply.address')} {...form.register('address')} error={error('address')} />
        <Field
          label={t('sellerApply.radius')}
          type="number"
          inputMode="decimal"
          min={0.1}
          step="0.1"
          {...form.register('delivery_radius')}
          error={error('delivery_radius')}
          hint={t('sellerApply.radiusHint')}
        />
      </section>

      <section className="min-w-0 grid gap-4 rounded-3xl bg-card p-6 ring-1 ring-line sm:grid-cols-2">
        <h2 className="text-lg font-bold sm:col-span-2">{t('sellerApply.delivery')}</h2>
        <Field
          label={t('sellerApply.timeFrom')}
          type="number"
          inputMode="numeric"
          min={0}
          {...form.register('delivery_time_from')}
          error={error('delivery_time_from')}
        />
        <Field
          label={t('sellerApply.timeTo')}
          type="number"
          inputMode="numeric"
          min={0}
          {...form.register('delivery_time_to')}
          error={error('delivery_time_to')}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="seller-time-type" className="text-sm font-semibold">
            {t('sellerApply.timeType')}
          </label>
          <select id="seller-time-type" {...form.register('delivery_time_type')} className={inputClass}>
            <option value="minute">{t('sellerApply.minutes')}</option>
            <option value="hour">{t('sellerApply.hours')}</option>
          </select>
        </div>
        <Field
          label={t('sellerApply.minAmount')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          {...form.register('min_amount')}
          error={error('min_amount')}
        />
        <Field
          label={t('sellerApply.price')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          {...form.register('price')}
          error={error('price')}
        />
        <Field
          label={t('sellerApply.pricePerKm')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          {...form.register('price_per_km')}
          error={error('price_per_km')}
        />
        <Field
          label={t('sellerApply.tax')}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="0.1"
          {...form.register('tax')}
          error={error('tax')}
        />
      </section>

      <section className="min-w-0 flex flex-col gap-3 rounded-3xl bg-card p-6 ring-1 ring-line">
        <h2 className="text-lg font-bold sm:col-span-2">{t('sellerApply.categories')}</h2>
        <Choices
          name="category"
          options={categories.map((c) => ({ id: c.id, label: c.translation?.title ?? String(c.id) }))}
          chosen={chosenCategories}
          onChange={setCategories}
        />
        <h3 className="pt-2 font-bold">{t('sellerApply.tags')}</h3>
        <Choices
          name="tag"
          options={tags.map((tag) => ({ id: tag.id, label: tag.translation?.title ?? String(tag.id) }))}
          chosen={chosenTags}
          onChange={setTags}
        />
      </section>

      <section className="min-w-0 flex flex-col gap-3 rounded-3xl bg-card p-6 ring-1 ring-line">
        <h2 className="text-lg font-bold sm:col-span-2">{t('sellerApply.workingHours')}</h2>
        {DAYS.map((day) => (
          <div
            key={day}
            className="grid grid-cols-2 items-center gap-2 sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)_auto]"
          >
            <span className="col-span-2 font-semibold sm:col-span-1">{t(`shop.day.${day}`)}</span>
            <input
              type="time"
              aria-label={`${t(`shop.day.${day}`)}: ${t('sellerApply.opens')}`}
              {...form.register(`from_${day}`)}
              disabled={values[`closed_${day}`] === 'yes'}
              className={`${inputClass} min-w-0 px-2`}
            />
            <input
              type="time"
              aria-label={`${t(`shop.day.${day}`)}: ${t('sellerApply.closes')}`}
              {...form.register(`to_${day}`)}
              disabled={values[`closed_${day}`] === 'yes'}
              className={`${inputClass} min-w-0 px-2`}
            />
            <label className="col-span-2 flex items-center gap-2 text-sm sm:col-span-1">
              <input
                type="checkbox"
                checked={values[`closed_${day}`] === 'yes'}
                onChange={(e) => form.setValue(`closed_${day}`, e.target.checked ? 'yes' : '')}
                className="size-4 accent-[var(--primary)]"
              />
              {t('sellerApply.closed')}
            </label>
          </div>
        ))}
      </section>

      <SubmitButton pending={pending} testId="seller-submit">
        {t('sellerApply.send')}
      </SubmitButton>
    </form>
  )
}

function Choices({
  name,
  options,
  chosen,
  onChange,
}: {
  name: string
  options: { id: number; label: string }[]
  chosen: number[]
  onChange: (ids: number[]) => void
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {options.map((o) => {
        const on = chosen.includes(o.id)
        return (
          <label
            key={o.id}
            className={`flex cursor-pointer items-center gap-2 rounded-full px-3.5 py-2 text-sm font-semibold ring-1 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${on ? 'bg-primary-soft text-primary-ink ring-primary' : 'bg-card ring-line'}`}
          >
            <input
              type="checkbox"
              className="sr-only"
              name={name}
              checked={on}
              data-testid={`${name}-${o.id}`}
              onChange={(e) => onChange(e.target.checked ? [...chosen, o.id] : chosen.filter((id) => id !== o.id))}
            />
            {o.label}
          </label>
        )
      })}
    </div>
  )
}
