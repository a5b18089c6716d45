// Authentication comes first in the API: without a valid key, no information (not even 404 vs 405).
// Registered inside the /api/v1 plugin only: which routes need a key is decided by where they live.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { Forbidden, TooManyRequests, Unauthenticated } from '../errors.js'
import type { Caller, KeysService } from './keys.service.js'
import { type RateLimitStore, retryAfterSeconds, tolerant } from './rate-limits.js'

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | undefined
  }
}

export interface AuthOptions {
  keys: KeysService
  /** Failed authentications per client address per 60 s window; 0 = off. */
  authFailuresPerMinute: number
  rateLimits: RateLimitStore
}

export function registerAuth(api: FastifyInstance, options: AuthOptions): void {
  const failures = options.rateLimits.limiter('auth-failures', options.authFailuresPerMinute)
  api.decorateRequest('caller', undefined)

  api.addHook('onRequest', async (request) => {
    const caller = await options.keys.authenticate(request.headers.authorization, request.id)
    if (caller) {
      request.caller = caller
      return
    }
    // Every 401 counts against the address; past the limit it gets 429 until the window ends. A valid
    // key is never refused by this: one noisy client behind a shared address must not lock out the rest.
    try {
      if (failures) await tolerant(request, () => failures.consume(request.ip))
    } catch (refused) {
      if (refused instanceof RateLimiterRes) throw new TooManyRequests(retryAfterSeconds(refused))
      throw refused
    }
    throw new Unauthenticated()
  })
}

/** The authenticated caller; the hook guarantees it on every route of the API plugin. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Unauthenticated()
  return request.caller
}

/** What each kind of access asks of the calling key. */
const ALLOWS = {
  /** Change what the key sees. */
  write: (caller: Caller) => !caller.readOnly,
  /** Make new records: nor limited to some websites. */
  create: (caller: Caller) => !caller.readOnly && !caller.limited,
  /** Read the account's keys. */
  'read-keys': (caller: Caller) => caller.admin,
  /** Create and revoke the account's keys. */
  'manage-keys': (caller: Caller) => caller.admin && !caller.readOnly && !caller.limited,
  /** Anything about the account's webhook endpoints (they receive every website's changes). */
  'manage-webhooks': (caller: Caller) => !caller.readOnly && !caller.limited,
}

/**
 * What a route needs of its key beyond reading, as its preParsing hook: 403 after routing (404/405) and
 * before anything about the id or the body.
 */
export const requireAccess = (access: keyof typeof ALLOWS) => async (request: FastifyRequest) => {
  if (!ALLOWS[access](callerOf(request))) throw new Forbidden()
}
