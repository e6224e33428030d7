import { resolveTimeZone } from '@basil/contracts'
import { asc, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../db/types.ts'
import { currencies, languages, settings } from '../db/schema/index.ts'
import { TtlCache } from './cache.ts'

type LanguageRow = typeof languages.$inferSelect
type CurrencyRow = typeof currencies.$inferSelect

/** What every response needs to know about its request: language, currency and where images are served from. */
export interface RequestContext {
  /** The requested language when it is active, else the default one. */
  locale: string
  defaultLocale: string
  currency: { id: number; rate: number; symbol: string; position: 'before' | 'after' }
  /** Origin for absolute URLs, e.g. `http://localhost:3000`. */
  origin: string
  /** The instant the request is answered at: whether shops are open, which discounts run, when an order is placed. */
  now: Date
  /** The marketplace's own time zone (setting `timezone`): shops whose zone is unknown keep their hours in it. */
  timeZone: string
}

/** The setting naming the marketplace's time zone. */
export const TIME_ZONE_SETTING = 'timezone'

const TTL_MS = 10_000

interface Locales {
  languages: LanguageRow[]
  currencies: CurrencyRow[]
  timeZone: string
}

/**
 * Languages, currencies and the marketplace's time zone change rarely and are read by every request: each instance
 * keeps them for a few seconds (instances stay stateless; a change shows everywhere within TTL_MS).
 */
export class LocaleCache {
  private readonly cache = new TtlCache<Locales>(TTL_MS, 1)

  constructor(private readonly db: Database) {}

  invalidate() {
    this.cache.clear()
  }

  get(): Promise<Locales> {
    return this.cache.get('locales', () => this.load())
  }

  private async load(): Promise<Locales> {
    const [langs, currs, zone] = await Promise.all([
      this.db.select().from(languages).orderBy(asc(languages.id)),
      this.db.select().from(currencies).orderBy(asc(currencies.id)),
      this.db.select({ value: settings.value }).from(settings).where(eq(settings.key, TIME_ZONE_SETTING)),
    ])
    // Without a known zone set, UTC: never the zone of whichever server answers.
    const timeZone = resolveTimeZone(zone[0]?.value, 'UTC')
    return { languages: langs, currencies: currs, timeZone }
  }
}

export const DEFAULT_LOCALE = 'en'

export async function resolveContext(
  cache: LocaleCache,
  request: FastifyRequest,
  publicUrl: string | undefined,
  now: Date,
): Promise<RequestContext> {
  const { languages: langs, currencies: currs, timeZone } = await cache.get()
  const query = (request.query ?? {}) as Record<string, unknown>
  const defaultLanguage = langs.find((l) => l.isDefault && l.active) ?? langs.find((l) => l.active)
  const defaultLocale = defaultLanguage?.locale ?? DEFAULT_LOCALE
  const wanted = typeof query.lang === 'string' ? query.lang : undefined
  const locale = langs.find((l) => l.active && l.locale === wanted)?.locale ?? defaultLocale

  const defaultCurrency = currs.find((c) => c.isDefault) ?? currs[0]
  const wantedCurrency = Number(query.currency_id)
  const currency = currs.find((c) => c.active && c.id === wantedCurrency) ?? defaultCurrency
  return {
    locale,
    defaultLocale,
    currency: currency
      ? { id: currency.id, rate: currency.rate, symbol: currency.symbol, position: currency.position }
      : { id: 0, rate: 1, symbol: '$', position: 'before' },
    origin: publicUrl?.replace(/\/$/, '') ?? requestOrigin(request),
    now,
    timeZone,
  }
}

function requestOrigin(request: FastifyRequest): string {
  // With trustProxy, Fastify reads X-Forwarded-Proto/Host into protocol/host.
  return `${request.protocol}://${request.host}`
}
