// PostgreSQL's substring-search index: the pg_trgm GIN index (migration 0002) serving `LIKE '%term%'`,
// kept up to date by PostgreSQL itself, so a write adds nothing to its transaction.
import type { Executor } from '../db/executor.js'
import type { MatchPlan, SearchIndex } from './websites.store.js'

/** pg_trgm extracts no trigram from a shorter term, and its index would then be read whole. */
const MIN_TRIGRAM_TERM = 3
/** The newest websites of the account that are sampled to judge how common a term is. */
const SAMPLE = 1000
// strpos() is the same test as LIKE in a form no index can serve, which keeps a dense term on the account index.
const MATCH_FILTERS = { index: 'domain LIKE ?', scan: 'strpos(domain, ?) > 0' } as const

/** A filter's parameters for a term: LIKE's own characters escaped (backslash is its default escape), so `%` and `_` match themselves. */
const matchTerms = (plan: MatchPlan, term: string): string[] => [plan === 'index' ? `%${term.replace(/[\\%_]/g, '\\$&')}%` : term]

export function createPostgresSearch(db: Executor): SearchIndex {
  // Made once for every request that asks for the same term at the same time, then cached: it may run long.
  const sample = db.prepare<{ hits: number; seen: number }>(`SELECT count(*) FILTER (WHERE strpos(domain, ?) > 0) AS hits, count(*) AS seen
    FROM (SELECT domain FROM websites WHERE account_id = ? ORDER BY id DESC LIMIT ${SAMPLE}) recent`, { long: true })
  return {
    filters: MATCH_FILTERS,
    terms: matchTerms,
    async choosePlan(accountId, term) {
      if (term.length < MIN_TRIGRAM_TERM) return 'scan'
      // A GIN index yields all of its matches before the first row, across every account: for a term
      // in a fifth or more of the domains, scanning the account is cheaper.
      // Part of a search's count, made once for all who ask at once (list.planner.ts): no one request's wait.
      const { hits, seen } = (await sample.one(null, [term, accountId]))!
      return seen > 0 && hits * 5 >= seen ? 'scan' : 'index'
    },
    created: [],
    removed: [],
    /**
     * With `account_id = ?` PostgreSQL's planner drops the account from the order and, with statistics,
     * may walk the primary key backwards, testing each row: fast only while the newest ids are the
     * account's own (30 ms a page at 100,000 websites once another account owned the newest rows).
     */
    accountForm: 'range',
    beforeOwnIds: [],
  }
}
