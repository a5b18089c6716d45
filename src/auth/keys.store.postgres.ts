// Accounts and API keys on PostgreSQL: the shared statements, plus what only PostgreSQL does (an account
// made in the same statement as its key, revocations notified to every instance).
import { type Pg, numbered } from '../db/postgres.js'
import { createKeyCache } from './key-cache.js'
import { type ActiveKey, KEYS_SQL, type KeyListing, type KeysStore } from './keys.store.js'

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
const REVOKE = numbered(`WITH revoked AS (
    ${KEYS_SQL.revoke} RETURNING id
  )
  SELECT pg_notify('${REVOKED_CHANNEL}', id::text) FROM revoked`)
const SHARED = Object.fromEntries(Object.entries(KEYS_SQL).map(([name, text]) => [name, numbered(text)])) as typeof KEYS_SQL

export function createPostgresKeysStore({ sql, query }: Pg): KeysStore {
  const cache = createKeyCache(() => Math.floor(Date.now() / (KEY_CACHE_SECONDS * 1000)))
  // postgres.js keeps this connection open and listening again after an outage; until it is, the
  // period above bounds the delay.
  sql.listen(REVOKED_CHANNEL, () => cache.clear()).catch(() => undefined)

  return {
    findActiveKey: (digest) => cache.find(digest, async (wanted) => {
      const [key] = await query<ActiveKey>(SHARED.findActive, [wanted])
      return key
    }),
    async touchKey(id, now) {
      await query(SHARED.touch, [now, id])
    },
    async createKey(account, name, prefix, digest, now) {
      const [key] = await query<{ id: number }>(CREATE_KEY, [account, now, name, prefix, digest])
      return key!.id
    },
    async accountId(name) {
      const [account] = await query<{ id: number }>(SHARED.accountByName, [name])
      return account?.id
    },
    async revokeKey(id, now) {
      cache.clear()
      return (await query(REVOKE, [now, id])).length === 1
    },
    async createFirstKey(account, name, prefix, digest, now) {
      return sql.begin(async (tx) => {
        // Held until the commit: a second instance starting now waits here, then finds the first key
        // made (key writes by requests wait a moment too; reads do not).
        await tx`LOCK TABLE api_keys IN SHARE ROW EXCLUSIVE MODE`
        const [existing] = await tx.unsafe(SHARED.anyKey)
        if (existing) return undefined
        const [key] = await tx.unsafe<{ id: number }[]>(CREATE_KEY, [account, now, name, prefix, digest])
        return key!.id
      })
    },
    async listKeys(account) {
      return query<KeyListing>(SHARED.list, [account ?? null, account ?? null])
    },
  }
}
