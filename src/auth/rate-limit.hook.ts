// Per key: a fixed 60 s window from the key's first request in it. Every authenticated answer says how
// much is left; a refused request is not executed and does not count.
import type { FastifyInstance } from 'fastify'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { TooManyRequests } from '../errors.js'
import { callerOf } from './auth.hook.js'
import { type RateLimitStore, retryAfterSeconds, tolerant } from './rate-limits.js'

export function registerRateLimit(api: FastifyInstance, options: { perMinute: number; rateLimits: RateLimitStore }): void {
  const perKey = options.rateLimits.limiter('key', options.perMinute)
  if (!perKey) return
  const limit = String(options.perMinute)
  api.addHook('onRequest', async (request, reply) => {
    try {
      const res = await tolerant(request, () => perKey.consume(callerOf(request).counterKey))
      if (res) reply.header('x-ratelimit-limit', limit).header('x-ratelimit-remaining', res.remainingPoints)
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused
      throw new TooManyRequests(retryAfterSeconds(refused), { 'x-ratelimit-limit': limit, 'x-ratelimit-remaining': '0' })
    }
  })
}
