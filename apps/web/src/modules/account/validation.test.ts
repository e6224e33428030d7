import { describe, expect, it } from 'vitest'
import { apiMessageKey, checkConfirmation, checkPassword, checkPhone, normalizePhone, readLogin } from './validation'

describe('account form rules', () => {
  it('asks for 6 characters and matching passwords', () => {
    expect(checkPassword('')).toBe('form.required')
    expect(checkPassword('12345')).toBe('form.passwordShort')
    expect(checkPassword('123456')).toBeNull()
    expect(checkConfirmation('123456', '123457')).toBe('form.passwordsDontMatch')
    expect(checkConfirmation('123456', '123456')).toBeNull()
  })

  it('reads phones the way the API does', () => {
    expect(checkPhone('')).toBe('form.phoneRequired')
    expect(checkPhone('12')).toBe('form.phoneInvalid')
    expect(normalizePhone('+1 (202) 555-0147')).toBe('+12025550147')
    expect(normalizePhone('0044 20 7946 0958')).toBe('+442079460958')
  })

  it('tells an e-mail from a phone in the login box', () => {
    expect(readLogin(' Ann@Example.org ')).toEqual({ email: 'ann@example.org' })
    expect(readLogin('+12025550147')).toEqual({ phone: '+12025550147' })
    expect(readLogin('ann@')).toBeNull()
  })

  it('maps the API messages it knows to texts', () => {
    expect(apiMessageKey('Login or password is invalid')).toBe('form.loginInvalid')
    expect(apiMessageKey('The firstname field is required.')).toBe('form.required')
    expect(apiMessageKey('Something new')).toBeNull()
  })
})
