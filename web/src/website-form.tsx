import { type FieldName, type VisitCheck, type WebsitesClient, reasonInWords } from '@websites-api/client'
import { useEffect, useRef, useState } from 'preact/hooks'
import { unicodeOf } from './domain-text.js'
import { type Caller, UNREACHABLE, problemOf, whyNot } from './api.js'
import { useSubmit } from './form.js'
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
  // The form's sending (one at a time, a 422 at its fields) is the shared hook's; so is the load's and the delete's refusal.
  const { errors, problem: refusal, busy: saving, status, send, setProblem: setRefusal, setErrors } = useSubmit()
  const problem = refusal === undefined ? undefined : { text: refusal, conflict: status === 412 }
  const setProblem = (next: { text: string } | undefined) => setRefusal(next?.text)
  const [confirming, setConfirming] = useState(false)
  const [verdict, setVerdict] = useState<VisitCheck>()
  const [account, setAccount] = useState<{ exclude_ips: string | null; exclude_params: string | null }>()
  // One key per form: a double click, or a retry after a lost answer, makes one website.
  const idempotencyKey = useRef(crypto.randomUUID())
  // Adding needs `create`; changing and deleting, `write`.
  const readOnly = !caller.rights.has(route.view === 'add' ? 'create' : 'write')
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
    if (readOnly) return
    // Nothing is lost on a refusal: the values stay in the form. A create answered again (a retry of one
    // already made) is not a new website for the kept count.
    let replayed = false
    const answer = editing === undefined
      ? await send(async () => {
        const created = await client.POST('/api/v1/websites', { params: { header: { 'idempotency-key': idempotencyKey.current } }, body: bodyOf(values, undefined) as { domain: string } })
        replayed = created.response.headers.get('idempotent-replayed') === 'true'
        return created
      })
      : await send(() => client.PATCH('/api/v1/websites/{id}', { params: { path: { id: editing }, header: { 'if-match': loaded?.etag } }, body: bodyOf(values, loaded?.values) }))
    if (answer) {
      if (editing === undefined && !replayed) websitesChanged(1)
      announce(`Saved ${answer.data.domain}.`)
      back()
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
    if (!answer) return setProblem({ text: UNREACHABLE })
    // A refused delete is said as the hook says a refused save (412 offers to reload).
    await send(async () => answer)
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
      {readOnly && editing !== undefined && <p class="hint">{whyNot(caller, 'change websites')} You can look, and test a visit.</p>}
      {readOnly && editing === undefined ? <p class="notice">{whyNot(caller, 'add websites')}</p> : <form onSubmit={save} noValidate>
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
      </form>}
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
