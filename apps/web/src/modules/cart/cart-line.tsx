'use client'

import { useTranslation } from '@/lib/i18n/react'
import { canIncrease, isOutOfStock, stepQuantity } from '@/lib/cart'
import { MinusIcon, PlusIcon, TrashIcon } from '@/modules/ui/icons'
import { Price } from '@/modules/ui/price'
import { SafeImage } from '@/modules/ui/safe-image'
import type { ViewLine } from './cart-view'

/** One line with its addons as child lines and a stepper that keeps to min, max, interval and the stock on hand. */
export function CartLine({
  line,
  busy,
  onQuantity,
}: {
  line: ViewLine
  busy?: boolean
  onQuantity?: (q: number) => void
}) {
  const { t } = useTranslation()
  const out = isOutOfStock(line.limits)
  const short = !!line.limits && line.quantity > line.limits.stock
  const up = !out && canIncrease(line.quantity, line.limits)
  const down = stepQuantity(line.quantity, -1, line.limits)
  return (
    <li className="flex gap-3 py-3" data-testid="cart-line">
      <SafeImage
        src={line.img}
        alt=""
        width={56}
        height={56}
        className="size-14 shrink-0 rounded-xl bg-surface object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold" data-testid="cart-line-title">
          {line.title}
        </p>
        {line.extras.length ? <p className="truncate text-xs text-muted">{line.extras.join(', ')}</p> : null}
        {line.addons.length ? (
          <ul
            className="mt-1 flex flex-col gap-0.5 border-s-2 border-line ps-2 text-xs text-muted"
            data-testid="cart-line-addons"
            aria-label={t('product.addons')}
          >
            {line.addons.map((a) => (
              <li key={a.stockId} data-testid="cart-addon">
                + {a.title} ×{a.quantity}
              </li>
            ))}
          </ul>
        ) : null}
        {out || short ? (
          <p className="mt-1 text-xs font-semibold text-danger" role="status" data-testid="cart-line-stock">
            {t('product.outOfStock')}
          </p>
        ) : null}
        <div className="mt-2 flex items-center justify-between gap-2">
          {onQuantity ? (
            <div
              className="flex items-center gap-1 rounded-full bg-surface p-1"
              role="group"
              aria-label={t('product.quantity')}
            >
              <button
                type="button"
                disabled={busy}
                aria-label={
                  down === 0 ? t('cart.remove', { title: line.title }) : t('product.decreaseOf', { title: line.title })
                }
                onClick={() => onQuantity(down)}
                className="grid size-8 place-items-center rounded-full bg-card shadow-card disabled:opacity-40"
              >
                {down === 0 ? <TrashIcon size={14} /> : <MinusIcon size={14} />}
              </button>
              <span className="min-w-6 text-center text-sm font-bold" data-testid="cart-line-qty" aria-live="polite">
                {line.quantity}
              </span>
              <button
                type="button"
                disabled={busy || !up}
                aria-label={t('product.increaseOf', { title: line.title })}
                onClick={() => onQuantity(stepQuantity(line.quantity, 1, line.limits))}
                className="grid size-8 place-items-center rounded-full bg-card shadow-card disabled:opacity-40"
              >
                <PlusIcon size={14} />
              </button>
            </div>
          ) : (
            <span className="text-sm text-muted" data-testid="cart-line-qty">
              ×{line.quantity}
            </span>
          )}
          <Price value={line.price} className="text-sm font-bold" />
        </div>
      </div>
    </li>
  )
}
