// The websites store's SQL, written once for both databases from one table descriptor (`?` placeholders,
// each value once, in order), and the values each statement takes.
import type { ColumnType } from '../db/unit-of-work.js'
import { WEBSITE_FIELDS } from './websites.schemas.js'
import type { NewWebsite, Order, StoredWebsite, WebsiteChanges, WebsiteValues } from './websites.store.js'

type FieldName = keyof typeof WEBSITE_FIELDS

// The table descriptor: each field is a column of its own name, except the password, kept as its hash.
const FIELD_NAMES = Object.keys(WEBSITE_FIELDS) as FieldName[]
const columnOf = (field: FieldName) => (field === 'password' ? 'password_hash' : field)
/** The columns a create writes, in order, after account_id and before the two timestamps. */
export const VALUE_COLUMNS = FIELD_NAMES.map(columnOf) as (keyof WebsiteValues)[]
/** A stored website's keys, in the order of WEBSITE_SELECT's columns. */
export const WEBSITE_KEYS: readonly (keyof StoredWebsite)[] = ['id', ...FIELD_NAMES, 'created_at', 'updated_at', 'version']
/** The website object and its version as a select list (SQLite reads `password` as 0/1). */
export const WEBSITE_SELECT = WEBSITE_KEYS.map((key) => (key === 'password' ? 'password_hash IS NOT NULL AS password' : key)).join(', ')

/** The websites a limited key may see. */
/** The websites a limited caller may see: by its key's list, or by its membership's. */
export const IN_SCOPE = {
  key: 'id IN (SELECT website_id FROM api_key_websites WHERE key_id = ?)',
  membership: 'id IN (SELECT website_id FROM membership_websites WHERE membership_id = ?)',
} as const
type LimitedBy = keyof typeof IN_SCOPE
/** How many expired idempotency keys a create purges at most: bounded work, never a scan, on a request's path. */
export const PURGE_BATCH = 100

/** A website's row for the visit check: the website, then its account's exclusions under names of their own. */
export const FOR_CHECK_KEYS = [...WEBSITE_KEYS, 'account_exclude_ips', 'account_exclude_params'] as const
/**
 * As two subqueries, not a join: SQLite ran a join of the two rows in 19.6 µs, the two statements apart in 13.6,
 * and this in 8.0 (one website read alone: 7.7).
 */
const ACCOUNT_EXCLUSIONS = ['exclude_ips', 'exclude_params']
  .map((column) => `(SELECT accounts.${column} FROM accounts WHERE accounts.id = websites.account_id) AS account_${column}`).join(', ')

/**
 * The account's websites_version, read by each statement of a list with what it lists (its first value: the
 * account's id): one statement sees one state of the database, so its rows are those of that version, which
 * list.planner.ts compares with the version its total was read at. A subquery without correlation: PostgreSQL
 * runs it once per statement (an InitPlan), SQLite once too.
 */
const LIST_VERSION = '(SELECT websites_version FROM accounts WHERE id = ?) AS list_version'

