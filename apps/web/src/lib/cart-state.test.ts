import { describe, expect, it } from 'vitest'
import { isGoneFromGroupStatus, toGroupCartState, toUserCartState } from './cart-state'

const cart = { timestamp: '2025-01-01T00:00:00.000Z', status: true, message: 'OK', data: { id: 7 } }
const error = (statusCode: string, message: string) => ({
  timestamp: '2025-01-01T00:00:00.000Z',
  status: false,
  statusCode,
  message,
})

describe('toUserCartState', () => {
  it('answers "no cart" (the API\'s 404) as a 200 with data null', () => {
    expect(toUserCartState({ status: 404, body: error('ERROR_404', 'Cart not found') })).toEqual({
      status: 200,
      body: { data: null },
    })
  })

  it('passes a cart and every other answer on unchanged', () => {
    expect(toUserCartState({ status: 200, body: cart })).toEqual({ status: 200, body: cart })
    const expired = { status: 401, body: error('ERROR_100', 'Unauthorized') }
    expect(toUserCartState(expired)).toBe(expired)
    const down = { status: 503, body: error('ERROR_503', 'Service unavailable') }
    expect(toUserCartState(down)).toBe(down)
  })
})

describe('toGroupCartState', () => {
  it('answers "kicked" as a 200 that keeps the API\'s status and message', () => {
    expect(
      toGroupCartState({ status: 400, body: error('ERROR_400', 'You have been kicked from group order') }),
    ).toEqual({
      status: 200,
      body: { data: null, gone: { status: 400, message: 'You have been kicked from group order' } },
    })
  })

  it("treats a group that is gone (404) or the owner's own row (403) the same way, with or without a message", () => {
    expect(
      toGroupCartState({ status: 404, body: error('ERROR_404', 'You cannot join. Invalid group order') }).body,
    ).toEqual({
      data: null,
      gone: { status: 404, message: 'You cannot join. Invalid group order' },
    })
    expect(toGroupCartState({ status: 403, body: null })).toEqual({
      status: 200,
      body: { data: null, gone: { status: 403, message: '' } },
    })
  })

  it('passes the cart, a rate limit and a failure on unchanged', () => {
    expect(toGroupCartState({ status: 200, body: cart })).toEqual({ status: 200, body: cart })
    const limited = { status: 429, body: error('ERROR_429', 'Too many requests') }
    expect(toGroupCartState(limited)).toBe(limited)
    const down = { status: 503, body: null }
    expect(toGroupCartState(down)).toBe(down)
  })
})

describe('isGoneFromGroupStatus', () => {
  it('is true for 400, 403 and 404 only', () => {
    expect([200, 400, 401, 403, 404, 429, 500].filter(isGoneFromGroupStatus)).toEqual([400, 403, 404])
  })
})
