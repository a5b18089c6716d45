// Where a person's sessions end, once: signing out, a new password, a second factor changed, a reset link
// used. Each runs in the change's own transaction and tells every instance's session cache at its commit
// (PEOPLE_CHANGED), so an ended session is refused at once everywhere. A change of what a session may do
// without ending it (a membership changed or ended, the account's two-factor rule) is told the same way.
import type { Executor, Tx } from '../db/executor.js'

/** The channel every change to people's sessions and memberships notifies: each instance's session cache is emptied. */
export const PEOPLE_CHANGED = 'people'

export function createSessionEnds(db: Executor) {
  const query = {
    one: db.prepare('DELETE FROM sessions WHERE id = ? AND user_id = ?'),
    allBut: db.prepare('DELETE FROM sessions WHERE user_id = ? AND id <> ?'),
  }
  /** Every instance forgets what it cached of sessions: they are read again at their next request. */
  const told = (tx: Tx) => tx.notify(PEOPLE_CHANGED)
  return {
    /** Ends one of the user's sessions; false when there is no such session of theirs. */
    async one(tx: Tx, userId: number, sessionId: number): Promise<boolean> {
      const ended = await tx.run(query.one, [sessionId, userId])
      if (ended > 0) await told(tx)
      return ended > 0
    },
    /** Ends every session of the user but `keep` (none when null). Told even when none ended: cached sessions hold the user's factors too. */
    async allOf(tx: Tx, userId: number, keep: number | null): Promise<void> {
      await tx.run(query.allBut, [userId, keep ?? 0])
      await told(tx)
    },
    /** What sessions may do changed (a membership, an account's rule): nothing ends, every instance reads them again. */
    accessChanged: told,
  }
}

export type SessionEnds = ReturnType<typeof createSessionEnds>
