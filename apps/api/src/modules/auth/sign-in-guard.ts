// Failed sign-ins, counted so that guessing a password is slow and nobody can lock the owner out of an account.
//
// Three counts, all of failures only (a wrong password or an unknown account; never a success, so people behind one
// address, an office or a mobile network, are not held back by each other signing in):
// - per address, whatever the account: a hard limit (ADDRESS_MAX_FAILURES in ADDRESS_WINDOW_MS), against one
//   address trying many accounts;
// - per account and address: a hard limit (PAIR_MAX_FAILURES in WINDOW_MS); a success from that address clears it;
// - per account across all addresses: after FREE_FAILURES in WINDOW_MS, each further try must wait 2^n seconds
//   (n = failures beyond the free ones, capped at MAX_DELAY_MS) after the account's last failure.
//
// The choice that keeps the owner in: the per-account delay holds back only addresses that have failed on this
// account themselves in the window. An attacker failing from X (or from many addresses) therefore slows down and then
// stops X, while the owner signing in from Y with the right password goes straight through; the owner only waits
// (at most MAX_DELAY_MS) after typing a wrong password from Y during an attack. The price is that, while an account
// is under attack, each fresh address still gets its first guess: distributed guessing costs one address per guess,
// and every address is also held to its own limit of failures.
// Delaying every address instead would let anyone who keeps failing hold the owner at the door, and delaying only
// wrong passwords would answer the right one at once, which brakes nothing.
import type { FailureCounter } from '../../plugins/rate-limit.ts'
import { MINUTE, tooManyRequests } from '../../plugins/rate-limit.ts'

export const WINDOW_MS = 15 * MINUTE
export const PAIR_MAX_FAILURES = 10
export const FREE_FAILURES = 5
export const MAX_DELAY_MS = 60_000
export const ADDRESS_MAX_FAILURES = 20
export const ADDRESS_WINDOW_MS = 10 * MINUTE

const pairKey = (account: string, address: string) => `sign-in:pair:${account}|${address}`
const accountKey = (account: string) => `sign-in:account:${account}`
const addressKey = (address: string) => `sign-in:address:${address}`

/** The wait after `failures` failures of an account (0 while they are within the free ones). */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0
  return Math.min(MAX_DELAY_MS, 2 ** (failures - FREE_FAILURES + 1) * 1000)
}

export class SignInGuard {
  constructor(private readonly counter: FailureCounter) {}

  /** Throws 429 with Retry-After when `address` may not try `account` now. */
  async assertMayTry(account: string, address: string): Promise<void> {
    const now = Date.now()
    const fromAddress = await this.counter.read(addressKey(address))
    if (fromAddress && fromAddress.count >= ADDRESS_MAX_FAILURES) throw tooManyRequests(fromAddress.resetAt - now)
    const pair = await this.counter.read(pairKey(account, address))
    if (!pair) return
    if (pair.count >= PAIR_MAX_FAILURES) throw tooManyRequests(pair.resetAt - now)
    const all = await this.counter.read(accountKey(account))
    if (!all) return
    const waitUntil = all.lastAt + delayAfter(all.count)
    if (waitUntil > now) throw tooManyRequests(waitUntil - now)
  }

  async recordFailure(account: string, address: string): Promise<void> {
    await Promise.all([
      this.counter.add(pairKey(account, address), WINDOW_MS),
      this.counter.add(accountKey(account), WINDOW_MS),
      this.counter.add(addressKey(address), ADDRESS_WINDOW_MS),
    ])
  }

  /** The owner got in from `address`: its failures there are forgiven (the account's count stays: others may go on). */
  async recordSuccess(account: string, address: string): Promise<void> {
    await this.counter.clear(pairKey(account, address))
  }
}
