'use client'

import type { CourierApplication } from '@basil/contracts'
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
import {
  courierApplicationKey,
  fetchMyCourierApplication,
  sendCourierApplication,
  uploadPicture,
} from './applications-api'
import { VEHICLES, toCourierApplicationBody, type CourierValues } from './courier-body'

const AddressMap = dynamic(() => import('@/modules/address/address-map').then((m) => m.AddressMap), {
  ssr: false,
  loading: () => <div className="h-56 w-full animate-pulse rounded-2xl bg-surface sm:h-64" />,
})

const FIELDS = ['vehicle_type', 'plate', 'documents', 'working_area', 'radius'] as const

/** `/be-courier` once signed in: the state of the person's courier application, or the form to send one. */
export function CourierApplicationScreen() {
  const { t } = useTranslation()
  const { user, loading } = useSession()
  const query = useQuery({
    queryKey: courierApplicationKey,
    queryFn: ({ signal }) => fetchMyCourierApplication(signal),
    enabled: Boolean(user),
  })
  if (loading || (user && query.isPending)) {
    return <div className="shimmer h-48 rounded-3xl" aria-busy="true" aria-label={t('a11y.loading')} />
  }
  if (!user) return null
  const application = query.data ?? null
  const sellerLink = (
    <p className="text-sm">
      <Link href="/be-seller" className="font-semibold text-primary-ink underline">
        {t('nav.beSeller')}
      </Link>
    </p>
  )
  if (application && application.status !== 'rejected') {
    return (
      <div className="flex flex-col gap-6">
        <ApplicationState status={application.status} reason={application.reason} testId="courier-application-state">
          {application.status === 'approved' ? <p className="text-sm">{t('courierApply.approvedNext')}</p> : null}
        </ApplicationState>
        {sellerLink}
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-6">
      {application ? (
        <ApplicationState status="rejected" reason={application.reason} testId="courier-application-state" />
      ) : null}
      {user.empty_p ? <PasswordFirst /> : <CourierForm />}
      {sellerLink}
    </div>
  )
}

function CourierForm() {
  const { t } = useTranslation()
  const config = useAppConfig()
  const client = useQueryClient()
  const [point, setPoint] = useState<LatLng>(config.location)
  const [uploading, setUploading] = useState(false)
  const extras = useRef({ point })
  extras.current = { point }
  const { form, error, submit, warm, alert, setAlert, pending } = useAccountForm<CourierValues>({
    defaultValues: { vehicle_type: 'bicycle', plate: '', documents: '', working_area: '', radius: '5' },
    rules: (values) => ({
      working_area: checkRequired(values.working_area),
      documents: values.documents ? null : 'courierApply.documentsRequired',
    }),
    contract: () => import('./application-contracts').then((m) => m.courierApplicationContract(() => extras.current)),
  })

  async function onPicture(file: File) {
    setUploading(true)
    form.clearErrors('documents')
    try {
      form.setValue('documents', await uploadPicture(file, 'deliveryman'))
    } catch (caught) {
      form.setError('documents', {
        type: 'api',
        message: caught instanceof ApiError && caught.status === 400 ? caught.message : 'error.later',
      })
    } finally {
      setUploading(false)
    }
  }

  const onSubmit = submit(
    async (values) => {
      const sent = await sendCourierApplication(toCourierApplicationBody(values, extras.current))
      client.setQueryData<CourierApplication | null>(courierApplicationKey, sent)
      toast.success(t('sellerApply.sent'))
    },
    (caught) => {
      if (!(caught instanceof ApiError) || caught.status === 0 || caught.status >= 500) {
        setAlert('error.later')
        return
      }
      let placed = false
      for (const [name, messages] of Object.entries(caught.params ?? {})) {
        const field = name.startsWith('documents') ? 'documents' : name
        if ((FIELDS as readonly string[]).includes(field) && messages[0]) {
          form.setError(field as (typeof FIELDS)[number], { type: 'api', message: messages[0] })
          placed = true
        }
      }
      setAlert(placed ? null : caught.message)
    },
  )
  const documents = form.watch('documents')

  return (
    <form onSubmit={onSubmit} onFocus={warm} noValidate className="flex flex-col gap-6" data-testid="courier-form">
      <FormAlert message={alert} />
      <section className="min-w-0 flex flex-col gap-4 rounded-3xl bg-card p-6 ring-1 ring-line">
        <h2 className="text-lg font-bold sm:col-span-2">{t('courierApply.vehicle')}</h2>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="courier-vehicle" className="text-sm font-semibold">
            {t('courierApply.vehicleType')}
          </label>
          <select
            id="courier-vehicle"
            {...form.register('vehicle_type')}
            className={inputClass}
            data-testid="courier-vehicle"
          >
            {VEHICLES.map((v) => (
              <option key={v} value={v}>
                {t(`courierApply.vehicle.${v}`)}
              </option>
            ))}
          </select>
        </div>
        <Field label={t('courierApply.plate')} {...form.register('plate')} error={error('plate')} maxLength={20} />
        <PictureInput
          name="documents"
          label={t('courierApply.documents')}
          url={documents || null}
          busy={uploading}
          error={error('documents')}
          onFile={(file) => void onPicture(file)}
        />
      </section>
      <section className="min-w-0 flex flex-col gap-4 rounded-3xl bg-card p-6 ring-1 ring-line">
        <h2 className="text-lg font-bold sm:col-span-2">{t('courierApply.area')}</h2>
        <Field
          label={t('courierApply.areaName')}
          {...form.register('working_area')}
          error={error('working_area')}
          maxLength={200}
        />
        <AddressMap value={point} onChange={setPoint} label={t('courierApply.mapLabel')} />
        <Field
          label={t('sellerApply.radius')}
          type="number"
          inputMode="decimal"
          min={0.5}
          step="0.5"
          {...form.register('radius')}
          error={error('radius')}
        />
      </section>
      <SubmitButton pending={pending} testId="courier-submit">
        {t('courierApply.send')}
      </SubmitButton>
    </form>
  )
}
