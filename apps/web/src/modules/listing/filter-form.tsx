'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { buttonClass } from '@/modules/ui/button-class'
import {
  LISTING_ORDERS,
  RATING_STEPS,
  parseListingFilters,
  toSearchString,
  type ListingFilters,
} from './listing-filters'

type FilterFormProps = {
  value: ListingFilters
  onChange: (next: ListingFilters) => void
  /** 'live' applies each change at once (sidebar); 'apply' waits for the button (drawer). */
  mode: 'live' | 'apply'
  onReset: () => void
}

/** The filters as the URL will carry them (what parsing that URL gives back). */
function normalise(f: ListingFilters): ListingFilters {
  return parseListingFilters(Object.fromEntries(new URLSearchParams(toSearchString(f))))
}
/** One string per distinct set of filters, whatever the order of its keys. */
function filtersKey(f: ListingFilters): string {
  return JSON.stringify(
    Object.entries(f)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  )
}

/** Rating, price range, free delivery, open now and sort order. */
export function FilterForm({ value, onChange, mode, onReset }: FilterFormProps) {
  const { t } = useTranslation()
  const id = useId()
  // The form shows the choice at once; in live mode the URL (and so `value`) follows a moment later. A person can
  // make a second choice before the first one's URL lands: that earlier URL must not put the first choice back on
  // screen, so the URLs this form asked for (in their normalised form) are remembered until they arrive. A value
  // that is none of them (reset, a chip, Back) replaces the draft.
  const [draft, setDraft] = useState(value)
  const pending = useRef<string[]>([])
  const valueKey = filtersKey(value)
  useEffect(() => {
    const at = pending.current.indexOf(valueKey)
    if (at >= 0) {
      pending.current = pending.current.slice(at + 1)
      return
    }
    pending.current = []
    setDraft(Object.fromEntries(JSON.parse(valueKey) as [string, unknown][]) as ListingFilters)
  }, [valueKey])
  const current = draft
  const set = (patch: Partial<ListingFilters>) => {
    const next = { ...current, ...patch }
    setDraft(next)
    if (mode === 'live') {
      pending.current.push(filtersKey(normalise(next)))
      onChange(next)
    }
  }
  const toggle = 'flex items-center justify-between gap-3 rounded-2xl bg-surface px-4 py-3 font-medium'
  const legend = 'mb-2 text-sm font-bold'
  return (
    <form
      className="flex flex-col gap-6"
      data-testid="filter-form"
      onSubmit={(e) => {
        e.preventDefault()
        onChange(draft)
      }}
    >
      <div>
        <label htmlFor={`${id}-order`} className={`block ${legend}`}>
          {t('listing.orderBy')}
        </label>
        <select
          id={`${id}-order`}
          value={current.order_by ?? ''}
          onChange={(e) => set({ order_by: (e.target.value || undefined) as ListingFilters['order_by'] })}
          className="w-full rounded-xl border border-line bg-card px-3 py-2.5 text-sm font-medium"
          data-testid="filter-order"
        >
          <option value="">{t('listing.order.new')}</option>
          {LISTING_ORDERS.filter((o) => o !== 'new').map((o) => (
            <option key={o} value={o}>
              {t(`listing.order.${o}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className={legend}>{t('listing.rating')}</legend>
        <div className="flex flex-wrap gap-2">
          {[undefined, ...RATING_STEPS].map((r) => (
            <label
              key={r ?? 'any'}
              className="cursor-pointer rounded-full border border-line px-3.5 py-1.5 text-sm font-semibold has-[:checked]:border-fg has-[:checked]:bg-fg has-[:checked]:text-bg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                className="sr-only"
                checked={current.rating === r}
                onChange={() => set({ rating: r })}
                data-testid={`filter-rating-${r ?? 'any'}`}
              />
              {r === undefined ? t('listing.any') : `★ ${t('listing.ratingAtLeast', { rating: r })}`}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>{t('listing.price')}</legend>
        <div className="grid grid-cols-2 gap-2">
          <label className="text-xs text-muted">
            {t('listing.priceMin')}
            <input
              type="number"
              min={0}
              inputMode="decimal"
              value={current.price_min ?? ''}
              onChange={(e) => set({ price_min: e.target.value ? Number(e.target.value) : undefined })}
              className="mt-1 w-full rounded-xl border border-line bg-card px-3 py-2 text-sm text-fg"
              data-testid="filter-price-min"
            />
          </label>
          <label className="text-xs text-muted">
            {t('listing.priceMax')}
            <input
              type="number"
              min={0}
              inputMode="decimal"
              value={current.price_max ?? ''}
              onChange={(e) => set({ price_max: e.target.value ? Number(e.target.value) : undefined })}
              className="mt-1 w-full rounded-xl border border-line bg-card px-3 py-2 text-sm text-fg"
              data-testid="filter-price-max"
            />
          </label>
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <label className={toggle}>
          {t('listing.freeDelivery')}
          <input
            type="checkbox"
            checked={!!current.free_delivery}
            onChange={(e) => set({ free_delivery: e.target.checked || undefined })}
            className="size-5 accent-[var(--primary)]"
            data-testid="filter-free-delivery"
          />
        </label>
        <label className={toggle}>
          {t('listing.openNow')}
          <input
            type="checkbox"
            checked={!!current.open}
            onChange={(e) => set({ open: e.target.checked || undefined })}
            className="size-5 accent-[var(--primary)]"
            data-testid="filter-open"
          />
        </label>
      </div>
      <div className="flex gap-2">
        <button type="button" onClick={onReset} className={buttonClass('secondary', 'md', 'flex-1')}>
          {t('listing.reset')}
        </button>
        {mode === 'apply' ? (
          <button type="submit" className={buttonClass('primary', 'md', 'flex-1')}>
            {t('listing.apply')}
          </button>
        ) : null}
      </div>
    </form>
  )
}
