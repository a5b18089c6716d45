// The list envelope of Laravel's LengthAwarePaginator, which phpAnalytics clients parse: query
// fallbacks, absolute links in a fixed parameter order, and the page window of `meta.links`.
import type { Website, WebsiteList } from './websites.schemas.js'

export interface ListParams {
  search: string | undefined
  searchBy: 'domain'
  sortBy: 'id' | 'domain'
  sort: 'asc' | 'desc'
  perPage: number
  page: number
}

const PER_PAGE = [10, 25, 50, 100]
const ON_EACH_SIDE = 3
const CANONICAL_PAGE = /^[1-9]\d*$/

/** A value given twice arrives as an array: like any value outside its set, it falls back. */
const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(single(value) as T) ? (single(value) as T) : fallback

export function resolveListParams(query: Record<string, unknown>): ListParams {
  const search = single(query.search)?.trim()
  const perPage = Number(single(query.per_page)?.trim())
  const pageText = single(query.page)?.trim() ?? ''
  const page = CANONICAL_PAGE.test(pageText) ? Number(pageText) : 1
  return {
    search: search === '' ? undefined : search,
    searchBy: 'domain',
    sortBy: oneOf(query.sort_by, ['id', 'domain'], 'id'),
    sort: oneOf(query.sort, ['desc', 'asc'], 'desc'),
    perPage: PER_PAGE.includes(perPage) ? perPage : 10,
    // Past 2^53 a page number is no longer exact; such a page is past the end of any list anyway.
    page: Number.isSafeInteger(page) ? page : Number.MAX_SAFE_INTEGER,
  }
}

/** Laravel's UrlWindow: every page below 14, else the start, a slider around the current page, and the end. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
  if (last < ON_EACH_SIDE * 2 + 8) return range(1, last)
  const window = ON_EACH_SIDE + 4
  const start = [1, 2]
  const finish = [last - 1, last]
  if (current <= window) return [...range(1, window + ON_EACH_SIDE), null, ...finish]
  if (current > last - window) return [...start, null, ...range(last - (window + ON_EACH_SIDE - 1), last)]
  return [...start, null, ...range(current - ON_EACH_SIDE, current + ON_EACH_SIDE), null, ...finish]
}

export function buildListPage(
  websites: Website[],
  total: number,
  params: ListParams,
  origin: string,
): WebsiteList {
  const path = `${origin}/api/v1/websites`
  const query = new URLSearchParams()
  if (params.search !== undefined) query.set('search', params.search)
  query.set('search_by', params.searchBy)
  query.set('sort_by', params.sortBy)
  query.set('sort', params.sort)
  query.set('per_page', String(params.perPage))
  const prefix = `${path}?${query}&page=`
  const url = (page: number) => prefix + page
  const current = params.page
  const last = Math.max(1, Math.ceil(total / params.perPage))
  const from = websites.length > 0 ? (current - 1) * params.perPage + 1 : null
  const prev = current > 1 ? url(current - 1) : null
  const next = current < last ? url(current + 1) : null
  return {
    data: websites,
    links: { first: url(1), last: url(last), prev, next },
    meta: {
      current_page: current,
      from,
      last_page: last,
      links: [
        { url: prev, label: '&laquo; Previous', active: false },
        ...pageWindow(current, last).map((page) =>
          page === null ? { url: null, label: '...', active: false }
            : { url: url(page), label: String(page), active: page === current }),
        { url: next, label: 'Next &raquo;', active: false },
      ],
      path,
      per_page: params.perPage,
      to: from === null ? null : from + websites.length - 1,
      total,
    },
    status: 200,
  }
}
