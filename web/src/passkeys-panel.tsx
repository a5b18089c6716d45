// Passkeys on the security page: add one (the browser's own dialog, through @simplewebauthn/browser) with a
// name, list them with their last use, remove one. A passkey signs in without a password and counts as two
// factors.
import type { WebsitesClient, operations } from '@websites-api/client'
import { WebAuthnAbortService, browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser'
import { useEffect, useState } from 'preact/hooks'
import { UNREACHABLE, problemOf } from './api.js'
import { Confirm } from './confirm.js'
import { TextField, useSubmit } from './form.js'

type Passkey = operations['listPasskeys']['responses'][200]['content']['application/json']['data'][number]
const when = (timestamp: string | null) => (timestamp ? `${timestamp.slice(0, 10)} ${timestamp.slice(11, 16)}` : 'never')

/** What a browser's refusal of a ceremony means to a person (they cancelled, or the device cannot). */
export function ceremonyProblem(error: unknown): string {
  const name = (error as { name?: string }).name
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey dialog was closed or timed out: nothing was changed.'
  if (name === 'InvalidStateError') return 'This device already holds a passkey of yours.'
  return `The browser could not use a passkey here (${(error as Error).message ?? String(error)}).`
}

/**
 * Browsers refuse passkeys on a page at an IP address (WebAuthn's relying party is a host name): where the
 * same page is at a name (localhost, for this machine's loopback address), or null there is none to offer;
 * undefined when this page is at a name already.
 */
export function nameForPasskeys(): string | null | undefined {
  const host = location.hostname
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(host) && !host.startsWith('[')) return undefined
  if (host !== '127.0.0.1' && host !== '[::1]') return null
  const url = new URL(location.href)
  url.hostname = 'localhost'
  return url.href
}

/** Said in place of a passkey button on a page at an IP address: why, and where passkeys work. */
export function PasskeysNeedAName({ at }: { at: string | null }) {
  return (
    <p class="hint passkeys-elsewhere">
      Passkeys work only at a host name, and this page is at an IP address ({location.hostname}).{' '}
      {at ? <><a href={at}>Open the dashboard at localhost</a> to use them (you sign in again there).</> : 'Open the dashboard at a host name that points to this service (its PUBLIC_URL) to use them.'}
    </p>
  )
}

export function PasskeysPanel({ client, onChanged }: { client: WebsitesClient; onChanged: () => void }) {
  const [passkeys, setPasskeys] = useState<Passkey[]>()
  const [problem, setProblem] = useState<string>()
  const [removing, setRemoving] = useState<Passkey>()
  const load = () => client.GET('/api/v1/me/passkeys').then(({ data, error, response }) => (data ? setPasskeys(data.data) : setProblem(problemOf(response, error))), () => setProblem(UNREACHABLE))
  useEffect(() => {
    void load()
    return () => WebAuthnAbortService.cancelCeremony()
  }, [])
  return (
    <section class="panel" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">Passkeys</h2>
      <p class="hint">A passkey signs you in without a password, with this device's screen lock or a security key, and counts as two factors.</p>
      {problem && <p role="alert" class="problem">{problem}</p>}
      {passkeys && passkeys.length > 0 && (
        <ul class="rows" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} class="row">
              <div class="row-name"><strong>{passkey.name}</strong></div>
              <div class="row-facts hint">added {when(passkey.created_at)} · last used {when(passkey.last_used_at)}</div>
              <div class="row-actions"><button type="button" onClick={() => setRemoving(passkey)}>Remove<span class="visually-hidden"> {passkey.name}</span></button></div>
            </li>
          ))}
        </ul>
      )}
      {passkeys && passkeys.length === 0 && <p>None yet.</p>}
      {nameForPasskeys() !== undefined ? <PasskeysNeedAName at={nameForPasskeys()!} /> : browserSupportsWebAuthn() ? <AddPasskey client={client} onAdded={() => { void load(); onChanged() }} /> : <p class="hint">This browser cannot make passkeys.</p>}
      {removing && (
        <Confirm title={`Remove the passkey ${removing.name}?`} action="Remove"
          send={() => client.DELETE('/api/v1/me/passkeys/{id}', { params: { path: { id: removing.id } } })}
          onDone={() => { setRemoving(undefined); void load(); onChanged() }} onCancel={() => setRemoving(undefined)}>
          <p>It will no longer sign you in. Your other sessions are signed out.</p>
        </Confirm>
      )}
    </section>
  )
}

function AddPasskey({ client, onAdded }: { client: WebsitesClient; onAdded: () => void }) {
  const [name, setName] = useState('')
  const [notice, setNotice] = useState('')
  const { errors, problem, busy, send, setProblem } = useSubmit()
  const submit = async (event: Event) => {
    event.preventDefault()
    setNotice('')
    const options = await send(() => client.POST('/api/v1/me/passkeys/options'))
    if (!options) return
    let credential
    try {
      credential = await startRegistration({ optionsJSON: options.data as never })
    } catch (error) {
      return setProblem(ceremonyProblem(error))
    }
    if (await send(() => client.POST('/api/v1/me/passkeys', { body: { name, credential: credential as never } }))) {
      setName('')
      setNotice('The passkey is added; your other sessions were signed out.')
      onAdded()
    }
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Add a passkey">
      {problem && <p role="alert" class="problem">{problem}</p>}
      <TextField id="passkey-name" label="Name of the new passkey" value={name} onInput={setName} error={errors.name ?? errors.credential} hint="Say where it lives: “Laptop”, “Phone”, “Security key”." />
      <div class="actions"><button type="submit" class="primary" disabled={busy}>Add a passkey</button><span role="status">{notice}</span></div>
    </form>
  )
}
