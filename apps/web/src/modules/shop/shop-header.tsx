import type { Shop } from '@basil/contracts'
import { preload } from 'react-dom'
import type { TFunction } from '@/lib/i18n/translate'
import { formatPrice } from '@/lib/price'
import { BikeIcon, ClockIcon, StarIcon, TagIcon } from '@/modules/ui/icons'
import { SafeImage } from '@/modules/ui/safe-image'
import { LikeButton } from './like-button'
import { NotAvailableForm } from './not-available-form'
import { OpeningHours } from './opening-hours'
import { describeOpenState, type ShopState } from '@/lib/shop-state'
import { formatDeliveryTime, formatRating } from './shop-format'

type ShopHeaderProps = {
  shop: Shop
  t: TFunction
  currency: { symbol: string; position: 'before' | 'after' }
  /** The shop's state as the page reads it once (readShopState). */
  state: ShopState
  now: Date
  /** The visitor's zone, when their browser said it: hours elsewhere say their zone. */
  visitorTimeZone: string | null
}

/** The shop's cover, logo, name, rating, delivery time and fee, minimum order and opening hours. */
export function ShopHeader({ shop, t, currency, state, now, visitorTimeZone }: ShopHeaderProps) {
  const title = shop.translation?.title ?? ''
  // The cover is the page's largest image: fetch it from the <head>, before scripts.
  if (shop.background_img) preload(shop.background_img, { as: 'image', fetchPriority: 'high' })
  const rating = formatRating(shop.rating_avg)
  const facts = [
    {
      key: 'rating',
      Icon: StarIcon,
      label: t('shop.rating'),
      value: rating ? `${rating} · ${t('shop.reviews', { count: shop.reviews_count })}` : t('shop.noRating'),
    },
    { key: 'time', Icon: ClockIcon, label: t('shop.deliveryTime'), value: formatDeliveryTime(t, shop.delivery_time) },
    {
      key: 'fee',
      Icon: BikeIcon,
      label: t('shop.deliveryFeeLabel'),
      value: shop.price === 0 ? t('shop.freeDelivery') : formatPrice(shop.price, currency),
    },
    { key: 'min', Icon: TagIcon, label: t('shop.minOrderLabel'), value: formatPrice(shop.min_amount, currency) },
  ]
  return (
    <div className="mx-auto w-full max-w-[1320px] px-0 sm:px-6 desk:px-8 desk:pt-6" data-testid="shop-header">
      <div className="relative aspect-[16/8] overflow-hidden bg-surface sm:aspect-[16/6] sm:rounded-[2rem] desk:aspect-[16/4.6]">
        <SafeImage
          src={shop.background_img}
          alt=""
          width={1320}
          height={380}
          priority
          sizes="100vw"
          className="size-full object-cover"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-black/50 to-transparent" aria-hidden="true" />
        <LikeButton shop={{ ...shop, title }} className="absolute end-4 top-4" />
      </div>
      <div className="relative px-4 sm:px-2">
        {/* Only the logo rises into the cover: the title and its Open/Closed pill sit on the page's own background, where
            their contrast holds whatever the photo behind would have been. */}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <div className="-mt-12 size-24 shrink-0 overflow-hidden rounded-3xl bg-card p-1 shadow-pop ring-1 ring-line sm:-mt-14 sm:size-28">
            <SafeImage
              src={shop.logo_img}
              alt=""
              width={112}
              height={112}
              priority
              className="size-full rounded-[1.25rem] object-cover"
            />
          </div>
          <div className="min-w-0 flex-1 sm:pt-3">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-3xl font-extrabold tracking-tight desk:text-4xl" data-testid="shop-title">
                {title}
              </h1>
              {shop.open ? (
                <span
                  className="rounded-full bg-primary-soft px-2.5 py-1 text-xs font-bold text-primary-ink"
                  data-testid="shop-open"
                >
                  {t('shop.open')}
                </span>
              ) : (
                <span className="rounded-full bg-fg px-2.5 py-1 text-xs font-bold text-bg" data-testid="badge-closed">
                  {t('shop.closedBadge')}
                </span>
              )}
            </div>
            {shop.translation?.description ? (
              <p className="mt-1 line-clamp-2 max-w-3xl text-muted">{shop.translation.description}</p>
            ) : null}
            {shop.translation?.address ? <p className="mt-1 text-sm text-muted">{shop.translation.address}</p> : null}
          </div>
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="shop-facts">
          {facts.map(({ key, Icon, label, value }) => (
            <div
              key={key}
              className="grid grid-cols-[18px_minmax(0,1fr)] items-center gap-x-3 rounded-2xl bg-surface px-4 py-3"
              data-testid={`shop-fact-${key}`}
            >
              <dt className="contents text-xs text-muted">
                <Icon
                  size={18}
                  className={key === 'rating' ? 'row-span-2 shrink-0 text-star' : 'row-span-2 shrink-0 text-muted'}
                />
                <span className="text-xs text-muted">{label}</span>
              </dt>
              <dd className="col-start-2 truncate font-semibold" dir="auto">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-2 grid gap-2">
          <OpeningHours
            t={t}
            days={shop.shop_working_days}
            closedDates={shop.shop_closed_date.map((c) => c.day)}
            timeZone={shop.timezone}
            now={now}
            visitorTimeZone={visitorTimeZone}
            summary={
              state.open
                ? describeOpenState(t, shop.closes_at, shop.timezone, now)
                : (state.opening ?? t('shop.closedBadge'))
            }
          />
          {!shop.open ? (
            <p
              className="rounded-2xl bg-surface px-4 py-3 text-sm font-medium"
              role="status"
              data-testid="shop-closed-banner"
            >
              {state.opening ? t('shop.closedBannerLater', { opening: state.opening }) : t('shop.closedBanner')}
            </p>
          ) : null}
          {shop.delivers_to_address === false ? (
            <div className="flex flex-col gap-3 rounded-2xl bg-surface px-4 py-3" data-testid="not-delivering-banner">
              <p className="text-sm font-medium text-warning" role="status">
                {t('shop.notDeliveringBanner')}
              </p>
              <NotAvailableForm shopId={shop.id} />
            </div>
          ) : null}
        </div>
      </div>
    </div>
  )
}
