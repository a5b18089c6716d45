// The SQL of the keys store (keys.store.ts), written once for both databases, and how its rows become the
// descriptions the API shows.
import type { KeyDescription } from './keys.schemas.js'
import type { NewKey } from './keys.store.js'
import { type Role, listedRights, rightsOfKey, rightsOfMember } from '../rights.js'

/** A person's key, with its holder's membership of its account now (what caps its rights); none for an account's key. */
const HOLDER = 'LEFT JOIN memberships h ON h.account_id = k.account_id AND h.user_id = k.user_id'
const DESCRIBED = `SELECT k.id, k.name, a.name AS account, k.prefix, k.read_only, k.websites_limited, k.admin, k.user_id, k.expires_at,
    k.created_at, k.last_used_at, k.revoked_at, h.role AS holder_role, h.websites_limited AS holder_limited
  FROM api_keys k JOIN accounts a ON a.id = k.account_id ${HOLDER}`

export const KEYS_SQL = {
  findActive: `SELECT k.id, k.account_id AS "accountId", k.digest, k.read_only AS "readOnly", k.websites_limited AS "limited",
    k.admin, k.user_id AS "userId", k.expires_at AS "expiresAt", k.name, k.prefix, a.name AS "accountName",
    h.role AS "holderRole", h.websites_limited AS "holderLimited"
    FROM api_keys k JOIN accounts a ON a.id = k.account_id ${HOLDER} WHERE k.digest = ? AND k.revoked_at IS NULL`,
  /** A write only when the minute moved: instances recording the same minute write the row once between them. */
  recordUse: 'UPDATE api_keys SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)',
  accountByName: 'SELECT id FROM accounts WHERE name = ?',
  accountOfKey: 'SELECT account_id AS "accountId" FROM api_keys WHERE id = ?',
  /** The account's id, made when new (a no-op update returns an existing row's id too). */
  upsertAccount: 'INSERT INTO accounts (name, created_at) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET name = excluded.name RETURNING id',
  insertKey: `INSERT INTO api_keys (account_id, name, prefix, digest, read_only, websites_limited, admin, user_id, expires_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  activeKeys: `SELECT CAST(COUNT(*) AS INTEGER) AS n FROM api_keys WHERE account_id = ? AND revoked_at IS NULL
    AND (expires_at IS NULL OR expires_at > ?)`,
  revokable: `SELECT id, account_id AS "accountId", admin, read_only AS "readOnly", expires_at AS "expiresAt", user_id AS "userId"
    FROM api_keys WHERE id = ? AND revoked_at IS NULL`,
  /** The account's other keys that can manage keys for good: admin, not read-only, never expiring (see decideRevocation). */
  otherKeyManagers: `SELECT CAST(COUNT(*) AS INTEGER) AS n FROM api_keys WHERE account_id = ? AND id <> ? AND admin = 1
    AND read_only = 0 AND expires_at IS NULL AND revoked_at IS NULL`,
  revoke: 'UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL RETURNING id, account_id AS "accountId"',
  anyKey: 'SELECT 1 AS one FROM api_keys LIMIT 1',
  describe: `${DESCRIBED} WHERE k.id = ?`,
  describeInAccount: `${DESCRIBED} WHERE k.id = ? AND k.account_id = ?`,
  list: `${DESCRIBED} WHERE CAST(? AS TEXT) IS NULL OR a.name = ? ORDER BY k.id`,
  listAccount: `${DESCRIBED} WHERE k.account_id = ? ORDER BY k.id DESC`,
  /** A member's own keys in the account, newest first. */
  listOwn: `${DESCRIBED} WHERE k.account_id = ? AND k.user_id = ? ORDER BY k.id DESC`,
  /** A member's active keys in the account, with their scope flags: what a membership's change may revoke. */
  activeOf: `${DESCRIBED} WHERE k.account_id = ? AND k.user_id = ? AND k.revoked_at IS NULL`,
  scope: 'SELECT website_id AS id FROM api_key_websites WHERE key_id = ? ORDER BY website_id',
  accountScopes: `SELECT s.key_id AS "keyId", s.website_id AS id FROM api_key_websites s JOIN api_keys k ON k.id = s.key_id
    WHERE k.account_id = ? ORDER BY s.website_id`,
  accounts: `SELECT a.id, a.name, a.websites_count AS websites, a.max_websites, a.created_at,
      (SELECT COUNT(*) FROM api_keys k WHERE k.account_id = a.id AND k.revoked_at IS NULL
        AND (k.expires_at IS NULL OR k.expires_at > ?)) AS active_keys
    FROM accounts a ORDER BY a.id`,
}

/** The insert's values in the order of `KEYS_SQL.insertKey`. */
export const insertKeyValues = (accountId: number, key: NewKey, now: string): unknown[] =>
  [accountId, key.name, key.prefix, key.digest, key.readOnly ? 1 : 0, key.websites ? 1 : 0, key.admin ? 1 : 0, key.userId, key.expiresAt, now]

type DescribedRow = Omit<KeyDescription, 'read_only' | 'websites' | 'admin' | 'rights'> & {
  read_only: number; websites_limited: number; admin: number; holder_role: Role | null; holder_limited: number | null
}

/**
 * What a key may do now: its flags' rights, a person's key capped by its holder's membership (none left: no
 * rights), a revoked key none. `holder`: the membership's role and whether it is limited.
 */
export function rightsOfStoredKey(key: { readOnly: boolean; limited: boolean; admin: boolean; userId: number | null; revoked: boolean },
  holder: { role: Role | null; limited: boolean }) {
  if (key.revoked || (key.userId !== null && holder.role === null)) return new Set<never>()
  return rightsOfKey(key, key.userId === null ? undefined : rightsOfMember(holder.role!, holder.limited))
}

/** A described row and its scope as the description. */
export const toDescription = (row: DescribedRow, scope: { id: number }[]): KeyDescription => ({
  // In the schema's order: events carry this object as it is.
  id: row.id, name: row.name, account: row.account, prefix: row.prefix, read_only: row.read_only === 1,
  websites: row.websites_limited === 1 ? scope.map((website) => website.id) : null, admin: row.admin === 1,
  rights: listedRights(rightsOfStoredKey({
    readOnly: row.read_only === 1, limited: row.websites_limited === 1, admin: row.admin === 1, userId: row.user_id, revoked: row.revoked_at !== null,
  }, { role: row.holder_role, limited: row.holder_limited === 1 })),
  user_id: row.user_id, expires_at: row.expires_at, created_at: row.created_at, last_used_at: row.last_used_at, revoked_at: row.revoked_at,
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
