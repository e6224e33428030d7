import type { BookingShop } from '@basil/contracts/booking'
import Link from 'next/link'
import type { TFunction } from '@/lib/i18n/translate'
import { buttonClass } from '@/modules/ui/button-class'
import { SafeImage } from '@/modules/ui/safe-image'
import { BookingHours } from './booking-hours'

/** A shop taking reservations: who, where, its booking hours and closed dates, and the way to book. */
export function BookingShopCard({
  t,
  shop,
  visitorTimeZone,
  today,
}: {
  t: TFunction
  shop: BookingShop
  visitorTimeZone: string | null
  today: string
}) {
  const title = shop.translation?.title ?? shop.slug
  return (
    <li className="flex min-w-0 flex-col gap-4 rounded-3xl bg-card p-5 ring-1 ring-line" data-testid="booking-shop">
      <div className="flex items-center gap-3">
        <SafeImage
          src={shop.logo_img}
          alt=""
          width={56}
          height={56}
          fallback="avatar"
          className="size-14 shrink-0 rounded-full bg-surface object-cover"
        />
        <div className="min-w-0">
          <h3 className="truncate text-lg font-bold">{title}</h3>
          {shop.translation?.address ? <p className="truncate text-sm text-muted">{shop.translation.address}</p> : null}
        </div>
      </div>
      <BookingHours t={t} shop={shop} visitorTimeZone={visitorTimeZone} today={today} />
      <Link
        href={`/reservations/${shop.slug}`}
        className={buttonClass('primary', 'sm', 'mt-auto text-center')}
        data-testid="booking-shop-link"
        aria-label={`${t('reservations.bookHere')}: ${title}`}
      >
        {t('reservations.bookHere')}
      </Link>
    </li>
  )
}
