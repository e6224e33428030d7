'use client'

import { orderRepeatBodySchema, orderReviewBodySchema } from '@basil/contracts/order'
import { refundCreateBodySchema } from '@basil/contracts/order-ops'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldErrors, type FieldValues } from 'react-hook-form'
import { z } from 'zod'
import { useTranslation } from '@/lib/i18n/react'
import { labelledInputClass } from '@/modules/ui/field'
import { FormDialog } from '@/modules/ui/form-dialog'
import { StarIcon } from '@/modules/ui/icons'
import { reviewOrder, requestRefund, scheduleRepeat } from './orders-api'

/** Runs a call of the order's actions: busy while it runs, a toast, closes the dialog; its failure is the form's error. */
export type RunAction = (call: () => Promise<unknown>, success: string) => Promise<void>
type DialogProps = { orderId: number; busy: boolean; error: string | null; onClose: () => void; run: RunAction }

/** The first message of a form's errors (the dialogs show one line). */
const firstError = (errors: FieldErrors<FieldValues>) =>
  Object.values(errors)
    .find((e) => e?.message)
    ?.message?.toString() ?? null

/**
 * A dialog's values held to the contract's body schema: each of the contract's issues becomes the field's issue with
 * the spec's message for it (`message(issue)`), while the form keeps its own plain types.
 */
function heldTo<S extends z.ZodType>(form: S, contract: z.ZodType, message: (issue: z.core.$ZodIssue) => string) {
  return form.superRefine((value, ctx) => {
    const result = contract.safeParse(value)
    if (!result.success)
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: message(issue) })
  })
}
const reviewForm = z.object({ rating: z.number(), comment: z.string() })
const refundForm = z.object({ cause: z.string() })
const repeatForm = z.object({ from: z.string(), to: z.string() })

/** Rate a delivered order (1–5 stars, an optional comment), by the contract's review body. */
export function ReviewDialog({ orderId, busy, error, onClose, run }: DialogProps) {
  const { t } = useTranslation()
  const form = useForm({
    defaultValues: { rating: 0, comment: '' },
    resolver: zodResolver(
      heldTo(reviewForm, orderReviewBodySchema, (issue) =>
        issue.path[0] === 'rating' ? t('review.ratingRequired') : issue.message,
      ),
    ),
    reValidateMode: 'onSubmit',
  })
  const rating = form.watch('rating')
  const submit = form.handleSubmit((v) =>
    run(() => reviewOrder(orderId, v.rating, (v.comment ?? '').trim()), t('review.thanks')),
  )
  return (
    <FormDialog
      title={t('review.title')}
      onClose={onClose}
      onSubmit={submit}
      testId="review-form"
      error={firstError(form.formState.errors) ?? error}
      busy={busy}
      submitLabel={t('review.send')}
      submitTestId="review-submit"
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
                aria-label={t('review.stars', { count: n })}
              />
              <StarIcon size={30} className={n <= rating ? 'fill-current text-warning' : 'text-line'} />
            </label>
          ))}
        </div>
      </fieldset>
      <label className="text-sm font-medium">
        {t('review.comment')}
        <textarea {...form.register('comment')} rows={3} maxLength={2000} className={labelledInputClass} />
      </label>
    </FormDialog>
  )
}

/** Ask for a refund of a delivered order, with its cause, by the contract's refund body. */
export function RefundDialog({ orderId, busy, error, onClose, run }: DialogProps) {
  const { t } = useTranslation()
  const form = useForm({
    defaultValues: { cause: '' },
    resolver: zodResolver(heldTo(refundForm, refundCreateBodySchema.pick({ cause: true }), () => t('review.required'))),
    reValidateMode: 'onSubmit',
  })
  const submit = form.handleSubmit((v) => run(() => requestRefund(orderId, v.cause.trim()), t('refund.sent')))
  return (
    <FormDialog
      title={t('refund.title')}
      description={t('refund.text')}
      onClose={onClose}
      onSubmit={submit}
      testId="refund-form"
      error={firstError(form.formState.errors) ?? error}
      busy={busy}
      submitLabel={t('refund.send')}
      submitTestId="refund-submit"
    >
      <label className="text-sm font-medium">
        {t('refund.cause')}
        <textarea
          {...form.register('cause')}
          rows={3}
          maxLength={1000}
          required
          className={labelledInputClass}
          data-testid="refund-cause"
        />
      </label>
    </FormDialog>
  )
}

/** Repeat a delivered order every day between two dates, by the contract's repeat body. */
export function RepeatDialog({ orderId, busy, error, onClose, run }: DialogProps) {
  const { t } = useTranslation()
  const form = useForm({
    defaultValues: { from: '', to: '' },
    resolver: zodResolver(heldTo(repeatForm, orderRepeatBodySchema, () => t('review.required'))),
    reValidateMode: 'onSubmit',
  })
  const from = form.watch('from')
  const submit = form.handleSubmit((v) => run(() => scheduleRepeat(orderId, v.from, v.to), t('repeat.saved')))
  return (
    <FormDialog
      title={t('repeat.title')}
      description={t('repeat.text')}
      onClose={onClose}
      onSubmit={submit}
      testId="repeat-form"
      error={firstError(form.formState.errors) ?? error}
      busy={busy}
      submitLabel={t('repeat.save')}
    >
      <div className="grid grid-cols-2 gap-3">
        <label className="text-sm font-medium">
          {t('repeat.from')}
          <input type="date" {...form.register('from')} required className={labelledInputClass} />
        </label>
        <label className="text-sm font-medium">
          {t('repeat.to')}
          <input type="date" {...form.register('to')} min={from || undefined} required className={labelledInputClass} />
        </label>
      </div>
    </FormDialog>
  )
}
