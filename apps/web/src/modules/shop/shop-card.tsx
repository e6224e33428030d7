'use client'

import { IntentLink } from '@/modules/ui/intent-link'
import { useTranslation } from '@/lib/i18n/react'
import { ClockIcon, StarIcon } from '@/modules/ui/icons'
import { usePriceFormatter } from '@/modules/ui/price'
import { SafeImage } from '@/modules/ui/safe-image'
import type { CardShop } from './card-shop'
import { formatDeliveryTime, formatRating, shopHref } from './shop-format'
import { describeOpening } from '@/lib/shop-state'
import { useZoneNote } from '@/modules/ui/zoned-time'
import { LikeButton } from './like-button'

type ShopCardProps = {
  shop: CardShop
  /** Search results link every shop as /shop/{id} (spec §2); elsewhere restaurants use /restaurant/{id}. */
  href?: string
  priority?: boolean
  className?: string
  headingLevel?: 'h2' | 'h3'
}

/**
 * A shop in a list. Whether it is closed, or does not deliver to the visitor's address, is said on the card itself,
 * before anyone tries to order.
 */
export function ShopCard({ shop, href, priority, className = '', headingLevel: Heading = 'h3' }: ShopCardProps) {
  const { t } = useTranslation()
  const price = usePriceFormatter()
  const title = shop.translation?.title ?? ''
  const rating = formatRating(shop.rating_avg)
  const notDelivering = shop.delivers_to_address === false
  const unavailable = !shop.open || notDelivering
  const zoneNote = useZoneNote(shop.timezone)
  // "today" and "tomorrow" are read from this moment; the server's words stand if the day turned while the page loaded.
  const opening = !shop.open && shop.opens_at ? describeOpening(t, shop.opens_at, shop.timezone, new Date()) : null
  return (
    <article
      data-testid="shop-card"
      data-shop-id={shop.id}
      data-closed={!shop.open || undefined}
      data-not-delivering={notDelivering || undefined}
      className={`group relative flex flex-col overflow-hidden rounded-3xl bg-card shadow-card ring-1 ring-line transition hover:-translate-y-0.5 hover:shadow-pop ${className}`}
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-surface">
        <SafeImage
          src={shop.background_img}
          alt=""
          width={480}
          height={270}
          priority={priority}
          className={`size-full object-cover transition duration-300 group-hover:scale-[1.03] ${unavailable ? 'grayscale-[60%]' : ''}`}
        />
        <div className="absolute inset-x-3 top-3 flex flex-wrap gap-1.5">
          {!shop.open ? (
            <span
              className="rounded-full bg-black/75 px-2.5 py-1 text-xs font-semibold text-white"
              data-testid="badge-closed"
            >
              {t('shop.closedBadge')}
            </span>
          ) : null}
          {notDelivering ? (
            <span
              className="rounded-full bg-black/75 px-2.5 py-1 text-xs font-semibold text-white"
              data-testid="badge-not-delivering"
            >
              {t('shop.notDelivering')}
            </span>
          ) : null}
          {shop.open && !notDelivering && shop.discounts_count > 0 ? (
            <span className="rounded-full bg-primary px-2.5 py-1 text-xs font-semibold text-primary-fg">
              {t('shop.discount')}
            </span>
          ) : null}
        </div>
      </div>
      <div className="relative flex flex-1 gap-3 p-4 pt-3">
        <div className="-mt-9 size-14 shrink-0 overflow-hidden rounded-2xl bg-card p-0.5 shadow-card ring-1 ring-line">
          <SafeImage
            src={shop.logo_img}
            alt=""
            width={56}
            height={56}
            className="size-full rounded-[14px] object-cover"
          />
        </div>
        <div className="min-w-0 flex-1">
          <Heading className="truncate text-base font-bold leading-snug">
            <IntentLink
              href={href ?? shopHref(shop)}
              className="outline-none after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-primary"
            >
              {title}
            </IntentLink>
          </Heading>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1">
              <StarIcon size={14} className="text-star" />
              {rating ? (
                <span className="font-semibold text-fg" aria-label={t('shop.ratingValue', { rating })}>
                  {rating}
                </span>
              ) : (
                <span>{t('shop.noRating')}</span>
              )}
            </span>
            <span className="inline-flex items-center gap-1">
              <ClockIcon size={14} />
              {formatDeliveryTime(t, shop.delivery_time)}
            </span>
            <span>
              {shop.price === 0 ? (
                <span className="font-semibold text-primary-ink">{t('shop.freeDelivery')}</span>
              ) : (
                <span dir="auto">{t('shop.deliveryFee', { price: price(shop.price) })}</span>
              )}
            </span>
            {opening ? (
              <span className="w-full font-medium text-fg" data-testid="card-opening" suppressHydrationWarning>
                {zoneNote ? `${opening} · ${zoneNote}` : opening}
              </span>
            ) : null}
          </p>
        </div>
      </div>
      <LikeButton shop={{ ...shop, title }} className="absolute end-3 top-3 z-10" />
    </article>
  )
}

export function ShopCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-3xl bg-card ring-1 ring-line" aria-hidden="true">
      <div className="shimmer aspect-[16/9]" data-testid="shimmer" />
      <div className="flex gap-3 p-4">
        <div className="shimmer size-12 rounded-2xl" />
        <div className="flex-1 space-y-2">
          <div className="shimmer h-4 w-3/4 rounded-full" />
          <div className="shimmer h-3 w-1/2 rounded-full" />
        </div>
      </div>
    </div>
  )
}
