// Authentication comes first in the API: without a valid key or session, no information (not even 404
// vs 405). Registered inside the /api/v1 plugin only: which routes need a caller is decided by where they
// live. A key (`Authorization: Bearer`) wins over a session cookie when both are sent; with the cookie,
// a write must come from the service's own origin (cross-site protection), checked right after.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { CrossSiteRequest, TooManyRequests, TwoFactorRequired, Unauthenticated } from '../errors.js'
import { clientAddress } from '../client-address.js'
import type { Caller } from './caller.js'
import type { KeysService } from './keys.service.js'
import { type RateLimitStore, retryAfterSeconds, tolerant } from './rate-limits.js'
import { type Sessions, sessionToken } from './sessions.js'

export interface AuthOptions {
  keys: KeysService
  sessions: Sessions
  /** Failed authentications per client address per 60 s window; 0 = off. */
  authFailuresPerMinute: number
  rateLimits: RateLimitStore
}

/** Methods a browser sends to read; anything else with the cookie must prove it comes from the service's own pages. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The routes a person caught by their account's two-factor rule may still use: their session and profile (where they set a factor up). */
const OWN_PROFILE = /^\/api\/v1\/(session|me)(\/|$)/

/**
 * Whether a request is the service's own: `Origin` equal to its origin, or `Sec-Fetch-Site: same-origin`
 * (a browser that sends no Origin on a same-origin request still sends that). `Origin: null` is not.
 */
export function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin
  if (origin !== undefined) return origin === request.site
  return request.headers['sec-fetch-site'] === 'same-origin'
}

/**
 * For the routes that need no caller (signing in, accepting an invitation): a browser's request from
 * another site is refused, so no page elsewhere can sign a visitor in to someone else's account. A client
 * that sends no Origin (a script) is not a browser on another site.
 */
export async function refuseForeignOrigin(request: FastifyRequest): Promise<void> {
  if (request.headers.origin !== undefined && !sameOrigin(request)) throw new CrossSiteRequest()
}

export function registerAuth(api: FastifyInstance, options: AuthOptions): void {
  const failures = options.rateLimits.limiter('auth-failures', options.authFailuresPerMinute)
  api.decorateRequest('caller', undefined)

  const callerFrom = async (request: FastifyRequest): Promise<Caller | undefined> => {
    const { authorization, cookie } = request.headers
    if (authorization !== undefined) return options.keys.authenticate(request.databaseWait, authorization, request.id)
    const token = sessionToken(cookie)
    return token === undefined ? undefined : options.sessions.authenticate(request.databaseWait, token, request.id)
  }

  api.addHook('onRequest', async (request) => {
    const caller = await callerFrom(request)
    if (caller) {
      // A refused request changes nothing, and is no use of the session either: checked before anything runs.
      if (caller.sessionId !== null && !SAFE_METHODS.has(request.method) && !sameOrigin(request)) throw new CrossSiteRequest()
      if (caller.needsTwoFactor && !OWN_PROFILE.test(request.routeOptions.url ?? '')) throw new TwoFactorRequired()
      request.caller = caller
      return
    }
    // Every 401 counts against the address; past the limit it gets 429 until the window ends. A valid
    // caller is never refused by this: one noisy client behind a shared address must not lock out the rest.
    try {
      if (failures) await tolerant(request, () => failures.consume(clientAddress(request)))
    } catch (refused) {
      if (refused instanceof RateLimiterRes) throw new TooManyRequests(retryAfterSeconds(refused))
      throw refused
    }
    throw new Unauthenticated()
  })
}
