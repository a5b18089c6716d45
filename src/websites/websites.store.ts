// What the websites service needs from storage, in plain domain types, and the SQL both databases share,
// written once from one table descriptor. One store per database (websites.store.sqlite.ts,
// websites.store.postgres.ts) adds only what must differ: the trigram index, group commit, how a
// statement is prepared. Shared statements use `?` placeholders, each value once, in order.
import type { Companion } from '../db/unit-of-work.js'
import { WEBSITE_DEFAULTS, WEBSITE_FIELDS, type Website } from './websites.schemas.js'

type FieldName = keyof typeof WEBSITE_FIELDS
/** A website's stored values: its fields as the API takes them, the password as its slow hash. */
export type WebsiteValues = Omit<{ -readonly [K in FieldName]: Exclude<Website[K], undefined> }, 'password'> & { password_hash: string | null }
export type NewWebsite = WebsiteValues
/** The values an update sets: only those given. */
export type WebsiteChanges = Partial<Omit<WebsiteValues, 'domain'>>

/** A website as stored: the wire object and its version (the ETag; never sent as a field). */
export type StoredWebsite = Website & { version: number }

/** Whose websites a request may see: the account's, or only those listed for a limited key. */
export interface Scope {
  accountId: number
  /** Set when the key is limited to some websites. */
  limitedKeyId?: number
}

/** An answer an idempotency key remembered: the created website as JSON, and its Location. */
export interface StoredAnswer {
  body: string
  location: string
}

/** How matches are found: the trigram index, or a scan of the account that tests each domain. */
export type MatchPlan = 'index' | 'scan'
export type Order = { sortBy: 'id' | 'domain'; sort: 'asc' | 'desc' }
export type PageParams = { accountId: number; term: string | undefined; limit: number; offset: number }

/** An account's websites counter and its version (bumped by every insert and delete). */
export type AccountStats = { count: number; version: number }

export interface WebsitesStore {
  get(scope: Scope, id: number): Promise<StoredWebsite | undefined>
  domainExists(domain: string): Promise<boolean>
  /**
   * Undefined when a unique index refuses it (the domain taken or, for a companion's row, the idempotency
   * key used), also under a race. `companions` are committed with it (unit-of-work.ts).
   */
  create(accountId: number, website: NewWebsite, now: string, companions?: readonly Companion<StoredWebsite>[]): Promise<StoredWebsite | undefined>
  /** The answer an idempotency key holds, while it has not expired. */
  rememberedAnswer(accountId: number, key: string, now: string): Promise<(StoredAnswer & { fingerprint: Buffer }) | undefined>
  /** Bulk load (seeding, imports): one transaction; indexes and counters written once per batch. */
  insertMany(rows: (NewWebsite & { accountId: number })[], now: string): Promise<void>
  /** Undefined when the website is not (or no longer) there, or its version is no longer `ifVersion`. */
  update(accountId: number, id: number, changes: WebsiteChanges, now: string, ifVersion?: number,
    companions?: readonly Companion<StoredWebsite>[]): Promise<StoredWebsite | undefined>
  /** The website as it was before it went; undefined when it is not (or no longer) there, or not at `ifVersion`. */
  remove(accountId: number, id: number, ifVersion?: number, companions?: readonly Companion<StoredWebsite>[]): Promise<StoredWebsite | undefined>

  // What the list planner reads (list.planner.ts).
  accountStats(accountId: number): Promise<AccountStats>
  /** Whether the trigram index helps for this term, judged by the store that knows its index. */
  choosePlan(accountId: number, term: string, accountSize: number): Promise<MatchPlan>
  count(plan: MatchPlan, accountId: number, term: string): Promise<number>
  /** Every match's id and domain, in id order. */
  matches(plan: MatchPlan, accountId: number, term: string): Promise<{ id: number; domain: string }[]>
  byIds(ids: number[]): Promise<StoredWebsite[]>
  /** `plan` 'all' ignores the term. Domains are unique and ids are unique: either sort key alone is a total order. */
  page(plan: MatchPlan | 'all', order: Order, params: PageParams): Promise<StoredWebsite[]>
  /** A limited key's websites (those matching `term`, when given): as many as the key has, never more. */
  keyPage(keyId: number, term: string | undefined, order: Order, limit: number, offset: number): Promise<StoredWebsite[]>
  keyCount(keyId: number, term: string | undefined): Promise<number>
}

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
const IN_KEY_SCOPE = 'id IN (SELECT website_id FROM api_key_websites WHERE key_id = ?)'
/** How many expired idempotency keys a create purges at most: bounded work, never a scan, on a request's path. */
export const PURGE_BATCH = 100

