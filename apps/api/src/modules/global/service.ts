import type { Currency, Language, Setting } from '@basil/contracts'
import type { Executor } from '../../db/types.ts'
import { TIME_ZONE_SETTING, type RequestContext } from '../../lib/context.ts'
import { imageUrl } from '../../lib/present.ts'
import type { OidcConfig } from '../../plugins/auth.ts'
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

/** Settings whose text an operator may give per language, as `<key>_<locale>` (footer_text_fr, footer_text_ar). */
export const TRANSLATABLE_SETTINGS = ['footer_text'] as const

/**
 * Every setting; a translatable one in the request's language when the operator wrote it for that language (the
 * per-language rows stay in the list too, for clients that choose for themselves). `timezone` is always there, as the
 * zone the API itself uses (a missing or unknown one reads as UTC), so a client shows times in the same zone.
 */
/**
 * What a browser needs to start a provider's sign-in, for each provider this API accepts ID tokens of:
 * `social_auth_<provider>_client_id` (the first configured client id: the storefront's) and
 * `social_auth_<provider>_issuer` (whose discovery document names the authorization endpoint). Both are public by
 * nature (they are in every authorization request); the API owns them because it checks the tokens' audience and
 * issuer, so the storefront needs no configuration of its own. A provider without a client id gets neither key.
 */
export function socialSignInSettings(oidc: OidcConfig): Setting[] {
  const out: Setting[] = []
  for (const provider of ['google', 'facebook', 'apple'] as const) {
    const config = oidc[provider]
    const clientId = config?.clientIds[0]
    if (!config || !clientId) continue
    out.push({ key: `social_auth_${provider}_client_id`, value: clientId })
    out.push({ key: `social_auth_${provider}_issuer`, value: config.issuer })
  }
  return out
}

export async function getSettings(
  db: Executor,
  ctx: RequestContext,
  computed: readonly Setting[] = [],
): Promise<Setting[]> {
  const rows = await repo.listSettings(db)
  const byKey = new Map(rows.map((row) => [row.key, row.value]))
  const answered = rows.map((row) => {
    if (row.key === TIME_ZONE_SETTING) return { ...row, value: ctx.timeZone }
    if (!(TRANSLATABLE_SETTINGS as readonly string[]).includes(row.key)) return row
    const translated = byKey.get(`${row.key}_${ctx.locale}`)
    return translated ? { ...row, value: translated } : row
  })
  if (!byKey.has(TIME_ZONE_SETTING)) answered.push({ key: TIME_ZONE_SETTING, value: ctx.timeZone })
  const computedKeys = new Set(computed.map((c) => c.key))
  return [...answered.filter((row) => !computedKeys.has(row.key)), ...computed]
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
