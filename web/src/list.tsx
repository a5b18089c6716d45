import { LIST_OPTIONS, type Website, type WebsitesClient } from '@websites-api/client'
import { useEffect, useRef, useState } from 'preact/hooks'
import { accountOf } from './account-cache.js'
import { type Caller, UNREACHABLE, problemOf, whyNot } from './api.js'
import { unicodeOf } from './domain-text.js'
import { LIST_COLUMNS } from './fields.js'
import { type ListState, go, takeNotice } from './route.js'
import { useScreen } from './screen.js'

const SORTS = [['id:desc', 'Newest first'], ['id:asc', 'Oldest first'], ['domain:asc', 'Domain A–Z'], ['domain:desc', 'Domain Z–A']] as const satisfies
  readonly [`${ListState['sort_by']}:${ListState['sort']}`, string][]
const SEARCH_DELAY_MS = 300

interface Page { websites: Website[]; total: number; links: { url: string | null; label: string; active: boolean }[] }
interface Quota { count: number; max: number | null }

/** "3 of 5 websites" when the operator set a quota; nothing when there is none. */
const quotaText = ({ count, max }: Quota) => (max === null ? undefined : `${count.toLocaleString('en')} of ${max.toLocaleString('en')} website${max === 1 ? '' : 's'}`)

export function WebsiteList({ client, caller, state }: { client: WebsitesClient; caller: Caller; state: ListState }) {
  const [page, setPage] = useState<Page>()
  const [quota, setQuota] = useState<Quota>()
  const [problem, setProblem] = useState<string>()
  const [search, setSearch] = useState(state.search)
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [notice] = useState(takeNotice)
  const heading = useScreen('Websites')
  const list = (changes: Partial<ListState>, replace = false) => go({ view: 'list', list: { ...state, page: 1, ...changes } }, replace)

  useEffect(() => {
    let current = true
    client.GET('/api/v1/websites', { params: { query: { ...state, search: state.search || undefined } } }).then(({ data, error, response }) => {
      if (!current) return
      if (!data) return setProblem(problemOf(response, error))
      setProblem(undefined)
      setPage({ websites: data.data, total: data.meta.total, links: data.meta.links })
    }, () => current && setProblem(UNREACHABLE))
    // The account's quota: shown where it matters, and "Add website" says when it is reached instead of failing on submit.
    void accountOf(client, caller.account).then((account) => current && account && setQuota({ count: account.website_count, max: account.max_websites }))
    return () => { current = false }
  }, [state.search, state.sort_by, state.sort, state.per_page, state.page])
  const canAdd = caller.rights.has('create')
  const full = quota !== undefined && quota.max !== null && quota.count >= quota.max

  // Filters as you type, once typing pauses; one history entry per search.
  const onSearch = (value: string) => {
    setSearch(value)
    clearTimeout(typing.current)
    typing.current = setTimeout(() => list({ search: value.trim() }, true), SEARCH_DELAY_MS)
  }

  return (
    <section aria-labelledby="websites-heading">
      <div class="heading">
        <h1 id="websites-heading" ref={heading} tabIndex={-1}>Websites</h1>
        {canAdd && <button type="button" class="primary" disabled={full} aria-describedby={full ? 'quota-reached' : undefined}
          onClick={() => go({ view: 'add', list: state })}>Add website</button>}
      </div>
      {quota && quotaText(quota) && <p class="quota">{quotaText(quota)}</p>}
      {canAdd && full && <p id="quota-reached" class="hint">{quota!.max === 0
        ? 'This account may hold no websites: ask whoever runs this service for a quota.'
        : `This account has reached its quota of ${quotaText(quota!)!.split(' of ')[1]}: delete one to add another, or ask whoever runs this service for a larger quota.`}</p>}
      <div class="controls">
        <label>Search <input type="search" value={search} onInput={(event) => onSearch(event.currentTarget.value)} /></label>
        <label>Sort
          <select value={`${state.sort_by}:${state.sort}`} onChange={(event) => {
            const [sortBy, sort] = event.currentTarget.value.split(':') as [ListState['sort_by'], ListState['sort']]
            list({ sort_by: sortBy, sort })
          }}>{SORTS.map(([value, label]) => <option value={value}>{label}</option>)}</select>
        </label>
        <label>Per page
          <select value={String(state.per_page)} onChange={(event) => list({ per_page: Number(event.currentTarget.value) as ListState['per_page'] })}>
            {LIST_OPTIONS.per_page.map((size) => <option value={String(size)}>{size}</option>)}
          </select>
        </label>
      </div>
      <p role="status" class="notice">{notice}</p>
      {problem && <p role="alert" class="problem">{problem}</p>}
      {!page ? <p aria-busy="true">Loading…</p> : page.total === 0 ? <Empty searching={state.search} caller={caller} full={full} /> : (
        <>
          <p class="total" aria-live="polite">{page.total === 1 ? '1 website' : `${page.total.toLocaleString('en')} websites`}</p>
          <div class="table-wrap" tabIndex={0} role="region" aria-label="Websites, scrolls sideways on narrow screens">
            <table>
              <thead><tr><th scope="col">ID</th>{LIST_COLUMNS.map((column) => <th scope="col">{column.title}</th>)}<th scope="col">Created</th></tr></thead>
              <tbody>
                {page.websites.map((website) => (
                  <tr key={website.id}>
                    <td data-label="ID" class="id">{website.id}</td>
                    {LIST_COLUMNS.map(({ field, title, text }) => field.name === 'domain'
                      ? <td class="name"><a href={`/?edit=${website.id}`} onClick={(event) => { event.preventDefault(); go({ view: 'edit', id: website.id, list: state }) }}>{website.domain}</a>
                        {unicodeOf(website.domain) && <span class="unicode" lang="">{unicodeOf(website.domain)}</span>}</td>
                      : <td data-label={title}>{text(website)}</td>)}
                    <td data-label="Created"><time dateTime={website.created_at}>{website.created_at.slice(0, 10)}</time></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pages links={page.links} onPage={(number) => list({ page: number })} />
        </>
      )}
    </section>
  )
}

function Empty({ searching, caller, full }: { searching: string; caller: Caller; full: boolean }) {
  if (searching) return <p class="empty">No website matches “{searching}”.</p>
  const add = !caller.rights.has('create') ? whyNot(caller, 'add websites') : full ? '' : 'Add your first one with “Add website”.'
  return <p class="empty">No websites {caller.websites ? 'for you ' : ''}yet. {add}</p>
}

/** The page window the API gives (meta.links), with its Previous and Next. */
function Pages({ links, onPage }: { links: Page['links']; onPage: (page: number) => void }) {
  const label = (text: string) => text.replace('&laquo; ', '').replace(' &raquo;', '')
  return (
    <nav aria-label="Pages">
      <ul class="pages">
        {links.map((link) => {
          const page = link.url ? Number(new URL(link.url).searchParams.get('page')) : undefined
          return (
            <li>
              {page === undefined || link.active
                ? <span aria-current={link.active ? 'page' : undefined} aria-disabled={link.active ? undefined : 'true'}>{label(link.label)}</span>
                : <button type="button" onClick={() => onPage(page)}>{label(link.label)}</button>}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
