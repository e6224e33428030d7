'use client'

// A thing's progress as a vertical timeline (an order's statuses, a parcel's): each step done, current or upcoming,
// with the time it was reached in the thing's zone; a canceled thing ends on a red step.
import { ZonedTime } from '@/modules/ui/zoned-time'
import { CheckIcon } from './icons'

export type StatusStep<S extends string> = { status: S; state: 'done' | 'current' | 'upcoming'; at: string | null }

export function StatusTimeline<S extends string>({
  steps,
  label,
  statusText,
  timeZone,
  zoneNote = true,
  testId,
  stepTestId,
}: {
  steps: StatusStep<S>[]
  /** The list's accessible name. */
  label: string
  statusText: (status: S) => string
  timeZone: string
  /** Whether each time names its zone (off where the page's header names it once for all). */
  zoneNote?: boolean
  testId: string
  stepTestId: string
}) {
  return (
    <ol className="flex flex-col" data-testid={testId} aria-label={label}>
      {steps.map((step, i) => {
        const done = step.state === 'done'
        const current = step.state === 'current'
        const canceled = step.status === 'canceled'
        return (
          <li
            key={step.status}
            className="relative flex gap-3 pb-5 last:pb-0"
            data-testid={stepTestId}
            data-status={step.status}
            data-state={step.state}
            aria-current={current ? 'step' : undefined}
          >
            {i < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={`absolute start-[11px] top-6 h-[calc(100%-1.25rem)] w-0.5 ${done ? 'bg-primary' : 'bg-line'}`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative z-10 grid size-6 shrink-0 place-items-center rounded-full ${
                canceled
                  ? 'bg-danger text-white'
                  : done
                    ? 'bg-primary text-primary-fg'
                    : current
                      ? 'bg-primary-soft ring-2 ring-primary'
                      : 'bg-surface ring-1 ring-line'
              }`}
            >
              {done ? <CheckIcon size={14} /> : null}
            </span>
            <span className="min-w-0">
              <span className={`block font-semibold ${step.state === 'upcoming' ? 'text-muted' : ''}`}>
                {statusText(step.status)}
              </span>
              {step.at ? (
                <ZonedTime iso={step.at} timeZone={timeZone} note={zoneNote} className="block text-xs text-muted" />
              ) : null}
            </span>
          </li>
        )
      })}
    </ol>
  )
}

/** A titled card of a detail page (an order's, a parcel's). */
export function DetailCard({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section className="rounded-3xl bg-card p-5 ring-1 ring-line sm:p-6" data-testid={testId}>
      <h2 className="mb-3 text-lg font-bold">{title}</h2>
      {children}
    </section>
  )
}
