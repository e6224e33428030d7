export type CurrencyDisplay = { symbol: string; position: 'before' | 'after' }

export const DEFAULT_CURRENCY_DISPLAY: CurrencyDisplay = { symbol: '$', position: 'before' }

/**
 * Spec §5: comma thousands separators, 2 decimals by default, '0' when there is no number. The separators are fixed
 * (not the locale's) so prices read the same in every language.
 */
export function formatAmount(value: number | string | null | undefined, digits = 2): string {
  const n = typeof value === 'string' ? Number(value) : value
  if (n === null || n === undefined || !Number.isFinite(n)) return '0'
  const [whole = '0', fraction] = Math.abs(n).toFixed(digits).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction ? `${grouped}.${fraction}` : grouped
}

export type PriceOptions = { digits?: number; minus?: boolean; plus?: boolean }

/** An amount with the currency's symbol on the side the currency asks for, and an optional leading sign. */
export function formatPrice(
  value: number | string | null | undefined,
  currency: CurrencyDisplay = DEFAULT_CURRENCY_DISPLAY,
  options: PriceOptions = {},
): string {
  const amount = formatAmount(value, options.digits ?? 2)
  const symbol = currency.symbol || DEFAULT_CURRENCY_DISPLAY.symbol
  const body = currency.position === 'after' ? `${amount} ${symbol}` : `${symbol}${amount}`
  const n = Number(value)
  const negative = Number.isFinite(n) && n < 0
  if (options.minus || negative) return `-${body}`
  if (options.plus) return `+${body}`
  return body
}
