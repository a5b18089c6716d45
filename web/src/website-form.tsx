import { type FieldName, type VisitCheck, type WebsitesClient, reasonInWords } from '@websites-api/client'
import { useEffect, useRef, useState } from 'preact/hooks'
import { unicodeOf } from './domain-text.js'
import { type Caller, UNREACHABLE, fieldErrors, problemOf } from './api.js'
import { EMPTY, FORM_FIELDS, FieldControl, type Values, bodyOf, valuesOf } from './fields.js'
import { type Route, announce, go } from './route.js'
import { useScreen } from './screen.js'
import { VisitCheckPanel } from './visit-check.js'
import { Activity } from './activity.js'
import { accountOf, websitesChanged } from './account-cache.js'

export function WebsiteForm({ client, caller, route }: { client: WebsitesClient; caller: Caller; route: Route }) {
  const editing = route.view === 'edit' ? route.id : undefined
  const [values, setValues] = useState<Values>(EMPTY)
  const [loaded, setLoaded] = useState<{ values: Values; etag: string; domain: string }>()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<{ text: string; conflict?: boolean }>()
  const [saving, setSaving] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [verdict, setVerdict] = useState<VisitCheck>()
  const [account, setAccount] = useState<{ exclude_ips: string | null; exclude_params: string | null }>()
  // One key per form: a double click, or a retry after a lost answer, makes one website.
  const idempotencyKey = useRef(crypto.randomUUID())
  const readOnly = caller.read_only
  const back = () => go({ view: 'list', list: route.list })
  const heading = useScreen(editing === undefined ? 'Add website' : loaded?.domain ?? 'Website')

  const load = async () => {
    if (editing === undefined) return
    const { data, error, response } = await client.GET('/api/v1/websites/{id}', { params: { path: { id: editing } } }).catch(() => ({ data: undefined, error: undefined, response: undefined }))
    if (!response) return setProblem({ text: UNREACHABLE })
    if (!data) return setProblem({ text: problemOf(response, error) })
    const fresh = valuesOf(data.data)
    setLoaded({ values: fresh, etag: response.headers.get('etag') ?? '', domain: data.data.domain })
    setValues(fresh)
    setProblem(undefined)
    setErrors({})
  }
  useEffect(() => { void load() }, [editing])
  // What the account adds to every website's exclusions, shown beside the website's own.
  useEffect(() => { void accountOf(client, caller.account).then((read) => read && setAccount(read)) }, [])

  const save = async (event: Event) => {
    event.preventDefault()
    if (saving || readOnly) return
    setSaving(true)
    try {
      const answer = editing === undefined
        ? await client.POST('/api/v1/websites', { params: { header: { 'idempotency-key': idempotencyKey.current } }, body: bodyOf(values, undefined) as { domain: string } })
        : await client.PATCH('/api/v1/websites/{id}', { params: { path: { id: editing }, header: { 'if-match': loaded?.etag } }, body: bodyOf(values, loaded?.values) })
      if (answer.data) {
        if (editing === undefined && answer.response.headers.get('idempotent-replayed') !== 'true') websitesChanged(1)
        announce(`Saved ${answer.data.data.domain}.`)
        return back()
      }
      // Nothing is lost: the values stay in the form.
      setErrors(fieldErrors(answer.error))
      setProblem(answer.response.status === 422 ? { text: 'Some fields need a change: see the messages below them.' }
        : { text: problemOf(answer.response, answer.error), conflict: answer.response.status === 412 })
    } catch {
      setProblem({ text: UNREACHABLE })
    } finally {
      setSaving(false)
    }
  }

  const remove = async () => {
    if (editing === undefined) return
    const answer = await client.DELETE('/api/v1/websites/{id}', { params: { path: { id: editing }, header: { 'if-match': loaded?.etag } } }).catch(() => undefined)
    setConfirming(false)
    if (answer?.data) {
      websitesChanged(-1)
      announce(`Deleted ${loaded?.domain}.`)
      return back()
    }
    setProblem(answer ? { text: problemOf(answer.response, answer.error), conflict: answer.response.status === 412 } : { text: UNREACHABLE })
  }

  const field = (name: keyof Values) => ({
    id: name, name, disabled: readOnly, 'aria-invalid': errors[name] ? 'true' as const : undefined, 'aria-describedby': errors[name] ? `${name}-error` : undefined,
  })
  const error = (name: string) => errors[name] && <p id={`${name}-error`} class="field-error">{errors[name]}</p>
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues({ ...values, [name]: value })
  /** The tested visit's reason beside the setting that caused it. */
  const excludes = (setting: FieldName) => {
    const reason = verdict?.reasons.find((each) => each.setting === setting)
    return reason && <p class="verdict-note">Excludes the tested visit: {reasonInWords(reason)}.</p>
  }
  /** The account's own list for this setting, which applies to this website too. */
  const accountAdds = (setting: FieldName) => {
    const list = setting === 'exclude_ips' || setting === 'exclude_params' ? account?.[setting] : undefined
    if (!list) return undefined
    return <p class="hint account-adds">The account adds, for every website: {list.split('\n').join(', ')}
      {caller.rights.has('manage-account') && <> (<a href="/?account" onClick={(event) => { event.preventDefault(); go({ view: 'account', list: route.list }) }}>account settings</a>)</>}</p>
  }

  return (
    <section aria-labelledby="form-heading">
      <p><a href="/" onClick={(event) => { event.preventDefault(); back() }}>← Websites</a></p>
      <h1 id="form-heading" ref={heading} tabIndex={-1}>{editing === undefined ? 'Add website' : loaded?.domain ?? 'Website'}
        {loaded && unicodeOf(loaded.domain) && <span class="unicode">{unicodeOf(loaded.domain)}</span>}</h1>
      {problem && (
        <div role="alert" class="problem">
          {problem.text}
          {problem.conflict && <> <button type="button" onClick={() => void load()}>Reload</button> (your changes here will be replaced by the current website)</>}
        </div>
      )}
      {readOnly && <p class="hint">This key is read-only: you can look, not change.</p>}
      <form onSubmit={save} noValidate>
        {FORM_FIELDS.filter((each) => editing === undefined || !each.createOnly).map((each) => (
          <FieldControl key={each.name} field={each} values={values} set={set} attributes={field} editing={editing !== undefined}
            below={<>{error(each.name)}{accountAdds(each.name)}{excludes(each.name)}</>} />
        ))}
        {!readOnly && (
          <div class="actions">
            <button type="submit" class="primary" disabled={saving}>Save</button>
            {editing !== undefined && <button type="button" class="danger" onClick={() => setConfirming(true)}>Delete</button>}
          </div>
        )}
      </form>
      {editing !== undefined && loaded && <VisitCheckPanel client={client} id={editing} onVerdict={setVerdict} />}
      {editing !== undefined && loaded && <Activity key={loaded.etag} client={client} websiteId={editing} />}
      {confirming && loaded && <ConfirmDelete domain={loaded.domain} onConfirm={() => void remove()} onCancel={() => setConfirming(false)} />}
    </section>
  )
}

/** A modal dialog naming the domain; Escape or Cancel closes it. */
function ConfirmDelete({ domain, onConfirm, onCancel }: { domain: string; onConfirm: () => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => { dialog.current?.showModal() }, [])
  return (
    <dialog ref={dialog} aria-labelledby="delete-heading" onCancel={onCancel}>
      <h2 id="delete-heading">Delete {domain}?</h2>
      <p>Its settings are gone for good; its id is never used again.</p>
      <div class="actions">
        <button type="button" class="danger" onClick={onConfirm}>Delete website</button>
        <button type="button" onClick={onCancel}>Cancel</button>
      </div>
    </dialog>
  )
}
