// Pages of an account's websites, with or without a substring search, and their exact totals: the same
// plans on both databases, over the few queries each store provides. Use-case logic beside the service.
//
// Plans, chosen per request from what is known in O(1) (the account's size, the cached total):
// - no search: the account index in the asked order; the total is the account's counter;
// - a term that contains a character no canonical domain has ([^a-z0-9.-]): nothing, no query;
// - total: through the trigram index, unless the store judges the term too common (or too short) for
//   it to help, then by scanning the account; either way cached per (account, term) and reused only
//   while the account's websites_version is unchanged (every insert and delete bumps it, in the same
//   transaction); a small result (a selective term) also keeps its matching ids, so its pages are
//   lookups by id;
// - page: read from whichever end of the order is nearer; when matches are dense, walking the account
//   index in order and testing each domain finds the page within a few thousand rows; when they are
//   sparse, the trigram index's matches are fetched instead.
import type { AccountStats, MatchPlan, Order, Scope, StoredWebsite, WebsitesStore } from './websites.store.js'
import type { Wait } from '../db/executor.js'

export interface PageQuery extends Order {
  scope: Scope
  search: string | undefined
  limit: number
  offset: number
}

const DOMAIN_ALPHABET = /^[a-z0-9.-]+$/
/** Rows a dense-match scan may expect to read before the trigram plan is cheaper. */
const SCAN_BUDGET = 20_000
const CACHED_SEARCHES = 10_000
/** Up to this many matches, a search keeps its match list too: its pages then cost a lookup by id. */
const KEPT_MATCHES = 200
const OPPOSITE = { asc: 'desc', desc: 'asc' } as const

interface SearchResult {
  /** The account's websites_version this result was computed at. */
  version: number
  total: number
  plan: MatchPlan
  /** Matching ids ordered by id and by domain (ascending), for small results. */
  matches?: { id: number[]; domain: number[] }
}

export function createListPlanner(store: WebsitesStore) {
  const searches = new Map<string, SearchResult>()
  /** Counts under way: requests that arrive meanwhile for the same term and version wait for that one. */
  const counting = new Map<string, Promise<SearchResult>>()

  function search(accountId: number, term: string, stats: AccountStats): Promise<SearchResult> {
    const key = `${accountId}:${term}`
    const cached = searches.get(key)
    if (cached?.version === stats.version) return Promise.resolve(cached)
    // Without this, 50 connections asking for a new term at once ran 50 counts of the same rows: at
    // 10,000,000 websites on PostgreSQL each took over a second, and none finished within the timeout.
    const flight = `${key}:${stats.version}`
    let result = counting.get(flight)
    if (!result) {
      result = countSearch(key, accountId, term, stats).finally(() => counting.delete(flight))
      counting.set(flight, result)
    }
    return result
  }

  async function countSearch(key: string, accountId: number, term: string, stats: AccountStats): Promise<SearchResult> {
    const plan = await store.choosePlan(accountId, term, stats.count)
    const result: SearchResult = { version: stats.version, total: await store.count(plan, accountId, term), plan }
    if (result.total <= KEPT_MATCHES) {
      const rows = await store.matches(plan, accountId, term)
      // Domains are ASCII (punycode) compared as bytes by both databases, as JS compares strings.
      const byDomain = [...rows].sort((a, b) => (a.domain < b.domain ? -1 : 1))
      result.matches = { id: rows.map((row) => row.id), domain: byDomain.map((row) => row.id) }
    }
    if (searches.size >= CACHED_SEARCHES) searches.delete(searches.keys().next().value!)
    searches.set(key, result)
    return result
  }

  /** A page of a kept match list: the ids in the asked order, then their websites in that order. */
  async function pageOfMatches(wait: Wait, matches: NonNullable<SearchResult['matches']>, query: PageQuery): Promise<StoredWebsite[]> {
    const ordered = matches[query.sortBy]
    const total = ordered.length
    const ids = query.sort === 'asc'
      ? ordered.slice(query.offset, query.offset + query.limit)
      : ordered.slice(Math.max(0, total - query.offset - query.limit), total - query.offset).reverse()
    const found = new Map((await store.byIds(wait, ids)).map((website) => [website.id, website]))
    return ids.map((id) => found.get(id)!)
  }

  /** `wait`: the request's; a search's count, made once for all who ask at once, is no one request's wait. */
  return async function listPage(wait: Wait, query: PageQuery): Promise<{ websites: StoredWebsite[]; total: number }> {
    const term = query.search?.toLowerCase()
    if (term !== undefined && !DOMAIN_ALPHABET.test(term)) return { websites: [], total: 0 }
    const { accountId, limit: limitedTo } = query.scope
    // A limited key sees a few websites: its page and total come straight from its own list.
    if (limitedTo !== undefined) {
      const total = await store.limitedCount(wait, limitedTo, term)
      const websites = query.offset >= total ? [] : await store.limitedPage(wait, limitedTo, term, query, query.limit, query.offset)
      return { websites, total }
    }
    const stats = await store.accountStats(wait, accountId)
    const found = term === undefined ? undefined : await search(accountId, term, stats)
    const total = found ? found.total : stats.count
    if (query.offset >= total) return { websites: [], total }
    if (found?.matches) return { websites: await pageOfMatches(wait, found.matches, query), total }
    let plan: MatchPlan | 'all' = 'all'
    if (found) {
      const rowsToScan = ((Math.min(query.offset, total - query.offset) + query.limit) * stats.count) / total
      plan = found.plan === 'scan' || rowsToScan <= SCAN_BUDGET ? 'scan' : 'index'
    }
    // A page in the second half is read from the other end, in the opposite order, and turned
    // around: OFFSET costs a step per skipped row, so the last page is as cheap as the first.
    const fromEnd = query.offset > total / 2
    const limit = Math.min(query.limit, total - query.offset)
    const websites = await store.page(wait, plan, { sortBy: query.sortBy, sort: fromEnd ? OPPOSITE[query.sort] : query.sort }, {
      accountId,
      term,
      limit,
      offset: fromEnd ? total - query.offset - limit : query.offset,
    })
    if (fromEnd) websites.reverse()
    return { websites, total }
  }
}
