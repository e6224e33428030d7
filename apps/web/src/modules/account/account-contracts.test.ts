import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { emailChange, phoneChange, resetConfirm, signIn } from './account-contracts'

const check = <T extends FieldValues>(resolver: Resolver<T>, values: T) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<T>)

describe("account forms held to their requests' contracts", () => {
  it("puts the login contract's issues under the form's boxes", async () => {
    const refused = await check(signIn, { login: 'dana@example.com', password: 'x'.repeat(201) })
    expect(Object.keys(refused.errors)).toEqual(['password'])
    expect(refused.errors.password?.message).toBe('is too long')
    const taken = await check(signIn, { login: 'dana@example.com', password: 'secret-pass' })
    expect(taken.errors).toEqual({})
  })

  it('puts a new address that is too long under the one box, for e-mails and phones', async () => {
    const email = await check(emailChange, { value: `${'a'.repeat(250)}@example.com`, password: 'pw' })
    expect(Object.keys(email.errors)).toEqual(['value'])
    const phone = await check(phoneChange, { value: '1'.repeat(40), password: 'pw' })
    expect(Object.keys(phone.errors)).toEqual(['value'])
    expect((await check(phoneChange, { value: '+1 202 555 0147', password: 'pw' })).errors).toEqual({})
  })

  it("sends the code as the reset's verifyCode", async () => {
    const refused = await check(resetConfirm, {
      code: '1'.repeat(20),
      password: 'secret-pass',
      password_confirmation: 'secret-pass',
    })
    expect(Object.keys(refused.errors)).toEqual(['code'])
  })
})
