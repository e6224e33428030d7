import { describe, expect, it } from 'vitest'
import { toQueryString } from './query-string'

describe('query strings the API family reads', () => {
  it('writes nested objects and arrays with brackets and skips empty values', () => {
    expect(
      toQueryString({
        search: 'a b',
        address: { latitude: 1.5, longitude: -2 },
        rating: [4],
        open: true,
        x: undefined,
        y: '',
      }),
    ).toBe('search=a%20b&address%5Blatitude%5D=1.5&address%5Blongitude%5D=-2&rating%5B0%5D=4&open=1')
  })
})
