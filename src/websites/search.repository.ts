// Pages of an account's websites, with or without a substring search, and their exact totals.
//
// Plans, chosen per request from what is known in O(1) (the account's size, the cached total):
// - no search: the account index in the asked order; the total is the account's counter;
// - a term that contains a character no canonical domain has ([^a-z0-9.-]): nothing, no query;
// - total: terms of 3+ characters through the FTS5 trigram index, unless a capped probe shows the term
//   is too common for the index to help; shorter ones (which trigrams cannot match) and common ones by
//   scanning the account; either way cached per (account, term) and reused only while the
//   account's websites_version is unchanged (every insert and delete bumps it, in the same transaction);
//   a small result (a selective term) also keeps its matching ids, so its pages are lookups by id;
// - page: read from whichever end of the order is nearer; when matches are dense, walking the account
//   index in order and testing each domain finds the page within a few thousand rows; when they are
//   sparse, the trigram index's matches are fetched instead.
import type Database from 'better-sqlite3'
import type { SqliteDb } from '../db/sqlite.js'
import { COLUMNS, type WebsiteRow, toStored } from './website-row.js'
import type { Website } from './websites.schemas.js'

export interface ListQuery {
  accountId: number
  search: string | undefined
  sortBy: 'id' | 'domain'
  sort: 'asc' | 'desc'
  limit: number
  offset: number
}

const DOMAIN_ALPHABET = /^[a-z0-9.-]+$/
const MIN_TRIGRAM_TERM = 3
/** Rows a dense-match scan may expect to read before the trigram plan is cheaper. */
const SCAN_BUDGET = 20_000
const CACHED_SEARCHES = 10_000
/** Up to this many matches, a search keeps its match list too: its pages then cost a lookup by id. */
const KEPT_MATCHES = 200
const OPPOSITE = { asc: 'desc', desc: 'asc' } as const

/** A literal FTS5 phrase; the alphabet check above leaves no quote or operator in the term. */
const ftsPhrase = (term: string) => `"${term}"`

interface SearchResult {
  /** The account's websites_version this result was computed at. */
  version: number
  total: number
  /** How the matches are found: the trigram index, or a scan of the account when the term is too common. */
  plan: 'fts' | 'scan'
  /** Matching ids ordered by id and by domain (ascending), for small results. */
  matches?: { id: number[]; domain: number[] }
}

const FILTERS = {
  fts: 'id IN (SELECT rowid FROM websites_fts WHERE websites_fts MATCH @term)',
  scan: 'instr(domain, @term) > 0',
} as const

