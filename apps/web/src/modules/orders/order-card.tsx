'use client'

import type { Order } from '@basil/contracts'
import Link from 'next/link'
import { useTranslation } from '@/lib/i18n/react'
import { formatPrice } from '@/lib/price'
import { SafeImage } from '@/modules/ui/safe-image'
import { ChevronRightIcon } from '@/modules/ui/icons'
import { ZonedTime } from '@/modules/ui/zoned-time'
import { useAppConfig } from '@/lib/app-config'

/** An order's money in its own currency (the one it was placed in). */
export function orderPrice(
  order: { currency: { symbol: string; position: 'before' | 'after' } | null },
  value: number,
): string {
  return formatPrice(
    value,
    order.currency ? { symbol: order.currency.symbol, position: order.currency.position } : undefined,
  )
}

/** An order's times are its shop's: the zone the order was placed and is delivered in (the visitor's if unknown). */
export function useOrderTimeZone(order: { shop: { timezone: string } | null } | null | undefined): string {
  const { timeZone } = useAppConfig()
  return order?.shop?.timezone ?? timeZone
}

export function StatusBadge({ status }: { status: Order['status'] }) {
  const { t } = useTranslation()
  const tone =
    status === 'canceled'
      ? 'bg-danger/10 text-danger'
      : status === 'delivered'
        ? 'bg-surface text-muted'
        : 'bg-primary-soft text-primary-ink'
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${tone}`}
      data-testid="order-status"
      data-status={status}
    >
      {t(`orderStatus.${status}`)}
    </span>
  )
}

export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation()
  const items = order.details.reduce((n, d) => n + d.quantity, 0)
  const timeZone = useOrderTimeZone(order)
  return (
    <li>
      <Link
        href={`/orders/${order.id}`}
        className="flex items-center gap-4 rounded-2xl bg-card p-4 ring-1 ring-line transition hover:ring-primary focus-visible:ring-2 focus-visible:ring-primary"
        data-testid="order-card"
        data-id={order.id}
      >
        <SafeImage
          src={order.shop?.logo_img ?? null}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-full bg-surface object-cover"
        />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-bold">{t('orders.number', { id: order.id })}</span>
            <StatusBadge status={order.status} />
          </span>
          <span className="block truncate text-sm text-muted">
            {order.shop?.translation?.title ?? ''} · {t('cart.items', { count: items })}
          </span>
          <ZonedTime iso={order.created_at} timeZone={timeZone} className="block text-xs text-muted" />
        </span>
        <span className="font-bold" dir="ltr">
          {orderPrice(order, order.total_price)}
        </span>
        <ChevronRightIcon size={18} className="text-muted rtl:-scale-x-100" />
      </Link>
    </li>
  )
}
