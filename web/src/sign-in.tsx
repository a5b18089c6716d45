// Signing in: a person with their email and password (and their app's code when they have TOTP), with a
// passkey, or through the single sign-on the service offers (a <meta> of the page names it); or, last, with
// an API key pasted (kept for this tab only).
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser'
import { OIDC_REFUSALS } from '@websites-api/client'
import { useState } from 'preact/hooks'
import { type SessionInfo, UNREACHABLE, clientFor, problemOf } from './api.js'
import { TextField, useSubmit } from './form.js'
import { PasskeysNeedAName, ceremonyProblem, nameForPasskeys } from './passkeys-panel.js'
import { useScreen } from './screen.js'

/** The single sign-on's button text, when the service offers one. */
const singleSignOn = () => document.querySelector<HTMLMetaElement>('meta[name="websites-api-oidc"]')?.content
/** Why the last single sign-on ended without a session (the service sends the person back with a reason). */
function signOnRefusal(): string | undefined {
  const reason = new URLSearchParams(location.search).get('sign_in_error')
  return reason === null ? undefined : OIDC_REFUSALS[reason as keyof typeof OIDC_REFUSALS] ?? 'Single sign-on did not sign you in.'
}

/** The single sign-on's second step is pending: the provider signed the person in, their own second factor comes next. */
const secondStepPending = () => new URLSearchParams(location.search).get('sign_in_step') === 'second_factor'

export function SignIn({ problem, onSignIn, onSession }: { problem: string | undefined; onSignIn: (key: string) => void; onSession: (session: SessionInfo) => void }) {
  if (secondStepPending()) return <SecondStep onSession={onSession} />
  return <Credentials problem={problem} onSignIn={onSignIn} onSession={onSession} />
}

/**
 * After the identity provider, a person who has TOTP or a passkey here gives it before any session exists
 * (POST /api/v1/session/oidc/second-factor, with the pending sign-in in its cookie).
 */
function SecondStep({ onSession }: { onSession: (session: SessionInfo) => void }) {
  const [code, setCode] = useState('')
  const { errors, problem, busy, send, setProblem } = useSubmit()
  const heading = useScreen('Your second factor')
  const finish = (body: { code?: string; credential?: never }) =>
    send(() => clientFor().POST('/api/v1/session/oidc/second-factor', { body }), (response, error) => (response.status === 404 && typeof error?.message === 'string' ? error.message : undefined))
  const submit = async (event: Event) => {
    event.preventDefault()
    const answer = await finish({ code })
    if (answer) onSession(answer.data)
  }
  const withPasskey = async () => {
    setProblem(undefined)
    const options = await clientFor().POST('/api/v1/session/passkey/options').catch(() => undefined)
    if (!options?.data) return setProblem(options ? problemOf(options.response, options.error) : UNREACHABLE)
    const credential = await startAuthentication({ optionsJSON: options.data.data as never }).catch((error: unknown) => { setProblem(ceremonyProblem(error)); return undefined })
    if (!credential) return
    const answer = await finish({ credential: credential as never })
    if (answer) onSession(answer.data)
  }
  return (
    <main class="sign-in">
      <h1 ref={heading} tabIndex={-1}>One more step</h1>
      <p>Your identity provider signed you in. You also have a second factor here: give its code, or use your passkey.</p>
      <form onSubmit={submit} noValidate>
        {problem && <p role="alert" class="problem">{problem}</p>}
        <TextField id="code" label="Code from your authenticator app" autocomplete="one-time-code" value={code} onInput={setCode} error={errors.code ?? errors.credential}
          hint="Or one of your recovery codes." />
        <button type="submit" class="primary" disabled={busy}>Sign in</button>
      </form>
      <div class="actions other-ways">
        {nameForPasskeys() === undefined && browserSupportsWebAuthn() && <button type="button" onClick={() => void withPasskey()}>Use a passkey</button>}
        <a class="button" href="/">Start over</a>
      </div>
      {nameForPasskeys() !== undefined && <PasskeysNeedAName at={nameForPasskeys()!} />}
    </main>
  )
}

