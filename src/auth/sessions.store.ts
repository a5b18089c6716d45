// People's sessions, written once against the database's executor: stored only as the digest of their
// token, found with their user and their membership of the current account in one statement, and cached
// like keys until anything about people changes anywhere (PEOPLE_CHANGED: a sign-out, a membership
// changed or ended, a password changed; session-ends.ts). No request writes: last use is kept to the
// minute, in batches.
import type { Executor, Wait } from '../db/executor.js'
import { createDigestCache } from './digest-cache.js'
import type { KeyUse } from './keys.store.js'
import type { Role } from '../rights.js'
import { PEOPLE_CHANGED, type SessionEnds } from './session-ends.js'

export { PEOPLE_CHANGED }

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
  /** 1 when the account requires two factors and neither the user nor this sign-in has them: only their own profile answers. */
  needsTwoFactor: number
  /** Until when the person confirmed it is them; null: never. */
  confirmedUntil: string | null
  /** 1: the session acts only in its account (single sign-on's). */
  pinned: number
}

export interface NewSession {
  digest: Buffer
  userId: number
  accountId: number
  expiresAt: string
  /** A sign-in confirms it is the person, until then. */
  confirmedUntil: string
  /** The sign-in gave two factors of its own (single sign-on whose provider says so). */
  secondFactor: boolean
  /** It acts only in `accountId` (single sign-on's). */
  pinned: boolean
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
  /** `now`: when it is made; its last use is that minute. */
  open(wait: Wait, session: NewSession, now: string, minute: string): Promise<number>
  /** The person confirmed it is them again (POST /session/confirm), until `until`. */
  confirm(wait: Wait, sessionId: number, until: string): Promise<void>
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
    CASE WHEN a.require_two_factor = 1 AND s.second_factor = 0 AND ${HAS_SECOND_FACTOR} = 0 THEN 1 ELSE 0 END AS "needsTwoFactor",
    s.confirmed_until AS "confirmedUntil", s.account_pinned AS pinned
  FROM sessions s JOIN users ON users.id = s.user_id JOIN accounts a ON a.id = s.account_id
  LEFT JOIN memberships m ON m.account_id = s.account_id AND m.user_id = s.user_id
  WHERE s.digest = ?`

export function createSessionsStore(db: Executor, ends: SessionEnds): SessionsStore {
  const query = {
    find: db.prepare<SessionRow>(FOUND),
    open: db.prepare<{ id: number }>(`INSERT INTO sessions (digest, user_id, account_id, created_at, last_used_at, expires_at, confirmed_until,
      second_factor, account_pinned, address, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`),
    // A pinned session (single sign-on's) stays in its account.
    moveTo: db.prepare('UPDATE sessions SET account_id = ? WHERE id = ? AND account_pinned = 0'),
    confirm: db.prepare('UPDATE sessions SET confirmed_until = ? WHERE id = ?'),
    listOf: db.prepare<ListedSession>(`SELECT id, created_at, last_used_at, address, user_agent FROM sessions
      WHERE user_id = ? AND expires_at > ? AND last_used_at > ? ORDER BY id DESC`),
    firstAccount: db.prepare<{ id: number }>('SELECT account_id AS id FROM memberships WHERE user_id = ? ORDER BY account_id LIMIT 1'),
    recordUse: db.prepare(`UPDATE sessions SET last_used_at = ? WHERE ${db.dialect.inList('id', 'bigint')} AND last_used_at < ?`),
  }
  const cache = createDigestCache<SessionRow>(db.watch(PEOPLE_CHANGED))

  return {
    find: (wait, digest) => cache.find(digest, (wanted) => query.find.one(wait, [wanted])),
    async open(wait, session, now, minute) {
      const { digest, userId, accountId, expiresAt, confirmedUntil, secondFactor, pinned, address, userAgent } = session
      return (await db.transaction((tx) => tx.one(query.open, [digest, userId, accountId, now, minute, expiresAt, confirmedUntil,
        secondFactor ? 1 : 0, pinned ? 1 : 0, address, userAgent]), { wait }))!.id
    },
    async moveTo(wait, sessionId, accountId) {
      await db.transaction(async (tx) => {
        if ((await tx.run(query.moveTo, [accountId, sessionId])) > 0) await ends.accessChanged(tx)
      }, { wait })
    },
    async confirm(wait, sessionId, until) {
      await db.transaction(async (tx) => {
        await tx.run(query.confirm, [until, sessionId])
        await ends.accessChanged(tx)
      }, { wait })
    },
    end: (wait, userId, sessionId) => db.transaction((tx) => ends.one(tx, userId, sessionId), { wait }),
    endAllOf: (wait, userId, keep) => db.transaction((tx) => ends.allOf(tx, userId, keep ?? null), { wait }),
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
