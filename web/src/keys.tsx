// The account's API keys, for admin keys: each key's name, prefix, scope, expiry and last use; making one
// (shown once) and revoking one (behind a dialog naming it). Active keys come first; revoked ones are kept
// apart, below, so the list a person acts on holds only keys that still work.
import type { ApiKey, Website, WebsitesClient } from '@websites-api/client'
import { useEffect, useRef, useState } from 'preact/hooks'
import { type Caller, UNREACHABLE, fieldErrors, problemOf } from './api.js'
import { ShownOnce } from './once.js'
import { domainText } from './domain-text.js'
import { useScreen } from './screen.js'

/** Times to the minute; the tables say they are UTC. */
const when = (timestamp: string | null, never = 'never') => (timestamp === null ? never : `${timestamp.slice(0, 10)} ${timestamp.slice(11, 16)}`)

function scopeText(key: ApiKey, domains: Map<number, string>): string {
  const access = key.read_only ? 'Read-only' : 'Read and write'
  const sites = key.websites === null ? 'all websites' : key.websites.length === 0 ? 'no websites left'
    : key.websites.map((id) => domains.get(id) ?? `website ${id}`).join(', ')
  return `${access}${key.admin ? ', admin' : ''}; ${sites}`
}

export function KeysPage({ client, caller, onOwnKeyRevoked }: { client: WebsitesClient; caller: Caller; onOwnKeyRevoked: () => void }) {
  const [keys, setKeys] = useState<ApiKey[]>()
  const [websites, setWebsites] = useState<Website[]>([])
  const [problem, setProblem] = useState<string>()
  const [creating, setCreating] = useState(false)
  const [created, setCreated] = useState<{ key: string; name: string }>()
  const [revoking, setRevoking] = useState<ApiKey>()
  const heading = useScreen('API keys')
  const canManage = caller.admin && !caller.read_only && !caller.websites

  const load = async () => {
    const { data, error, response } = await client.GET('/api/v1/keys').catch(() => ({ data: undefined, error: undefined, response: undefined }))
    if (!response) return setProblem(UNREACHABLE)
    if (!data) return setProblem(problemOf(response, error))
    setKeys(data.data)
  }
  useEffect(() => {
    void load()
    void client.GET('/api/v1/websites', { params: { query: { per_page: 100, sort_by: 'domain', sort: 'asc' } } })
      .then(({ data }) => data && setWebsites(data.data), () => undefined)
  }, [])

  if (!caller.admin) {
    return (
      <section aria-labelledby="keys-heading">
        <h1 id="keys-heading" ref={heading} tabIndex={-1}>API keys</h1>
        <p class="problem" role="alert">Only an admin key can see the account's keys. Ask whoever manages this account for one.</p>
      </section>
    )
  }
  const domains = new Map(websites.map((website) => [website.id, domainText(website.domain)]))
  const active = keys?.filter((key) => key.revoked_at === null) ?? []
  const revoked = keys?.filter((key) => key.revoked_at !== null) ?? []

  return (
    <section aria-labelledby="keys-heading">
      <div class="heading">
        <h1 id="keys-heading" ref={heading} tabIndex={-1}>API keys</h1>
        {canManage && !creating && !created && <button type="button" class="primary" onClick={() => setCreating(true)}>Create key</button>}
      </div>
      {!canManage && <p class="hint">This admin key is {caller.read_only ? 'read-only' : 'limited to some websites'}: it can see the keys, not create or revoke them.</p>}
      {problem && <p role="alert" class="problem">{problem}</p>}
      {created && <ShownOnce title={`Key “${created.name}” created`} value={created.key} kept="Only a digest of it is stored, so nobody can show it to you later;" what="anyone who has it can act for this account within its scope."
        onDone={() => setCreated(undefined)} />}
      {creating && <CreateKey client={client} websites={websites} onCancel={() => setCreating(false)}
        onCreated={(made) => { setCreating(false); setCreated(made); void load() }} />}
      {!keys ? !problem && <p aria-busy="true">Loading…</p> : (
        <>
          <KeyTable caption="Active keys" keys={active} domains={domains} caller={caller} onRevoke={canManage ? setRevoking : undefined} />
          {revoked.length > 0 && (
            <details>
              <summary>Revoked keys ({revoked.length})</summary>
              <KeyTable caption="Revoked keys" keys={revoked} domains={domains} caller={caller} />
            </details>
          )}
        </>
      )}
      {revoking && <ConfirmRevoke client={client} target={revoking} own={revoking.id === caller.id} onCancel={() => setRevoking(undefined)}
        onRevoked={() => { if (revoking.id === caller.id) return onOwnKeyRevoked(); setRevoking(undefined); void load() }} />}
    </section>
  )
}

