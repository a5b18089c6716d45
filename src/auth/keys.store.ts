// What key management needs from storage, and the SQL both databases share (`?` placeholders, each value
// once, in order); one store per database (keys.store.sqlite.ts, keys.store.postgres.ts) adds what
// differs. Keys are looked up by digest: the raw key is never stored.
import type { Companion } from '../db/unit-of-work.js'
import type { KeyDescription } from './keys.schemas.js'

export interface ActiveKey {
  id: number
  accountId: number
  digest: Buffer
  /** 0/1, as both databases store it. */
  readOnly: number
  /** 1: the key sees only the websites listed for it. */
  limited: number
  expiresAt: string | null
}

export interface NewKey {
  account: string
  name: string | null
  prefix: string
  digest: Buffer
  readOnly: boolean
  /** The only websites the key may see (they must be the account's); null: all of the account's. */
  websites: number[] | null
  expiresAt: string | null
}

/** An account as `websites-api accounts list` shows it. */
export interface AccountSummary {
  id: number
  name: string
  websites: number
  /** Keys neither revoked nor expired. */
  active_keys: number
  created_at: string
}

/** Some of the websites a key was to be limited to are not the account's: nothing was created. */
export class NotTheAccountsWebsites extends Error {
  constructor(readonly ids: number[]) {
    super(`not websites of this account: ${ids.join(', ')}`)
  }
}

/** What a key write produced, for what is committed with it (unit-of-work.ts). */
export interface KeyWritten {
  id: number
  accountId: number
}

export interface KeysStore {
  /** An unrevoked key by digest. May answer from a cache, but a revocation is seen within 5 s everywhere. */
  findActiveKey(digest: Buffer): Promise<ActiveKey | undefined>
  touchKey(id: number, now: string): Promise<void>
  /**
   * Creates the account when it is new; returns the new key's id. Throws NotTheAccountsWebsites.
   * `companions` are committed with it.
   */
  createKey(key: NewKey, now: string, companions?: readonly Companion<KeyWritten>[]): Promise<number>
  accountId(name: string): Promise<number | undefined>
  /** False when there is no such active key; `companions` are committed with the revocation. */
  revokeKey(id: number, now: string, companions?: readonly Companion<KeyWritten>[]): Promise<boolean>
  /**
   * The same, but only on a database without any key, decided atomically: instances starting together
   * on a new database make one first key between them. Undefined when a key exists.
   */
  createFirstKey(key: NewKey, now: string): Promise<number | undefined>
  describeKey(id: number): Promise<KeyDescription | undefined>
  listKeys(account?: string): Promise<KeyDescription[]>
  /** Every account, with its websites and usable keys counted. `now` decides which keys have expired. */
  listAccounts(now: string): Promise<AccountSummary[]>
}

const DESCRIBED = `SELECT k.id, k.name, a.name AS account, k.prefix, k.read_only, k.websites_limited, k.expires_at,
    k.created_at, k.last_used_at, k.revoked_at
  FROM api_keys k JOIN accounts a ON a.id = k.account_id`

export const KEYS_SQL = {
  findActive: `SELECT id, account_id AS "accountId", digest, read_only AS "readOnly", websites_limited AS "limited",
    expires_at AS "expiresAt" FROM api_keys WHERE digest = ? AND revoked_at IS NULL`,
  touch: 'UPDATE api_keys SET last_used_at = ? WHERE id = ?',
  accountByName: 'SELECT id FROM accounts WHERE name = ?',
  /** The account's id, made when new (a no-op update returns an existing row's id too). */
  upsertAccount: 'INSERT INTO accounts (name, created_at) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET name = excluded.name RETURNING id',
  websiteOfAccount: 'SELECT 1 AS one FROM websites WHERE id = ? AND account_id = ?',
  insertKey: `INSERT INTO api_keys (account_id, name, prefix, digest, read_only, websites_limited, expires_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  insertScope: 'INSERT INTO api_key_websites (key_id, website_id) VALUES (?, ?)',
  revoke: 'UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL RETURNING id, account_id AS "accountId"',
  anyKey: 'SELECT 1 AS one FROM api_keys LIMIT 1',
  describe: `${DESCRIBED} WHERE k.id = ?`,
  list: `${DESCRIBED} WHERE CAST(? AS TEXT) IS NULL OR a.name = ? ORDER BY k.id`,
  scope: 'SELECT website_id AS id FROM api_key_websites WHERE key_id = ? ORDER BY website_id',
  accounts: `SELECT a.id, a.name, a.websites_count AS websites, a.created_at,
      (SELECT COUNT(*) FROM api_keys k WHERE k.account_id = a.id AND k.revoked_at IS NULL
        AND (k.expires_at IS NULL OR k.expires_at > ?)) AS active_keys
    FROM accounts a ORDER BY a.id`,
}

/** The insert's values in the order of `KEYS_SQL.insertKey`. */
export const insertKeyValues = (accountId: number, key: NewKey, now: string): unknown[] =>
  [accountId, key.name, key.prefix, key.digest, key.readOnly ? 1 : 0, key.websites ? 1 : 0, key.expiresAt, now]

type DescribedRow = Omit<KeyDescription, 'read_only' | 'websites'> & { read_only: number; websites_limited: number }
/** A described row and its scope as the description. */
export const toDescription = ({ websites_limited, read_only, ...row }: DescribedRow, scope: { id: number }[]): KeyDescription =>
  ({ ...row, read_only: read_only === 1, websites: websites_limited === 1 ? scope.map((website) => website.id) : null })
export type { DescribedRow }
