// The search planner's queries on PostgreSQL: the pg_trgm GIN index (0002) serves `LIKE '%term%'`;
// strpos() is the same test in a form no index can serve, which keeps a dense term on the account index.
import type { Pg } from '../db/postgres.js'
import type { MatchPlan, SearchStore } from './search.planner.js'
import { COLUMNS, type WebsiteRow } from './website-row.js'

/** pg_trgm extracts no trigram from a shorter term, and its index would then be read whole. */
const MIN_TRIGRAM_TERM = 3
/** The newest websites of the account that are sampled to judge how common a term is. */
const SAMPLE = 1000

const FILTERS = { index: 'domain LIKE $2', scan: 'strpos(domain, $2) > 0' } as const
/** The term as the plan's filter expects it; the planner's alphabet check leaves no % or _ in it. */
const termFor = (plan: MatchPlan, term: string) => (plan === 'index' ? `%${term}%` : term)

export function createPostgresSearchStore({ query }: Pg): SearchStore {
  const pageTexts = new Map<string, string>()

  function pageText(plan: MatchPlan | 'all', sortBy: string, sort: string): string {
    const key = `${plan}:${sortBy}:${sort}`
    let text = pageTexts.get(key)
    if (!text) {
      const filter = plan === 'all' ? '' : `AND ${FILTERS[plan].replace('$2', '$4')}`
      // Domains are unique and ids are unique: either sort key alone is a total order.
      text = `SELECT ${COLUMNS} FROM websites WHERE account_id = $1 ${filter} ORDER BY ${sortBy} ${sort} LIMIT $2 OFFSET $3`
      pageTexts.set(key, text)
    }
    return text
  }

  return {
    async accountStats(accountId) {
      const [stats] = await query<{ count: number; version: number }>(
        'SELECT websites_count AS count, websites_version AS version FROM accounts WHERE id = $1', [accountId])
      return stats ?? { count: 0, version: 0 }
    },
    async choosePlan(accountId, term) {
      if (term.length < MIN_TRIGRAM_TERM) return 'scan'
      // A GIN index yields all of its matches before the first row, across every account: for a term
      // in a fifth or more of the domains, scanning the account is cheaper.
      const [sample] = await query<{ hits: number; seen: number }>(
        `SELECT count(*) FILTER (WHERE strpos(domain, $2) > 0) AS hits, count(*) AS seen
         FROM (SELECT domain FROM websites WHERE account_id = $1 ORDER BY id DESC LIMIT ${SAMPLE}) recent`, [accountId, term])
      return sample!.seen > 0 && sample!.hits * 5 >= sample!.seen ? 'scan' : 'index'
    },
    async count(plan, accountId, term) {
      const [row] = await query<{ count: number }>(
        `SELECT count(*) FROM websites WHERE account_id = $1 AND ${FILTERS[plan]}`, [accountId, termFor(plan, term)])
      return row!.count
    },
    async matches(plan, accountId, term) {
      return query<{ id: number; domain: string }>(
        `SELECT id, domain FROM websites WHERE account_id = $1 AND ${FILTERS[plan]} ORDER BY id`, [accountId, termFor(plan, term)])
    },
    async byIds(ids) {
      return query<WebsiteRow>(`SELECT ${COLUMNS} FROM websites WHERE id = ANY($1::int8[])`, [ids])
    },
    async page(plan, { sortBy, sort }, { accountId, term, limit, offset }) {
      const params = plan === 'all' ? [accountId, limit, offset] : [accountId, limit, offset, termFor(plan, term!)]
      return query<WebsiteRow>(pageText(plan, sortBy, sort), params)
    },
  }
}
