'use client'

import { useRef, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { useAppConfig } from '@/lib/app-config'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'

/** A horizontal row that scrolls by touch, wheel or keyboard, with previous/next buttons on wide screens. */
export function Carousel({
  children,
  label,
  itemClassName = '',
}: {
  children: ReactNode[]
  label: string
  itemClassName?: string
}) {
  const { t } = useTranslation()
  const { dir } = useAppConfig()
  const row = useRef<HTMLUListElement>(null)
  const scroll = (forward: boolean) => {
    const el = row.current
    if (!el) return
    const step = el.clientWidth * 0.85 * (forward ? 1 : -1) * (dir === 'rtl' ? -1 : 1)
    el.scrollBy({ left: step, behavior: 'smooth' })
  }
  const button =
    'absolute top-1/2 z-10 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-card text-fg shadow-pop ring-1 ring-line transition hover:scale-105 desk:grid'
  return (
    <div className="relative">
      <ul
        ref={row}
        aria-label={label}
        className="no-scrollbar -mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-3 pt-1 sm:-mx-6 sm:scroll-px-6 sm:px-6 desk:mx-0 desk:scroll-px-0 desk:px-0"
      >
        {children.map((child, i) => (
          <li key={i} className={`shrink-0 snap-start ${itemClassName}`}>
            {child}
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-label={t('home.scrollPrev')}
        onClick={() => scroll(false)}
        className={`${button} -start-5`}
      >
        <ChevronLeftIcon className="rtl:-scale-x-100" />
      </button>
      <button
        type="button"
        aria-label={t('home.scrollNext')}
        onClick={() => scroll(true)}
        className={`${button} -end-5`}
      >
        <ChevronRightIcon className="rtl:-scale-x-100" />
      </button>
    </div>
  )
}
