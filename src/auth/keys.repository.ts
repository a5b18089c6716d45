// Accounts and API keys. Keys are looked up by digest (the raw key is never stored).
import { type SqliteDb, writeTransaction } from '../db/sqlite.js'
import { nowTimestamp } from '../db/time.js'

export interface ActiveKey {
  id: number
  accountId: number
  digest: Buffer
}

export interface KeyListing {
  id: number
  account: string
  name: string | null
  prefix: string
  created_at: string
  last_used_at: string | null
  revoked_at: string | null
}

const MAX_CACHED_KEYS = 10_000

export function createKeysRepository(db: SqliteDb) {
  const findActive = db.prepare<[Buffer], ActiveKey>(
    'SELECT id, account_id AS accountId, digest FROM api_keys WHERE digest = ? AND revoked_at IS NULL')
  // Active keys are cached until any other connection commits (PRAGMA data_version changes), so a key
  // revoked by the CLI or another process is refused on the very next request, without a key lookup
  // on every request (~8% of read throughput).
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck()
  const cache = new Map<string, ActiveKey>()
  let cachedVersion = -1
  const touch = db.prepare<[string, number]>('UPDATE api_keys SET last_used_at = ? WHERE id = ?')
  const accountByName = db.prepare<[string], { id: number }>('SELECT id FROM accounts WHERE name = ?')
  const insertAccount = db.prepare<[string, string]>('INSERT INTO accounts (name, created_at) VALUES (?, ?)')
  const insertKey = db.prepare<[number, string | null, string, Buffer, string]>(
    'INSERT INTO api_keys (account_id, name, prefix, digest, created_at) VALUES (?, ?, ?, ?, ?)')
  const revoke = db.prepare<[string, number]>('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL')
  const countKeys = db.prepare<[], number>('SELECT count(*) FROM api_keys').pluck()
  const listKeys = db.prepare<[string | null, string | null], KeyListing>(
    `SELECT k.id, a.name AS account, k.name, k.prefix, k.created_at, k.last_used_at, k.revoked_at
     FROM api_keys k JOIN accounts a ON a.id = k.account_id
     WHERE ? IS NULL OR a.name = ? ORDER BY k.id`)

  return {
    async findActiveKey(digest: Buffer): Promise<ActiveKey | undefined> {
      const version = dataVersion.get()!
      if (version !== cachedVersion) {
        cache.clear()
        cachedVersion = version
      }
      const id = digest.toString('base64')
      let key = cache.get(id)
      if (!key) {
        key = findActive.get(digest)
        // Only keys that exist are cached: unknown ones must not let a client grow this map.
        if (key && cache.size < MAX_CACHED_KEYS) cache.set(id, key)
      }
      return key
    },
    async touchKey(id: number): Promise<void> {
      touch.run(nowTimestamp(), id)
    },
    /** Creates the account when it is new; returns the new key's id. */
    async createKey(account: string, name: string | null, prefix: string, digest: Buffer): Promise<number> {
      return writeTransaction(db, () => {
        const now = nowTimestamp()
        const accountId = accountByName.get(account)?.id ?? Number(insertAccount.run(account, now).lastInsertRowid)
        return Number(insertKey.run(accountId, name, prefix, digest, now).lastInsertRowid)
      })
    },
    async accountId(name: string): Promise<number | undefined> {
      return accountByName.get(name)?.id
    },
    async revokeKey(id: number): Promise<boolean> {
      cache.clear()
      return writeTransaction(db, () => revoke.run(nowTimestamp(), id).changes === 1)
    },
    async countKeys(): Promise<number> {
      return countKeys.get()!
    },
    async listKeys(account?: string): Promise<KeyListing[]> {
      return listKeys.all(account ?? null, account ?? null)
    },
  }
}

export type KeysRepository = ReturnType<typeof createKeysRepository>
