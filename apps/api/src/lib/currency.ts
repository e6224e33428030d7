// Which currency a write is priced in. Clients of this API family may name the currency in a write's body
// (`currency_id`) as well as in the query; the body's counts only when it names an active currency.
import type { FastifyRequest } from 'fastify'
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

/**
 * The request's context in the body's `currency_id` when the query names none (clients of this API family send the
 * currency in the body of cart writes).
 */
export async function bodyCurrencyContext(
  request: FastifyRequest,
  currencyId: number | null | undefined,
): Promise<RequestContext> {
  const query = request.query as { currency_id?: string } | undefined
  if (!currencyId || query?.currency_id) return request.ctx
  const currency = await resolveCurrency(request.server.localeCache, request.ctx, currencyId)
  return currency === request.ctx.currency ? request.ctx : { ...request.ctx, currency }
}
