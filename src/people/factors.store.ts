// A person's TOTP secret and recovery codes, written once against the database's executor. The secret is
// stored sealed (secret-box.ts); a code is accepted once because accepting it moves the user's last
// accepted time step forward in a conditional write, and a recovery code is used once the same way. Turning
// a factor on or off, or making new codes, is a security change (security-changes.ts) in the same
// transaction: the user's other sessions end and their accounts are told.
import type { ChangeContext } from '../changes/event-log.js'
import type { Executor, Tx, Wait } from '../db/executor.js'
import type { SecurityChanges } from './security-changes.js'

export interface TotpState {
  /** Sealed; null when none is set up. */
  sealedSecret: string | null
  enabled: boolean
}

export interface FactorsStore {
  totpOf(wait: Wait, userId: number): Promise<TotpState>
  /** A new secret being set up (not on until confirmed); refused (false) while one is on. */
  startTotp(wait: Wait, userId: number, sealedSecret: string): Promise<boolean>
  /** Turns the secret on with its recovery codes (their digests) and `step` as used; false when it was turned on meanwhile. */
  enableTotp(wait: Wait, userId: number, step: number, codeDigests: Buffer[], keepSession: number, context: ChangeContext): Promise<boolean>
  disableTotp(wait: Wait, userId: number, keepSession: number, context: ChangeContext): Promise<void>
  /** Accepts a code of time step `step` once: false when that step or a later one was accepted already. */
  useStep(wait: Wait, userId: number, step: number): Promise<boolean>
  /** Uses an unused recovery code; false when unknown or used. */
  useRecoveryCode(wait: Wait, userId: number, digest: Buffer, now: string): Promise<boolean>
  replaceRecoveryCodes(wait: Wait, userId: number, codeDigests: Buffer[], keepSession: number, context: ChangeContext): Promise<void>
  /** Whether the user has a second factor (TOTP on, or a passkey). */
  hasSecondFactor(wait: Wait, userId: number): Promise<boolean>
}

export function createFactorsStore(db: Executor, security: SecurityChanges): FactorsStore {
  const query = {
    totp: db.prepare<{ secret: string | null; enabledAt: string | null }>('SELECT totp_secret AS secret, totp_enabled_at AS "enabledAt" FROM users WHERE id = ?'),
    start: db.prepare('UPDATE users SET totp_secret = ? WHERE id = ? AND totp_enabled_at IS NULL'),
    enable: db.prepare('UPDATE users SET totp_enabled_at = ?, totp_last_step = ? WHERE id = ? AND totp_enabled_at IS NULL AND totp_secret IS NOT NULL'),
    disable: db.prepare('UPDATE users SET totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = 0 WHERE id = ?'),
    useStep: db.prepare('UPDATE users SET totp_last_step = ? WHERE id = ? AND totp_last_step < ? AND totp_enabled_at IS NOT NULL'),
    clearCodes: db.prepare('DELETE FROM recovery_codes WHERE user_id = ?'),
    addCode: db.prepare('INSERT INTO recovery_codes (user_id, digest, keyed) VALUES (?, ?, 1)'),
    useCode: db.prepare('UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND digest = ? AND keyed = 1 AND used_at IS NULL'),
    hasFactor: db.prepare<{ one: number }>(`SELECT 1 AS one FROM users WHERE id = ? AND (totp_enabled_at IS NOT NULL
      OR EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = users.id))`),
  }
  /** Ten rows, one statement each (a bulk insert cannot take bytea on PostgreSQL: postgres.js cannot type a list of buffers). */
  const insertCodes = async (tx: Tx, userId: number, digests: Buffer[]) => {
    for (const digest of digests) await tx.run(query.addCode, [userId, digest])
  }

  return {
    async totpOf(wait, userId) {
      const row = await query.totp.one(wait, [userId])
      return { sealedSecret: row?.secret ?? null, enabled: row?.enabledAt != null }
    },
    startTotp: async (wait, userId, sealedSecret) => (await db.transaction((tx) => tx.run(query.start, [sealedSecret, userId]), { wait })) > 0,
    enableTotp: (wait, userId, step, codeDigests, keepSession, context) => db.transaction(async (tx) => {
      if ((await tx.run(query.enable, [context.now, step, userId])) === 0) return false
      await tx.run(query.clearCodes, [userId])
      await insertCodes(tx, userId, codeDigests)
      await security.record(tx, userId, keepSession, 'totp_enabled', context)
      return true
    }, { wait }),
    disableTotp: (wait, userId, keepSession, context) => db.transaction(async (tx) => {
      await tx.run(query.disable, [userId])
      await tx.run(query.clearCodes, [userId])
      await security.record(tx, userId, keepSession, 'totp_disabled', context)
    }, { wait }),
    useStep: async (wait, userId, step) => (await db.transaction((tx) => tx.run(query.useStep, [step, userId, step]), { wait })) > 0,
    useRecoveryCode: async (wait, userId, digest, now) => (await db.transaction((tx) => tx.run(query.useCode, [now, userId, digest]), { wait })) > 0,
    replaceRecoveryCodes: (wait, userId, codeDigests, keepSession, context) => db.transaction(async (tx) => {
      await tx.run(query.clearCodes, [userId])
      await insertCodes(tx, userId, codeDigests)
      await security.record(tx, userId, keepSession, 'recovery_codes_renewed', context)
    }, { wait }),
    hasSecondFactor: async (wait, userId) => (await query.hasFactor.one(wait, [userId])) !== undefined,
  }
}
