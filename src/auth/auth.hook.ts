// Authentication comes first under /api: no valid key, no information (not even 404 vs 405).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { ApiError } from '../errors.js'
import type { Caller, KeysService } from './keys.service.js'
import type { RateLimitStore } from './rate-limits.js'

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | undefined
  }
}

export interface AuthOptions {
  keys: KeysService
  /** Per key, fixed 60 s window from the key's first request in it; 0 = off. */
  rateLimitPerMinute: number
  /** Failed authentications per client address per 60 s window; 0 = off. */
  authFailuresPerMinute: number
  rateLimits: RateLimitStore
  isPublic: (request: FastifyRequest) => boolean
}

const retryAfter = (res: RateLimiterRes) => String(Math.max(1, Math.ceil(res.msBeforeNext / 1000)))

export function registerAuth(app: FastifyInstance, options: AuthOptions): void {
  const perKey = options.rateLimits.limiter('key', options.rateLimitPerMinute)
  const failures = options.rateLimits.limiter('auth-failures', options.authFailuresPerMinute)
  /** A counter store that fails (the cluster's primary too slow to answer) lets the request through. */
  const counted = async (request: FastifyRequest, count: () => Promise<RateLimiterRes | null>) => {
    try {
      return await count()
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error
      request.log.warn({ err: error }, 'rate limit not counted')
      return null
    }
  }
  app.decorateRequest('caller', undefined)

  app.addHook('onRequest', async (request, reply) => {
    if (options.isPublic(request)) return
    if (failures) {
      const seen = await counted(request, () => failures.get(request.ip))
      if (seen && seen.consumedPoints >= options.authFailuresPerMinute) {
        throw ApiError.tooManyRequests(Number(retryAfter(seen)))
      }
    }
    const caller = await options.keys.authenticate(request.headers.authorization)
    if (!caller) {
      if (failures) await counted(request, () => failures.consume(request.ip)).catch(() => undefined)
      throw ApiError.unauthenticated()
    }
    request.caller = caller
    if (!perKey) return
    try {
      const res = await counted(request, () => perKey.consume(caller.counterKey))
      if (res) reply.header('x-ratelimit-limit', options.rateLimitPerMinute).header('x-ratelimit-remaining', res.remainingPoints)
    } catch (rejected) {
      if (!(rejected instanceof RateLimiterRes)) throw rejected
      throw new ApiError(429, 'Too Many Attempts.', {
        'x-ratelimit-limit': String(options.rateLimitPerMinute),
        'x-ratelimit-remaining': '0',
        'retry-after': retryAfter(rejected),
      })
    }
  })
}

/** The authenticated caller; the hook guarantees it on every non-public route. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw ApiError.unauthenticated()
  return request.caller
}
