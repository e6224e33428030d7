import type { WalletHistory } from '@basil/contracts'
import { describe, expect, it } from 'vitest'
import { amountError, counterparty, parseAmount, personName, reasonKey, signedAmount } from './wallet-entry'

const ann = { id: 1, uuid: 'a', firstname: 'Ann', lastname: 'Lee', img: null }
const bob = { id: 2, uuid: 'b', firstname: 'Bob', lastname: null, img: null }

function entry(over: Partial<WalletHistory>): WalletHistory {
  return {
    id: 1,
    uuid: 'u',
    wallet_uuid: 'w',
    type: 'topup',
    reason: 'topup',
    price: 10,
    note: null,
    status: 'processed',
    order_id: null,
    created_at: '2026-11-25T10:00:00Z',
    author: null,
    user: null,
    ...over,
  }
}

describe('wallet entries', () => {
  it('names people by first and last name, or not at all', () => {
    expect(personName(ann)).toBe('Ann Lee')
    expect(personName(bob)).toBe('Bob')
    expect(personName({ ...bob, firstname: null })).toBeNull()
    expect(personName(null)).toBeNull()
  })

  it('says who sent or received a transfer, and nobody for top-ups and orders', () => {
    expect(counterparty(entry({ type: 'topup', reason: 'transfer_in', user: ann, author: ann }))).toEqual({
      key: 'wallet.from',
      name: 'Ann Lee',
    })
    expect(counterparty(entry({ type: 'withdraw', reason: 'transfer_out', user: bob, author: ann }))).toEqual({
      key: 'wallet.to',
      name: 'Bob',
    })
    expect(counterparty(entry({ type: 'topup', reason: 'transfer_in', user: null, author: bob }))?.name).toBe('Bob')
    expect(counterparty(entry({ type: 'withdraw', reason: 'order', author: ann }))).toBeNull()
    expect(counterparty(entry({ reason: 'topup' }))).toBeNull()
  })

  it('signs the amount by its direction and keys every reason', () => {
    expect(signedAmount(entry({ type: 'topup', price: 12.5 }))).toBe(12.5)
    expect(signedAmount(entry({ type: 'withdraw', price: 12.5 }))).toBe(-12.5)
    expect(reasonKey({ reason: 'referral' })).toBe('wallet.reason.referral')
  })
})

describe('typed amounts', () => {
  it('reads digits with a dot or a comma and at most two decimals', () => {
    expect(parseAmount('12')).toBe(12)
    expect(parseAmount(' 12,5 ')).toBe(12.5)
    expect(parseAmount('0.01')).toBe(0.01)
    for (const bad of ['', 'abc', '1.234', '-3', '1e3', '1.2.3', '.5']) expect(parseAmount(bad), bad).toBeNull()
  })

  it('gives the spec message for an empty, invalid or larger-than-balance amount', () => {
    expect(amountError('')).toBe('wallet.amountRequired')
    expect(amountError('0')).toBe('wallet.amountInvalid')
    expect(amountError('x')).toBe('wallet.amountInvalid')
    expect(amountError('20', 19.99)).toBe('checkout.insufficientWallet')
    expect(amountError('19.99', 19.99)).toBeNull()
    expect(amountError('500')).toBeNull()
  })
})
