'use client'

import type { Parcel } from '@basil/contracts/parcel'
import { parcelReviewBodySchema } from '@basil/contracts/parcel'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { useAppConfig } from '@/lib/app-config'
import { isOffsitePayment } from '@/modules/checkout/payment-label'
import { buttonClass } from '@/modules/ui/button'
import { Dialog } from '@/modules/ui/dialog'
import { labelledInputClass } from '@/modules/ui/field'
import { FormDialog } from '@/modules/ui/form-dialog'
import { StarIcon } from '@/modules/ui/icons'
import { cancelParcel, reviewCourier, startParcelCardPayment } from './parcels-api'

function message(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}

/** The review's values held to the contract's body (1 to 5 stars, an optional comment). */
const reviewForm = z.object({ rating: z.number(), comment: z.string() }).superRefine((value, ctx) => {
  const result = parcelReviewBodySchema.safeParse(value)
  if (!result.success)
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
})

function ReviewDialog({ parcelId, onClose, onDone }: { parcelId: number; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const form = useForm({
    defaultValues: { rating: 0, comment: '' },
    resolver: zodResolver(reviewForm),
    reValidateMode: 'onSubmit',
  })
  const rating = form.watch('rating')
  const submit = form.handleSubmit(async (v) => {
    setBusy(true)
    try {
      await reviewCourier(parcelId, v.rating, v.comment.trim())
      toast.success(t('parcels.reviewThanks'))
      onDone()
    } catch (e) {
      setError(message(e, t('error.later')))
      setBusy(false)
    }
  })
  const invalid = form.formState.errors.rating ? t('review.ratingRequired') : null
  return (
    <FormDialog
      title={t('parcels.reviewTitle')}
      onClose={onClose}
      onSubmit={submit}
      testId="parcel-review-form"
      error={invalid ?? error}
      busy={busy}
      submitLabel={t('parcels.reviewSend')}
      submitTestId="parcel-review-submit"
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('review.rating')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-full p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                className="sr-only"
                checked={rating === n}
                onChange={() => form.setValue('rating', n)}
                aria-label={t('parcels.stars', { n })}
              />
              <StarIcon size={30} className={n <= rating ? 'fill-current text-warning' : 'text-line'} />
            </label>
          ))}
        </div>
      </fieldset>
      <label className="text-sm font-medium">
        {t('parcels.reviewComment')}
        <textarea {...form.register('comment')} rows={3} maxLength={2000} className={labelledInputClass} />
      </label>
    </FormDialog>
  )
}

/** What the customer can do with a parcel now: cancel while it is new, rate the courier once it is delivered. */
export function ParcelActions({ parcel, onChanged }: { parcel: Parcel; onChanged: () => void }) {
  const { t } = useTranslation()
  const [dialog, setDialog] = useState<'cancel' | 'review' | null>(null)
  const [busy, setBusy] = useState(false)
  const canCancel = parcel.status === 'new'
  const canReview = parcel.status === 'delivered' && !parcel.review && parcel.deliveryman !== null
  const { currency } = useAppConfig()
  const payTag = parcel.transaction?.payment_system?.tag
  const canPay =
    parcel.status === 'new' && parcel.transaction?.status === 'progress' && !!payTag && isOffsitePayment(payTag)

  const pay = async () => {
    if (!payTag) return
    setBusy(true)
    try {
      const url = await startParcelCardPayment(payTag, parcel.id, currency.id || undefined)
      if (url) window.location.assign(url)
      else setBusy(false)
    } catch (error) {
      toast.error(message(error, t('error.later')))
      setBusy(false)
    }
  }

  const cancel = async () => {
    setBusy(true)
    try {
      await cancelParcel(parcel.id)
      toast.success(t('parcels.canceled'))
      setDialog(null)
      onChanged()
    } catch (error) {
      toast.error(message(error, t('error.later')))
    } finally {
      setBusy(false)
    }
  }

  if (!canCancel && !canReview && !canPay) return null
  return (
    <div className="flex flex-wrap gap-2">
      {canPay ? (
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          disabled={busy}
          onClick={() => void pay()}
          data-testid="parcel-pay"
        >
          {t('orders.payNow')}
        </button>
      ) : null}
      {canCancel ? (
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => setDialog('cancel')}
          data-testid="parcel-cancel"
        >
          {t('parcels.cancel')}
        </button>
      ) : null}
      {canReview ? (
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          onClick={() => setDialog('review')}
          data-testid="parcel-review"
        >
          {t('parcels.review')}
        </button>
      ) : null}
      {dialog === 'cancel' ? (
        <Dialog
          open
          onOpenChange={(o) => !o && setDialog(null)}
          title={t('parcels.cancelTitle')}
          description={t('parcels.cancelText')}
          size="sm"
        >
          <div className="flex gap-2 px-6 pb-6 pt-5">
            <button type="button" className={buttonClass('secondary', 'sm', 'flex-1')} onClick={() => setDialog(null)}>
              {t('parcels.keep')}
            </button>
            <button
              type="button"
              disabled={busy}
              data-testid="parcel-cancel-confirm"
              className={buttonClass('danger', 'sm', 'flex-1')}
              onClick={() => void cancel()}
            >
              {t('parcels.cancel')}
            </button>
          </div>
        </Dialog>
      ) : null}
      {dialog === 'review' ? (
        <ReviewDialog
          parcelId={parcel.id}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null)
            onChanged()
          }}
        />
      ) : null}
    </div>
  )
}