export const SQL = {
  byId: `SELECT ${WEBSITE_SELECT} FROM websites WHERE id = ? AND account_id = ?`,
  byIdInScope: (by: LimitedBy) => `SELECT ${WEBSITE_SELECT} FROM websites WHERE id = ? AND account_id = ? AND ${IN_SCOPE[by]}`,
  /** byId and byIdInScope with the account's exclusions, which the visit check adds to the website's: one read. */
  forCheckById: (by: LimitedBy | undefined) => `SELECT ${WEBSITE_SELECT}, ${ACCOUNT_EXCLUSIONS}
    FROM websites WHERE id = ? AND account_id = ?${by === undefined ? '' : ` AND ${IN_SCOPE[by]}`}`,
  domainExists: 'SELECT 1 AS one FROM websites WHERE domain = ?',
  insert: `INSERT INTO websites (account_id, ${VALUE_COLUMNS.join(', ')}, created_at, updated_at)
    VALUES (${['account_id', ...VALUE_COLUMNS, 'created_at', 'updated_at'].map(() => '?').join(', ')})`,
  accountStats: 'SELECT websites_count AS count, websites_version AS version FROM accounts WHERE id = ?',
  /**
   * Run after a create's insert, in its transaction: whether the account now holds more websites than its
   * quota. The insert's trigger (migration 0004) raised the counter under the account row's lock, which the
   * transaction holds until it ends, so this reads the count every committed create and this one made.
   */
  overQuota: 'SELECT 1 AS one FROM accounts WHERE id = ? AND max_websites IS NOT NULL AND websites_count > max_websites',
  /** Outside a transaction, only to name every error of a request refused anyway: the insert's check decides. */
  quotaFull: 'SELECT 1 AS one FROM accounts WHERE id = ? AND max_websites IS NOT NULL AND websites_count >= max_websites',
  /** Column names come from the descriptor, never from the request. */
  /**
   * With `conditional`, the If-Match check is part of the statement: `AND version = ?`. The version and
   * `updated_at` move only when a value differs from the stored one at the write itself: the service left
   * out the values it read as equal, but another write may have set the others since, and a write that
   * changes nothing must not make a new ETag (values: see `updateValues`).
   */
  update: (columns: string[], conditional: boolean) => {
    const differs = columns.map((name) => `${name} IS DISTINCT FROM ?`).join(' OR ')
    return `UPDATE websites SET ${columns.map((name) => `${name} = ?`).join(', ')},
       updated_at = CASE WHEN ${differs} THEN ? ELSE updated_at END, version = version + CASE WHEN ${differs} THEN 1 ELSE 0 END
     WHERE id = ? AND account_id = ?${conditional ? ' AND version = ?' : ''} RETURNING ${WEBSITE_SELECT}`
  },
  /** The website as it was is returned: a companion (an event) may need it. */
  remove: (conditional: boolean) => `DELETE FROM websites WHERE id = ? AND account_id = ?${conditional ? ' AND version = ?' : ''} RETURNING ${WEBSITE_SELECT}`,
  /**
   * `account`: as the search index's module says its database's planner wants it (SearchIndex.accountForm).
   * With `counted`, each row also carries the number of rows the page is taken from (`list_total`): a total of the same statement.
   */
  page: (filter: string, { sortBy, sort }: Order, account: 'equal' | 'range' = 'equal', counted = false) =>
    `SELECT ${WEBSITE_SELECT}, ${LIST_VERSION}${counted ? ', count(*) OVER () AS list_total' : ''} FROM websites WHERE ${account === 'equal' ? 'account_id = ?' : 'account_id BETWEEN ? AND ?'}
     ${filter ? `AND ${filter}` : ''} ORDER BY ${account === 'equal' ? '' : `account_id ${sort}, `}${sortBy} ${sort} LIMIT ? OFFSET ?`,
  count: (filter: string) => `SELECT count(*) AS count, ${LIST_VERSION} FROM websites WHERE account_id = ? AND ${filter}`,
  /** Up to `limit` matches in no order (an order would let PostgreSQL walk the primary key across every account): fewer means all. */
  matches: (filter: string) => `SELECT id, domain, ${LIST_VERSION} FROM websites WHERE account_id = ? AND ${filter} LIMIT ?`,
  /** Websites by id, of one account: a kept search result's page. */
  byIds: (inList: string) => `SELECT ${WEBSITE_SELECT} FROM websites WHERE ${inList} AND account_id = ?`,
  limitedPage: (by: LimitedBy, filter: string | undefined, { sortBy, sort }: Order) =>
    `SELECT ${WEBSITE_SELECT} FROM websites WHERE ${IN_SCOPE[by]} ${filter ? `AND ${filter}` : ''}
     ORDER BY ${sortBy} ${sort} LIMIT ? OFFSET ?`,
  limitedCount: (by: LimitedBy, filter: string | undefined) => `SELECT count(*) AS count FROM websites WHERE ${IN_SCOPE[by]} ${filter ? `AND ${filter}` : ''}`,
  rememberedAnswer: 'SELECT fingerprint, body, location FROM idempotency_keys WHERE account_id = ? AND key = ? AND expires_at > ?',
  /** An expired answer under the same key gives way to the new one. */
  forgetExpired: 'DELETE FROM idempotency_keys WHERE account_id = ? AND key = ? AND expires_at <= ?',
  remember: `INSERT INTO idempotency_keys (account_id, key, fingerprint, body, location, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`,
  purgeExpired: `DELETE FROM idempotency_keys WHERE (account_id, key) IN
    (SELECT account_id, key FROM idempotency_keys WHERE expires_at <= ? LIMIT ${PURGE_BATCH})`,
}

/** The insert's values in the order of `SQL.insert`. */
export const insertValues = (accountId: number, website: NewWebsite, now: string): unknown[] =>
  [accountId, ...VALUE_COLUMNS.map((column) => website[column]), now, now]

/** `SQL.update`'s values before its WHERE: the new values, then each comparison's (see there), `now` between. */
export const updateValues = (values: unknown[], now: string): unknown[] => [...values, ...values, now, ...values]

/** Each column a bulk load writes, with its PostgreSQL type (an integer field is an integer, anything else text, the password's hash too). */
export const INSERT_COLUMNS: readonly { name: string; type: ColumnType }[] = [
  { name: 'account_id', type: 'bigint' },
  ...VALUE_COLUMNS.map((name) => ({ name, type: (WEBSITE_FIELDS[name as FieldName]?.schema as { type?: string } | undefined)?.type === 'integer' ? 'integer' as const : 'text' as const })),
  { name: 'created_at', type: 'timestamptz' }, { name: 'updated_at', type: 'timestamptz' },
]

/** The update's columns (in the descriptor's order) and values, only those it sets. */
export function updateAssignments(changes: WebsiteChanges): { columns: string[]; values: unknown[] } {
  const columns = VALUE_COLUMNS.filter((column) => changes[column as keyof WebsiteChanges] !== undefined)
  return { columns, values: columns.map((column) => changes[column as keyof WebsiteChanges]) }
}

