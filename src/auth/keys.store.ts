// What key management needs from storage, and the SQL both databases share (`?` placeholders, each value
// once, in order); one store per database (keys.store.sqlite.ts, keys.store.postgres.ts) adds what
// differs. Keys are looked up by digest: the raw key is never stored.
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

export interface KeysStore {
  /** An unrevoked key by digest. May answer from a cache, but a revocation is seen within 5 s everywhere. */
  findActiveKey(digest: Buffer): Promise<ActiveKey | undefined>
  touchKey(id: number, now: string): Promise<void>
  /** Creates the account when it is new; returns the new key's id. */
  createKey(account: string, name: string | null, prefix: string, digest: Buffer, now: string): Promise<number>
  accountId(name: string): Promise<number | undefined>
  revokeKey(id: number, now: string): Promise<boolean>
  /**
   * The same, but only on a database without any key, decided atomically: instances starting together
   * on a new database make one first key between them. Undefined when a key exists.
   */
  createFirstKey(account: string, name: string, prefix: string, digest: Buffer, now: string): Promise<number | undefined>
  listKeys(account?: string): Promise<KeyListing[]>
}

export const KEYS_SQL = {
  findActive: 'SELECT id, account_id AS "accountId", digest FROM api_keys WHERE digest = ? AND revoked_at IS NULL',
  touch: 'UPDATE api_keys SET last_used_at = ? WHERE id = ?',
  accountByName: 'SELECT id FROM accounts WHERE name = ?',
  insertAccount: 'INSERT INTO accounts (name, created_at) VALUES (?, ?)',
  insertKey: 'INSERT INTO api_keys (account_id, name, prefix, digest, created_at) VALUES (?, ?, ?, ?, ?)',
  revoke: 'UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
  anyKey: 'SELECT 1 AS one FROM api_keys LIMIT 1',
  list: `SELECT k.id, a.name AS account, k.name, k.prefix, k.created_at, k.last_used_at, k.revoked_at
    FROM api_keys k JOIN accounts a ON a.id = k.account_id
    WHERE CAST(? AS TEXT) IS NULL OR a.name = ? ORDER BY k.id`,
}
