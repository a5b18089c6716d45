// Pages of an account's websites, with or without a substring search, and their exact totals: the same
// plans on both databases, over the few queries each store provides. Use-case logic beside the service.
//
// Plans, chosen per request from what is known in O(1) (the account's size, the cached total):
// - no search: the account index in the asked order; the total is the account's counter;
// - a term that contains a character no canonical domain has ([^a-z0-9.-]): nothing, no query;
// - total: through the trigram index, unless the store judges the term too common (or too short) for
//   it to help, then by scanning the account; either way cached per (account, term) and reused only
//   while the account's websites_version is unchanged (every insert and delete bumps it, in the same
//   transaction); a small result (a selective term, up to KEPT_MATCHES) is read whole and is its own
//   total, so its pages are lookups by id; a larger one is counted;
// - page: read from whichever end of the order is nearer; when matches are dense, walking the account
//   index in order and testing each domain finds the page within a few thousand rows; when they are
//   sparse, the trigram index's matches are fetched instead.
//
// A page and its total agree: each statement that lists (a page, a count, a match list) reads the account's
// websites_version with its rows, and a page whose version is not the one its total was read at is read
// again with a new total. No transaction: one statement sees one state of the database on both databases,
// and the version costs a lookup of the account's row by key in the same statement.
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
/**
 * Reads of a page placed by a total read before it: each retry follows a write to the account between the
 * two. When writes come faster than that, the page is read with a total counted by its own statement.
 */
const LIST_ATTEMPTS = 3

/** A page as read, and whether it holds what the account held at the version its total was read at. */
interface PageRead {
  page: { websites: StoredWebsite[]; total: number }
  consistent: boolean
  /** Placed by a search's count: read again, it would count again (a count per write), so the last resort comes at once. */
  counted?: boolean
}

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

  /**
   * A few matches are read at once, and are their own total at the version their statement saw; past
   * KEPT_MATCHES they are counted, at the version the count saw.
   */
  async function countSearch(key: string, accountId: number, term: string, stats: AccountStats): Promise<SearchResult> {
    const plan = await store.choosePlan(accountId, term, stats.count)
    const rows = await store.matches(plan, accountId, term, KEPT_MATCHES + 1)
    let result: SearchResult
    if (rows.length > 0 && rows.length <= KEPT_MATCHES) {
      // Domains are ASCII (punycode) compared as bytes by both databases, as JS compares strings.
      const byId = rows.map((row) => row.id).sort((a, b) => a - b)
      const byDomain = [...rows].sort((a, b) => (a.domain < b.domain ? -1 : 1)).map((row) => row.id)
      result = { version: rows[0]!.list_version, total: rows.length, plan, matches: { id: byId, domain: byDomain } }
    } else {
      const counted = await store.count(plan, accountId, term)
      result = { version: counted.version, total: counted.count, plan }
    }
    if (searches.size >= CACHED_SEARCHES) searches.delete(searches.keys().next().value!)
    searches.set(key, result)
    return result
  }

  /** A page of a kept match list: the ids in the asked order, then their websites in that order (those still there). */
  async function pageOfMatches(wait: Wait, accountId: number, matches: NonNullable<SearchResult['matches']>, query: PageQuery): Promise<StoredWebsite[]> {
    const ordered = matches[query.sortBy]
    const total = ordered.length
    const ids = query.sort === 'asc'
      ? ordered.slice(query.offset, query.offset + query.limit)
      : ordered.slice(Math.max(0, total - query.offset - query.limit), total - query.offset).reverse()
    const found = new Map((await store.byIds(wait, accountId, ids)).map((website) => [website.id, website]))
    return ids.flatMap((id) => found.get(id) ?? [])
  }

  /**
   * A page and the total it was placed by, and whether they agree: the page's rows read at the version the
   * total was (the account's counter, or a search's count), or for a kept match list, every one of its ids
   * on the page still there (the list is its own total, read in one statement).
   */
  async function pageAt(wait: Wait, query: PageQuery, term: string | undefined, stats: AccountStats): Promise<PageRead> {
    const { accountId } = query.scope
    const found = term === undefined ? undefined : await search(accountId, term, stats)
    const total = found ? found.total : stats.count
    if (query.offset >= total) return { page: { websites: [], total }, consistent: true }
    const limit = Math.min(query.limit, total - query.offset)
    if (found?.matches) {
      const websites = await pageOfMatches(wait, accountId, found.matches, query)
      return { page: { websites, total }, consistent: websites.length === limit }
    }
    const version = found ? found.version : stats.version
    let plan: MatchPlan | 'all' = 'all'
    if (found) {
      const rowsToScan = ((Math.min(query.offset, total - query.offset) + query.limit) * stats.count) / total
      plan = found.plan === 'scan' || rowsToScan <= SCAN_BUDGET ? 'scan' : 'index'
    }
    // A page in the second half is read from the other end, in the opposite order, and turned
    // around: OFFSET costs a step per skipped row, so the last page is as cheap as the first.
    const fromEnd = query.offset > total / 2
    const websites = await store.page(wait, plan, { sortBy: query.sortBy, sort: fromEnd ? OPPOSITE[query.sort] : query.sort }, {
      accountId,
      term,
      limit,
      offset: fromEnd ? total - query.offset - limit : query.offset,
    })
    if (fromEnd) websites.reverse()
    return { page: { websites, total }, consistent: websites.length === limit && websites[0]!.list_version === version, counted: found !== undefined }
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
    for (let attempt = 1; attempt <= LIST_ATTEMPTS; attempt++) {
      const read = await pageAt(wait, query, term, await store.accountStats(wait, accountId))
      if (read.consistent) return read.page
      if (read.counted) break
    }
    return countedPage(wait, query, term)
  }

  /**
   * A page and its total from one statement, read from the start of the order: it counts every matching row
   * each time, so it is the last resort of a list whose account is written to faster than a page is read.
   */
  async function countedPage(wait: Wait, query: PageQuery, term: string | undefined): Promise<{ websites: StoredWebsite[]; total: number }> {
    const { accountId } = query.scope
    const plan = term === undefined ? 'all' : (searches.get(`${accountId}:${term}`)?.plan ?? 'scan')
    const read = (limit: number, offset: number) => store.countedPage(wait, plan, query, { accountId, term, limit, offset })
    const websites = await read(query.limit, query.offset)
    // Past the end, the page has no row to carry its total: the first row of the same order does (read a
    // moment later: a website created meanwhile may make it more than the offset of an empty page).
    const total = (websites.length > 0 || query.offset === 0 ? websites : await read(1, 0))[0]?.list_total ?? 0
    return { websites, total }
  }
}
