import { describe, expect, it } from 'vitest'
import { addressQuerySchema, queryBoolSchema, queryListSchema, queryIntSchema, pageQuerySchema } from './common.ts'
import { z } from 'zod'

describe('query-string schemas', () => {
  it('reads booleans the way clients send them', () => {
    expect(queryBoolSchema.parse('1')).toBe(true)
    expect(queryBoolSchema.parse('true')).toBe(true)
    expect(queryBoolSchema.parse('0')).toBe(false)
    expect(queryBoolSchema.parse('false')).toBe(false)
    expect(queryBoolSchema.safeParse('maybe').success).toBe(false)
  })

  it('reads lists in every bracket form', () => {
    const ids = queryListSchema(queryIntSchema)
    expect(ids.parse(['1', '2'])).toEqual([1, 2])
    expect(ids.parse({ 0: '3', 1: '4' })).toEqual([3, 4])
    expect(ids.parse('5')).toEqual([5])
    expect(ids.safeParse(['x']).success).toBe(false)
  })

  it('reads an address object with latitude/longitude or lat/lng and checks the ranges', () => {
    expect(addressQuerySchema.parse({ latitude: '38.91', longitude: '-77.03' })).toEqual({ latitude: 38.91, longitude: -77.03 })
    expect(addressQuerySchema.parse({ lat: '1', lng: '2' })).toEqual({ latitude: 1, longitude: 2 })
    expect(addressQuerySchema.safeParse({ latitude: '91', longitude: '0' }).success).toBe(false)
    expect(addressQuerySchema.safeParse('38.9,-77').success).toBe(false)
  })

  it('bounds page and perPage', () => {
    const schema = z.object(pageQuerySchema.shape)
    expect(schema.parse({ page: '2', perPage: '15' })).toEqual({ page: 2, perPage: 15 })
    expect(schema.safeParse({ page: '0' }).success).toBe(false)
    expect(schema.safeParse({ perPage: '1000' }).success).toBe(false)
    expect(schema.safeParse({ page: '1.5' }).success).toBe(false)
  })
})
