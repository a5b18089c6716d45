// Accounts and API keys on PostgreSQL.
import type { Pg } from '../db/postgres.js'
import { nowTimestamp } from '../db/time.js'
import { createKeyCache } from './key-cache.js'
import type { ActiveKey, KeyListing, KeysRepository } from './keys.repository.js'

/** Sent by a revocation, at its commit, to every instance listening on this database. */
const REVOKED_CHANNEL = 'websites_api_key_revoked'
/**
 * The cache is also emptied this often, in case a notification was missed (the listening connection
 * was down): a revoked key stops working everywhere within this time (the promise is 5 s).
 */
const KEY_CACHE_SECONDS = 2

// The account is made when new. DO UPDATE (a no-op) rather than DO NOTHING, so the existing row's id
// is returned, also when another caller made it a moment ago.
const CREATE_KEY = `WITH account AS (
    INSERT INTO accounts (name, created_at) VALUES ($1, $2)
    ON CONFLICT (name) DO UPDATE SET name = excluded.name RETURNING id
  )
  INSERT INTO api_keys (account_id, name, prefix, digest, created_at)
  SELECT id, $3, $4, $5, $2 FROM account
  RETURNING id`
const REVOKE = `WITH revoked AS (
    UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL RETURNING id
  )
  SELECT pg_notify('${REVOKED_CHANNEL}', id::text) FROM revoked`
const LIST = `SELECT k.id, a.name AS account, k.name, k.prefix, k.created_at, k.last_used_at, k.revoked_at
  FROM api_keys k JOIN accounts a ON a.id = k.account_id
  WHERE $1::text IS NULL OR a.name = $1
  ORDER BY k.id`

export function createPostgresKeysRepository({ sql, query }: Pg): KeysRepository {
  const cache = createKeyCache(() => Math.floor(Date.now() / (KEY_CACHE_SECONDS * 1000)))
  // postgres.js keeps this connection open and listening again after an outage; until it is, the
  // period above bounds the delay.
  sql.listen(REVOKED_CHANNEL, () => cache.clear()).catch(() => undefined)

  return {
    findActiveKey: (digest) => cache.find(digest, async (wanted) => {
      const [key] = await query<ActiveKey>(
        'SELECT id, account_id AS "accountId", digest FROM api_keys WHERE digest = $1 AND revoked_at IS NULL', [wanted])
      return key
    }),
    async touchKey(id) {
      await query('UPDATE api_keys SET last_used_at = $1 WHERE id = $2', [nowTimestamp(), id])
    },
    async createKey(account, name, prefix, digest) {
      const [key] = await query<{ id: number }>(CREATE_KEY, [account, nowTimestamp(), name, prefix, digest])
      return key!.id
    },
    async accountId(name) {
      const [account] = await query<{ id: number }>('SELECT id FROM accounts WHERE name = $1', [name])
      return account?.id
    },
    async revokeKey(id) {
      cache.clear()
      return (await query(REVOKE, [nowTimestamp(), id])).length === 1
    },
    async createFirstKey(account, name, prefix, digest) {
      return sql.begin(async (tx) => {
        // Held until the commit: a second instance starting now waits here, then finds the first key
        // made (key writes by requests wait a moment too; reads do not).
        await tx`LOCK TABLE api_keys IN SHARE ROW EXCLUSIVE MODE`
        const [existing] = await tx`SELECT 1 FROM api_keys LIMIT 1`
        if (existing) return undefined
        const [key] = await tx.unsafe<{ id: number }[]>(CREATE_KEY, [account, nowTimestamp(), name, prefix, digest])
        return key!.id
      })
    },
    async listKeys(account) {
      return query<KeyListing>(LIST, [account ?? null])
    },
  }
}
