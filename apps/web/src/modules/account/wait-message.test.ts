import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createTranslator } from '@/lib/i18n/translate'
import { readRetryAfter } from '@/lib/api/browser'
import { waitMessage } from './auth-calls'

const locale = (lng: string) =>
  JSON.parse(readFileSync(new URL(`../../../public/locales/${lng}/common.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >

describe('how long to wait after a 429', () => {
  it('reads Retry-After in seconds or as a date', () => {
    expect(readRetryAfter('120')).toBe(120)
    expect(readRetryAfter(null)).toBeUndefined()
    expect(readRetryAfter('soon')).toBeUndefined()
    expect(readRetryAfter('0')).toBeUndefined()
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString()
    expect(readRetryAfter(inTwoMinutes)).toBeGreaterThanOrEqual(118)
    expect(readRetryAfter(inTwoMinutes)).toBeLessThanOrEqual(120)
  })

  it('says it in seconds, minutes or hours', () => {
    expect(waitMessage(2)).toEqual({ key: 'auth.retryInSeconds', options: { count: 2 } })
    expect(waitMessage(120)).toEqual({ key: 'auth.retryInMinutes', options: { count: 2 } })
    expect(waitMessage(61)).toEqual({ key: 'auth.retryInMinutes', options: { count: 2 } })
    expect(waitMessage(3600)).toEqual({ key: 'auth.retryInMinutes', options: { count: 60 } })
    expect(waitMessage(3 * 3600)).toEqual({ key: 'auth.retryInHours', options: { count: 3 } })
  })

  it('has a text for every count in English, French and Arabic', () => {
    const en = createTranslator('en', locale('en'))
    const message = waitMessage(120)
    if (typeof message === 'string') throw new Error('a message with a count')
    expect(en(message.key, message.options)).toBe('Too many attempts. Try again in 2 minutes.')
    for (const lng of ['en', 'fr', 'ar']) {
      const t = createTranslator(lng, locale(lng))
      for (const seconds of [1, 2, 3, 11, 59, 60, 61, 125, 660, 3600, 5400, 7200, 86_400, 1_000_000 * 3600]) {
        const m = waitMessage(seconds)
        if (typeof m === 'string') throw new Error('a message with a count')
        const text = t(m.key, m.options)
        expect(text, `${lng} ${seconds}`).not.toBe(m.key)
        expect(text).not.toContain('{{')
      }
    }
  })
})
