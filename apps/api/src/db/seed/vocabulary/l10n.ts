/** A text in every language the demo marketplace ships. */
export interface L10n {
  en: string
  ar: string
  fr: string
}

export const seedLocales = ['en', 'ar', 'fr'] as const
export type SeedLocale = (typeof seedLocales)[number]

export const t = (en: string, ar: string, fr: string): L10n => ({ en, ar, fr })

/** Joins texts language by language (French and Arabic put most qualifiers after the noun). */
export function join(parts: ReadonlyArray<L10n | null | undefined>, separator = ' '): L10n {
  const present = parts.filter((p): p is L10n => Boolean(p))
  return {
    en: present.map((p) => p.en).join(separator),
    ar: present.map((p) => p.ar).join(separator),
    fr: present.map((p) => p.fr).join(separator),
  }
}
