// Per key: a fixed 60 s window from the key's first request in it. Every authenticated answer says how
// much is left, as X-RateLimit-* and as the IETF fields (RateLimit-Policy, RateLimit) with the same
// numbers; a refused request is not executed and does not count.
import type { FastifyInstance } from 'fastify'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { TooManyRequests } from '../errors.js'
import { callerOf } from './caller.js'
import { type RateLimitStore, WINDOW_SECONDS, retryAfterSeconds, tolerant } from './rate-limits.js'

export function registerRateLimit(api: FastifyInstance, options: { perMinute: number; rateLimits: RateLimitStore }): void {
  const perKey = options.rateLimits.limiter('key', options.perMinute)
  if (!perKey) return
  const limit = String(options.perMinute)
  const policy = `"key";q=${options.perMinute};w=${WINDOW_SECONDS}`
  const fields = (remaining: number, seconds: number) => ({
    'x-ratelimit-limit': limit, 'x-ratelimit-remaining': String(remaining), 'ratelimit-policy': policy, ratelimit: `"key";r=${remaining};t=${seconds}`,
  })
  api.addHook('onRequest', async (request, reply) => {
    try {
      const res = await tolerant(request, () => perKey.consume(callerOf(request).counterKey))
      if (res) reply.headers(fields(res.remainingPoints, Math.ceil(res.msBeforeNext / 1000)))
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused
      const seconds = retryAfterSeconds(refused)
      throw new TooManyRequests(seconds, fields(0, seconds))
    }
  })
}
