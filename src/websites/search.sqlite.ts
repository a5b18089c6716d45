// The search planner's queries on SQLite: the FTS5 trigram table (0001) is the trigram index.
import type Database from 'better-sqlite3'
import type { SqliteDb } from '../db/sqlite.js'
import type { MatchPlan, SearchStore } from './search.planner.js'
import { COLUMNS, type WebsiteRow } from './website-row.js'

/** FTS5 trigram MATCH silently finds nothing for shorter terms. */
const MIN_TRIGRAM_TERM = 3

const FILTERS = {
  index: 'id IN (SELECT rowid FROM websites_fts WHERE websites_fts MATCH @term)',
  scan: 'instr(domain, @term) > 0',
} as const

/** A literal FTS5 phrase; the planner's alphabet check leaves no quote or operator in the term. */
const ftsPhrase = (term: string) => `"${term}"`
/** The term as the plan's filter expects it. */
const termFor = (plan: MatchPlan, term: string) => (plan === 'index' ? ftsPhrase(term) : term)

export function createSqliteSearchStore(db: SqliteDb): SearchStore {
  const accountStats = db.prepare<[number], { count: number; version: number }>(
    'SELECT websites_count AS count, websites_version AS version FROM accounts WHERE id = ?')
  type TermParams = { accountId: number; term: string }
  const byPlan = <T>(build: (filter: string) => Database.Statement<TermParams, T>) =>
    ({ index: build(FILTERS.index), scan: build(FILTERS.scan) })
  const count = byPlan((filter) => db.prepare<TermParams, number>(
    `SELECT count(*) FROM websites WHERE account_id = @accountId AND ${filter}`).pluck())
  const matches = byPlan((filter) => db.prepare<TermParams, { id: number; domain: string }>(
    `SELECT id, domain FROM websites WHERE account_id = @accountId AND ${filter} ORDER BY id`))
  // The trigram index's matches are counted across all accounts, so a term in nearly every domain
  // (".com") would make it walk them all (~1 s at a million); this capped probe stops early instead.
  const globalMatches = db.prepare<[string, number], number>(
    'SELECT count(*) FROM (SELECT rowid FROM websites_fts WHERE websites_fts MATCH ? LIMIT ?)').pluck()
  const byIds = db.prepare<[string], WebsiteRow>(`SELECT ${COLUMNS} FROM websites WHERE id IN (SELECT value FROM json_each(?))`)
  const pages = new Map<string, Database.Statement>()

  function pageStatement(plan: MatchPlan | 'all', sortBy: string, sort: string): Database.Statement {
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

  return {
    async accountStats(accountId) {
      return accountStats.get(accountId) ?? { count: 0, version: 0 }
    },
    async choosePlan(_accountId, term, accountSize) {
      // A match from the index costs about ten times a row of scan: past a fifth of the account's size, scan.
      const cap = Math.max(100, Math.floor(accountSize / 5))
      return term.length >= MIN_TRIGRAM_TERM && globalMatches.get(ftsPhrase(term), cap)! < cap ? 'index' : 'scan'
    },
    async count(plan, accountId, term) {
      return count[plan].get({ accountId, term: termFor(plan, term) })!
    },
    async matches(plan, accountId, term) {
      return matches[plan].all({ accountId, term: termFor(plan, term) })
    },
    async byIds(ids) {
      return byIds.all(JSON.stringify(ids))
    },
    async page(plan, { sortBy, sort }, { accountId, term, limit, offset }) {
      const filter = plan === 'all' ? {} : { term: termFor(plan, term!) }
      return pageStatement(plan, sortBy, sort).all({ accountId, limit, offset, ...filter }) as WebsiteRow[]
    },
  }
}
