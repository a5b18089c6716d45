// A change to a person's second factors (TOTP on or off, new recovery codes, a passkey added or removed),
// in the change's own transaction: every other session of theirs ends (told to every instance), and each
// of their accounts gets a `user.security_changed` event naming the person and the change, never a secret.
import type { SessionEnds } from '../auth/session-ends.js'
import { type ChangeContext, eventStatements } from '../changes/event-log.js'
import type { Executor, Tx } from '../db/executor.js'

export type SecurityChange = 'totp_enabled' | 'totp_disabled' | 'recovery_codes_renewed' | 'passkey_added' | 'passkey_removed'

export function createSecurityChanges(db: Executor, ends: SessionEnds) {
  const query = {
    person: db.prepare<{ id: number; email: string; name: string }>('SELECT id, email, name FROM users WHERE id = ?'),
    accounts: db.prepare<{ id: number }>('SELECT account_id AS id FROM memberships WHERE user_id = ? ORDER BY account_id'),
  }
  return {
    /** Records `change` of `userId`'s factors in `tx`, ending their sessions but `keepSession`. */
    async record(tx: Tx, userId: number, keepSession: number | null, change: SecurityChange, context: ChangeContext): Promise<void> {
      await ends.allOf(tx, userId, keepSession)
      const person = (await tx.one(query.person, [userId]))!
      const data = JSON.stringify({ user: { id: Number(person.id), email: person.email, name: person.name }, change })
      const accounts = await tx.all(query.accounts, [userId])
      if (accounts.length > 0) {
        await tx.apply(eventStatements(context, accounts.map(({ id }) => ({ accountId: Number(id), type: 'user.security_changed' as const, websiteId: null, subjectUserId: userId, data }))))
      }
    },
  }
}

export type SecurityChanges = ReturnType<typeof createSecurityChanges>