function Credentials({ problem, onSignIn, onSession }: { problem: string | undefined; onSignIn: (key: string) => void; onSession: (session: SessionInfo) => void }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const { errors, problem: refused, busy, send, setProblem } = useSubmit()
  const heading = useScreen('Sign in')
  const sso = singleSignOn()
  // The code's field appears once the API asks for one (it does only after a right password), and stays while filled.
  const askCode = errors.code !== undefined || code !== ''
  const submit = async (event: Event) => {
    event.preventDefault()
    const answer = await send(() => clientFor().POST('/api/v1/session', { body: { email, password, ...(askCode ? { code } : {}) } }),
      (response) => (response.status === 429 ? `Too many sign-in attempts: try again in ${response.headers.get('retry-after') ?? 'a few'} seconds.` : undefined))
    if (answer) return onSession(answer.data)
  }
  const withPasskey = async () => {
    setProblem(undefined)
    try {
      const options = await clientFor().POST('/api/v1/session/passkey/options')
      if (!options.data) return setProblem(problemOf(options.response, options.error))
      const credential = await startAuthentication({ optionsJSON: options.data.data as never }).catch((error: unknown) => { setProblem(ceremonyProblem(error)); return undefined })
      if (!credential) return
      const answer = await clientFor().POST('/api/v1/session/passkey', { body: { credential: credential as never } })
      if (answer.data) return onSession(answer.data.data)
      setProblem(answer.response.status === 422 ? 'That passkey was not accepted: it may have been removed.' : problemOf(answer.response, answer.error))
    } catch {
      setProblem(UNREACHABLE)
    }
  }
  return (
    <main class="sign-in">
      <h1 ref={heading} tabIndex={-1}>Sign in to websites-api</h1>
      <form onSubmit={submit} noValidate>
        {(refused ?? signOnRefusal()) && <p role="alert" class="problem">{refused ?? signOnRefusal()}</p>}
        <TextField id="email" label="Email" type="email" autocomplete="username webauthn" value={email} onInput={setEmail} error={errors.email} />
        <TextField id="password" label="Password" type="password" autocomplete="current-password" value={password} onInput={setPassword} error={errors.password} />
        {askCode && <TextField id="code" label="Code from your authenticator app" autocomplete="one-time-code" value={code} onInput={setCode}
          error={code === '' && errors.code === 'The code field is required.' ? undefined : errors.code} hint="Or one of your recovery codes." />}
        <button type="submit" class="primary" disabled={busy}>Sign in</button>
      </form>
      <div class="actions other-ways">
        {nameForPasskeys() === undefined && browserSupportsWebAuthn() && <button type="button" onClick={() => void withPasskey()}>Sign in with a passkey</button>}
        {sso && <a class="button" href="/api/v1/session/oidc">Sign in with {sso}</a>}
      </div>
      {nameForPasskeys() !== undefined && <PasskeysNeedAName at={nameForPasskeys()!} />}
      <details open={problem !== undefined}>
        <summary>Sign in with an API key</summary>
        <KeyForm problem={problem} onSignIn={onSignIn} />
      </details>
    </main>
  )
}

/** A key pasted here is kept for this tab only. */
function KeyForm({ problem, onSignIn }: { problem: string | undefined; onSignIn: (key: string) => void }) {
  const [value, setValue] = useState('')
  return (
    <form onSubmit={(event) => { event.preventDefault(); if (value.trim()) onSignIn(value.trim()) }}>
      <label for="key">API key</label>
      <input id="key" name="key" type="password" autocomplete="off" required value={value} aria-describedby={problem ? 'key-problem' : 'key-hint'}
        aria-invalid={problem ? 'true' : undefined} onInput={(event) => setValue(event.currentTarget.value)} />
      <p id="key-hint" class="hint">Kept in this tab only, until you sign out or close it. Make one with <code>websites-api keys create</code>.</p>
      {problem && <p id="key-problem" role="alert" class="problem">{problem}</p>}
      <button type="submit">Sign in with the key</button>
    </form>
  )
}
