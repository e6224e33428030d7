import type { Setting } from '@basil/contracts'

export type SettingsMap = Record<string, string>

export function toSettingsMap(settings: readonly Setting[]): SettingsMap {
  const map: SettingsMap = {}
  for (const { key, value } of settings) if (value !== null) map[key] = value
  return map
}

/** A CSS colour from an operator's setting, or undefined when it is not a plain hex/rgb/hsl colour (no CSS injection). */
export function readCssColor(value: string | undefined): string | undefined {
  if (!value) return undefined
  const v = value.trim()
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v)) return v
  if (/^(?:rgb|hsl)a?\(\s*[\d.%\s,/-]+\)$/i.test(v)) return v
  return undefined
}

/**
 * The operator's footer text in the page's language: `footer_text_<locale>` when written for it, `footer_text` on
 * pages in the default language (the language it is written in); otherwise none, and our own tagline in the page's
 * language shows instead of a text in another language.
 */
export function footerTextIn(
  settings: SettingsMap,
  locale: string,
  defaultLocale: string | undefined,
): string | undefined {
  return (
    settings[`footer_text_${locale}`] ||
    (locale === (defaultLocale ?? locale) ? settings.footer_text : undefined) ||
    undefined
  )
}

/** The `referral_active` setting (`1`/`true`): whether the storefront offers referrals (/referrals, the menu link). */
export function referralsOffered(settings: SettingsMap): boolean {
  return ['1', 'true'].includes((settings.referral_active ?? '').trim().toLowerCase())
}

/** The `active_parcel` setting (`1`/`true`): whether the storefront offers door-to-door parcels (the menu link). */
export function parcelsOffered(settings: SettingsMap): boolean {
  return ['1', 'true'].includes((settings.active_parcel ?? '').trim().toLowerCase())
}
