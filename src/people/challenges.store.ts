// The single-use challenges of sign-in ceremonies (a passkey's registration or sign-in, a single sign-on's
// round trip to the provider): a random token handed to the client, stored only as its digest with what the
// ceremony must remember, and consumed by deleting it, so a token answers once even when two requests race
// with it. Expired ones are deleted as new ones are made.
import { randomBytes } from 'node:crypto'
import { digestKey } from '../auth/keys.js'
import type { Executor, Wait } from '../db/executor.js'
import { timestampAt } from '../db/time.js'

/** `oidc-second-factor`: a person the provider signed in, who still gives their own second factor here. */
export type ChallengePurpose = 'passkey-register' | 'passkey-sign-in' | 'oidc' | 'oidc-second-factor'

export interface Challenge {
  userId: number | null
  /** What the ceremony stored with it (JSON, sealed by its caller when secret). */
  data: string
}

export interface ChallengesStore {
  /** A new challenge's token (shown to the client only), valid `ttlMs`. */
  issue(wait: Wait, purpose: ChallengePurpose, userId: number | null, data: string, ttlMs: number): Promise<string>
  /** The challenge of `token` for `purpose`, deleted as it is read; undefined when unknown, used or expired. */
  consume(wait: Wait, purpose: ChallengePurpose, token: string): Promise<Challenge | undefined>
  /** The same, left in place (a step that may be tried again, throttled, until it succeeds and consumes it). */
  find(wait: Wait, purpose: ChallengePurpose, token: string): Promise<Challenge | undefined>
}

export function createChallengesStore(db: Executor, clock: () => number = Date.now): ChallengesStore {
  const query = {
    purge: db.prepare('DELETE FROM sign_in_challenges WHERE expires_at <= ?'),
    issue: db.prepare('INSERT INTO sign_in_challenges (digest, purpose, user_id, data, expires_at) VALUES (?, ?, ?, ?, ?)'),
    consume: db.prepare<{ userId: number | null; data: string }>(`DELETE FROM sign_in_challenges WHERE digest = ? AND purpose = ? AND expires_at > ?
      RETURNING user_id AS "userId", data`),
    find: db.prepare<{ userId: number | null; data: string }>(`SELECT user_id AS "userId", data FROM sign_in_challenges
      WHERE digest = ? AND purpose = ? AND expires_at > ?`),
  }
  const challengeOf = (row: { userId: number | null; data: string } | undefined) => row && { userId: row.userId === null ? null : Number(row.userId), data: row.data }
  return {
    async issue(wait, purpose, userId, data, ttlMs) {
      const token = randomBytes(32).toString('base64url')
      const now = clock()
      await db.transaction(async (tx) => {
        await tx.run(query.purge, [timestampAt(now)])
        await tx.run(query.issue, [digestKey(token), purpose, userId, data, timestampAt(now + ttlMs)])
      }, { wait })
      return token
    },
    consume: async (wait, purpose, token) => challengeOf(await db.transaction((tx) => tx.one(query.consume, [digestKey(token), purpose, timestampAt(clock())]), { wait })),
    find: async (wait, purpose, token) => challengeOf(await query.find.one(wait, [digestKey(token), purpose, timestampAt(clock())])),
  }
}
