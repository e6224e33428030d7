// Rate limits of the sign-in, code-sending and upload routes. Counters live in memory on one instance and in Redis
// when REDIS_URL is set, so that every instance behind a load balancer shares them.
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { createRequire } from 'node:module'
import { ApiError } from '../lib/errors.ts'

export const TOO_MANY_REQUESTS = 'Too many requests. Please, try again later'

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts failures (wrong passwords, wrong codes...) by key; shared through Redis when it is configured. */
    failureCounter: FailureCounter
  }
}

export interface RateLimitOptions {
  /** Shares the counters across instances; they are counted in memory without it. */
  redis?: Redis
}

/** `app.createRateLimit` (used through `rateLimited`) and `app.failureCounter`. */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { redis }) => {
    // Losing Redis degrades to counting on this instance alone (with a warning), never to no limits nor to a crash.
    const warnOnce = degradedWarning(app.log)
    await app.register(rateLimit, {
      // Only the routes that ask for a limit get one (see rateLimited below).
      global: false,
      ...(redis ? { store: fallbackStore(redis, warnOnce) } : {}),
      // Belt and braces: should both stores fail, nobody is locked out of signing in.
      skipOnError: true,
    })
    const failures: FailureCounter = redis
      ? new FallbackFailureCounter(new RedisFailureCounter(redis, app.log), new MemoryFailureCounter(), redis, warnOnce)
      : new MemoryFailureCounter()
    app.decorate('failureCounter', failures)
  },
  { name: 'basil-rate-limit' },
)

/** A warning the first time counting falls back to this instance, and again only after Redis has been back. */
function degradedWarning(log: { warn(obj: object, msg: string): void; info(msg: string): void }) {
  let degraded = false
  return (error: unknown | null) => {
    if (error && !degraded)
      log.warn({ err: error }, 'Redis is unavailable: rate limits count on this instance only until it is back')
    if (!error && degraded) log.info('Redis is back: rate limits are shared again')
    degraded = Boolean(error)
  }
}

// The stores of @fastify/rate-limit (CommonJS, without typings of their own): Redis, and the in-process LRU.
type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void
interface LimitStore {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void
  read?(key: string, callback: StoreCallback, timeWindow: number, max: number): void
  child(routeOptions: StoreOptions): LimitStore
}
/** What a store is made with: the plugin's options, then each route's (both carry these two flags). */
type StoreOptions =
  Parameters<FastifyRateLimitStore['child']>[0] | { continueExceeding?: boolean; exponentialBackoff?: boolean }
const flags = (o: StoreOptions) => o as { continueExceeding?: boolean; exponentialBackoff?: boolean }
type StoreConstructor = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => LimitStore
const requireStore = createRequire(import.meta.url)
const RedisStore = requireStore('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor
const LocalStore = requireStore('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor

/** Redis while it answers; the in-process store while it does not (the limits then hold per instance). */
function fallbackStore(redis: Redis, report: (error: unknown | null) => void) {
  return class FallbackStore implements LimitStore {
    private readonly shared: LimitStore
    private readonly local: LimitStore
    constructor(params: StoreOptions, shared?: LimitStore, local?: LimitStore) {
      const { continueExceeding, exponentialBackoff } = flags(params)
      this.shared =
        shared ?? new RedisStore(Boolean(continueExceeding), Boolean(exponentialBackoff), redis, 'basil:rate:')
      this.local = local ?? new LocalStore(Boolean(continueExceeding), Boolean(exponentialBackoff))
    }
    incr(key: string, callback: StoreCallback, timeWindow: number, max: number) {
      if (redis.status !== 'ready') {
        report(new Error(`Redis connection is ${redis.status}`))
        return this.local.incr(key, callback, timeWindow, max)
      }
      this.shared.incr(
        key,
        (error, result) => {
          report(error)
          if (error) this.local.incr(key, callback, timeWindow, max)
          else callback(null, result)
        },
        timeWindow,
        max,
      )
    }
    child(routeOptions: StoreOptions) {
      return new FallbackStore(routeOptions, this.shared.child(routeOptions), this.local.child(routeOptions))
    }
  }
}

/** The failures counted under one key in its current window. Times are epoch milliseconds. */
export interface FailureRecord {
  count: number
  /** When the last failure was counted. */
  lastAt: number
  /** When the window ends and the count starts again from zero. */
  resetAt: number
}

/**
 * Failures per key in a fixed window that starts at the key's first failure. Unlike the request limits above, only
 * what the caller reports is counted (a success can be left out, and can clear a key), and the time of the last
 * failure is kept so that a caller can make the next try wait.
 */
export interface FailureCounter {
  /** Counts one failure under `key`; a new window of `windowMs` starts when the key has none. */
  add(key: string, windowMs: number): Promise<FailureRecord>
  /** The key's failures, or null when it has none in a live window. */
  read(key: string): Promise<FailureRecord | null>
  clear(key: string): Promise<void>
}

/** One instance: a map pruned of ended windows as it grows. */
export class MemoryFailureCounter implements FailureCounter {
  private readonly entries = new Map<string, FailureRecord>()
  private nextSweep = 1_000

  async add(key: string, windowMs: number): Promise<FailureRecord> {
    const now = Date.now()
    const live = this.live(key, now)
    const entry: FailureRecord = live
      ? { ...live, count: live.count + 1, lastAt: now }
      : { count: 1, lastAt: now, resetAt: now + windowMs }
    this.entries.set(key, entry)
    if (this.entries.size >= this.nextSweep) this.sweep(now)
    return { ...entry }
  }

  async read(key: string): Promise<FailureRecord | null> {
    const live = this.live(key, Date.now())
    return live ? { ...live } : null
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key)
  }

  private live(key: string, now: number): FailureRecord | undefined {
    const entry = this.entries.get(key)
    if (entry && entry.resetAt <= now) {
      this.entries.delete(key)
      return undefined
    }
    return entry
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key)
    // Under a flood of distinct keys the map may stay large: sweep again only after it doubles.
    this.nextSweep = Math.max(1_000, this.entries.size * 2)
  }
}

