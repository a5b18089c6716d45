// Who is calling: a key or a person's session, resolved by the auth hook to one caller with rights, the
// same shape for both, so that the routes and services below never ask which it was.
import type { FastifyRequest } from 'fastify'
import type { ChangeContext } from '../changes/event-log.js'
import type { Actor } from '../changes/event-types.js'
import type { Wait } from '../db/executor.js'
import { ConfirmationRequired, Forbidden, Unauthenticated } from '../errors.js'
import type { Right } from '../rights.js'

/** A caller limited to some websites: by the calling key's list, or by the member's. */
export interface Limit {
  by: 'key' | 'membership'
  id: number
}

export interface Caller {
  /** The calling key; null for a session. */
  keyId: number | null
  /** The calling session; null for a key. */
  sessionId: number | null
  /** The person behind the call: the session's user, or the user who owns the calling key; null for other keys. */
  userId: number | null
  accountId: number
  accountName: string
  /** Names the caller's rate-limit counter: unique across deployments that share one Redis, unlike an id. */
  counterKey: string
  rights: ReadonlySet<Right>
  /** Set when the caller sees only some of the account's websites. */
  limit: Limit | undefined
  /** When the calling key stops working; a key it makes stops no later. Null for sessions. */
  expiresAt: string | null
  /** The caller as the events it causes name it. */
  actor: Actor
  /** The X-Request-Id of the request it came with. */
  requestId: string | null
  /**
   * What that request has waited for its database: handed to every store call made for it
   * (db/database-wait.ts). A caller is therefore one request's, never cached or reused for another.
   */
  wait: Wait
  /** A person whose account requires two factors and who has none yet: only their session and profile answer. */
  needsTwoFactor: boolean
  /** Until when a session's person confirmed it is them (a sign-in, or their password again); null: not recently, or a key. */
  confirmedUntil: string | null
}

/** The context of a change made by `caller` at `now`. */
export const changeBy = (caller: Caller, now: string): ChangeContext => ({ actor: caller.actor, requestId: caller.requestId, now })

/** The authenticated caller; the hook guarantees it on every route of the API plugin but the public ones. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Unauthenticated()
  return request.caller
}

/**
 * What a route needs beyond reading (any of these rights), as its preParsing hook: 403 after routing
 * (404/405) and before anything about the id or the body.
 */
export const requireAccess = (...rights: Right[]) => async (request: FastifyRequest) => {
  const caller = callerOf(request)
  if (!rights.some((right) => caller.rights.has(right))) throw new Forbidden()
}

/**
 * Changes that would let someone keep access or widen it (a passkey, TOTP, an admin key, an admin or owner
 * made, the account's settings) need a session's person to have confirmed it is them within
 * CONFIRM_SECONDS. A key is a program's, not a person's: never asked. `now`: the contract's timestamp text.
 */
export function requireConfirmation(caller: Caller, now: string): void {
  if (caller.sessionId !== null && (caller.confirmedUntil === null || caller.confirmedUntil <= now)) throw new ConfirmationRequired()
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | undefined
  }
}
