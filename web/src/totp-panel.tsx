// TOTP on the security page: set up (the QR code and the secret for typing by hand), confirmed with a code
// of the app, which shows the ten recovery codes once (copy or download); turned off or new codes made with
// the password.
import type { WebsitesClient } from '@websites-api/client'
import { useState } from 'preact/hooks'
import { TextField, useSubmit } from './form.js'

type Setup = { secret: string; otpauth_url: string; qr_svg: string }

export function TotpPanel({ client, on, onChanged }: { client: WebsitesClient; on: boolean; onChanged: () => void }) {
  const [setup, setSetup] = useState<Setup>()
  const [codes, setCodes] = useState<string[]>()
  const { problem, busy, send } = useSubmit()
  const start = async () => {
    const answer = await send(() => client.POST('/api/v1/me/totp'))
    if (answer) setSetup(answer.data)
  }
  const shown = (recovery: string[]) => { setSetup(undefined); setCodes(recovery); onChanged() }
  return (
    <section class="panel" aria-labelledby="totp-heading">
      <h2 id="totp-heading">Authenticator app</h2>
      {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />
        : setup ? <ConfirmTotp client={client} setup={setup} onOn={shown} onCancel={() => setSetup(undefined)} />
        : on ? <TotpOn client={client} onOff={onChanged} onNewCodes={(recovery) => setCodes(recovery)} />
        : (
          <>
            <p>Off. With it on, signing in with your password also asks for a 6-digit code of an authenticator app.</p>
            {problem && <p role="alert" class="problem">{problem}</p>}
            <button type="button" class="primary" disabled={busy} onClick={() => void start()}>Set up an authenticator app</button>
          </>
        )}
    </section>
  )
}

function ConfirmTotp({ client, setup, onOn, onCancel }: { client: WebsitesClient; setup: Setup; onOn: (codes: string[]) => void; onCancel: () => void }) {
  const [code, setCode] = useState('')
  const { errors, problem, busy, send } = useSubmit()
  const submit = async (event: Event) => {
    event.preventDefault()
    const answer = await send(() => client.POST('/api/v1/me/totp/confirm', { body: { code } }))
    if (answer) onOn(answer.data.recovery_codes)
  }
  return (
    <form onSubmit={submit} noValidate>
      <p>Scan this code with your authenticator app, or type the key in by hand, then give the 6-digit code it shows.</p>
      <img class="qr" width="200" height="200" alt="QR code of your authenticator key" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`} />
      <p>Key: <code class="secret">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code></p>
      {problem && <p role="alert" class="problem">{problem}</p>}
      <TextField id="totp-code" label="Code from the app" autocomplete="one-time-code" value={code} onInput={setCode} error={errors.code} />
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>Turn on</button>
        <button type="button" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  )
}

/** The codes that sign in once each when the app is lost: shown only now, to copy or download. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<string>()
  const text = `${codes.join('\n')}\n`
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied('Copied.')
    } catch {
      setCopied('Copying is not allowed here: select the codes and copy them yourself.')
    }
  }
  return (
    <div class="shown-once">
      <h3>Your recovery codes</h3>
      <p><strong>Keep them now: they will not be shown again.</strong> Each signs in once in place of the app's code, if you lose it. Only their digests are stored.</p>
      <ul class="codes" aria-label="Recovery codes">{codes.map((code) => <li key={code}><code>{code}</code></li>)}</ul>
      <div class="actions">
        <button type="button" class="primary" onClick={() => void copy()}>Copy</button>
        <a class="button" download="websites-api-recovery-codes.txt" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}>Download</a>
        <button type="button" onClick={onDone}>Done</button>
        <span role="status">{copied}</span>
      </div>
    </div>
  )
}

function TotpOn({ client, onOff, onNewCodes }: { client: WebsitesClient; onOff: () => void; onNewCodes: (codes: string[]) => void }) {
  const [password, setPassword] = useState('')
  const { errors, problem, busy, send } = useSubmit()
  const turnOff = async () => {
    if (await send(() => client.DELETE('/api/v1/me/totp', { body: { password } }))) { setPassword(''); onOff() }
  }
  const renew = async () => {
    const answer = await send(() => client.POST('/api/v1/me/recovery-codes', { body: { password } }))
    if (answer) { setPassword(''); onNewCodes(answer.data.recovery_codes) }
  }
  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate>
      <p><strong>On.</strong> Signing in with your password asks for a code of your app, or a recovery code.</p>
      {problem && <p role="alert" class="problem">{problem}</p>}
      <TextField id="totp-password" label="Your password" type="password" autocomplete="current-password" value={password} onInput={setPassword} error={errors.password ?? errors.totp}
        hint="Needed to turn the app off or to make new recovery codes. Your other sessions are signed out." />
      <div class="actions">
        <button type="button" disabled={busy} onClick={() => void renew()}>New recovery codes</button>
        <button type="button" class="danger" disabled={busy} onClick={() => void turnOff()}>Turn off</button>
      </div>
    </form>
  )
}
