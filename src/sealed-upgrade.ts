// What earlier versions stored under the install's key without a purpose is brought to this version's
// forms once, at start (secret-box.ts): webhook and TOTP secrets sealed for no purpose are sealed again for
// theirs, and recovery codes kept as bare SHA-256 digests are wrapped in a keyed one (HMAC of that digest,
// which is what a code is checked against now). Each row is rewritten by a conditional write, so instances
// starting together do it once between them; a value no key here opens is left as it was (it never worked
// with this key) and counted.
import type { Executor } from './db/executor.js'
import { type InstallSecrets, type SealPurpose, isUnbound } from './secret-box.js'

const SEALED_COLUMNS: readonly { table: string; column: string; purpose: SealPurpose }[] = [
  { table: 'webhooks', column: 'secret', purpose: 'webhook-secret' },
  { table: 'users', column: 'totp_secret', purpose: 'totp-secret' },
]

export interface SealedUpgrade {
  /** Values sealed again for their purpose, and recovery codes wrapped. */
  upgraded: number
  /** Values this install's key could not open. */
  unreadable: number
}

export async function upgradeSealed(db: Executor, secrets: InstallSecrets): Promise<SealedUpgrade> {
  const outcome: SealedUpgrade = { upgraded: 0, unreadable: 0 }
  for (const { table, column, purpose } of SEALED_COLUMNS) {
    const rows = await db.prepare<{ id: number; value: string }>(`SELECT id, ${column} AS value FROM ${table} WHERE ${column} LIKE 'v1:%'`).all(null)
    const rewrite = db.prepare(`UPDATE ${table} SET ${column} = ? WHERE id = ? AND ${column} = ?`)
    for (const { id, value } of rows.filter((row) => isUnbound(row.value))) {
      const bound = secrets.rebind(value, purpose)
      if (bound === undefined) outcome.unreadable++
      else outcome.upgraded += await db.transaction((tx) => tx.run(rewrite, [bound, id, value]), { unbounded: true })
    }
  }
  const bare = await db.prepare<{ id: number; digest: Buffer }>('SELECT id, digest FROM recovery_codes WHERE keyed = 0').all(null)
  const wrap = db.prepare('UPDATE recovery_codes SET digest = ?, keyed = 1 WHERE id = ? AND keyed = 0')
  for (const { id, digest } of bare) {
    outcome.upgraded += await db.transaction((tx) => tx.run(wrap, [secrets.digest('recovery-code', Buffer.from(digest)), id]), { unbounded: true })
  }
  return outcome
}

/** What the upgrade did, in the log: nothing when there was nothing to do. */
export function logSealedUpgrade(log: { info(data: object, message: string): void; warn(data: object, message: string): void }, { upgraded, unreadable }: SealedUpgrade): void {
  if (upgraded > 0) log.info({ upgraded }, 'secrets stored by an earlier version sealed again for their purpose under this install\'s key')
  if (unreadable > 0) log.warn({ unreadable }, 'stored secrets this install\'s key cannot open (sealed with another SECRETS_KEY): left as they were')
}
