import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiFetch, setUnauthorizedHandler } from './browser'
import { responses } from './responses'

// The browser's fetch is the one thing faked here (a platform API, not our code): each test answers one request.
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const seen: { url: string; init: RequestInit }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    seen.push({ url, init })
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
  })
  return seen
}

afterEach(() => {
  vi.unstubAllGlobals()
  setUnauthorizedHandler(null)
})

const geocode = {
  timestamp: '2026-11-25T10:00:00Z',
  status: true,
  message: 'OK',
  data: {
    address: '1 Main St',
    place: 'Logan Circle',
    city: 'Washington',
    country: 'United States',
    location: { latitude: 1, longitude: 2 },
    distance_km: 0.4,
  },
}

describe('apiFetch', () => {
  it('calls this site’s /api/v1 with the query, sends JSON bodies, and resolves with the answer parsed by its contract', async () => {
    const seen = answer(200, geocode)
    const res = await apiFetch('rest/geocode/reverse', responses.geocode, { query: { latitude: 1, longitude: 2 } })
    expect(res.data.address).toBe('1 Main St')
    expect(seen[0]?.url).toBe('/api/v1/rest/geocode/reverse?latitude=1&longitude=2')
    const posted = answer(200, geocode)
    await apiFetch('rest/geocode/reverse', responses.geocode, { method: 'POST', body: { a: 1 } })
    expect(posted[0]?.init).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    })
  })

  it('sends the extra headers a call names (an Idempotency-Key), beside its own', async () => {
    const seen = answer(200, geocode)
    await apiFetch('rest/geocode/reverse', responses.geocode, {
      method: 'POST',
      body: { a: 1 },
      headers: { 'Idempotency-Key': 'send-1' },
    })
    expect(seen[0]?.init.headers).toEqual({
      'Idempotency-Key': 'send-1',
      accept: 'application/json',
      'content-type': 'application/json',
    })
  })

  it('outside production, an answer that breaks its contract is an ApiError 502', async () => {
    answer(200, { ...geocode, data: { city: 7 } })
    const error = await apiFetch('rest/geocode/reverse', responses.geocode).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(502)
  })

  it('turns the contract’s error body into ApiError (fields, Retry-After) and reports a 401 once', async () => {
    answer(422, { status: false, statusCode: 'ERROR_400', message: 'Invalid', params: { email: ['is taken'] } })
    const invalid = (await apiFetch('auth/register', responses.register).catch((e: unknown) => e)) as ApiError
    expect([invalid.status, invalid.message, invalid.statusCode, invalid.field('email')]).toEqual([
      422,
      'Invalid',
      'ERROR_400',
      'is taken',
    ])
    answer(429, { message: 'Too many' }, { 'retry-after': '30' })
    expect(((await apiFetch('auth/login', responses.session).catch((e: unknown) => e)) as ApiError).retryAfter).toBe(30)

    let ended = 0
    setUnauthorizedHandler(() => ended++)
    answer(401, { message: 'Unauthorized' })
    await apiFetch('dashboard/user/profile/show', responses.user).catch(() => undefined)
    await apiFetch('dashboard/user/profile/show', responses.user).catch(() => undefined)
    await apiFetch('auth/login', responses.session, { ignoreUnauthorized: true }).catch(() => undefined)
    expect(ended).toBe(1)
  })
})
