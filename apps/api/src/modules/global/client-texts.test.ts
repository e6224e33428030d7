// The other web client of this API family reads ~450 UI keys from rest/translations/paginate and has no fallback:
// a key without a text shows to its users as the raw key. Every active language must carry a real text for each.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../test/app.ts'
import { clientTexts } from '../../db/seed/vocabulary/client-texts.ts'
import { uiStrings } from '../../db/seed/vocabulary/settings.ts'

const keysFile = fileURLToPath(new URL('../../db/seed/vocabulary/client-translation-keys.txt', import.meta.url))
const clientKeys = readFileSync(keysFile, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))

/** Keys whose right text is the key itself: `min` is the minutes abbreviation ("25 min"). */
const textMayEqualKey = new Set(['min'])

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Envelope<T> = { timestamp: string; status: boolean; message: string; data: T }
type Language = { locale: string; default: boolean }

async function textsFor(locale: string): Promise<Record<string, string>> {
  const res = await getJson<Envelope<Record<string, string>>>(t.app, `rest/translations/paginate?lang=${locale}`)
  expect(res.status).toBe(200)
  return res.body.data
}

describe('texts for the other web client', () => {
  it('reads the whole key list', () => {
    expect(clientKeys.length).toBeGreaterThanOrEqual(400)
    expect(new Set(clientKeys).size).toBe(clientKeys.length)
  })

  it('writes each text in one place: no key is both a storefront string and a client text', () => {
    expect(Object.keys(clientTexts).filter((key) => Object.hasOwn(uiStrings, key))).toEqual([])
  })

  it('serves a real text for every key in every active language', async () => {
    const languages = (await getJson<Envelope<Language[]>>(t.app, 'rest/languages/active')).body.data
    expect(languages.map((l) => l.locale).sort()).toEqual(['ar', 'en', 'fr'])
    for (const { locale } of languages) {
      const texts = await textsFor(locale)
      const wrong = clientKeys.filter((key) => {
        const text = texts[key]
        return typeof text !== 'string' || text.trim() === '' || (text === key && !textMayEqualKey.has(key))
      })
      expect(wrong, `keys without a text in ${locale}`).toEqual([])
    }
  })

  it('writes the other languages, rather than repeating the English text', async () => {
    const languages = (await getJson<Envelope<Language[]>>(t.app, 'rest/languages/active')).body.data
    const defaultLocale = languages.find((l) => l.default)!.locale
    expect(defaultLocale).toBe('en')
    const english = await textsFor(defaultLocale)
    for (const { locale } of languages.filter((l) => l.locale !== defaultLocale)) {
      const texts = await textsFor(locale)
      const same = clientKeys.filter((key) => texts[key] === english[key])
      // A few may rightly match (OK, Bonus, Restaurant, Type…), most must not.
      expect(same.length / clientKeys.length, `${locale} repeats English for: ${same.join(', ')}`).toBeLessThanOrEqual(
        0.1,
      )
    }
  })

  it('writes the Arabic texts in Arabic script', async () => {
    const arabic = await textsFor('ar')
    expect(clientKeys.filter((key) => !/[\u0600-\u06FF]/.test(arabic[key] ?? ''))).toEqual([])
  })

  it("never changes the storefront's own words (the storefront lays the API's texts over its own)", async () => {
    // The storefront's locale files are data; reading them here keeps the two lists from drifting apart.
    for (const locale of ['en', 'fr', 'ar']) {
      const storefrontFile = fileURLToPath(
        new URL(`../../../../web/public/locales/${locale}/common.json`, import.meta.url),
      )
      const storefront = JSON.parse(readFileSync(storefrontFile, 'utf8')) as Record<string, string>
      const served = await textsFor(locale)
      const changed = Object.keys(served).filter((key) => key in storefront && served[key] !== storefront[key])
      expect(
        changed.map((key) => `${key}: "${served[key]}" instead of "${storefront[key]}"`),
        locale,
      ).toEqual([])
    }
  })
})
