// What the websites service needs from storage, in plain domain types, and the SQL both databases share,
// written once from one table descriptor. One store per database (websites.store.sqlite.ts,
// websites.store.postgres.ts) adds only what must differ: the trigram index, group commit, how a
// statement is prepared. Shared statements use `?` placeholders, each value once, in order.
import { WEBSITE_DEFAULTS, WEBSITE_FIELDS, type Website } from './websites.schemas.js'

type FieldName = keyof typeof WEBSITE_FIELDS
/** A website's stored values: its fields as the API takes them, the password as its slow hash. */
export type WebsiteValues = Omit<{ -readonly [K in FieldName]: Exclude<Website[K], undefined> }, 'password'> & { password_hash: string | null }
export type NewWebsite = WebsiteValues
/** The values an update sets: only those given. */
export type WebsiteChanges = Partial<Omit<WebsiteValues, 'domain'>>

/** How matches are found: the trigram index, or a scan of the account that tests each domain. */
export type MatchPlan = 'index' | 'scan'
export type Order = { sortBy: 'id' | 'domain'; sort: 'asc' | 'desc' }
export type PageParams = { accountId: number; term: string | undefined; limit: number; offset: number }

export interface WebsitesStore {
  get(accountId: number, id: number): Promise<Website | undefined>
  domainExists(domain: string): Promise<boolean>
  /** Undefined when the domain is taken (decided by the unique index, also under a race). */
  create(accountId: number, website: NewWebsite, now: string): Promise<Website | undefined>
  /** Bulk load (seeding, imports): one transaction; indexes and counters written once per batch. */
  insertMany(rows: (NewWebsite & { accountId: number })[], now: string): Promise<void>
  /** Undefined when the website is not (or no longer) there. */
  update(accountId: number, id: number, changes: WebsiteChanges, now: string): Promise<Website | undefined>
  remove(accountId: number, id: number): Promise<boolean>

  // What the list planner reads (list.planner.ts).
  accountStats(accountId: number): Promise<{ count: number; version: number }>
  /** Whether the trigram index helps for this term, judged by the store that knows its index. */
  choosePlan(accountId: number, term: string, accountSize: number): Promise<MatchPlan>
  count(plan: MatchPlan, accountId: number, term: string): Promise<number>
  /** Every match's id and domain, in id order. */
  matches(plan: MatchPlan, accountId: number, term: string): Promise<{ id: number; domain: string }[]>
  byIds(ids: number[]): Promise<Website[]>
  /** `plan` 'all' ignores the term. Domains are unique and ids are unique: either sort key alone is a total order. */
  page(plan: MatchPlan | 'all', order: Order, params: PageParams): Promise<Website[]>
}

// The table descriptor: each field is a column of its own name, except the password, kept as its hash.
const FIELD_NAMES = Object.keys(WEBSITE_FIELDS) as FieldName[]
const columnOf = (field: FieldName) => (field === 'password' ? 'password_hash' : field)
/** The columns a create writes, in order, after account_id and before the two timestamps. */
export const VALUE_COLUMNS = FIELD_NAMES.map(columnOf) as (keyof WebsiteValues)[]
/** The website object as a select list: a row read with it is the wire object (SQLite: `password` as 0/1). */
export const WEBSITE_SELECT = ['id', ...FIELD_NAMES.map((field) =>
  field === 'password' ? 'password_hash IS NOT NULL AS password' : field), 'created_at', 'updated_at'].join(', ')

/** Both counters of an account move with every insert and delete, in the same transaction (`?` = the change). */
export const COUNT_CHANGE = 'websites_count = websites_count + ?, websites_version = websites_version + 1'

export const SQL = {
  byId: `SELECT ${WEBSITE_SELECT} FROM websites WHERE id = ? AND account_id = ?`,
  domainExists: 'SELECT 1 AS one FROM websites WHERE domain = ?',
  insert: `INSERT INTO websites (account_id, ${VALUE_COLUMNS.join(', ')}, created_at, updated_at)
    VALUES (${['account_id', ...VALUE_COLUMNS, 'created_at', 'updated_at'].map(() => '?').join(', ')})`,
  countChanged: `UPDATE accounts SET ${COUNT_CHANGE} WHERE id = ?`,
  accountStats: 'SELECT websites_count AS count, websites_version AS version FROM accounts WHERE id = ?',
  /** Column names come from the descriptor, never from the request. */
  update: (columns: string[]) =>
    `UPDATE websites SET ${[...columns, 'updated_at'].map((name) => `${name} = ?`).join(', ')}
     WHERE id = ? AND account_id = ? RETURNING ${WEBSITE_SELECT}`,
  page: (filter: string, { sortBy, sort }: Order) =>
    `SELECT ${WEBSITE_SELECT} FROM websites WHERE account_id = ? ${filter ? `AND ${filter}` : ''}
     ORDER BY ${sortBy} ${sort} LIMIT ? OFFSET ?`,
  count: (filter: string) => `SELECT count(*) AS count FROM websites WHERE account_id = ? AND ${filter}`,
  matches: (filter: string) => `SELECT id, domain FROM websites WHERE account_id = ? AND ${filter} ORDER BY id`,
}

/** The insert's values in the order of `SQL.insert`. */
export const insertValues = (accountId: number, website: NewWebsite, now: string): unknown[] =>
  [accountId, ...VALUE_COLUMNS.map((column) => website[column]), now, now]

/** The update's columns (in the descriptor's order) and values, only those it sets. */
export function updateAssignments(changes: WebsiteChanges): { columns: string[]; values: unknown[] } {
  const columns = VALUE_COLUMNS.filter((column) => changes[column as keyof WebsiteChanges] !== undefined)
  return { columns, values: columns.map((column) => changes[column as keyof WebsiteChanges]) }
}

/** Every (plan, order) page statement, made once: the order keys come from this list, never the request. */
export const PAGE_KEYS = (['all', 'index', 'scan'] as const).flatMap((plan) =>
  (['id', 'domain'] as const).flatMap((sortBy) => (['asc', 'desc'] as const).map((sort) => ({ plan, order: { sortBy, sort } }))))
export const pageKey = (plan: MatchPlan | 'all', { sortBy, sort }: Order) => `${plan}:${sortBy}:${sort}`

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
