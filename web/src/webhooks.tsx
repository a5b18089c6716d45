// The account's webhook endpoints: add one (its signing secret shown once), enable or disable, send a
// test, delete (behind a dialog naming it), and each one's latest deliveries with their outcome.
import type { DeliveryAttempt, WebhookEndpoint, WebsitesClient } from '@websites-api/client'
import { useEffect, useRef, useState } from 'preact/hooks'
import { type Caller, UNREACHABLE, problemOf, whyNot } from './api.js'
import { TextField, useSubmit } from './form.js'
import { ShownOnce } from './once.js'
import { useScreen } from './screen.js'

const TYPES = [
  ['website.created', 'Website created'], ['website.updated', 'Website changed'], ['website.deleted', 'Website deleted'],
  ['key.created', 'Key created'], ['key.revoked', 'Key revoked'],
  ['member.added', 'Member added'], ['member.updated', 'Member changed'], ['member.removed', 'Member removed'],
  ['user.security_changed', 'A member\'s two-factor settings changed'],
  ['account.updated', 'Account exclusions changed'],
] as const
type EventType = (typeof TYPES)[number][0]
const when = (timestamp: string) => `${timestamp.slice(0, 10)} ${timestamp.slice(11, 19)} UTC`

export function WebhooksPage({ client, caller }: { client: WebsitesClient; caller: Caller }) {
  const [webhooks, setWebhooks] = useState<WebhookEndpoint[]>()
  const [problem, setProblem] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const [adding, setAdding] = useState(false)
  const [secret, setSecret] = useState<string>()
  const [deleting, setDeleting] = useState<WebhookEndpoint>()
  const heading = useScreen('Webhooks')
  const allowed = caller.rights.has('manage-webhooks')

  const load = async () => {
    const { data, error, response } = await client.GET('/api/v1/webhooks').catch(() => ({ data: undefined, error: undefined, response: undefined }))
    if (!response) return setProblem(UNREACHABLE)
    if (!data) return setProblem(problemOf(response, error))
    setProblem(undefined)
    setWebhooks(data.data)
  }
  useEffect(() => { if (allowed) void load() }, [])

  const act = async (request: Promise<{ data?: unknown; error?: unknown; response: Response }>, done: string) => {
    const answer = await request.catch(() => undefined)
    if (!answer) return setProblem(UNREACHABLE)
    if (!answer.data) return setProblem(problemOf(answer.response, answer.error as never))
    setNotice(done)
    void load()
  }

  if (!allowed) {
    return (
      <section aria-labelledby="webhooks-heading">
        <h1 id="webhooks-heading" ref={heading} tabIndex={-1}>Webhooks</h1>
        <p class="notice">{whyNot(caller, 'manage webhooks')} Webhooks receive every change of the account: {caller.user ? 'admins and owners manage them.' : 'only a key that writes to every website manages them.'}</p>
      </section>
    )
  }
  return (
    <section aria-labelledby="webhooks-heading">
      <div class="heading">
        <h1 id="webhooks-heading" ref={heading} tabIndex={-1}>Webhooks</h1>
        {!adding && !secret && <button type="button" class="primary" onClick={() => setAdding(true)}>Add endpoint</button>}
      </div>
      <p class="hint">Each change is sent to the endpoints that want it as a signed POST (Standard Webhooks), retried for a day when it fails.</p>
      <p role="status" class="notice">{notice}</p>
      {problem && <p role="alert" class="problem">{problem}</p>}
      {secret && <ShownOnce title="Endpoint added: its signing secret" value={secret} kept="The service keeps it sealed (encrypted with its secrets key) to sign deliveries, and never shows it again;" what="your receiver checks each delivery's signature with it."
        onDone={() => setSecret(undefined)} />}
      {adding && <AddWebhook client={client} onCancel={() => setAdding(false)} onAdded={(made) => { setAdding(false); setSecret(made); void load() }} />}
      {!webhooks ? !problem && <p aria-busy="true">Loading…</p> : webhooks.length === 0 ? <p class="empty">No endpoints yet.</p> : webhooks.map((webhook) => (
        <article class="panel" key={webhook.id} aria-labelledby={`webhook-${webhook.id}`}>
          <h2 id={`webhook-${webhook.id}`} class="url">{webhook.url}</h2>
          <p>
            <span class={webhook.enabled ? 'status-on' : 'status-off'}>{webhook.enabled ? 'Enabled' : 'Disabled'}</span>
            {' · '}{webhook.events.length === 0 ? 'every event' : webhook.events.map((type) => TYPES.find(([value]) => value === type)?.[1] ?? type).join(', ')}
            {' · '}added {when(webhook.created_at)}
          </p>
          <div class="actions">
            <button type="button" onClick={() => void act(client.PATCH('/api/v1/webhooks/{id}', { params: { path: { id: webhook.id } }, body: { enabled: !webhook.enabled } }),
              `${webhook.enabled ? 'Disabled' : 'Enabled'} ${webhook.url}.`)}>{webhook.enabled ? 'Disable' : 'Enable'}</button>
            <button type="button" onClick={() => void act(client.POST('/api/v1/webhooks/{id}/test', { params: { path: { id: webhook.id } } }),
              `Test event queued for ${webhook.url}: its delivery shows below in a moment.`)}>Send test</button>
            <button type="button" class="danger" onClick={() => setDeleting(webhook)}>Delete</button>
          </div>
          <Deliveries client={client} id={webhook.id} refresh={notice} />
        </article>
      ))}
      {deleting && <ConfirmDelete webhook={deleting} onCancel={() => setDeleting(undefined)}
        onConfirm={() => { setDeleting(undefined); void act(client.DELETE('/api/v1/webhooks/{id}', { params: { path: { id: deleting.id } } }), `Deleted ${deleting.url}.`) }} />}
    </section>
  )
}

