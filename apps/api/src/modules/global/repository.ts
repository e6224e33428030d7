import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import { currencies, languages, settings, uiTranslations } from '../../db/schema/index.ts'

export function listActiveLanguages(db: Executor) {
  return db.select().from(languages).where(eq(languages.active, true)).orderBy(asc(languages.id))
}

export function listActiveCurrencies(db: Executor) {
  return db.select().from(currencies).where(eq(currencies.active, true)).orderBy(asc(currencies.id))
}

export function listSettings(db: Executor) {
  return db.select({ key: settings.key, value: settings.value }).from(settings).orderBy(asc(settings.key))
}

export function listUiTranslations(db: Executor, locale: string) {
  return db
    .select({ key: uiTranslations.key, value: uiTranslations.value })
    .from(uiTranslations)
    .where(and(eq(uiTranslations.locale, locale)))
}
