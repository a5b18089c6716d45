// "Confirm it is you": a change that keeps or widens access (a passkey, TOTP, an admin key, an admin or owner
// made, the account's settings) answers 403 "Please confirm your password first." when the person's last
// sign-in is older than the service's CONFIRM_SECONDS. Every request of the dashboard goes through
// `confirming` (api.ts), so this is asked in one place: the dialog takes the password (and a code when TOTP
// is on), POST /api/v1/session/confirm, and the request that was refused is sent once more.
import { useEffect, useRef, useState } from 'preact/hooks'
import { TextField, useSubmit } from './form.js'

export const CONFIRM_FIRST = 'Please confirm your password first.'

/** The one dialog's opener, set while the dialog is mounted: resolves true once confirmed, false when cancelled. */
let ask: (() => Promise<boolean>) | undefined

/** A fetch that, refused for want of a recent confirmation, asks the person and sends the request again once. */
export const confirming = (fetchOnce: (request: Request) => Promise<Response>) => async (request: Request): Promise<Response> => {
  const response = await fetchOnce(request.clone())
  if (response.status !== 403 || ask === undefined) return response
  const refused = await response.clone().json().catch(() => undefined) as { message?: unknown } | undefined
  if (refused?.message !== CONFIRM_FIRST || !(await ask())) return response
  return fetchOnce(request)
}

/** Mounted once by the app: shown when a request asks for the person's password. */
export function ConfirmPasswordDialog({ send }: { send: (body: { password: string; code?: string }) => ReturnType<Parameters<ReturnType<typeof useSubmit>['send']>[0]> }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [pending, setPending] = useState<(confirmed: boolean) => void>()
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const { errors, problem, busy, send: submitting } = useSubmit()
  useEffect(() => {
    ask = () => new Promise<boolean>((resolve) => setPending(() => resolve))
    return () => { ask = undefined }
  }, [])
  useEffect(() => {
    if (pending) dialog.current?.showModal()
    else dialog.current?.close()
  }, [pending])
  const done = (confirmed: boolean) => {
    pending?.(confirmed)
    setPending(undefined)
    setPassword('')
    setCode('')
  }
  const askCode = errors.code !== undefined || code !== ''
  const submit = async (event: Event) => {
    event.preventDefault()
    if (await submitting(() => send({ password, ...(askCode ? { code } : {}) }))) done(true)
  }
  return (
    <dialog ref={dialog} aria-labelledby="confirm-password-heading" onCancel={() => done(false)}>
      <form onSubmit={submit} noValidate>
        <h2 id="confirm-password-heading">Confirm it is you</h2>
        <p>This change would let someone keep or widen their access, so your password is asked again.</p>
        {problem && <p role="alert" class="problem">{problem}</p>}
        <TextField id="confirm-password" label="Your password" type="password" autocomplete="current-password" value={password} onInput={setPassword} error={errors.password}
          hint="Signed in with single sign-on and have no password here? Sign out and sign in again: a sign-in confirms too." />
        {askCode && <TextField id="confirm-code" label="Code from your authenticator app" autocomplete="one-time-code" value={code} onInput={setCode} error={errors.code} />}
        <div class="actions">
          <button type="submit" class="primary" disabled={busy}>Confirm</button>
          <button type="button" onClick={() => done(false)}>Cancel</button>
        </div>
      </form>
    </dialog>
  )
}