export function createSearchRepository(db: SqliteDb) {
  const accountStats = db.prepare<[number], { count: number; version: number }>(
    'SELECT websites_count AS count, websites_version AS version FROM accounts WHERE id = ?')
  type TermParams = { accountId: number; term: string }
  const count = {
    fts: db.prepare<TermParams, number>(`SELECT count(*) FROM websites WHERE account_id = @accountId AND ${FILTERS.fts}`).pluck(),
    scan: db.prepare<TermParams, number>(`SELECT count(*) FROM websites WHERE account_id = @accountId AND ${FILTERS.scan}`).pluck(),
  }
  const matchList = {
    fts: db.prepare<TermParams, { id: number; domain: string }>(`SELECT id, domain FROM websites WHERE account_id = @accountId AND ${FILTERS.fts} ORDER BY id`),
    scan: db.prepare<TermParams, { id: number; domain: string }>(`SELECT id, domain FROM websites WHERE account_id = @accountId AND ${FILTERS.scan} ORDER BY id`),
  }
  // The trigram index's matches are counted across all accounts, so a term in nearly every domain
  // (".com") would make it walk them all (~1 s at a million); this capped probe stops early instead.
  const globalMatches = db.prepare<[string, number], number>(
    'SELECT count(*) FROM (SELECT rowid FROM websites_fts WHERE websites_fts MATCH ? LIMIT ?)').pluck()
  const byIds = db.prepare<[string], WebsiteRow>(`SELECT ${COLUMNS} FROM websites WHERE id IN (SELECT value FROM json_each(?))`)
  const searches = new Map<string, SearchResult>()
  const pages = new Map<string, Database.Statement>()

  function pageStatement(plan: 'all' | 'scan' | 'fts', sortBy: string, sort: string): Database.Statement {
    const key = `${plan}:${sortBy}:${sort}`
    let statement = pages.get(key)
    if (!statement) {
      const filter = plan === 'all' ? '' : `AND ${FILTERS[plan]}`
      // Domains are unique and ids are unique: either sort key alone is a total order.
      statement = db.prepare(`SELECT ${COLUMNS} FROM websites WHERE account_id = @accountId ${filter}
        ORDER BY ${sortBy} ${sort} LIMIT @limit OFFSET @offset`)
      pages.set(key, statement)
    }
    return statement
  }

  /** The term as the chosen plan's filter expects it. */
  const termFor = (plan: 'fts' | 'scan', term: string) => (plan === 'fts' ? ftsPhrase(term) : term)

  function search(accountId: number, term: string, stats: { count: number; version: number }): SearchResult {
    const key = `${accountId}:${term}`
    const cached = searches.get(key)
    if (cached?.version === stats.version) return cached
    // A match from the index costs about ten times a row of scan: past a fifth of the account's size, scan.
    const cap = Math.max(100, Math.floor(stats.count / 5))
    const plan = term.length >= MIN_TRIGRAM_TERM && globalMatches.get(ftsPhrase(term), cap)! < cap ? 'fts' : 'scan'
    const params = { accountId, term: termFor(plan, term) }
    const result: SearchResult = { version: stats.version, total: count[plan].get(params)!, plan }
    if (result.total <= KEPT_MATCHES) {
      const rows = matchList[plan].all(params)
      // Domains are ASCII (punycode), so JS string order is SQLite's BINARY order.
      const byDomain = [...rows].sort((a, b) => (a.domain < b.domain ? -1 : 1))
      result.matches = { id: rows.map((row) => row.id), domain: byDomain.map((row) => row.id) }
    }
    if (searches.size >= CACHED_SEARCHES) searches.delete(searches.keys().next().value!)
    searches.set(key, result)
    return result
  }

  /** A page of a kept match list: the ids in the asked order, then their rows in that order. */
  function pageOfMatches(matches: NonNullable<SearchResult['matches']>, query: ListQuery): WebsiteRow[] {
    const ordered = matches[query.sortBy]
    const total = ordered.length
    const ids = query.sort === 'asc'
      ? ordered.slice(query.offset, query.offset + query.limit)
      : ordered.slice(Math.max(0, total - query.offset - query.limit), total - query.offset).reverse()
    const rows = new Map(byIds.all(JSON.stringify(ids)).map((row) => [row.id, row]))
    return ids.map((id) => rows.get(id)!)
  }

  return {
    async list(query: ListQuery): Promise<{ websites: Website[]; total: number }> {
      const stats = accountStats.get(query.accountId) ?? { count: 0, version: 0 }
      const term = query.search?.toLowerCase()
      if (term !== undefined && !DOMAIN_ALPHABET.test(term)) return { websites: [], total: 0 }
      const found = term === undefined ? undefined : search(query.accountId, term, stats)
      const total = found ? found.total : stats.count
      if (query.offset >= total) return { websites: [], total }
      if (found?.matches) return { websites: pageOfMatches(found.matches, query).map((row) => toStored(row).website), total }
      let plan: 'all' | 'scan' | 'fts' = 'all'
      if (found) {
        const rowsToScan = ((Math.min(query.offset, total - query.offset) + query.limit) * stats.count) / total
        plan = found.plan === 'scan' || rowsToScan <= SCAN_BUDGET ? 'scan' : 'fts'
      }
      // A page in the second half is read from the other end, in the opposite order, and turned
      // around: OFFSET costs a step per skipped row, so the last page is as cheap as the first.
      const fromEnd = query.offset > total / 2
      const limit = Math.min(query.limit, total - query.offset)
      const rows = pageStatement(plan, query.sortBy, fromEnd ? OPPOSITE[query.sort] : query.sort).all({
        accountId: query.accountId,
        limit,
        offset: fromEnd ? total - query.offset - limit : query.offset,
        ...(plan === 'all' ? {} : { term: termFor(plan, term!) }),
      }) as WebsiteRow[]
      if (fromEnd) rows.reverse()
      return { websites: rows.map((row) => toStored(row).website), total }
    },
  }
}
