// The dashboard's state in the URL, so that reload and back work: the list's query, or the form open.
export interface ListState {
  search: string
  sort_by: 'id' | 'domain'
  sort: 'asc' | 'desc'
  per_page: 10 | 25 | 50 | 100
  page: number
}
export type Route = { view: 'list'; list: ListState } | { view: 'add'; list: ListState } | { view: 'edit'; id: number; list: ListState }

const PER_PAGE = [10, 25, 50, 100] as const

export function readRoute(search = location.search): Route {
  const query = new URLSearchParams(search)
  const perPage = Number(query.get('per_page'))
  const page = Number(query.get('page'))
  const list: ListState = {
    search: query.get('search') ?? '',
    sort_by: query.get('sort_by') === 'domain' ? 'domain' : 'id',
    sort: query.get('sort') === 'asc' ? 'asc' : 'desc',
    per_page: (PER_PAGE as readonly number[]).includes(perPage) ? perPage as ListState['per_page'] : 10,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  }
  const edit = Number(query.get('edit'))
  if (query.has('add')) return { view: 'add', list }
  if (Number.isSafeInteger(edit) && edit > 0) return { view: 'edit', id: edit, list }
  return { view: 'list', list }
}

export function urlOf(route: Route): string {
  const query = new URLSearchParams()
  const { list } = route
  if (list.search) query.set('search', list.search)
  if (list.sort_by !== 'id') query.set('sort_by', list.sort_by)
  if (list.sort !== 'desc') query.set('sort', list.sort)
  if (list.per_page !== 10) query.set('per_page', String(list.per_page))
  if (list.page !== 1) query.set('page', String(list.page))
  if (route.view === 'add') query.set('add', '')
  if (route.view === 'edit') query.set('edit', String(route.id))
  const text = query.toString()
  return text ? `/?${text}` : '/'
}

/** `replace` for typing in the search box: one history entry per search, not per key. */
export function go(route: Route, replace = false): void {
  if (replace) history.replaceState(null, '', urlOf(route))
  else history.pushState(null, '', urlOf(route))
  dispatchEvent(new PopStateEvent('popstate'))
}

/** A sentence for the next screen to announce (what was just saved or deleted), read once. */
let pendingNotice: string | undefined
export const announce = (text: string) => { pendingNotice = text }
export function takeNotice(): string | undefined {
  const text = pendingNotice
  pendingNotice = undefined
  return text
}
