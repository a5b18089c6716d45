// A person's passkeys (WebAuthn credentials), written once against the database's executor. A credential
// id is stored once in the whole service (a unique index): one that is already someone's is refused, never
// moved. Adding or removing one is a security change (security-changes.ts) in the same transaction: the
// user's other sessions end and their accounts are told. A sign-in moves the signature counter forward in
// a conditional write, so two answers signed with the same count cannot both pass.
import type { ChangeContext } from '../changes/event-log.js'
import { type Executor, unlessTaken, type Wait } from '../db/executor.js'
import type { SecurityChanges } from './security-changes.js'

export interface PasskeyRow {
  id: number
  userId: number
  /** base64url, as WebAuthn's JSON gives it. */
  credentialId: string
  /** COSE. */
  publicKey: Buffer
  counter: number
  /** A JSON list of the authenticator's transports. */
  transports: string
  name: string
  /** 0/1: whether the credential is synced (backed up) by its provider. */
  backedUp: number
  createdAt: string
  lastUsedAt: string | null
}

export type NewPasskey = Pick<PasskeyRow, 'userId' | 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'name' | 'backedUp'>

export interface PasskeysStore {
  /** The user's passkeys, oldest first. */
  listOf(wait: Wait, userId: number): Promise<PasskeyRow[]>
  byCredential(wait: Wait, credentialId: string): Promise<PasskeyRow | undefined>
  /** Stores a passkey; undefined when its credential id is already stored (someone's, or the user's own). */
  add(wait: Wait, passkey: NewPasskey, keepSession: number, context: ChangeContext): Promise<PasskeyRow | undefined>
  /** Removes one of the user's passkeys; false when it is not one of theirs. */
  remove(wait: Wait, userId: number, id: number, keepSession: number, context: ChangeContext): Promise<boolean>
  /** A sign-in with it: false when its counter is no longer `seen` (another sign-in moved it meanwhile). */
  used(wait: Wait, id: number, seen: number, counter: number, backedUp: boolean, now: string): Promise<boolean>
}

const COLUMNS = `id, user_id AS "userId", credential_id AS "credentialId", public_key AS "publicKey", counter, transports, name,
  backed_up AS "backedUp", created_at AS "createdAt", last_used_at AS "lastUsedAt"`

/** bigint columns may come back as strings or bigints: numbers here. */
const row = (found: PasskeyRow): PasskeyRow => ({
  ...found, id: Number(found.id), userId: Number(found.userId), counter: Number(found.counter), backedUp: Number(found.backedUp), publicKey: Buffer.from(found.publicKey),
})

export function createPasskeysStore(db: Executor, security: SecurityChanges): PasskeysStore {
  const query = {
    listOf: db.prepare<PasskeyRow>(`SELECT ${COLUMNS} FROM passkeys WHERE user_id = ? ORDER BY id`),
    byCredential: db.prepare<PasskeyRow>(`SELECT ${COLUMNS} FROM passkeys WHERE credential_id = ?`),
    add: db.prepare<PasskeyRow>(`INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name, backed_up, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`),
    remove: db.prepare('DELETE FROM passkeys WHERE id = ? AND user_id = ?'),
    used: db.prepare('UPDATE passkeys SET counter = ?, backed_up = ?, last_used_at = ? WHERE id = ? AND counter = ?'),
  }
  return {
    listOf: async (wait, userId) => (await query.listOf.all(wait, [userId])).map(row),
    async byCredential(wait, credentialId) {
      const found = await query.byCredential.one(wait, [credentialId])
      return found && row(found)
    },
    async add(wait, passkey, keepSession, context) {
      const { userId, credentialId, publicKey, counter, transports, name, backedUp } = passkey
      const added = await unlessTaken(db.transaction(async (tx) => {
        const inserted = (await tx.one(query.add, [userId, credentialId, publicKey, counter, transports, name, backedUp, context.now]))!
        await security.record(tx, userId, keepSession, 'passkey_added', context)
        return inserted
      }, { wait }))
      return added && row(added)
    },
    remove: (wait, userId, id, keepSession, context) => db.transaction(async (tx) => {
      if ((await tx.run(query.remove, [id, userId])) === 0) return false
      await security.record(tx, userId, keepSession, 'passkey_removed', context)
      return true
    }, { wait }),
    used: async (wait, id, seen, counter, backedUp, now) => (await db.transaction((tx) => tx.run(query.used, [counter, backedUp ? 1 : 0, now, id, seen]), { wait })) > 0,
  }
}
