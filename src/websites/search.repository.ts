// Pages of an account's websites, with or without a substring search, and their exact totals.
//
// Plans, chosen per request from what is known in O(1) (the account's size, the cached total):
// - no search: the account index in the asked order; the total is the account's counter;
// - a term that contains a character no canonical domain has ([^a-z0-9.-]): nothing, no query;
// - total: terms of 3+ characters through the FTS5 trigram index; shorter ones (which trigrams cannot
//   match) by scanning the account; either way cached per (account, term) and reused only while the
//   account's websites_version is unchanged (every insert and delete bumps it, in the same transaction);
// - page: when matches are dense, walking the account index in order and testing each domain finds the
//   page within a few thousand rows; when they are sparse, the trigram index's matches are fetched instead.
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
const CACHED_TOTALS = 10_000

/** A literal FTS5 phrase; the alphabet check above leaves no quote or operator in the term. */
const ftsPhrase = (term: string) => `"${term}"`

export function createSearchRepository(db: SqliteDb) {
  const accountStats = db.prepare<[number], { count: number; version: number }>(
    'SELECT websites_count AS count, websites_version AS version FROM accounts WHERE id = ?')
  const ftsCount = db.prepare<{ accountId: number; term: string }, number>(
    'SELECT count(*) FROM websites WHERE account_id = @accountId AND id IN (SELECT rowid FROM websites_fts WHERE websites_fts MATCH @term)').pluck()
  const scanCount = db.prepare<{ accountId: number; term: string }, number>(
    'SELECT count(*) FROM websites WHERE account_id = @accountId AND instr(domain, @term) > 0').pluck()
  const totals = new Map<string, { version: number; total: number }>()
  const pages = new Map<string, Database.Statement>()

  function pageStatement(plan: 'all' | 'scan' | 'fts', sortBy: string, sort: string): Database.Statement {
    const key = `${plan}:${sortBy}:${sort}`
    let statement = pages.get(key)
    if (!statement) {
      const filter = plan === 'fts' ? 'AND id IN (SELECT rowid FROM websites_fts WHERE websites_fts MATCH @term)'
        : plan === 'scan' ? 'AND instr(domain, @term) > 0' : ''
      // Domains are unique and ids are unique: either sort key alone is a total order.
      statement = db.prepare(`SELECT ${COLUMNS} FROM websites WHERE account_id = @accountId ${filter}
        ORDER BY ${sortBy} ${sort} LIMIT @limit OFFSET @offset`)
      pages.set(key, statement)
    }
    return statement
  }

  function searchTotal(accountId: number, term: string, version: number): number {
    const key = `${accountId}:${term}`
    const cached = totals.get(key)
    if (cached?.version === version) return cached.total
    const total = term.length >= MIN_TRIGRAM_TERM
      ? ftsCount.get({ accountId, term: ftsPhrase(term) })!
      : scanCount.get({ accountId, term })!
    if (totals.size >= CACHED_TOTALS) totals.delete(totals.keys().next().value!)
    totals.set(key, { version, total })
    return total
  }

  return {
    async list(query: ListQuery): Promise<{ websites: Website[]; total: number }> {
      const stats = accountStats.get(query.accountId) ?? { count: 0, version: 0 }
      const term = query.search?.toLowerCase()
      if (term !== undefined && !DOMAIN_ALPHABET.test(term)) return { websites: [], total: 0 }
      const total = term === undefined ? stats.count : searchTotal(query.accountId, term, stats.version)
      if (query.offset >= total) return { websites: [], total }
      let plan: 'all' | 'scan' | 'fts' = 'all'
      if (term !== undefined) {
        const rowsToScan = ((query.offset + query.limit) * stats.count) / total
        plan = term.length < MIN_TRIGRAM_TERM || rowsToScan <= SCAN_BUDGET ? 'scan' : 'fts'
      }
      const rows = pageStatement(plan, query.sortBy, query.sort).all({
        accountId: query.accountId,
        limit: query.limit,
        offset: query.offset,
        ...(plan === 'all' ? {} : { term: plan === 'fts' ? ftsPhrase(term!) : term }),
      }) as WebsiteRow[]
      return { websites: rows.map((row) => toStored(row).website), total }
    },
  }
}
