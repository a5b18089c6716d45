// Accounts and API keys on SQLite.
import { type SqliteDb, writeTransaction } from '../db/sqlite.js'
import { nowTimestamp } from '../db/time.js'
import { createKeyCache } from './key-cache.js'
import type { ActiveKey, KeyListing, KeysRepository } from './keys.repository.js'

export function createSqliteKeysRepository(db: SqliteDb): KeysRepository {
  const findActive = db.prepare<[Buffer], ActiveKey>(
    'SELECT id, account_id AS accountId, digest FROM api_keys WHERE digest = ? AND revoked_at IS NULL')
  // PRAGMA data_version changes when another connection commits: a key revoked by the CLI or another
  // process is refused on the very next request.
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck()
  const cache = createKeyCache(() => dataVersion.get()!)
  const touch = db.prepare<[string, number]>('UPDATE api_keys SET last_used_at = ? WHERE id = ?')
  const accountByName = db.prepare<[string], { id: number }>('SELECT id FROM accounts WHERE name = ?')
  const insertAccount = db.prepare<[string, string]>('INSERT INTO accounts (name, created_at) VALUES (?, ?)')
  const insertKey = db.prepare<[number, string | null, string, Buffer, string]>(
    'INSERT INTO api_keys (account_id, name, prefix, digest, created_at) VALUES (?, ?, ?, ?, ?)')
  const revoke = db.prepare<[string, number]>('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL')
  const anyKey = db.prepare<[], number>('SELECT 1 FROM api_keys LIMIT 1').pluck()
  const listKeys = db.prepare<[string | null, string | null], KeyListing>(
    `SELECT k.id, a.name AS account, k.name, k.prefix, k.created_at, k.last_used_at, k.revoked_at
     FROM api_keys k JOIN accounts a ON a.id = k.account_id
     WHERE ? IS NULL OR a.name = ? ORDER BY k.id`)

  // Inside a write transaction: BEGIN IMMEDIATE holds other processes off until the commit.
  const insert = (account: string, name: string | null, prefix: string, digest: Buffer) => {
    const now = nowTimestamp()
    const accountId = accountByName.get(account)?.id ?? Number(insertAccount.run(account, now).lastInsertRowid)
    return Number(insertKey.run(accountId, name, prefix, digest, now).lastInsertRowid)
  }

  return {
    findActiveKey: (digest) => cache.find(digest, async (wanted) => findActive.get(wanted)),
    async touchKey(id) {
      touch.run(nowTimestamp(), id)
    },
    async createKey(account, name, prefix, digest) {
      return writeTransaction(db, () => insert(account, name, prefix, digest))
    },
    async createFirstKey(account, name, prefix, digest) {
      return writeTransaction(db, () => (anyKey.get() === undefined ? insert(account, name, prefix, digest) : undefined))
    },
    async accountId(name) {
      return accountByName.get(name)?.id
    },
    async revokeKey(id) {
      cache.clear()
      return writeTransaction(db, () => revoke.run(nowTimestamp(), id).changes === 1)
    },
    async listKeys(account) {
      return listKeys.all(account ?? null, account ?? null)
    },
  }
}
