// Rate limits of the sign-in, code-sending and upload routes. Counters live in memory on one instance and in Redis
// when REDIS_URL is set, so that every instance behind a load balancer shares them.
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { Redis } from 'ioredis'
import { ApiError } from '../lib/errors.ts'

export const TOO_MANY_REQUESTS = 'Too many requests. Please, try again later'

export async function registerRateLimits(app: FastifyInstance, redis?: Redis): Promise<void> {
  await app.register(rateLimit, {
    // Only the routes that ask for a limit get one (see rateLimited below).
    global: false,
    ...(redis ? { redis, nameSpace: 'basil:rate:' } : {}),
    // A Redis outage must not lock everybody out of signing in.
    skipOnError: true,
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
      if (!result.isAllowed && result.isExceeded) {
        throw new ApiError(429, 'ERROR_429', TOO_MANY_REQUESTS, undefined, {
          'retry-after': String(Math.max(1, result.ttlInSeconds)),
        })
      }
    }
  }
}

export const MINUTE = 60_000