export const SQL = {
  byId: `SELECT ${WEBSITE_SELECT} FROM websites WHERE id = ? AND account_id = ?`,
  byIdInKeyScope: `SELECT ${WEBSITE_SELECT} FROM websites WHERE id = ? AND account_id = ? AND ${IN_KEY_SCOPE}`,
  domainExists: 'SELECT 1 AS one FROM websites WHERE domain = ?',
  insert: `INSERT INTO websites (account_id, ${VALUE_COLUMNS.join(', ')}, created_at, updated_at)
    VALUES (${['account_id', ...VALUE_COLUMNS, 'created_at', 'updated_at'].map(() => '?').join(', ')})`,
  accountStats: 'SELECT websites_count AS count, websites_version AS version FROM accounts WHERE id = ?',
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
   * `range`, for PostgreSQL: the account as a range of one (`BETWEEN ? AND ?`, the id twice) and first in
   * the order. With `account_id = ?` its planner drops the account from the order and, with statistics,
   * may walk the primary key backwards, testing each row: fast only while the newest ids are the
   * account's own (30 ms a page at 100,000 websites once another account owned the newest rows).
   */
  page: (filter: string, { sortBy, sort }: Order, account: 'equal' | 'range' = 'equal') =>
    `SELECT ${WEBSITE_SELECT} FROM websites WHERE ${account === 'equal' ? 'account_id = ?' : 'account_id BETWEEN ? AND ?'}
     ${filter ? `AND ${filter}` : ''} ORDER BY ${account === 'equal' ? '' : `account_id ${sort}, `}${sortBy} ${sort} LIMIT ? OFFSET ?`,
  count: (filter: string) => `SELECT count(*) AS count FROM websites WHERE account_id = ? AND ${filter}`,
  matches: (filter: string) => `SELECT id, domain FROM websites WHERE account_id = ? AND ${filter} ORDER BY id`,
  keyPage: (filter: string | undefined, { sortBy, sort }: Order) =>
    `SELECT ${WEBSITE_SELECT} FROM websites WHERE ${IN_KEY_SCOPE} ${filter ? `AND ${filter}` : ''}
     ORDER BY ${sortBy} ${sort} LIMIT ? OFFSET ?`,
  keyCount: (filter: string | undefined) => `SELECT count(*) AS count FROM websites WHERE ${IN_KEY_SCOPE} ${filter ? `AND ${filter}` : ''}`,
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

/** The update's columns (in the descriptor's order) and values, only those it sets. */
export function updateAssignments(changes: WebsiteChanges): { columns: string[]; values: unknown[] } {
  const columns = VALUE_COLUMNS.filter((column) => changes[column as keyof WebsiteChanges] !== undefined)
  return { columns, values: columns.map((column) => changes[column as keyof WebsiteChanges]) }
}

/** Every (plan, order) page statement, made once: the order keys come from this list, never the request. */
const ORDERS = (['id', 'domain'] as const).flatMap((sortBy) => (['asc', 'desc'] as const).map((sort) => ({ sortBy, sort })))
export const PAGE_KEYS = (['all', 'index', 'scan'] as const).flatMap((plan) => ORDERS.map((order) => ({ plan, order })))
export const KEY_PAGE_KEYS = ([false, true] as const).flatMap((searching) => ORDERS.map((order) => ({ searching, order })))
export const pageKey = (plan: MatchPlan | 'all' | boolean, { sortBy, sort }: Order) => `${plan}:${sortBy}:${sort}`

/** A website to store with every field at its default (bulk loads: seeding, tests). */
export function newWebsite(domain: string, fields: Partial<NewWebsite> = {}): NewWebsite {
  const { password: _password, ...defaults } = WEBSITE_DEFAULTS
  return { ...defaults, domain, password_hash: null, ...fields }
}

/** Every id of an account, oldest first. */
export async function allIds(store: WebsitesStore, accountId: number): Promise<number[]> {
  const websites = await store.page('all', { sortBy: 'id', sort: 'asc' }, { accountId, term: undefined, limit: Number.MAX_SAFE_INTEGER, offset: 0 })
  return websites.map((website) => website.id)
}
