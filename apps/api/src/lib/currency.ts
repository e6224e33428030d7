// Which currency a write is priced in. Clients of this API family may name the currency in a write's body
// (`currency_id`) as well as in the query; the body's counts only when it names an active currency.
import type { LocaleCache, RequestContext } from './context.ts'

type Currency = RequestContext['currency']

/** The body's currency when it is an active one, else the request's (from its query, or the default). */
export async function resolveCurrency(
  cache: LocaleCache,
  ctx: RequestContext,
  bodyCurrencyId: number | null | undefined,
): Promise<Currency> {
  if (!bodyCurrencyId) return ctx.currency
  const { currencies } = await cache.get()
  const currency = currencies.find((c) => c.id === bodyCurrencyId && c.active)
  if (!currency) return ctx.currency
  return { id: currency.id, rate: currency.rate, symbol: currency.symbol, position: currency.position }
}
