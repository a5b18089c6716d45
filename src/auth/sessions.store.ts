// People's sessions, written once against the database's executor: stored only as the digest of their
// token, found with their user and their membership of the current account in one statement, and cached
// like keys until anything about people changes anywhere (PEOPLE_CHANGED: a sign-out, a membership
// changed or ended, a password changed). No request writes: last use is kept to the minute, in batches.
import type { Executor, Query, Wait } from '../db/executor.js'
import { createDigestCache } from './digest-cache.js'
import type { KeyUse } from './keys.store.js'
import type { Role } from './rights.js'

/** The channel every change to people's sessions and memberships notifies: each instance's session cache is emptied. */
export const PEOPLE_CHANGED = 'people'

/** Whether the user of a row of `users` has a second factor (TOTP on, or a passkey), as 0 or 1 on both databases. */
export const HAS_SECOND_FACTOR = `CASE WHEN users.totp_enabled_at IS NOT NULL OR EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = users.id)
  THEN 1 ELSE 0 END`

/** A session as a request is authenticated with it: its user, and their membership of its current account (if any left). */
export interface SessionRow {
  id: number
  digest: Buffer
  userId: number
  userName: string
  userEmail: string
  accountId: number
  accountName: string
  /** Null when the user is no longer a member of the session's account. */
  membershipId: number | null
  role: Role | null
  /** 0/1, as both databases store it. */
  limited: number
  createdAt: string
  lastUsedAt: string
  expiresAt: string
  /** 1 when the account requires two factors and the user has none yet: only their own profile answers. */
  needsTwoFactor: number
}

export interface NewSession {
  digest: Buffer
  userId: number
  accountId: number
  expiresAt: string
  address: string | null
  userAgent: string | null
}

/** A session as its user sees it in the list of theirs. */
export interface ListedSession {
  id: number
  created_at: string
  last_used_at: string
  address: string | null
  user_agent: string | null
}

export interface SessionsStore {
  /** A session by digest; it may come from a cache, but a change anywhere is seen within 1 s. */
  find(wait: Wait, digest: Buffer): Promise<SessionRow | undefined>
  open(wait: Wait, session: NewSession, now: string): Promise<number>
  /** Makes `accountId` the session's account. */
  moveTo(wait: Wait, sessionId: number, accountId: number): Promise<void>
  /** Ends one of the user's sessions; false when there is no such session of theirs. */
  end(wait: Wait, userId: number, sessionId: number): Promise<boolean>
  /** Ends every session of the user but `keep` (none when undefined). */
  endAllOf(wait: Wait, userId: number, keep?: number): Promise<void>
  /** The user's sessions, newest first, that have not expired by `now`. */
  listOf(wait: Wait, userId: number, now: string, idleSince: string): Promise<ListedSession[]>
  /** Moves each session's last_used_at forward to its use's minute. */
  recordUses(uses: readonly KeyUse[]): Promise<void>
  /** The account of the user's first membership (by account id), if they have one. */
  firstAccountOf(wait: Wait, userId: number): Promise<number | undefined>
}

const FOUND = `SELECT s.id, s.digest, s.user_id AS "userId", users.name AS "userName", users.email AS "userEmail", s.account_id AS "accountId",
    a.name AS "accountName", m.id AS "membershipId", m.role, COALESCE(m.websites_limited, 0) AS "limited", s.created_at AS "createdAt",
    s.last_used_at AS "lastUsedAt", s.expires_at AS "expiresAt",
    CASE WHEN a.require_two_factor = 1 AND ${HAS_SECOND_FACTOR} = 0 THEN 1 ELSE 0 END AS "needsTwoFactor"
  FROM sessions s JOIN users ON users.id = s.user_id JOIN accounts a ON a.id = s.account_id
  LEFT JOIN memberships m ON m.account_id = s.account_id AND m.user_id = s.user_id
  WHERE s.digest = ?`

export function createSessionsStore(db: Executor): SessionsStore {
  const query = {
    find: db.prepare<SessionRow>(FOUND),
    open: db.prepare<{ id: number }>(`INSERT INTO sessions (digest, user_id, account_id, created_at, last_used_at, expires_at, address, user_agent)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`),
    moveTo: db.prepare('UPDATE sessions SET account_id = ? WHERE id = ?'),
    end: db.prepare('DELETE FROM sessions WHERE id = ? AND user_id = ?'),
    endAll: db.prepare('DELETE FROM sessions WHERE user_id = ? AND id <> ?'),
    listOf: db.prepare<ListedSession>(`SELECT id, created_at, last_used_at, address, user_agent FROM sessions
      WHERE user_id = ? AND expires_at > ? AND last_used_at > ? ORDER BY id DESC`),
    firstAccount: db.prepare<{ id: number }>('SELECT account_id AS id FROM memberships WHERE user_id = ? ORDER BY account_id LIMIT 1'),
    recordUse: db.prepare(`UPDATE sessions SET last_used_at = ? WHERE ${db.dialect.inList('id', 'bigint')} AND last_used_at < ?`),
  }
  const cache = createDigestCache<SessionRow>(db.watch(PEOPLE_CHANGED))
  /** Every change to sessions is told to every instance's cache, at its commit. */
  const changing = (wait: Wait, work: Parameters<typeof db.transaction<number>>[0]) => db.transaction(async (tx) => {
    const changed = await work(tx)
    if (changed > 0) await tx.notify(PEOPLE_CHANGED)
    return changed
  }, { wait })
  const run = (wait: Wait, statement: Query<unknown>, values: unknown[]) => changing(wait, (tx) => tx.run(statement, values))

  return {
    find: (wait, digest) => cache.find(digest, (wanted) => query.find.one(wait, [wanted])),
    async open(wait, session, now) {
      const { digest, userId, accountId, expiresAt, address, userAgent } = session
      return (await db.transaction((tx) => tx.one(query.open, [digest, userId, accountId, now, now, expiresAt, address, userAgent]), { wait }))!.id
    },
    async moveTo(wait, sessionId, accountId) {
      await run(wait, query.moveTo, [accountId, sessionId])
    },
    end: async (wait, userId, sessionId) => (await run(wait, query.end, [sessionId, userId])) > 0,
    async endAllOf(wait, userId, keep = 0) {
      await run(wait, query.endAll, [userId, keep])
    },
    listOf: (wait, userId, now, idleSince) => query.listOf.all(wait, [userId, now, idleSince]),
    firstAccountOf: async (wait, userId) => (await query.firstAccount.one(wait, [userId]))?.id,
    async recordUses(uses) {
      const byMinute = new Map<string, number[]>()
      for (const { id, at } of uses) byMinute.set(at, [...(byMinute.get(at) ?? []), id])
      await db.transaction(async (tx) => {
        for (const [at, ids] of byMinute) await tx.run(query.recordUse, [at, db.list(ids), at])
      }, { unbounded: true })
    },
  }
}
