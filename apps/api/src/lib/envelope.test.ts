import { describe, expect, it } from 'vitest'
import { paginate } from './envelope.ts'

describe('paginate', () => {
  it('builds Laravel meta and links for a middle page', () => {
    const page = paginate(['a', 'b'], {
      page: 2,
      perPage: 2,
      total: 5,
      path: 'http://x/api/v1/rest/things',
      query: { lang: 'ar', page: '2' },
    })
    expect(page.meta).toMatchObject({
      current_page: 2,
      from: 3,
      to: 4,
      last_page: 3,
      per_page: 2,
      total: 5,
      path: 'http://x/api/v1/rest/things',
    })
    expect(page.links.prev).toBe('http://x/api/v1/rest/things?lang=ar&page=1')
    expect(page.links.next).toBe('http://x/api/v1/rest/things?lang=ar&page=3')
    expect(page.meta.links.map((l) => l.label)).toEqual(['&laquo; Previous', '1', '2', '3', 'Next &raquo;'])
    expect(page.meta.links.find((l) => l.active)?.label).toBe('2')
  })

  it('keeps nested query parameters in the links', () => {
    const page = paginate(['a'], {
      page: 1,
      perPage: 1,
      total: 2,
      path: 'p',
      query: { address: { latitude: '1.5', longitude: '2' } },
    })
    expect(page.links.next).toBe('p?address[latitude]=1.5&address[longitude]=2&page=2')
  })

  it('gives an empty list one last page and null bounds', () => {
    const page = paginate([], { page: 1, perPage: 10, total: 0, path: 'p' })
    expect(page.meta).toMatchObject({ current_page: 1, last_page: 1, from: null, to: null, total: 0 })
    expect(page.links.next).toBeNull()
    expect(page.links.prev).toBeNull()
  })
})
