import type { Resources } from './config'

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/**
 * The texts of one language: English under the language's own file, with the API's texts laid over both, so an
 * operator can reword any text without a build. Only keys the storefront has (in either file, or a plural form of
 * one) are taken from the API: it also serves the texts of other clients of this API family (some 450 keys), which
 * no page here reads and every page would otherwise carry to the browser.
 */
export function mergeTexts(en: Resources, own: Resources, api: Resources): Resources {
  const texts: Resources = { ...en, ...own }
  for (const [key, text] of Object.entries(api)) {
    const plural = PLURAL_SUFFIX.test(key) && Object.hasOwn(texts, key.replace(PLURAL_SUFFIX, '_other'))
    if (plural || Object.hasOwn(texts, key)) texts[key] = text
  }
  return texts
}
