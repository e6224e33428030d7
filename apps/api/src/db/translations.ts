// The translation tables by name, so that a service can ask for an entity's texts without naming a table (services
// hold no SQL; db/sql.ts's loadTranslations does the reading).
import type { Executor } from './types.ts'
import { loadTranslations, type Locales } from './sql.ts'
import * as schema from './schema/index.ts'

/** The translation tables a service may ask for by name. */
export type TranslationKind =
  | 'bannerTranslations'
  | 'blogTranslations'
  | 'branchTranslations'
  | 'careerTranslations'
  | 'categoryTranslations'
  | 'faqTranslations'
  | 'landingPageTranslations'
  | 'pageTranslations'
  | 'parcelOrderTypeTranslations'
  | 'productTranslations'
  | 'receiptIngredients'
  | 'receiptInstructions'
  | 'receiptNutritionTranslations'
  | 'receiptTranslations'
  | 'referralTranslations'
  | 'shopSectionTranslations'
  | 'shopTranslations'
  | 'unitTranslations'

/** The translation of each owner in the request's language (else the default, else any): see loadTranslations. */
export function loadTranslationsOf<K extends TranslationKind>(
  db: Executor,
  kind: K,
  ownerIds: readonly number[],
  locales: Locales,
): Promise<Map<number, (typeof schema)[K]['$inferSelect']>> {
  return loadTranslations(db, schema[kind], ownerIds, locales)
}
