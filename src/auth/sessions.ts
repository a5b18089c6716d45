// A person's session: a random token (256 bits) in the `wa_session` cookie, stored only as its digest,
// lasting 30 days from sign-in and ending after 7 days unused. With the cookie, a request acts as the
// member in the session's current account, with that member's rights.
import { randomBytes } from 'node:crypto'
import { parse, serialize } from 'cookie'
import type { Wait } from '../db/executor.js'
import { timestampAt } from '../db/time.js'
import type { Caller } from './caller.js'
import { type KeyUsage, createKeyUsage } from './key-usage.js'
import { oncePerRow } from './digest-cache.js'
import { digestKey, sameDigest } from './keys.js'
import { rightsOfMember } from '../rights.js'
import type { SessionRow, SessionsStore } from './sessions.store.js'

export const SESSION_COOKIE = 'wa_session'
const DAY_MS = 24 * 60 * 60 * 1000
export const SESSION_LIFETIME_MS = 30 * DAY_MS
export const SESSION_IDLE_MS = 7 * DAY_MS

/** The session token a request's cookies carry, if any. */
export function sessionToken(cookieHeader: string | undefined): string | undefined {
  if (cookieHeader === undefined || !cookieHeader.includes(SESSION_COOKIE)) return undefined
  const token = parse(cookieHeader)[SESSION_COOKIE]
  return token === undefined || token === '' ? undefined : token
}

/** The cookie that carries a new session (`secure` over HTTPS), or that clears it (`token` null). */
export function sessionCookie(token: string | null, { secure }: { secure: boolean }): string {
  return serialize(SESSION_COOKIE, token ?? '', {
    path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: token === null ? 0 : SESSION_LIFETIME_MS / 1000,
  })
}

export interface OpenedSession {
  id: number
  token: string
  expiresAt: string
}

/** How long a sign-in or a confirmation counts as the person having just said it is them (CONFIRM_SECONDS' default). */
export const DEFAULT_CONFIRM_SECONDS = 600
const MINUTE_MS = 60_000

export interface SessionsOptions {
  /** Milliseconds since the epoch. */
  clock?: () => number
  usage?: KeyUsage
  /** CONFIRM_SECONDS. */
  confirmSeconds?: number
}

/** How a session is made: whether its sign-in gave two factors of its own, whether it stays in its account. */
export interface OpenOptions {
  secondFactor?: boolean
  pinned?: boolean
}

export function createSessions(store: SessionsStore,
  { clock = Date.now, usage = createKeyUsage({ write: (uses) => store.recordUses(uses) }), confirmSeconds = DEFAULT_CONFIRM_SECONDS }: SessionsOptions = {}) {
  const confirmedFromNow = () => timestampAt(clock() + confirmSeconds * 1000)

  /**
   * A row's times in milliseconds and its rate-limit counter's name (its digest is the token's: the row was found
   * by it), once per row rather than on every request (bench/README.md, "A signed-in request's row").
   */
  const factsOf = oncePerRow((row: SessionRow) => ({
    expires: Date.parse(row.expiresAt), lastUsed: Date.parse(row.lastUsedAt), counterKey: `session:${row.digest.toString('base64url')}`,
  }))

  /**
   * Whether the session is past its 30 days, or unused for 7 (its last use in this process counts too). Written
   * as "not before": a time that reads as no time (NaN) ends the session rather than keeping it for ever.
   */
  const over = (row: SessionRow, now: number) => {
    const { expires, lastUsed } = factsOf(row)
    return !(expires > now) || !(Math.max(lastUsed, usage.lastUse(row.id) ?? 0) + SESSION_IDLE_MS > now)
  }

  /** The session's row, moved to the user's first remaining account when its own was left; undefined when none is left. */
  async function current(wait: Wait, digest: Buffer): Promise<SessionRow | undefined> {
    const row = await store.find(wait, digest)
    if (!row || !sameDigest(row.digest, digest) || over(row, clock())) return undefined
    if (row.membershipId !== null) return row
    // A session of single sign-on's stays in its account: left, it has none.
    if (row.pinned === 1) return undefined
    const next = await store.firstAccountOf(wait, row.userId)
    if (next === undefined) return undefined
    await store.moveTo(wait, row.id, next)
    return store.find(wait, digest)
  }

  return {
    /** The caller of a session token, or undefined (unknown, expired, signed out, or a member of no account any more). */
    async authenticate(wait: Wait, token: string, requestId: string | null): Promise<Caller | undefined> {
      const digest = digestKey(token)
      const row = await current(wait, digest)
      if (!row || row.role === null) return undefined
      usage.record(row.id)
      const limited = row.limited === 1
      return {
        keyId: null, sessionId: row.id, userId: row.userId, accountId: row.accountId, accountName: row.accountName,
        counterKey: factsOf(row).counterKey, rights: rightsOfMember(row.role, limited),
        limit: limited ? { by: 'membership', id: row.membershipId! } : undefined, expiresAt: null,
        // In the order of the Actor schema, so a delivery's body and /events write the same bytes.
        actor: { type: 'user', name: row.userName, user_id: row.userId, email: row.userEmail }, requestId, wait, needsTwoFactor: row.needsTwoFactor === 1,
        confirmedUntil: row.confirmedUntil,
      }
    },

    /**
     * A new session for the user in `accountId`: a new token, never one the client brought (no fixation).
     * A sign-in is the person saying it is them: it confirms for CONFIRM_SECONDS. Its last use is this minute.
     */
    async open(wait: Wait, userId: number, accountId: number, client: { address: string | null; userAgent: string | null },
      { secondFactor = false, pinned = false }: OpenOptions = {}): Promise<OpenedSession> {
      const token = randomBytes(32).toString('base64url')
      const now = clock()
      const expiresAt = timestampAt(now + SESSION_LIFETIME_MS)
      const id = await store.open(wait, { digest: digestKey(token), userId, accountId, expiresAt, confirmedUntil: confirmedFromNow(), secondFactor, pinned, ...client },
        timestampAt(now), timestampAt(now - (now % MINUTE_MS)))
      return { id, token, expiresAt }
    },

    /** The person confirmed it is them again: their session counts as confirmed for CONFIRM_SECONDS from now. */
    async confirm(wait: Wait, sessionId: number): Promise<string> {
      const until = confirmedFromNow()
      await store.confirm(wait, sessionId, until)
      return until
    },

    /** The session's row as its owner reads it (GET /session), after the checks a request makes. */
    describe: (wait: Wait, token: string) => current(wait, digestKey(token)),

    listOf: (wait: Wait, userId: number) => store.listOf(wait, userId, timestampAt(clock()), timestampAt(clock() - SESSION_IDLE_MS)),
    moveTo: (wait: Wait, sessionId: number, accountId: number) => store.moveTo(wait, sessionId, accountId),
    end: (wait: Wait, userId: number, sessionId: number) => store.end(wait, userId, sessionId),
    endAllOf: (wait: Wait, userId: number, keep?: number) => store.endAllOf(wait, userId, keep),
    /** Writes the last uses still in memory (the app's close). */
    closeUsage: () => usage.close(),
  }
}

export type Sessions = ReturnType<typeof createSessions>
