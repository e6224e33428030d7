import { describe, expect, it } from 'vitest'
import {
  addressQuerySchema,
  dateSchema,
  findControlCharacter,
  lineSchema,
  pageQuerySchema,
  queryBoolSchema,
  queryIntSchema,
  queryListSchema,
  textSchema,
  timeSchema,
} from './common.ts'
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
    expect(addressQuerySchema.parse({ latitude: '38.91', longitude: '-77.03' })).toEqual({
      latitude: 38.91,
      longitude: -77.03,
    })
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

describe('text and date schemas', () => {
  it('finds control characters in values and keys, however deep, and lets tab and line breaks through', () => {
    expect(findControlCharacter({ search: 'a\u0000b' })).toBe('search')
    expect(findControlCharacter({ address: { title: ['ok', 'x\u001b'] } })).toBe('address.title.1')
    expect(findControlCharacter({ ['k\u0007']: 1 })).toBe('k\u0007')
    expect(findControlCharacter('\u007f')).toBe('request')
    expect(findControlCharacter({ note: 'line one\nline two\tend\r\n' })).toBeUndefined()
    // Not parsed JSON (an upload's file, a stream): not searched, whatever its fields hold.
    class Upload {
      filename = 'x\u0000.png'
    }
    expect(findControlCharacter(new Upload())).toBeUndefined()
    expect(findControlCharacter({ ...new Upload() })).toBe('filename')
    expect(findControlCharacter({ n: 1, b: true, z: null })).toBeUndefined()
  })

  it('one-line fields refuse every control character, text of several lines keeps tab and line breaks', () => {
    expect(lineSchema(10).safeParse('Bo\u0000b').success).toBe(false)
    expect(lineSchema(10).safeParse('two\nlines').success).toBe(false)
    expect(lineSchema(10).parse('  Bob ')).toBe('Bob')
    expect(textSchema(50).parse('two\nlines')).toBe('two\nlines')
    expect(textSchema(50).safeParse('nul\u0000').success).toBe(false)
  })

  it('dates and times must exist', () => {
    expect(dateSchema.safeParse('2026-11-25').success).toBe(true)
    expect(dateSchema.safeParse('2028-02-29').success).toBe(true)
    for (const bad of ['2026-02-30', '2026-13-01', '2026-00-10', '26-11-25', '2026-11-25T00:00', '']) {
      expect(dateSchema.safeParse(bad).success, bad).toBe(false)
    }
    for (const good of ['00:00', '9:05', '23:59']) expect(timeSchema.safeParse(good).success, good).toBe(true)
    for (const bad of ['25:99', '24:00', '12:60', '1230', '12:3', 'noon'])
      expect(timeSchema.safeParse(bad).success, bad).toBe(false)
  })
})