/** A key that can manage keys for good: admin, writable, not revoked and never expiring (the last-admin rule of src/auth/keys.store.ts counts only these). */
const keyManager = (key: ApiKey) => key.admin && !key.read_only && key.revoked_at === null && key.expires_at === null

function KeyTable({ caption, keys, domains, caller, onRevoke }: { caption: string; keys: ApiKey[]; domains: Map<number, string>; caller: Caller; onRevoke?: (key: ApiKey) => void }) {
  // The API refuses to revoke the account's last key that can manage keys (decideRevocation, src/auth/keys.store.ts): not offered.
  const managers = keys.filter(keyManager).length
  const revocable = (key: ApiKey) => !(keyManager(key) && managers === 1)
  return (
    <div class="table-wrap" tabIndex={0} role="region" aria-label={`${caption}, scrolls sideways on narrow screens`}>
      <table>
        <caption class="hint">{caption} (times in UTC)</caption>
        <thead><tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Scope</th><th scope="col">Expires</th><th scope="col">Last used</th><th scope="col">Created</th>{onRevoke && <th scope="col"><span class="visually-hidden">Actions</span></th>}</tr></thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id} class={key.revoked_at ? 'status-revoked' : undefined}>
              <td class="wraps name">{key.name ?? '(no name)'}{key.id === caller.id && <strong> (this key)</strong>}</td>
              <td data-label="Key"><code>{key.prefix}…</code></td>
              <td data-label="Scope" class="wraps">{scopeText(key, domains)}</td>
              <td data-label="Expires">{key.revoked_at ? `revoked ${when(key.revoked_at)}` : when(key.expires_at)}</td>
              <td data-label="Last used">{when(key.last_used_at)}</td>
              <td data-label="Created">{when(key.created_at)}</td>
              {onRevoke && <td>{revocable(key) && <button type="button" class="danger" onClick={() => onRevoke(key)}>Revoke<span class="visually-hidden"> {key.name ?? key.prefix}</span></button>}
                {!revocable(key) && <span class="hint">The last admin key: make another before revoking it.</span>}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function CreateKey({ client, websites, onCancel, onCreated }: { client: WebsitesClient; websites: Website[]; onCancel: () => void; onCreated: (made: { key: string; name: string }) => void }) {
  const [name, setName] = useState('')
  const [readOnly, setReadOnly] = useState(false)
  const [admin, setAdmin] = useState(false)
  const [picked, setPicked] = useState<number[]>([])
  const [expires, setExpires] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string>()
  const [saving, setSaving] = useState(false)
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => { first.current?.focus() }, [])

  const save = async (event: Event) => {
    event.preventDefault()
    if (saving) return
    setSaving(true)
    try {
      const body = { name, read_only: readOnly, admin, ...(picked.length ? { websites: picked } : {}), ...(expires ? { expires_at: `${expires}:00Z` } : {}) }
      const answer = await client.POST('/api/v1/keys', { body })
      if (answer.data) return onCreated({ key: answer.data.data.key, name: answer.data.data.name ?? name })
      setErrors(fieldErrors(answer.error))
      setProblem(answer.response.status === 422 ? 'Some fields need a change: see the messages below them.' : problemOf(answer.response, answer.error))
    } catch {
      setProblem(UNREACHABLE)
    } finally {
      setSaving(false)
    }
  }
  const invalid = (field: string) => ({ 'aria-invalid': errors[field] ? 'true' as const : undefined, 'aria-describedby': errors[field] ? `${field}-error` : undefined })
  const error = (field: string) => errors[field] && <p id={`${field}-error`} class="field-error">{errors[field]}</p>
  const toggle = (id: number) => setPicked(picked.includes(id) ? picked.filter((each) => each !== id) : [...picked, id])

  return (
    <form class="panel" onSubmit={save} noValidate aria-labelledby="create-key-heading">
      <h2 id="create-key-heading">Create a key</h2>
      {problem && <p role="alert" class="problem">{problem}</p>}
      <div class="field">
        <label for="key-name">Name</label>
        <input id="key-name" ref={first} value={name} onInput={(event) => setName(event.currentTarget.value)} {...invalid('name')} />
        {error('name')}
      </div>
      <div class="field check"><input id="key-read-only" type="checkbox" checked={readOnly} onChange={(event) => setReadOnly(event.currentTarget.checked)} /><label for="key-read-only">Read-only (writes are refused)</label></div>
      <div class="field check"><input id="key-admin" type="checkbox" checked={admin} onChange={(event) => setAdmin(event.currentTarget.checked)} /><label for="key-admin">Admin (may manage the account's keys)</label></div>
      <fieldset class="field" {...invalid('websites')}>
        <legend>Websites it sees (none picked: all of them)</legend>
        <div class="pick">
          {websites.length === 0 ? <p class="hint">The account has no websites yet.</p> : websites.map((website) => (
            <label key={website.id}><input type="checkbox" checked={picked.includes(website.id)} onChange={() => toggle(website.id)} />{domainText(website.domain)}</label>
          ))}
        </div>
        {error('websites')}
      </fieldset>
      <div class="field">
        <label for="key-expires">Expires (UTC; empty: never)</label>
        <input id="key-expires" type="datetime-local" value={expires} onInput={(event) => setExpires(event.currentTarget.value)} {...invalid('expires_at')} />
        {error('expires_at')}
      </div>
      <div class="actions">
        <button type="submit" class="primary" disabled={saving}>Create key</button>
        <button type="button" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  )
}

function ConfirmRevoke({ client, target, own, onCancel, onRevoked }: { client: WebsitesClient; target: ApiKey; own: boolean; onCancel: () => void; onRevoked: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [problem, setProblem] = useState<string>()
  useEffect(() => { dialog.current?.showModal() }, [])
  const revoke = async () => {
    const answer = await client.DELETE('/api/v1/keys/{id}', { params: { path: { id: target.id } } }).catch(() => undefined)
    if (answer?.data) return onRevoked()
    const message = answer?.response.status === 422 ? fieldErrors(answer.error).id : undefined
    setProblem(message ?? (answer ? problemOf(answer.response, answer.error) : UNREACHABLE))
  }
  return (
    <dialog ref={dialog} aria-labelledby="revoke-heading" onCancel={onCancel}>
      <h2 id="revoke-heading">Revoke “{target.name ?? target.prefix}” ({target.prefix}…)?</h2>
      <p>Every request with it is refused from now on (within a second on every instance). This cannot be undone.</p>
      {own && <p class="problem"><strong>This is the key this dashboard is signed in with.</strong> Revoking it signs you out.</p>}
      {problem && <p role="alert" class="problem">{problem}</p>}
      <div class="actions">
        <button type="button" class="danger" onClick={() => void revoke()}>Revoke key</button>
        <button type="button" onClick={onCancel}>Cancel</button>
      </div>
    </dialog>
  )
}
