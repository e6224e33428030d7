import { describe, expect, it } from 'vitest'
import { referralFromParam, referralLink } from './referral-code'

describe('referral links', () => {
  it('points at sign-up with the code', () => {
    expect(referralLink('https://shop.example.org/', 'ALEX BASIL')).toBe(
      'https://shop.example.org/register?referral=ALEX+BASIL',
    )
  })
  it('reads the code back from the address', () => {
    expect(referralFromParam(new URLSearchParams('referral=%20ALEXBASIL%20').get('referral'))).toBe('ALEXBASIL')
    expect(referralFromParam(null)).toBe('')
    expect(referralFromParam('x'.repeat(65))).toBe('')
  })
})
