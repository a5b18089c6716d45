// API keys, by the caller's rights: every key of the account for who may see them (`read-keys`: admins,
// owners, admin keys), else the member's own (`own-keys`); making one (shown once, never wider than its
// maker: the choices offered are only those the caller's rights allow) and revoking one (behind a dialog
// naming it). Active keys come first; revoked ones are kept apart, below.
import type { ApiKey, Website, WebsitesClient } from '@websites-api/client'
import { useEffect, useRef, useState } from 'preact/hooks'
import { type Caller, UNREACHABLE, fieldErrors, problemOf, roleWord, whyNot } from './api.js'
import { TextField, WebsitePicker, useSubmit } from './form.js'
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

/** What the keys page offers a caller, from its rights alone. */
export function keyRights(caller: Caller) {
  const seesAll = caller.rights.has('read-keys')
  const ownsKeys = caller.rights.has('own-keys')
  const manages = caller.rights.has('manage-keys')
  return {
    /** The page is offered at all. */
    sees: seesAll || ownsKeys,
    seesAll,
    makes: manages || ownsKeys,
    /** Whether this key may be revoked by the caller. */
    revokes: (key: ApiKey) => manages || (ownsKeys && key.user_id !== null && key.user_id === caller.user?.id),
    /** The widest key the caller may make. */
    admin: manages,
    writes: caller.rights.has('write'),
  }
}

