// The pieces that turn a query string (or a loosely typed form body) into typed values. Every value of a query string
// arrives as a string, or as an array or object when the client uses bracket syntax (`ids[]=1`, `address[lat]=..`), so
// these schemas are where a route's input is decided: each case below is one a client can send.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { addressBodySchema, addressIdsQuerySchema } from './address.ts'
import { loginBodySchema } from './auth.ts'
import {
  addressQuerySchema,
  idParamSchema,
  listQuerySchema,
  pageQuerySchema,
  queryBoolSchema,
  queryIntSchema,
  queryListSchema,
  queryNumberSchema,
} from './common.ts'
import { notificationSettingsBodySchema } from './user.ts'

/** The messages of a failed parse, each with its dotted path (`''` for the value itself). */
function issues(schema: z.ZodType, value: unknown): Array<[string, string]> {
  const result = schema.safeParse(value)
  if (result.success)
    throw new Error(`expected ${JSON.stringify(value)} to be refused, got ${JSON.stringify(result.data)}`)
  return result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

describe('queryBoolSchema', () => {
  it('reads every spelling of yes and no, in any case', () => {
    for (const yes of ['1', 'true', 'TRUE', 'True', 'yes', 'Yes', 'on', 'ON'])
      expect(queryBoolSchema.parse(yes), yes).toBe(true)
    for (const no of ['0', 'false', 'FALSE', 'no', 'No', 'off', 'OFF'])
      expect(queryBoolSchema.parse(no), no).toBe(false)
  })

  it('reads an empty value (`?flag=`) as false', () => {
    expect(queryBoolSchema.parse('')).toBe(false)
  })

  it('passes real booleans through (a JSON body or an already parsed value)', () => {
    expect(queryBoolSchema.parse(true)).toBe(true)
    expect(queryBoolSchema.parse(false)).toBe(false)
  })

  it('refuses other words with the contract message, and does not trim', () => {
    for (const bad of ['maybe', '2', '-1', ' 1', 'true ', 'y', 'n']) {
      expect(issues(queryBoolSchema, bad), bad).toEqual([['', 'must be 1, 0, true or false']])
    }
  })

  it('refuses numbers, arrays (`flag[]=1`), null and a missing value', () => {
    for (const bad of [1, 0, ['1'], { 0: '1' }, null, undefined]) {
      expect(queryBoolSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })
})

describe('queryIntSchema and queryNumberSchema', () => {
  it('read numbers written as strings, surrounding spaces included', () => {
    expect(queryIntSchema.parse('3')).toBe(3)
    expect(queryIntSchema.parse(' 3 ')).toBe(3)
    expect(queryIntSchema.parse('-7')).toBe(-7)
    expect(queryNumberSchema.parse('1.5')).toBe(1.5)
    expect(queryNumberSchema.parse('-2')).toBe(-2)
    expect(queryNumberSchema.parse(4.25)).toBe(4.25)
  })

  it('refuse fractions and words as whole numbers, with the contract message', () => {
    expect(issues(queryIntSchema, '3.5')).toEqual([['', 'must be a whole number']])
    expect(issues(queryIntSchema, 'abc')).toEqual([['', 'must be a whole number']])
    expect(issues(queryIntSchema, undefined)).toEqual([['', 'must be a whole number']])
  })

  it('refuse what is not a finite number', () => {
    for (const bad of ['abc', 'NaN', 'Infinity', '-Infinity', '1,5']) {
      expect(issues(queryNumberSchema, bad), bad).toEqual([['', 'must be a number']])
    }
    expect(issues(queryIntSchema, 'Infinity')).toEqual([['', 'must be a whole number']])
  })

  it('follow JavaScript number syntax: exponents and hexadecimal are numbers', () => {
    expect(queryIntSchema.parse('1e3')).toBe(1000)
    expect(queryIntSchema.parse('0x10')).toBe(16)
  })

  // Pinned as it behaves today: `Number('')` is 0, so an empty value (`?page=`, `address[latitude]=`) is read as 0 and
  // only a range check after it can refuse it. Whoever makes '' a missing value changes these expectations.
  it('read an empty or blank value as 0', () => {
    expect(queryIntSchema.parse('')).toBe(0)
    expect(queryIntSchema.parse('  ')).toBe(0)
    expect(queryNumberSchema.parse('')).toBe(0)
  })
})

describe('queryListSchema', () => {
  const ids = queryListSchema(queryIntSchema)

  it('reads `ids[]=1&ids[]=2`, `ids[0]=1&ids[1]=2` and a single `ids=5` as a list', () => {
    expect(ids.parse(['1', '2'])).toEqual([1, 2])
    expect(ids.parse({ 0: '1', 1: '2' })).toEqual([1, 2])
    expect(ids.parse('5')).toEqual([5])
  })

  it('takes the values of an object in key order, whatever the keys are named', () => {
    expect(ids.parse({ a: '7', b: '8' })).toEqual([7, 8])
    expect(ids.parse({ 1: '2', 0: '1' })).toEqual([1, 2])
  })

  it('gives an empty list for an empty array or object', () => {
    expect(ids.parse([])).toEqual([])
    expect(ids.parse({})).toEqual([])
  })

  it('checks every item with the item schema and names the failing index', () => {
    expect(issues(ids, ['1', 'x'])).toEqual([['1', 'must be a whole number']])
    const bools = queryListSchema(queryBoolSchema)
    expect(bools.parse(['1', 'false', 'on'])).toEqual([true, false, true])
    expect(issues(bools, ['1', 'maybe'])).toEqual([['1', 'must be 1, 0, true or false']])
  })

  it('refuses more than 100 items', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => String(i))
    expect(ids.parse(hundred)).toHaveLength(100)
    expect(ids.safeParse([...hundred, '100']).success).toBe(false)
  })

  it('leaves a missing list missing, so that the object around it decides whether it is required', () => {
    expect(ids.safeParse(undefined).success).toBe(false)
    expect(ids.optional().parse(undefined)).toBeUndefined()
    expect(z.object({ ids: ids.optional() }).parse({})).toEqual({})
  })

  it('wraps a single empty value like any other single value', () => {
    expect(ids.parse('')).toEqual([0])
    expect(queryListSchema(z.string()).parse('')).toEqual([''])
  })

  it('is what the addresses-by-id query uses: at least one id, each from 1', () => {
    expect(addressIdsQuerySchema.parse({ ids: '3' })).toEqual({ ids: [3] })
    expect(addressIdsQuerySchema.parse({ ids: { 0: '4', 1: '9' } })).toEqual({ ids: [4, 9] })
    expect(issues(addressIdsQuerySchema, { ids: [] })).toEqual([['ids', 'Too small: expected array to have >=1 items']])
    expect(issues(addressIdsQuerySchema, { ids: ['0'] })).toEqual([['ids.0', 'Too small: expected number to be >=1']])
    expect(addressIdsQuerySchema.safeParse({}).success).toBe(false)
  })
})

describe('addressQuerySchema', () => {
  it('reads latitude/longitude or lat/lng from numbers written as strings', () => {
    expect(addressQuerySchema.parse({ latitude: '38.91', longitude: '-77.03' })).toEqual({
      latitude: 38.91,
      longitude: -77.03,
    })
    expect(addressQuerySchema.parse({ lat: '1', lng: '2' })).toEqual({ latitude: 1, longitude: 2 })
    expect(addressQuerySchema.parse({ latitude: 1.5, longitude: 2.5 })).toEqual({ latitude: 1.5, longitude: 2.5 })
  })

  it('mixes the two spellings, the long one winning when both are given', () => {
    expect(addressQuerySchema.parse({ latitude: '1', lng: '2' })).toEqual({ latitude: 1, longitude: 2 })
    expect(addressQuerySchema.parse({ latitude: '1', lat: '5', longitude: '2', lng: '6' })).toEqual({
      latitude: 1,
      longitude: 2,
    })
  })

  it('drops keys other than the coordinates', () => {
    expect(addressQuerySchema.parse({ lat: '1', lng: '2', zoom: '12' })).toEqual({ latitude: 1, longitude: 2 })
  })

  it('accepts the edges of the ranges and refuses a point beyond them, naming the coordinate', () => {
    expect(addressQuerySchema.parse({ latitude: '90', longitude: '180' })).toEqual({ latitude: 90, longitude: 180 })
    expect(addressQuerySchema.parse({ latitude: '-90', longitude: '-180' })).toEqual({ latitude: -90, longitude: -180 })
    expect(issues(addressQuerySchema, { latitude: '-90.0001', longitude: '0' })).toEqual([
      ['latitude', 'Too small: expected number to be >=-90'],
    ])
    expect(issues(addressQuerySchema, { latitude: '0', longitude: '180.5' })).toEqual([
      ['longitude', 'Too big: expected number to be <=180'],
    ])
  })

  it('refuses missing or non-numeric coordinates with the contract message', () => {
    expect(issues(addressQuerySchema, {})).toEqual([
      ['latitude', 'must be a number'],
      ['longitude', 'must be a number'],
    ])
    expect(issues(addressQuerySchema, { latitude: 'north', longitude: '0' })).toEqual([
      ['latitude', 'must be a number'],
    ])
  })

  it('refuses anything but an object: a string, an array, null or nothing', () => {
    for (const bad of ['38.9,-77', ['1', '2'], null, undefined, 5]) {
      expect(addressQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  // Pinned as it behaves today (see queryNumberSchema): empty coordinates read as 0, the point (0, 0).
  it('reads empty coordinates as 0', () => {
    expect(addressQuerySchema.parse({ latitude: '', longitude: '' })).toEqual({ latitude: 0, longitude: 0 })
  })
})

describe('page and id parameters', () => {
  const page = z.object(pageQuerySchema.shape)

  it('reads page and perPage, both optional', () => {
    expect(page.parse({})).toEqual({})
    expect(page.parse({ page: '1', perPage: '100' })).toEqual({ page: 1, perPage: 100 })
    expect(listQuerySchema.parse({ lang: 'ar', page: '3' })).toEqual({ lang: 'ar', page: 3 })
  })

  it('refuses a page below 1, an empty page and more than 100 per page', () => {
    expect(issues(page, { page: '0' })).toEqual([['page', 'Too small: expected number to be >=1']])
    expect(issues(page, { page: '' })).toEqual([['page', 'Too small: expected number to be >=1']])
    expect(issues(page, { perPage: '101' })).toEqual([['perPage', 'Too big: expected number to be <=100']])
    expect(issues(page, { page: 'two' })).toEqual([['page', 'must be a whole number']])
  })

  it('keeps a path id within a PostgreSQL integer', () => {
    expect(idParamSchema.parse({ id: '2147483647' })).toEqual({ id: 2_147_483_647 })
    expect(issues(idParamSchema, { id: '2147483648' })).toEqual([['id', 'Too big: expected number to be <=2147483647']])
    expect(issues(idParamSchema, { id: '0' })).toEqual([['id', 'Too small: expected number to be >=1']])
    expect(issues(idParamSchema, { id: '1.5' })).toEqual([['id', 'must be a whole number']])
  })
})

describe('loosely typed bodies', () => {
  it('an address body takes coordinates as numbers or strings, numbers as text, and 0/1/"true" as its flag', () => {
    expect(
      addressBodySchema.parse({
        title: 42,
        location: { latitude: '1.5', longitude: 2 },
        address: { floor: null, house: ' 3 ', comment: '' },
        active: '1',
      }),
    ).toEqual({
      title: '42',
      location: { latitude: 1.5, longitude: 2 },
      address: { floor: null, house: '3', comment: null },
      active: true,
    })
    expect(addressBodySchema.parse({ location: { latitude: 0, longitude: 0 } })).toEqual({
      location: { latitude: 0, longitude: 0 },
      address: {},
    })
    for (const [active, read] of [
      [0, false],
      [1, true],
      ['0', false],
      ['true', true],
      ['false', false],
      [false, false],
    ] as const) {
      expect(addressBodySchema.parse({ location: { latitude: 0, longitude: 0 }, active }).active, String(active)).toBe(
        read,
      )
    }
  })

  it('an address body refuses other flags and points out of range', () => {
    expect(addressBodySchema.safeParse({ location: { latitude: 0, longitude: 0 }, active: 'yes' }).success).toBe(false)
    expect(addressBodySchema.safeParse({ location: { latitude: 0, longitude: 0 }, active: 2 }).success).toBe(false)
    expect(issues(addressBodySchema, { location: { latitude: 91, longitude: 0 } })).toEqual([
      ['location.latitude', 'Too big: expected number to be <=90'],
    ])
  })

  it('a sign-in body takes an e-mail or phone as text or number, trimmed', () => {
    expect(loginBodySchema.parse({ email: ' a@example.org ', password: 'x' })).toEqual({
      email: 'a@example.org',
      password: 'x',
    })
    expect(loginBodySchema.parse({ phone: 15550100, password: null })).toEqual({ phone: '15550100', password: null })
    expect(loginBodySchema.safeParse({ email: true }).success).toBe(false)
    expect(issues(loginBodySchema, { email: 'a@example.org', password: 'p'.repeat(201) })).toEqual([
      ['password', 'is too long'],
    ])
  })

  it('notification settings take ids as strings and the same flags as an address', () => {
    expect(
      notificationSettingsBodySchema.parse({
        notifications: [
          { notification_id: '2', active: '0' },
          { notification_id: 3, active: true },
          { notification_id: '4', active: 'true' },
        ],
      }),
    ).toEqual({
      notifications: [
        { notification_id: 2, active: false },
        { notification_id: 3, active: true },
        { notification_id: 4, active: true },
      ],
    })
    expect(
      notificationSettingsBodySchema.safeParse({ notifications: [{ notification_id: '0', active: true }] }).success,
    ).toBe(false)
    expect(
      notificationSettingsBodySchema.safeParse({ notifications: [{ notification_id: '1', active: 'on' }] }).success,
    ).toBe(false)
  })
})
