// Authentication comes first under /api: no valid key, no information (not even 404 vs 405).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { ApiError } from '../errors.js'
import type { Caller, KeysService } from './keys.service.js'

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
  isPublic: (request: FastifyRequest) => boolean
}

const WINDOW_SECONDS = 60
const limiter = (points: number) => (points > 0 ? new RateLimiterMemory({ points, duration: WINDOW_SECONDS }) : undefined)
const retryAfter = (res: RateLimiterRes) => String(Math.max(1, Math.ceil(res.msBeforeNext / 1000)))

export function registerAuth(app: FastifyInstance, options: AuthOptions): void {
  const perKey = limiter(options.rateLimitPerMinute)
  const failures = limiter(options.authFailuresPerMinute)
  app.decorateRequest('caller', undefined)

  app.addHook('onRequest', async (request, reply) => {
    if (options.isPublic(request)) return
    if (failures) {
      const seen = await failures.get(request.ip)
      if (seen && seen.consumedPoints >= options.authFailuresPerMinute) {
        throw ApiError.tooManyRequests(Number(retryAfter(seen)))
      }
    }
    const caller = await options.keys.authenticate(request.headers.authorization)
    if (!caller) {
      await failures?.consume(request.ip).catch(() => undefined)
      throw ApiError.unauthenticated()
    }
    request.caller = caller
    if (!perKey) return
    try {
      const res = await perKey.consume(String(caller.keyId))
      reply.header('x-ratelimit-limit', options.rateLimitPerMinute).header('x-ratelimit-remaining', res.remainingPoints)
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
