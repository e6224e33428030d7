import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contractResolver } from './contract-resolver'
import { stagedResolver } from './staged-resolver'

type Values = { name: string; note: string }
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false }
const contract = z.object({ name: z.string().max(5, 'is too long'), body: z.object({ note: z.string().max(3) }) })
const held = contractResolver<Values>({
  contract,
  toBody: (values) => ({ name: values.name, body: { note: values.note } }),
  fieldOf: (path) => (path[0] === 'body' ? 'note' : path[0] === 'name' ? 'name' : null),
})

describe('stagedResolver', () => {
  it("answers the spec's messages without loading the contract", async () => {
    let loads = 0
    const resolve = stagedResolver<Values>(
      (values) => ({ name: values.name ? null : 'form.required', note: null }),
      () => {
        loads++
        return Promise.resolve(held)
      },
    )
    const result = await resolve({ name: '', note: 'a very long note' }, undefined, options)
    expect(result.errors).toEqual({ name: { type: 'spec', message: 'form.required' } })
    expect(result.values).toEqual({})
    expect(loads).toBe(0)
  })

  it("holds values that pass the rules to the contract, its issues under the form's fields", async () => {
    const resolve = stagedResolver<Values>(
      () => ({}),
      () => Promise.resolve(held),
    )
    const refused = await resolve({ name: 'Alexandra', note: 'long' }, undefined, options)
    expect(refused.errors.name?.message).toBe('is too long')
    expect(refused.errors.note?.message).toMatch(/3/)
    const taken = await resolve({ name: 'Al', note: 'ok' }, undefined, options)
    expect(taken).toEqual({ values: { name: 'Al', note: 'ok' }, errors: {} })
  })

  it('lets the submit go on when the contract cannot be loaded (the API holds the same contract)', async () => {
    const resolve = stagedResolver<Values>(
      () => ({}),
      () => Promise.reject(new Error('ChunkLoadError')),
    )
    expect(await resolve({ name: 'Alexandra', note: 'x' }, undefined, options)).toEqual({
      values: { name: 'Alexandra', note: 'x' },
      errors: {},
    })
  })
})
