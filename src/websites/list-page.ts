// The list envelope of Laravel's LengthAwarePaginator, which phpAnalytics clients parse: query
// fallbacks, absolute links in a fixed parameter order, and the page window of `meta.links`.
import type { ListQuery, Website, WebsiteList } from './websites.schemas.js'

const ON_EACH_SIDE = 3

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
  params: ListQuery,
  /** The collection's absolute URL, on the request's own origin. */
  path: string,
): WebsiteList {
  const query = new URLSearchParams()
  // The effective query, in the contract's order: search only when given (trimmed), then every other parameter.
  if (params.search) query.set('search', params.search)
  query.set('search_by', params.search_by)
  query.set('sort_by', params.sort_by)
  query.set('sort', params.sort)
  query.set('per_page', String(params.per_page))
  const prefix = `${path}?${query}&page=`
  const url = (page: number) => prefix + page
  const current = params.page
  const last = Math.max(1, Math.ceil(total / params.per_page))
  const from = websites.length > 0 ? (current - 1) * params.per_page + 1 : null
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
      per_page: params.per_page,
      to: from === null ? null : from + websites.length - 1,
      total,
    },
    status: 200,
  }
}
