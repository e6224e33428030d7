import { reservationsEnabled } from '@basil/contracts/booking-rules'
import { toLocalMoment } from '@basil/contracts/opening-hours'
import type { Metadata } from 'next'
import Link from 'next/link'
import { getBookingShops, getUpcomingReservations } from '@/lib/api/booking'
import { getGlobalData } from '@/lib/api/global'
import { getRequestContext } from '@/lib/api/request-context'
import { getT } from '@/lib/i18n/server'
import { buttonClass } from '@/modules/ui/button-class'
import { BookingShopCard } from '@/modules/reservations/booking-shop-card'
import { MyReservations } from '@/modules/reservations/my-reservations'
import { RESERVATIONS_PER_PAGE } from '@/modules/reservations/reservations-per-page'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('reservations.title'), robots: { index: false } }
}

/**
 * Spec §2 /reservations: the customer's upcoming and past reservations (status, cancel; `booking_status` opens it),
 * and the shops taking reservations with their booking hours and closed dates, each leading to its booking form.
 */
export default async function ReservationsPage() {
  const [t, context, global] = await Promise.all([getT(), getRequestContext(), getGlobalData()])
  const enabled = reservationsEnabled(global.settings.reservation_enable_for_user)
  const [shops, upcoming] = await Promise.all([
    enabled ? getBookingShops() : null,
    context.accessToken ? getUpcomingReservations(RESERVATIONS_PER_PAGE) : null,
  ])
  const now = new Date()
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pb-16 pt-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t('reservations.title')}</h1>
      <section aria-labelledby="my-reservations" className="mb-10 max-w-3xl">
        <h2 id="my-reservations" className="mb-4 text-xl font-bold">
          {t('reservations.mine')}
        </h2>
        {context.accessToken ? (
          <MyReservations initialUpcoming={upcoming} />
        ) : (
          <div
            className="flex flex-col items-start gap-3 rounded-3xl bg-surface p-6"
            data-testid="reservations-sign-in"
          >
            <p className="text-muted">{t('reservations.loginHint')}</p>
            <Link href="/login?next=%2Freservations" className={buttonClass('primary', 'sm')}>
              {t('auth.loginButton')}
            </Link>
          </div>
        )}
      </section>
      <section aria-labelledby="booking-shops">
        <h2 id="booking-shops" className="mb-4 text-xl font-bold">
          {t('reservations.shops')}
        </h2>
        {!enabled ? (
          <p className="rounded-2xl bg-surface p-4 text-muted" data-testid="reservations-off">
            {t('reservations.off')}
          </p>
        ) : shops && shops.data.length ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="booking-shops">
            {shops.data.map((shop) => (
              <BookingShopCard
                key={shop.id}
                t={t}
                shop={shop}
                visitorTimeZone={context.timeZone}
                today={toLocalMoment(now, shop.timezone).date}
              />
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl bg-surface p-4 text-muted">{t('reservations.noShops')}</p>
        )}
      </section>
    </div>
  )
}