// count, time of the last failure, and the window as the key's expiry, set by the first failure only.
const ADD_FAILURE = `
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('HSET', KEYS[1], 'last', ARGV[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {count, redis.call('PTTL', KEYS[1])}
`

/** Every instance: one Redis hash per key, expiring with its window. */
export class RedisFailureCounter implements FailureCounter {
  constructor(
    private readonly redis: Redis,
    private readonly log: { warn(obj: object, msg: string): void },
    private readonly prefix = 'basil:fail:',
  ) {}

  async add(key: string, windowMs: number): Promise<FailureRecord> {
    const now = Date.now()
    try {
      const [count, ttl] = (await this.redis.eval(
        ADD_FAILURE,
        1,
        this.prefix + key,
        String(now),
        String(windowMs),
      )) as [number, number]
      return { count: Number(count), lastAt: now, resetAt: now + Math.max(0, Number(ttl)) }
    } catch (error) {
      // Like the request limits: a Redis outage must not lock anybody out, so the failure goes uncounted.
      this.log.warn({ err: error }, 'counting a failure in Redis failed')
      return { count: 0, lastAt: now, resetAt: now }
    }
  }

  async read(key: string): Promise<FailureRecord | null> {
    try {
      const [[, values], [, ttl]] = (await this.redis
        .multi()
        .hmget(this.prefix + key, 'count', 'last')
        .pttl(this.prefix + key)
        .exec()) as [[Error | null, (string | null)[]], [Error | null, number]]
      const count = Number(values[0] ?? 0)
      if (!count || Number(ttl) <= 0) return null
      return { count, lastAt: Number(values[1] ?? 0), resetAt: Date.now() + Number(ttl) }
    } catch (error) {
      this.log.warn({ err: error }, 'reading a failure count from Redis failed')
      return null
    }
  }

  async clear(key: string): Promise<void> {
    try {
      await this.redis.del(this.prefix + key)
    } catch (error) {
      this.log.warn({ err: error }, 'clearing a failure count in Redis failed')
    }
  }
}

/** Redis while it answers; this instance's own counts while it does not. */
export class FallbackFailureCounter implements FailureCounter {
  constructor(
    private readonly shared: RedisFailureCounter,
    private readonly local: MemoryFailureCounter,
    private readonly redis: Redis,
    private readonly report: (error: unknown | null) => void,
  ) {}

  private get usable(): boolean {
    const ready = this.redis.status === 'ready'
    this.report(ready ? null : new Error(`Redis connection is ${this.redis.status}`))
    return ready
  }

  async add(key: string, windowMs: number): Promise<FailureRecord> {
    if (this.usable) {
      const counted = await this.shared.add(key, windowMs)
      if (counted.count > 0) return counted
    }
    return this.local.add(key, windowMs)
  }

  async read(key: string): Promise<FailureRecord | null> {
    const [shared, local] = await Promise.all([this.usable ? this.shared.read(key) : null, this.local.read(key)])
    if (!shared) return local
    if (!local) return shared
    return shared.count >= local.count ? shared : local
  }

  async clear(key: string): Promise<void> {
    await Promise.all([this.usable ? this.shared.clear(key) : undefined, this.local.clear(key)])
  }
}

/** 429 in the contract's error shape, with Retry-After in whole seconds (at least 1). */
export function tooManyRequests(retryAfterMs: number): ApiError {
  return new ApiError(429, 'ERROR_429', TOO_MANY_REQUESTS, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  })
}

export interface LimitRule {
  /** Names the counter; rules sharing a name share counts across routes. */
  name: string
  max: number
  /** Milliseconds. */
  timeWindow: number
  /** What is counted: the client's address, an account, a phone number...; null skips the rule for this request. */
  key: (request: FastifyRequest) => string | null | undefined
}

export const byAddress = (request: FastifyRequest) => request.ip

/**
 * A preHandler applying every rule (it runs after body parsing, so a rule may count per account). Going over any
 * limit answers 429 in the contract's error shape with Retry-After.
 */
export function rateLimited(app: FastifyInstance, rules: LimitRule[]): preHandlerAsyncHookHandler {
  const checks = rules.map((rule) => ({
    rule,
    check: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.timeWindow,
      keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? ''}`,
    }),
  }))
  return async (request) => {
    for (const { rule, check } of checks) {
      if (!rule.key(request)) continue
      const result = await check(request)
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds * 1000)
    }
  }
}

export const MINUTE = 60_000
