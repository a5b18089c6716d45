// The websites store, written once against the database's executor (db/executor.ts): what the websites
// service needs from storage, in plain domain types, over its SQL (websites.sql.ts). What differs between
// the databases is the substring search's index, one module each (search-index.sqlite.ts,
// search-index.postgres.ts).
import type { Limit } from '../auth/caller.js'
import { type Companion, type Executor, type Query, type Statement, unlessTaken, type Wait, write } from '../db/executor.js'
import { FOR_CHECK_KEYS, INSERT_COLUMNS, SQL, WEBSITE_KEYS, WEBSITE_SELECT, insertValues, updateAssignments, updateValues } from './websites.sql.js'
import { WEBSITE_DEFAULTS, WEBSITE_FIELDS, type Website } from './websites.schemas.js'

type FieldName = keyof typeof WEBSITE_FIELDS
/** A website's stored values: its fields as the API takes them, the password as its slow hash. */
export type WebsiteValues = Omit<{ -readonly [K in FieldName]: Exclude<Website[K], undefined> }, 'password'> & { password_hash: string | null }
export type NewWebsite = WebsiteValues
/** The values an update sets: only those given. */
export type WebsiteChanges = Partial<Omit<WebsiteValues, 'domain'>>

/** A website as stored: the wire object and its version (the ETag; never sent as a field). */
export type StoredWebsite = Website & { version: number }

/** Whose websites a request may see: the account's, or only those listed for a limited key or member. */
export interface Scope {
  accountId: number
  /** Set when the caller is limited to some websites. */
  limit?: Limit | undefined
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

/** An account's websites counter, or a search's count, and the account's version it was read at (bumped by every insert and delete). */
export type AccountStats = { count: number; version: number }
/** A row of a list's statement, with the account's websites_version that statement saw (SQL's LIST_VERSION). */
export type Listed<Row> = Row & { list_version: number }

/**
 * A create refused by the account's quota, thrown inside its transaction so that it rolls back (the
 * website, its counter, its companions).
 */
export class QuotaReached extends Error {
  constructor() {
    super('the account holds as many websites as its quota allows')
  }
}

/** The account's exclusions for every website (the visit check adds them to each website's own). */
export type AccountExclusions = { exclude_ips: string | null; exclude_params: string | null }
/** A website with its account's exclusions, read at once for the visit check. */
export type WebsiteForCheck = StoredWebsite & { account_exclude_ips: string | null; account_exclude_params: string | null }

export interface WebsitesStore {
  get(wait: Wait, scope: Scope, id: number): Promise<StoredWebsite | undefined>
  domainExists(wait: Wait, domain: string): Promise<boolean>
  /**
   * Undefined when a unique index refuses it (the domain taken or, for a companion's row, the idempotency
   * key used), also under a race. `companions` are committed with it (unit-of-work.ts).
   */
  create(wait: Wait, accountId: number, website: NewWebsite, now: string, companions?: readonly Companion<StoredWebsite>[]): Promise<StoredWebsite | undefined>
  /** `get`, with the account's exclusions in the same read. */
  getForCheck(wait: Wait, scope: Scope, id: number): Promise<WebsiteForCheck | undefined>
  /** Whether the account holds as many websites as its quota (advisory: only to name every error at once; `create` decides, throwing QuotaReached). */
  quotaFull(wait: Wait, accountId: number): Promise<boolean>
  /** The answer an idempotency key holds, while it has not expired. */
  rememberedAnswer(wait: Wait, accountId: number, key: string, now: string): Promise<(StoredAnswer & { fingerprint: Buffer }) | undefined>
  /** Bulk load (seeding, imports): one transaction; indexes and counters written once per batch. */
  insertMany(rows: (NewWebsite & { accountId: number })[], now: string): Promise<void>
  /** Undefined when the website is not (or no longer) there, or its version is no longer `ifVersion`. */
  update(wait: Wait, accountId: number, id: number, changes: WebsiteChanges, now: string, ifVersion?: number,
    companions?: readonly Companion<StoredWebsite>[]): Promise<StoredWebsite | undefined>
  /** The website as it was before it went; undefined when it is not (or no longer) there, or not at `ifVersion`. */
  remove(wait: Wait, accountId: number, id: number, ifVersion?: number, companions?: readonly Companion<StoredWebsite>[]): Promise<StoredWebsite | undefined>

