'use client'

import { formatPrice, type PriceOptions } from '@/lib/price'
import { useAppConfig } from '@/lib/app-config'

type PriceProps = PriceOptions & { value: number | string | null | undefined; old?: boolean; className?: string }

/** A price in the chosen currency (symbol and its position); `old` strikes it through (spec §5). */
export function Price({ value, old, className = '', ...options }: PriceProps) {
  const { currency } = useAppConfig()
  const text = formatPrice(value, currency, options)
  if (old) {
    return (
      <s className={`text-muted ${className}`} data-testid="old-price">
        {text}
      </s>
    )
  }
  return (
    <span className={className} data-testid="price" dir="ltr">
      {text}
    </span>
  )
}

/** The formatter itself, for labels and aria text. */
export function usePriceFormatter() {
  const { currency } = useAppConfig()
  return (value: number | string | null | undefined, options?: PriceOptions) => formatPrice(value, currency, options)
}