export function KeysPage({ client, caller, onOwnKeyRevoked }: { client: WebsitesClient; caller: Caller; onOwnKeyRevoked: () => void }) {
  const [keys, setKeys] = useState<ApiKey[]>()
  const [websites, setWebsites] = useState<Website[]>([])
  const [problem, setProblem] = useState<string>()
  const [creating, setCreating] = useState(false)
  const [created, setCreated] = useState<{ key: string; name: string }>()
  const [revoking, setRevoking] = useState<ApiKey>()
  const heading = useScreen('API keys')
  const may = keyRights(caller)

  const load = async () => {
    const { data, error, response } = await client.GET('/api/v1/keys').catch(() => ({ data: undefined, error: undefined, response: undefined }))
    if (!response) return setProblem(UNREACHABLE)
    if (!data) return setProblem(problemOf(response, error))
    setKeys(data.data)
  }
  useEffect(() => {
    if (!may.sees) return
    void load()
    void client.GET('/api/v1/websites', { params: { query: { per_page: 100, sort_by: 'domain', sort: 'asc' } } })
      .then(({ data }) => data && setWebsites(data.data), () => undefined)
  }, [])

  if (!may.sees) {
    return (
      <section aria-labelledby="keys-heading">
        <h1 id="keys-heading" ref={heading} tabIndex={-1}>API keys</h1>
        <p class="notice">{whyNot(caller, 'see API keys')} {caller.user ? 'Ask an admin or owner of this account.' : 'Sign in with an admin key to see the account\'s keys.'}</p>
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
        {may.makes && !creating && !created && <button type="button" class="primary" onClick={() => setCreating(true)}>Create key</button>}
      </div>
      <p class="hint">{scopeHint(caller, may)}</p>
      {problem && <p role="alert" class="problem">{problem}</p>}
      {created && <ShownOnce title={`Key “${created.name}” created`} value={created.key} kept="Only a digest of it is stored, so nobody can show it to you later;"
        what={caller.user ? 'anyone who has it can act as you in this account, within its scope.' : 'anyone who has it can act for this account within its scope.'}
        onDone={() => setCreated(undefined)} />}
      {creating && <CreateKey client={client} caller={caller} websites={websites} onCancel={() => setCreating(false)}
        onCreated={(made) => { setCreating(false); setCreated(made); void load() }} />}
      {!keys ? !problem && <p aria-busy="true">Loading…</p> : (
        <>
          <KeyTable caption={may.seesAll ? 'Active keys' : 'Your active keys'} keys={active} domains={domains} caller={caller} revokes={may.revokes} onRevoke={setRevoking} />
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

/** What this caller sees here and may make, in its own words. */
function scopeHint(caller: Caller, may: ReturnType<typeof keyRights>): string {
  if (caller.user) {
    const role = roleWord(caller.role!)
    const seen = may.seesAll ? 'Every key of this account.' : `Your own keys. As ${/^[AEIOU]/.test(role) ? 'an' : 'a'} ${role.toLowerCase()}, you see and revoke only the keys you made; admins and owners see every key.`
    const made = may.admin ? '' : ` A key you make is never wider than you: ${may.writes ? '' : 'read-only, '}${caller.websites ? 'limited to (some of) your websites, ' : ''}no admin key.`
    return `${seen}${made} A key is revoked when you leave the account.`
  }
  if (!may.makes) return `Every key of this account. ${whyNot(caller, 'create or revoke keys')} (it is ${caller.rights.has('write') ? 'limited to some websites' : 'read-only'}).`
  return 'Every key of this account.'
}
/** A key that can manage keys for good: admin, writable, not revoked and never expiring (the last-admin rule of src/auth/keys.store.ts counts only these). */
const keyManager = (key: ApiKey) => key.admin && !key.read_only && key.revoked_at === null && key.expires_at === null

function KeyTable({ caption, keys, domains, caller, revokes, onRevoke }: { caption: string; keys: ApiKey[]; domains: Map<number, string>; caller: Caller; revokes?: (key: ApiKey) => boolean; onRevoke?: (key: ApiKey) => void }) {
  // The API refuses to revoke the account's last key that can manage keys (decideRevocation, src/auth/keys.store.ts): not offered.
  const managers = keys.filter(keyManager).length
  const revocable = (key: ApiKey) => !(keyManager(key) && managers === 1)
  const actions = onRevoke !== undefined && revokes !== undefined && keys.some(revokes)
  if (keys.length === 0) return <p class="empty">{caption === 'Your active keys' ? 'You have no keys yet: “Create key” makes one for a program that reads the API as you.' : 'No active keys.'}</p>
  return (
    <div class="table-wrap" tabIndex={0} role="region" aria-label={`${caption}, scrolls sideways on narrow screens`}>
      <table>
        <caption class="hint">{caption} (times in UTC)</caption>
        <thead><tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Scope</th><th scope="col">Expires</th><th scope="col">Last used</th><th scope="col">Created</th>{actions && <th scope="col"><span class="visually-hidden">Actions</span></th>}</tr></thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id} class={key.revoked_at ? 'status-revoked' : undefined}>
              <td class="wraps name">{key.name ?? '(no name)'}{key.id === caller.id && <strong> (this key)</strong>}</td>
              <td data-label="Key"><code>{key.prefix}…</code></td>
              <td data-label="Scope" class="wraps">{scopeText(key, domains)}</td>
              <td data-label="Expires">{key.revoked_at ? `revoked ${when(key.revoked_at)}` : when(key.expires_at)}</td>
              <td data-label="Last used">{when(key.last_used_at)}</td>
              <td data-label="Created">{when(key.created_at)}</td>
              {actions && <td>{revokes!(key) && revocable(key) && <button type="button" class="danger" onClick={() => onRevoke!(key)}>Revoke<span class="visually-hidden"> {key.name ?? key.prefix}</span></button>}
                {revokes!(key) && !revocable(key) && <span class="hint">The last admin key: make another before revoking it.</span>}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Making a key: only the choices the caller's rights allow (an admin key to who manages keys; writing to who writes; a limited member's own websites). */
function CreateKey({ client, caller, websites, onCancel, onCreated }: { client: WebsitesClient; caller: Caller; websites: Website[]; onCancel: () => void; onCreated: (made: { key: string; name: string }) => void }) {
  const may = keyRights(caller)
  const [name, setName] = useState('')
  const [readOnly, setReadOnly] = useState(!may.writes)
  const [admin, setAdmin] = useState(false)
  const [picked, setPicked] = useState<number[]>([])
  const [expires, setExpires] = useState('')
  const { errors, problem, busy, send } = useSubmit()
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => { first.current?.focus() }, [])

  const save = async (event: Event) => {
    event.preventDefault()
    const body = { name, read_only: readOnly, ...(may.admin ? { admin } : {}), ...(picked.length ? { websites: picked } : {}), ...(expires ? { expires_at: `${expires}:00Z` } : {}) }
    const answer = await send(() => client.POST('/api/v1/keys', { body }))
    if (answer) onCreated({ key: answer.data.key, name: answer.data.name ?? name })
  }
  return (
    <form class="panel" onSubmit={save} noValidate aria-labelledby="create-key-heading">
      <h2 id="create-key-heading">Create a key</h2>
      {problem && <p role="alert" class="problem">{problem}</p>}
      <TextField id="key-name" label="Name" inputRef={first} value={name} onInput={setName} error={errors.name} hint="Say what uses it: “CI deploy”, “Grafana”." />
      {may.writes
        ? <div class="field check"><input id="key-read-only" type="checkbox" checked={readOnly} onChange={(event) => setReadOnly(event.currentTarget.checked)} /><label for="key-read-only">Read-only (writes are refused)</label></div>
        : <p class="hint">Read-only: {caller.user ? 'your role reads only, and a key is never wider than you.' : 'this key reads only.'}</p>}
      {may.admin && <div class="field check"><input id="key-admin" type="checkbox" checked={admin} onChange={(event) => setAdmin(event.currentTarget.checked)} /><label for="key-admin">Admin (may manage the account's keys)</label></div>}
      <WebsitePicker id="key-websites" legend={caller.websites ? 'Websites it sees (none picked: all of yours)' : 'Websites it sees (none picked: all of them)'} websites={websites} picked={picked} onChange={setPicked} error={errors.websites} />
      <div class="field">
        <label for="key-expires">Expires (UTC; empty: never)</label>
        <input id="key-expires" type="datetime-local" value={expires} onInput={(event) => setExpires(event.currentTarget.value)}
          aria-invalid={errors.expires_at ? 'true' : undefined} aria-describedby={errors.expires_at ? 'key-expires-error' : undefined} />
        {errors.expires_at && <p id="key-expires-error" class="field-error">{errors.expires_at}</p>}
      </div>
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>Create key</button>
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
