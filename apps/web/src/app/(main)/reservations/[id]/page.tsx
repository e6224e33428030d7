import { reservationsEnabled } from '@basil/contracts/booking-rules'
import { toLocalMoment } from '@basil/contracts/opening-hours'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getBookingOf, getBookingPlan, getBookingShop } from '@/lib/api/booking'
import { getGlobalData } from '@/lib/api/global'
import { getRequestContext } from '@/lib/api/request-context'
import { getT } from '@/lib/i18n/server'
import { ArrowLeftIcon } from '@/modules/ui/icons'
import { SafeImage } from '@/modules/ui/safe-image'
import { BookingForm } from '@/modules/reservations/booking-form'
import { BookingHours } from '@/modules/reservations/booking-hours'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, t] = await Promise.all([params, getT()])
  const shop = await getBookingShop(id)
  return {
    title: shop ? `${t('reservations.bookHere')} · ${shop.translation?.title ?? shop.slug}` : t('reservations.title'),
    robots: { index: false },
  }
}

/** A shop's booking form: date, time, guests, a free table on the section's plan, a note. */
export default async function BookTablePage({ params }: Props) {
  const [{ id }, t, context, global] = await Promise.all([params, getT(), getRequestContext(), getGlobalData()])
  const shop = await getBookingShop(id)
  if (!shop) notFound()
  const enabled = reservationsEnabled(global.settings.reservation_enable_for_user)
  const [booking, plan] = await Promise.all([getBookingOf(shop.id), getBookingPlan(shop.id)])
  const now = new Date()
  const title = shop.translation?.title ?? shop.slug
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pb-16 pt-6 sm:px-6">
      <Link
        href="/reservations"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-fg"
      >
        <ArrowLeftIcon size={16} className="rtl:rotate-180" />
        {t('reservations.back')}
      </Link>
      <div className="mb-6 flex items-center gap-4">
        <SafeImage
          src={shop.logo_img}
          alt=""
          width={64}
          height={64}
          fallback="avatar"
          className="size-16 shrink-0 rounded-full bg-surface object-cover"
        />
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
          {shop.translation?.address ? <p className="text-sm text-muted">{shop.translation.address}</p> : null}
        </div>
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="book-heading">
          <h2 id="book-heading" className="mb-4 text-xl font-bold">
            {t('reservations.shops')}
          </h2>
          {enabled && booking ? (
            <BookingForm
              shop={shop}
              bookingId={booking.id}
              maxTime={booking.max_time}
              nowIso={now.toISOString()}
              initialSections={plan.sections}
              initialTables={plan.tables}
            />
          ) : (
            <p className="rounded-2xl bg-surface p-4 text-muted" data-testid="reservations-off">
              {t('reservations.off')}
            </p>
          )}
        </section>
        <aside className="h-fit rounded-3xl bg-surface p-5">
          <BookingHours
            t={t}
            shop={shop}
            visitorTimeZone={context.timeZone}
            today={toLocalMoment(now, shop.timezone).date}
          />
        </aside>
      </div>
    </div>
  )
}
