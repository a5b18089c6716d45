// The dashboard's state in the URL, so that reload and back work: the list's query, or the form open.
import { LIST_DEFAULTS, LIST_OPTIONS } from '@websites-api/client'

type Option<Name extends keyof typeof LIST_OPTIONS> = (typeof LIST_OPTIONS)[Name][number]
export interface ListState {
  search: string
  sort_by: Option<'sort_by'>
  sort: Option<'sort'>
  per_page: Option<'per_page'>
  page: number
}
export type Route = { view: 'list'; list: ListState } | { view: 'add'; list: ListState } | { view: 'edit'; id: number; list: ListState }
  | { view: 'keys' | 'webhooks' | 'members' | 'profile' | 'security' | 'account'; list: ListState }
  /** The pages the service's links land on: /invitations/{token}, /reset-password/{token}. */
  | { view: 'invitation' | 'reset'; token: string; list: ListState }

/** The sections reached from the header, each at `/?name`. */
const SECTIONS = ['keys', 'webhooks', 'members', 'profile', 'security', 'account'] as const
const LINK_PAGES = { invitations: 'invitation', 'reset-password': 'reset' } as const

/** The URL's value when it is one the API takes, else the API's default. */
function option<Name extends keyof typeof LIST_OPTIONS>(name: Name, value: string | number | null): Option<Name> {
  return (LIST_OPTIONS[name] as readonly unknown[]).includes(value) ? value as Option<Name> : LIST_DEFAULTS[name]
}

export function readRoute(search = location.search, pathname = location.pathname): Route {
  const query = new URLSearchParams(search)
  const page = Number(query.get('page'))
  const list: ListState = {
    search: query.get('search') ?? '',
    sort_by: option('sort_by', query.get('sort_by')),
    sort: option('sort', query.get('sort')),
    per_page: option('per_page', Number(query.get('per_page'))),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  }
  const edit = Number(query.get('edit'))
  if (query.has('add')) return { view: 'add', list }
  const [, first, token] = pathname.split('/')
  if (first && token && first in LINK_PAGES) return { view: LINK_PAGES[first as keyof typeof LINK_PAGES], token: decodeURIComponent(token), list }
  for (const view of SECTIONS) if (query.has(view)) return { view, list }
  if (Number.isSafeInteger(edit) && edit > 0) return { view: 'edit', id: edit, list }
  return { view: 'list', list }
}

export function urlOf(route: Route): string {
  const query = new URLSearchParams()
  const { list } = route
  if (list.search) query.set('search', list.search)
  if (list.sort_by !== LIST_DEFAULTS.sort_by) query.set('sort_by', list.sort_by)
  if (list.sort !== LIST_DEFAULTS.sort) query.set('sort', list.sort)
  if (list.per_page !== LIST_DEFAULTS.per_page) query.set('per_page', String(list.per_page))
  if (list.page !== 1) query.set('page', String(list.page))
  if (route.view === 'add') query.set('add', '')
  if ((SECTIONS as readonly string[]).includes(route.view)) query.set(route.view, '')
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
