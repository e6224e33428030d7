import type { ReactNode } from 'react'
import { Price } from '@/modules/ui/price'

/** The checkout while its cart (or the form's code) is on its way: the form's two columns. */
export function CheckoutSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_360px]" aria-busy="true" data-testid="checkout-loading">
      <div className="shimmer h-96 rounded-3xl" />
      <div className="shimmer h-80 rounded-3xl" />
    </div>
  )
}

/** One titled block of the checkout. */
export function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-card p-5 ring-1 ring-line sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A field's message, announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger" role="alert" data-testid={id}>
      {message}
    </p>
  )
}

/** One line of the totals (a shimmer until the server answered). */
export function Row({
  label,
  value,
  minus,
  testId,
}: {
  label: string
  value: number | undefined
  minus?: boolean
  testId?: string
}) {
  return (
    <div className="flex items-center justify-between gap-3" data-testid={testId}>
      <dt className="text-muted">{label}</dt>
      <dd>
        {value === undefined ? (
          <span className="shimmer inline-block h-4 w-12 rounded-full" />
        ) : (
          <Price value={value} minus={minus && value > 0} />
        )}
      </dd>
    </div>
  )
}

/** A radio shown as a card (addresses, payment methods). */
export const choiceClass =
  'flex cursor-pointer items-start gap-3 rounded-2xl p-3 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-primary'
