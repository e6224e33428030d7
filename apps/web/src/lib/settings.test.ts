import { describe, expect, it } from 'vitest'
import { footerTextIn, referralsOffered } from './settings'

describe('footerTextIn', () => {
  const settings = { footer_text: 'Fresh food, fast.', footer_text_fr: 'Des plats frais, vite.' }

  it('takes the text written for the page language', () => {
    expect(footerTextIn(settings, 'fr', 'en')).toBe('Des plats frais, vite.')
  })

  it('takes the operator text on pages in the default language', () => {
    expect(footerTextIn(settings, 'en', 'en')).toBe('Fresh food, fast.')
    expect(footerTextIn(settings, 'en', undefined)).toBe('Fresh food, fast.')
  })

  it('gives nothing for another language without its own text, so the page shows its own tagline', () => {
    expect(footerTextIn(settings, 'ar', 'en')).toBeUndefined()
    expect(footerTextIn({}, 'en', 'en')).toBeUndefined()
  })
})

describe('referralsOffered', () => {
  it('is on for 1 or true only', () => {
    expect(referralsOffered({ referral_active: '1' })).toBe(true)
    expect(referralsOffered({ referral_active: ' TRUE ' })).toBe(true)
    expect(referralsOffered({ referral_active: '0' })).toBe(false)
    expect(referralsOffered({})).toBe(false)
  })
})
