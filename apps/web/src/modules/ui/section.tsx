import { IntentLink } from '@/modules/ui/intent-link'
import type { CSSProperties, ReactNode } from 'react'

type SectionProps = {
  id: string
  title: string
  seeAll?: { href: string; label: string }
  children: ReactNode
  className?: string
  testId?: string
  /** Below the fold on a phone: rendered lazily by the browser, this tall (px) until then. */
  deferHeight?: number
}

/** A titled block of a page, optionally with a "See all" link. */
export function Section({ id, title, seeAll, children, className = '', testId, deferHeight }: SectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={`mx-auto w-full max-w-[1320px] px-4 sm:px-6 desk:px-8 ${deferHeight ? 'defer-render' : ''} ${className}`}
      style={deferHeight ? ({ '--defer-size': `${deferHeight}px` } as CSSProperties) : undefined}
      data-testid={testId}
    >
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={id} className="text-xl font-extrabold tracking-tight sm:text-2xl">
          {title}
        </h2>
        {seeAll ? (
          <IntentLink
            href={seeAll.href}
            className="shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold text-primary-ink hover:bg-primary-soft"
          >
            {seeAll.label}
          </IntentLink>
        ) : null}
      </div>
      {children}
    </section>
  )
}

export function PageHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mx-auto w-full max-w-[1320px] px-4 pb-2 pt-8 sm:px-6 desk:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {subtitle ? <p className="mt-2 max-w-2xl text-muted">{subtitle}</p> : null}
    </div>
  )
}
