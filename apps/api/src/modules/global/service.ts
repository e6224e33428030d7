import type { Currency, Language, Setting } from '@basil/contracts'
import type { Executor } from '../../db/client.ts'
import type { RequestContext } from '../../lib/context.ts'
import { imageUrl } from '../../lib/present.ts'
import * as repo from './repository.ts'

export async function getActiveLanguages(db: Executor, ctx: RequestContext): Promise<Language[]> {
  const rows = await repo.listActiveLanguages(db)
  return rows.map((l) => ({
    id: l.id,
    locale: l.locale,
    title: l.title,
    img: imageUrl(l.img, ctx),
    default: l.isDefault,
    backward: l.backward,
    active: l.active,
  }))
}

export async function getActiveCurrencies(db: Executor): Promise<Currency[]> {
  const rows = await repo.listActiveCurrencies(db)
  return rows.map((c) => ({
    id: c.id,
    title: c.title,
    symbol: c.symbol,
    rate: c.rate,
    default: c.isDefault,
    position: c.position,
    active: c.active,
  }))
}

export async function getSettings(db: Executor): Promise<Setting[]> {
  return repo.listSettings(db)
}

/** UI texts of the request's language, with the default language filling any key it lacks. */
export async function getUiTranslations(db: Executor, ctx: RequestContext): Promise<Record<string, string>> {
  const [fallback, wanted] = await Promise.all([
    ctx.locale === ctx.defaultLocale ? Promise.resolve([]) : repo.listUiTranslations(db, ctx.defaultLocale),
    repo.listUiTranslations(db, ctx.locale),
  ])
  const result: Record<string, string> = {}
  for (const row of [...fallback, ...wanted]) result[row.key] = row.value
  return result
}
