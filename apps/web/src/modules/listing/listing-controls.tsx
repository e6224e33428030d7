'use client'

import dynamic from 'next/dynamic'
import { usePathname, useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { useAppConfig } from '@/lib/app-config'
import { FilterIcon } from '@/modules/ui/icons'
import { FilterForm } from './filter-form'
import { toSearchString, type ListingFilters } from './listing-filters'

const Drawer = dynamic(() => import('@/modules/ui/drawer').then((m) => m.Drawer), { ssr: false })

/** The filters: a sidebar on wide screens, a bottom sheet on phones. Changing them changes the URL (shareable). */
export function ListingControls({ filters, placement }: { filters: ListingFilters; placement: 'sidebar' | 'bar' }) {
  const { t } = useTranslation()
  const { dir } = useAppConfig()
  const router = useRouter()
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const [pending, startTransition] = useTransition()
  const apply = (next: ListingFilters) =>
    startTransition(() => router.push(`${pathname}${toSearchString(next)}`, { scroll: false }))
  const reset = () => apply({ category_id: filters.category_id, take: filters.take })
  const active = [
    filters.rating,
    filters.price_min,
    filters.price_max,
    filters.free_delivery,
    filters.open,
    filters.order_by,
  ].filter((v) => v !== undefined).length
  if (placement === 'sidebar') {
    return (
      <div aria-busy={pending} className={pending ? 'opacity-70 transition' : 'transition'}>
        <h2 className="mb-4 text-lg font-bold">{t('listing.filters')}</h2>
        <FilterForm value={filters} onChange={apply} mode="live" onReset={reset} />
      </div>
    )
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid="filters-button"
        className="inline-flex items-center gap-2 rounded-full border border-line bg-card px-4 py-2 text-sm font-semibold"
      >
        <FilterIcon size={16} />
        {t('listing.filters')}
        {active ? (
          <span className="grid size-5 place-items-center rounded-full bg-primary text-xs text-primary-fg">
            {active}
          </span>
        ) : null}
      </button>
      {open ? (
        <Drawer open={open} onOpenChange={setOpen} title={t('listing.filters')} dir={dir}>
          <FilterForm
            value={filters}
            mode="apply"
            onChange={(next) => {
              setOpen(false)
              apply(next)
            }}
            onReset={() => {
              setOpen(false)
              reset()
            }}
          />
        </Drawer>
      ) : null}
    </>
  )
}
