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
  /** 1: the key may manage its account's keys. */
  admin: number
  expiresAt: string | null
  name: string | null
  prefix: string
  accountName: string
}

export interface NewKey {
  /** By name, made when new (the CLI), or by id (a key made over the API, in the caller's account). */
  account: { name: string } | { id: number }
  name: string | null
  prefix: string
  digest: Buffer
  readOnly: boolean
  /** The only websites the key may see (they must be the account's); null: all of the account's. */
  websites: number[] | null
  expiresAt: string | null
  admin: boolean
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

/** An account may hold this many active (neither revoked nor expired) keys. */
export const MAX_ACTIVE_KEYS = 1000

/** Some of the websites a key was to be limited to are not the account's: nothing was created. */
export class NotTheAccountsWebsites extends Error {
  constructor(readonly ids: number[]) {
    super(`not websites of this account: ${ids.join(', ')}`)
  }
}

/** The account already has MAX_ACTIVE_KEYS active keys: nothing was created. */
export class TooManyKeys extends Error {
  constructor() {
    super(`an account may have at most ${MAX_ACTIVE_KEYS} active keys`)
  }
}

/** What a key write produced, for what is committed with it (unit-of-work.ts). */
export interface KeyWritten {
  id: number
  accountId: number
}

/** A key and the minute it was last used in (last_used_at is kept to the minute). */
export interface KeyUse {
  id: number
  at: string
}

/** `accountId`: only a key of this account; `keepAnAdmin`: never the account's last active admin key. */
export interface RevokeOptions {
  accountId?: number
  keepAnAdmin?: boolean
}
export type Revocation = 'revoked' | 'unknown' | 'last-admin'

/** A key about to be revoked, as the revocation reads it inside its transaction. */
export interface RevokableKey extends KeyWritten {
  admin: number
  expiresAt: string | null
}

/**
 * Whether `key` (undefined: no such active key) may be revoked, `otherAdmins` being the account's other
 * active admin keys, counted while the account is locked: the one rule both stores apply.
 */
export function decideRevocation(key: RevokableKey | undefined, options: RevokeOptions, otherAdmins: () => number, now: string): Revocation | undefined {
  if (!key || (options.accountId !== undefined && key.accountId !== options.accountId)) return 'unknown'
  const activeAdmin = key.admin === 1 && (key.expiresAt === null || key.expiresAt > now)
  if (options.keepAnAdmin && activeAdmin && otherAdmins() === 0) return 'last-admin'
  return undefined
}

export interface KeysStore {
  /** An unrevoked key by digest. May answer from a cache, but a revocation is seen within 1 s everywhere. */
  findActiveKey(digest: Buffer): Promise<ActiveKey | undefined>
  /** Moves each key's last_used_at forward to its use's minute; a key already there is not written. */
  recordUses(uses: readonly KeyUse[]): Promise<void>
  /**
   * Creates the account when it is new; returns the new key's id. Throws NotTheAccountsWebsites and
   * TooManyKeys. `companions` are committed with it.
   */
  createKey(key: NewKey, now: string, companions?: readonly Companion<KeyWritten>[]): Promise<number>
  accountId(name: string): Promise<number | undefined>
  /** Revokes an active key, refused as `options` say; `companions` are committed with the revocation. */
  revokeKey(id: number, now: string, options?: RevokeOptions, companions?: readonly Companion<KeyWritten>[]): Promise<Revocation>
  /**
   * The same, but only on a database without any key, decided atomically: instances starting together
   * on a new database make one first key between them. Undefined when a key exists.
   */
  createFirstKey(key: NewKey, now: string, companions?: readonly Companion<KeyWritten>[]): Promise<number | undefined>
  /** A key (revoked ones too), of `accountId` only when given. */
  describeKey(id: number, accountId?: number): Promise<KeyDescription | undefined>
  /** Every key, or an account's (by name), oldest first: `websites-api keys list`. */
  listKeys(account?: string): Promise<KeyDescription[]>
  /** Every key of an account, newest first: GET /api/v1/keys. */
  listAccountKeys(accountId: number): Promise<KeyDescription[]>
  /** Which of `websites` are not the account's, and how many active keys it has: what a new key is checked against. */
  keyLimits(accountId: number, websites: readonly number[], now: string): Promise<{ foreignWebsites: number[]; activeKeys: number }>
  /** Every account, with its websites and usable keys counted. `now` decides which keys have expired. */
  listAccounts(now: string): Promise<AccountSummary[]>
}

const DESCRIBED = `SELECT k.id, k.name, a.name AS account, k.prefix, k.read_only, k.websites_limited, k.admin, k.expires_at,
    k.created_at, k.last_used_at, k.revoked_at
  FROM api_keys k JOIN accounts a ON a.id = k.account_id`

export const KEYS_SQL = {
  findActive: `SELECT k.id, k.account_id AS "accountId", k.digest, k.read_only AS "readOnly", k.websites_limited AS "limited",
    k.admin, k.expires_at AS "expiresAt", k.name, k.prefix, a.name AS "accountName"
    FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.digest = ? AND k.revoked_at IS NULL`,
  /** A write only when the minute moved: instances recording the same minute write the row once between them. */
  recordUse: 'UPDATE api_keys SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)',
  accountByName: 'SELECT id FROM accounts WHERE name = ?',
  /** The account row, locked until the commit on PostgreSQL (key writes of one account in turn). */
  lockAccount: 'SELECT id FROM accounts WHERE id = ? FOR NO KEY UPDATE',
  /** The account's id, made when new (a no-op update returns an existing row's id too). */
  upsertAccount: 'INSERT INTO accounts (name, created_at) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET name = excluded.name RETURNING id',
  websiteOfAccount: 'SELECT 1 AS one FROM websites WHERE id = ? AND account_id = ?',
  insertKey: `INSERT INTO api_keys (account_id, name, prefix, digest, read_only, websites_limited, admin, expires_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  activeKeys: `SELECT CAST(COUNT(*) AS INTEGER) AS n FROM api_keys WHERE account_id = ? AND revoked_at IS NULL
    AND (expires_at IS NULL OR expires_at > ?)`,
  revokable: `SELECT id, account_id AS "accountId", admin, expires_at AS "expiresAt" FROM api_keys WHERE id = ? AND revoked_at IS NULL`,
  otherActiveAdmins: `SELECT CAST(COUNT(*) AS INTEGER) AS n FROM api_keys WHERE account_id = ? AND id <> ? AND admin = 1
    AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > ?)`,
  insertScope: 'INSERT INTO api_key_websites (key_id, website_id) VALUES (?, ?)',
  revoke: 'UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL RETURNING id, account_id AS "accountId"',
  anyKey: 'SELECT 1 AS one FROM api_keys LIMIT 1',
  describe: `${DESCRIBED} WHERE k.id = ?`,
  describeInAccount: `${DESCRIBED} WHERE k.id = ? AND k.account_id = ?`,
  list: `${DESCRIBED} WHERE CAST(? AS TEXT) IS NULL OR a.name = ? ORDER BY k.id`,
  listAccount: `${DESCRIBED} WHERE k.account_id = ? ORDER BY k.id DESC`,
  scope: 'SELECT website_id AS id FROM api_key_websites WHERE key_id = ? ORDER BY website_id',
  accountScopes: `SELECT s.key_id AS "keyId", s.website_id AS id FROM api_key_websites s JOIN api_keys k ON k.id = s.key_id
    WHERE k.account_id = ? ORDER BY s.website_id`,
  accounts: `SELECT a.id, a.name, a.websites_count AS websites, a.created_at,
      (SELECT COUNT(*) FROM api_keys k WHERE k.account_id = a.id AND k.revoked_at IS NULL
        AND (k.expires_at IS NULL OR k.expires_at > ?)) AS active_keys
    FROM accounts a ORDER BY a.id`,
}

/** The insert's values in the order of `KEYS_SQL.insertKey`. */
export const insertKeyValues = (accountId: number, key: NewKey, now: string): unknown[] =>
  [accountId, key.name, key.prefix, key.digest, key.readOnly ? 1 : 0, key.websites ? 1 : 0, key.admin ? 1 : 0, key.expiresAt, now]

type DescribedRow = Omit<KeyDescription, 'read_only' | 'websites' | 'admin'> & { read_only: number; websites_limited: number; admin: number }
/** A described row and its scope as the description. */
export const toDescription = (row: DescribedRow, scope: { id: number }[]): KeyDescription => ({
  // In the schema's order: events carry this object as it is.
  id: row.id, name: row.name, account: row.account, prefix: row.prefix, read_only: row.read_only === 1,
  websites: row.websites_limited === 1 ? scope.map((website) => website.id) : null, admin: row.admin === 1,
  expires_at: row.expires_at, created_at: row.created_at, last_used_at: row.last_used_at, revoked_at: row.revoked_at,
})

/** An account's rows, newest first, each with its scope out of the account's scopes (one query for all). */
export function toDescriptions(rows: DescribedRow[], scopes: { keyId: number; id: number }[]): KeyDescription[] {
  const byKey = new Map<number, { id: number }[]>()
  for (const scope of scopes) {
    const list = byKey.get(Number(scope.keyId))
    if (list) list.push(scope)
    else byKey.set(Number(scope.keyId), [scope])
  }
  return rows.map((row) => toDescription(row, byKey.get(Number(row.id)) ?? []))
}
export type { DescribedRow }
