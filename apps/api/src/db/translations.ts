// The translation tables by name, so that a service can ask for an entity's texts without naming a table (services
// hold no SQL; db/sql.ts's loadTranslations does the reading).
import type { Executor } from './types.ts'
import { loadTranslations, type Locales } from './sql.ts'
import {
  bannerTranslations,
  blogTranslations,
  branchTranslations,
  careerTranslations,
  categoryTranslations,
  faqTranslations,
  landingPageTranslations,
  pageTranslations,
  parcelOrderTypeTranslations,
  productTranslations,
  receiptIngredients,
  receiptInstructions,
  receiptNutritionTranslations,
  receiptTranslations,
  referralTranslations,
  shopSectionTranslations,
  shopTranslations,
  unitTranslations,
} from './schema/index.ts'

const translationTables = {
  bannerTranslations,
  blogTranslations,
  branchTranslations,
  careerTranslations,
  categoryTranslations,
  faqTranslations,
  landingPageTranslations,
  pageTranslations,
  parcelOrderTypeTranslations,
  productTranslations,
  receiptIngredients,
  receiptInstructions,
  receiptNutritionTranslations,
  receiptTranslations,
  referralTranslations,
  shopSectionTranslations,
  shopTranslations,
  unitTranslations,
}

export type TranslationKind = keyof typeof translationTables

/** The translation of each owner in the request's language (else the default, else any): see loadTranslations. */
export function loadTranslationsOf<K extends TranslationKind>(
  db: Executor,
  kind: K,
  ownerIds: readonly number[],
  locales: Locales,
): Promise<Map<number, (typeof translationTables)[K]['$inferSelect']>> {
  return loadTranslations(db, translationTables[kind], ownerIds, locales)
}