  // What the list planner reads (list.planner.ts).
  accountStats(wait: Wait, accountId: number): Promise<AccountStats>
  /** Whether the trigram index helps for this term, judged by the store that knows its index. */
  choosePlan(accountId: number, term: string, accountSize: number): Promise<MatchPlan>
  count(plan: MatchPlan, accountId: number, term: string): Promise<AccountStats>
  /** Up to `limit` matches' ids and domains, in no order: fewer than `limit` are all of them. */
  matches(plan: MatchPlan, accountId: number, term: string, limit: number): Promise<Listed<{ id: number; domain: string }>[]>
  /** The account's websites among `ids` (in no order). */
  byIds(wait: Wait, accountId: number, ids: number[]): Promise<StoredWebsite[]>
  /** `plan` 'all' ignores the term. Domains are unique and ids are unique: either sort key alone is a total order. */
  page(wait: Wait, plan: MatchPlan | 'all', order: Order, params: PageParams): Promise<Listed<StoredWebsite>[]>
  /** `page`, each row with the total it is taken from, counted by the same statement (every matching row read: for a list that must not wait longer). */
  countedPage(wait: Wait, plan: MatchPlan | 'all', order: Order, params: PageParams): Promise<Listed<StoredWebsite & { list_total: number }>[]>
  /** A limited caller's websites (those matching `term`, when given): as many as its list has, never more. */
  limitedPage(wait: Wait, limit: Limit, term: string | undefined, order: Order, count: number, offset: number): Promise<StoredWebsite[]>
  limitedCount(wait: Wait, limit: Limit, term: string | undefined): Promise<number>
}

/** Every (plan, order) page statement, made once: the order keys come from this list, never the request. */
const ORDERS = (['id', 'domain'] as const).flatMap((sortBy) => (['asc', 'desc'] as const).map((sort) => ({ sortBy, sort })))
export const PAGE_KEYS = (['all', 'index', 'scan'] as const).flatMap((plan) => ORDERS.map((order) => ({ plan, order })))
const LIMITED_PAGE_KEYS = (['key', 'membership'] as const).flatMap((by) => ([false, true] as const).flatMap((searching) => ORDERS.map((order) => ({ by, searching, order }))))
const pageKey = (plan: MatchPlan | 'all' | boolean, { sortBy, sort }: Order) => `${plan}:${sortBy}:${sort}`

/**
 * What differs between the databases: how a substring search finds its matches (SQLite's FTS5 trigram
 * table, PostgreSQL's pg_trgm GIN index), what keeps that index up to date, and how a page names its account.
 */
export interface SearchIndex {
  /** How a search finds its matches, for `WHERE … AND ${filter}`: through the index, or by testing each domain. */
  filters: Readonly<Record<MatchPlan, string>>
  /** A filter's parameters for a term. */
  terms(plan: MatchPlan, term: string): string[]
  /** Whether the index helps for this term, judged by the module that knows it. */
  choosePlan(accountId: number, term: string, accountSize: number): Promise<MatchPlan>
  /** Written with a create and a delete, in their transaction. */
  created: readonly Companion<StoredWebsite>[]
  removed: readonly Companion<StoredWebsite>[]
  /** `range`: a page names its account as a range of one (see SQL.page), as PostgreSQL's planner needs. */
  accountForm: 'equal' | 'range'
  /** Run before websites are written with ids of their own (an import): an id may come back while its removal waits. */
  beforeOwnIds: readonly Statement[]
}

/** A page's statement with this search index (SQL.page), and its values in order. */
export const pageSql = (search: SearchIndex, plan: MatchPlan | 'all', order: Order, counted = false) =>
  SQL.page(plan === 'all' ? '' : search.filters[plan], order, search.accountForm, counted)
export const pageValues = (search: SearchIndex, plan: MatchPlan | 'all', { accountId, term, limit, offset }: PageParams): unknown[] =>
  [accountId, ...(search.accountForm === 'range' ? [accountId, accountId] : [accountId]), ...(plan === 'all' ? [] : search.terms(plan, term!)), limit, offset]

/** A stored website's row: the select list's columns, `password` a boolean (0/1 in SQLite). */
const WEBSITE_ROW = { shape: { keys: WEBSITE_KEYS, booleans: ['password'] } }
/** A listed website's row: the same, then the account's version. */
const LISTED_ROW = { shape: { keys: [...WEBSITE_KEYS, 'list_version'], booleans: ['password'] } }
const COUNTED_ROW = { shape: { keys: [...WEBSITE_KEYS, 'list_version', 'list_total'], booleans: ['password'] } }

export function createWebsitesStore(db: Executor, search: SearchIndex): WebsitesStore {
  const websites = (sql: string) => db.prepare<StoredWebsite>(sql, WEBSITE_ROW)
  const listed = (sql: string) => db.prepare<Listed<StoredWebsite>>(sql, LISTED_ROW)
  const byPlan = <T>(build: (filter: string) => Query<T>) => ({ index: build(search.filters.index), scan: build(search.filters.scan) })
  const counting = { long: true }
  const query = {
    byId: websites(SQL.byId),
    byIdInScope: { key: websites(SQL.byIdInScope('key')), membership: websites(SQL.byIdInScope('membership')) },
    domainExists: db.prepare(SQL.domainExists),
    overQuota: db.prepare(SQL.overQuota),
    quotaFull: db.prepare(SQL.quotaFull),
    forCheckById: Object.fromEntries((['all', 'key', 'membership'] as const).map((by) => [by,
      db.prepare<WebsiteForCheck>(SQL.forCheckById(by === 'all' ? undefined : by), { shape: { keys: FOR_CHECK_KEYS, booleans: ['password'] } })])) as
      Record<'all' | Limit['by'], Query<WebsiteForCheck>>,
    insert: websites(`${SQL.insert} RETURNING ${WEBSITE_SELECT}`),
    removals: { plain: websites(SQL.remove(false)), conditional: websites(SQL.remove(true)) },
    rememberedAnswer: db.prepare<StoredAnswer & { fingerprint: Buffer }>(SQL.rememberedAnswer),
    accountStats: db.prepare<AccountStats>(SQL.accountStats),
    count: byPlan((filter) => db.prepare<{ count: number; list_version: number | null }>(SQL.count(filter), counting)),
    matches: byPlan((filter) => db.prepare<Listed<{ id: number; domain: string }>>(SQL.matches(filter), counting)),
    byIds: websites(SQL.byIds(db.dialect.inList('id', 'bigint'))),
    pages: new Map(PAGE_KEYS.map(({ plan, order }) => [pageKey(plan, order), listed(pageSql(search, plan, order))])),
    countedPages: new Map(PAGE_KEYS.map(({ plan, order }) => [pageKey(plan, order),
      db.prepare<Listed<StoredWebsite & { list_total: number }>>(pageSql(search, plan, order, true), COUNTED_ROW)])),
    limitedPages: new Map(LIMITED_PAGE_KEYS.map(({ by, searching, order }) =>
      [`${by}:${pageKey(searching, order)}`, websites(SQL.limitedPage(by, searching ? search.filters.scan : undefined, order))])),
    limitedCounts: new Map((['key', 'membership'] as const).flatMap((by) => [[`${by}:false`, db.prepare<{ count: number }>(SQL.limitedCount(by, undefined))],
      [`${by}:true`, db.prepare<{ count: number }>(SQL.limitedCount(by, search.filters.scan))]])),
  }
  const updates = new Map<string, Query<StoredWebsite>>()
  const created = [...search.created]
  const removed = [...search.removed]

  return {
    get: (wait, { accountId, limit }, id) => (limit === undefined
      ? query.byId.one(wait, [id, accountId]) : query.byIdInScope[limit.by].one(wait, [id, accountId, limit.id])),
    async domainExists(wait, domain) {
      return (await query.domainExists.one(wait, [domain])) !== undefined
    },
    // The quota by construction, not by a count read before: the insert's trigger raises the account's
    // counter, which takes the account row's lock (PostgreSQL: held to the end of the transaction; a
    // concurrent create's trigger waits for it, then counts from the committed row; SQLite: one writer),
    // and the create is undone when that count passed the quota. Checked after the insert rather than with
    // a conditional update before it, so an account without a quota holds its row no longer than before.
    create: (wait, accountId, website, now, companions = []) =>
      unlessTaken(write(db, { wait }, async (tx) => {
        const inserted = await tx.one(query.insert, insertValues(accountId, website, now))
        if (await tx.one(query.overQuota, [accountId])) throw new QuotaReached()
        return inserted
      }, [...created, ...companions])),
    getForCheck: (wait, { accountId, limit }, id) => (limit === undefined
      ? query.forCheckById.all.one(wait, [id, accountId]) : query.forCheckById[limit.by].one(wait, [id, accountId, limit.id])),
    async quotaFull(wait, accountId) {
      return (await query.quotaFull.one(wait, [accountId])) !== undefined
    },
    rememberedAnswer: (wait, accountId, key, now) => query.rememberedAnswer.one(wait, [accountId, key, now]),
    async insertMany(rows, now) {
      const values = rows.map((row) => insertValues(row.accountId, row, now))
      await db.transaction((tx) => tx.apply([{ bulk: { table: 'websites', columns: INSERT_COLUMNS, rows: values } }]), { unbounded: true })
    },
    update(wait, accountId, id, changes, now, ifVersion, companions = []) {
      const { columns, values } = updateAssignments(changes)
      const conditional = ifVersion !== undefined
      const key = `${columns.join(',')}:${conditional}`
      let statement = updates.get(key)
      if (!statement) updates.set(key, (statement = websites(SQL.update(columns, conditional))))
      const where = conditional ? [id, accountId, ifVersion] : [id, accountId]
      return write(db, { wait }, (tx) => tx.one(statement, [...updateValues(values, now), ...where]), companions)
    },
    remove: (wait, accountId, id, ifVersion, companions = []) => write(db, { wait }, (tx) => (ifVersion === undefined
      ? tx.one(query.removals.plain, [id, accountId]) : tx.one(query.removals.conditional, [id, accountId, ifVersion])), [...removed, ...companions]),

    async accountStats(wait, accountId) {
      return (await query.accountStats.one(wait, [accountId])) ?? { count: 0, version: 0 }
    },
    choosePlan: (accountId, term, accountSize) => search.choosePlan(accountId, term, accountSize),
    async count(plan, accountId, term) {
      const { count, list_version: version } = (await query.count[plan].one(null, [accountId, accountId, ...search.terms(plan, term)]))!
      return { count, version: version ?? 0 }
    },
    matches: (plan, accountId, term, limit) => query.matches[plan].all(null, [accountId, accountId, ...search.terms(plan, term), limit]),
    byIds: (wait, accountId, ids) => query.byIds.all(wait, [db.list(ids), accountId]),
    page: (wait, plan, order, params) => query.pages.get(pageKey(plan, order))!.all(wait, pageValues(search, plan, params)),
    countedPage: (wait, plan, order, params) => query.countedPages.get(pageKey(plan, order))!.all(wait, pageValues(search, plan, params)),
    limitedPage(wait, { by, id }, term, order, count, offset) {
      const statement = query.limitedPages.get(`${by}:${pageKey(term !== undefined, order)}`)!
      return statement.all(wait, term === undefined ? [id, count, offset] : [id, term, count, offset])
    },
    async limitedCount(wait, { by, id }, term) {
      const row = await query.limitedCounts.get(`${by}:${term !== undefined}`)!.one(wait, term === undefined ? [id] : [id, term])
      return row!.count
    },
  }
}

/** A website to store with every field at its default (bulk loads: seeding, tests). */
export function newWebsite(domain: string, fields: Partial<NewWebsite> = {}): NewWebsite {
  const { password: _password, ...defaults } = WEBSITE_DEFAULTS
  return { ...defaults, domain, password_hash: null, ...fields }
}

/** Every id of an account, oldest first. */
export async function allIds(store: WebsitesStore, accountId: number): Promise<number[]> {
  const websites = await store.page(null, 'all', { sortBy: 'id', sort: 'asc' }, { accountId, term: undefined, limit: Number.MAX_SAFE_INTEGER, offset: 0 })
  return websites.map((website) => website.id)
}