function Deliveries({ client, id, refresh }: { client: WebsitesClient; id: number; refresh: string | undefined }) {
  const [attempts, setAttempts] = useState<DeliveryAttempt[]>()
  useEffect(() => {
    let current = true
    const load = () => client.GET('/api/v1/webhooks/{id}/deliveries', { params: { path: { id } } }).then(({ data }) => current && data && setAttempts(data.data.slice(0, 10)), () => undefined)
    void load()
    // A test just sent is delivered within a moment: look again once.
    const again = setTimeout(() => void load(), 1500)
    return () => { current = false; clearTimeout(again) }
  }, [id, refresh])
  if (!attempts) return null
  if (attempts.length === 0) return <p class="hint">No deliveries yet.</p>
  return (
    <div class="table-wrap" tabIndex={0} role="region" aria-label="Latest deliveries, scrolls sideways on narrow screens">
      <table>
        <caption class="hint">Latest deliveries</caption>
        <thead><tr><th scope="col">Event</th><th scope="col">Attempt</th><th scope="col">When</th><th scope="col">Result</th><th scope="col">Time</th><th scope="col">Next attempt</th></tr></thead>
        <tbody>
          {attempts.map((attempt) => (
            <tr key={`${attempt.event_id}-${attempt.attempt}`}>
              <td class="name" data-label="Event">{attempt.event_id}</td>
              <td data-label="Attempt">{attempt.attempt}</td>
              <td data-label="When">{when(attempt.attempted_at)}</td>
              <td data-label="Result" class={attempt.status !== null && attempt.status < 300 && !attempt.error ? 'status-on' : 'status-off'}>
                {attempt.status === null ? attempt.error : `${attempt.status}${attempt.error ? ` (${attempt.error})` : attempt.status < 300 ? ' delivered' : ''}`}
              </td>
              <td data-label="Time">{attempt.duration_ms} ms</td>
              <td data-label="Next attempt">{attempt.next_attempt_at ? when(attempt.next_attempt_at) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function AddWebhook({ client, onCancel, onAdded }: { client: WebsitesClient; onCancel: () => void; onAdded: (secret: string) => void }) {
  const [url, setUrl] = useState('')
  const [types, setTypes] = useState<EventType[]>([])
  const { errors, problem, busy, send } = useSubmit()
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => { first.current?.focus() }, [])
  const save = async (event: Event) => {
    event.preventDefault()
    const answer = await send(() => client.POST('/api/v1/webhooks', { body: { url, events: types } }))
    if (answer) onAdded(answer.data.secret)
  }
  const toggle = (type: EventType) => setTypes(types.includes(type) ? types.filter((each) => each !== type) : [...types, type])
  return (
    <form class="panel" onSubmit={save} noValidate aria-labelledby="add-webhook-heading">
      <h2 id="add-webhook-heading">Add an endpoint</h2>
      {problem && <p role="alert" class="problem">{problem}</p>}
      {/* http is refused unless the operator allows it (WEBHOOKS_ALLOW_HTTP): the service says so at the field, not the label. */}
      <TextField id="webhook-url" label="URL" type="url" inputRef={first} value={url} onInput={setUrl} error={errors.url}
        hint="Where each delivery is POSTed: https://…, or http://… where the operator allows it." />
      <fieldset class="field">
        <legend>Events to send (none picked: all of them)</legend>
        {TYPES.map(([value, label]) => <label key={value}><input type="checkbox" checked={types.includes(value)} onChange={() => toggle(value)} />{label}</label>)}
        {errors.events && <p class="field-error">{errors.events}</p>}
      </fieldset>
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>Add endpoint</button>
        <button type="button" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  )
}

function ConfirmDelete({ webhook, onConfirm, onCancel }: { webhook: WebhookEndpoint; onConfirm: () => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => { dialog.current?.showModal() }, [])
  return (
    <dialog ref={dialog} aria-labelledby="delete-webhook-heading" onCancel={onCancel}>
      <h2 id="delete-webhook-heading" class="url">Delete the endpoint {webhook.url}?</h2>
      <p>Its pending deliveries and its delivery log go with it.</p>
      <div class="actions">
        <button type="button" class="danger" onClick={onConfirm}>Delete endpoint</button>
        <button type="button" onClick={onCancel}>Cancel</button>
      </div>
    </dialog>
  )
}
