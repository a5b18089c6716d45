// The pages the service's links land on: an invitation (/invitations/{token}: a new person chooses a name
// and a password, someone with an account gives theirs) and a password reset (/reset-password/{token}).
// The token is read from the path and sent only to the API (the page is served with no Referer).
import { type ApiError, ROLES, type Right, type ValidationError, type operations } from '@websites-api/client'
import { useEffect, useState } from 'preact/hooks'
import { type SessionInfo, UNREACHABLE, clientFor, problemOf, roleWord } from './api.js'
import { TextField, useSubmit } from './form.js'
import { useScreen } from './screen.js'

/** A 404 or 429 says what the API says (an invalid or expired link; when to try again). */
const linkProblem = (response: Response, error: ApiError | ValidationError | undefined) =>
  (response.status === 404 || response.status === 429) && typeof error?.message === 'string' ? error.message : undefined

type Preview = operations['previewInvitation']['responses'][200]['content']['application/json']['data']

/**
 * The invitation's page names what it is for (the account and the role, from POST /invitations/preview) and
 * asks, in one step, exactly what accepting needs: an email when the link names none (the first owner's),
 * a name and a new password for someone new, the password of the user who has the invited email already.
 */
export function InvitationPage({ token, onSession }: { token: string; onSession: (session: SessionInfo) => void }) {
  const [preview, setPreview] = useState<Preview>()
  const [invalid, setInvalid] = useState<string>()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { errors, problem, busy, send } = useSubmit()
  const heading = useScreen('Accept the invitation')
  useEffect(() => {
    clientFor().POST('/api/v1/invitations/preview', { body: { token } }).then(({ data, error, response }) => {
      if (data) return setPreview(data.data)
      setInvalid(linkProblem(response, error) ?? problemOf(response, error))
    }, () => setInvalid(UNREACHABLE))
  }, [token])
  const submit = async (event: Event) => {
    event.preventDefault()
    const body = { token, password, name, ...(preview?.email === null ? { email } : {}) }
    const answer = await send(() => clientFor().POST('/api/v1/invitations/accept', { body }), linkProblem)
    if (answer) onSession(answer.data)
  }
  return (
    <main class="sign-in">
      <h1 ref={heading} tabIndex={-1}>{preview ? `Join ${preview.account.name} on websites-api` : 'Join on websites-api'}</h1>
      {invalid ? <p role="alert" class="problem">{invalid}</p> : !preview ? <p aria-busy="true">Loading…</p> : (
        <>
          <p class="invitation-facts">You are invited to the account <strong>{preview.account.name}</strong> as <strong>{roleWord(preview.role)}</strong>
            {preview.email && <> (the invitation is for <strong>{preview.email}</strong>)</>}. {roleMeans(preview.role)} The link works until {preview.expires_at.slice(0, 10)} {preview.expires_at.slice(11, 16)} UTC.</p>
          <p>{preview.email === null ? 'Give your email, your name and a password of your choice.' : 'New here? Give your name and choose a password. Already have a user with this email? Give your name and its password.'}</p>
          <form onSubmit={submit} noValidate>
            {problem && <p role="alert" class="problem">{problem}</p>}
            {errors.token && <p role="alert" class="problem">{errors.token}</p>}
            {preview.email === null && <TextField id="email" label="Your email" type="email" autocomplete="username" value={email} onInput={setEmail} error={errors.email}
              hint="You sign in with it." />}
            <TextField id="name" label="Your name" autocomplete="name" value={name} onInput={setName} error={errors.name} hint="Shown to the other members. Someone who already has a user keeps the name they have." />
            <TextField id="password" label="Password" type="password" autocomplete="new-password" value={password} onInput={setPassword} error={errors.password ?? errors.code}
              hint="8 to 128 characters, not a common password, not your email. A few words make a good one." />
            <button type="submit" class="primary" disabled={busy}>Join {preview.account.name}</button>
          </form>
        </>
      )}
    </main>
  )
}

/** What a role may do, in a sentence for the person invited to it: said from its rights (roles.ts), never its name. */
function roleMeans(role: Preview['role']): string {
  const rights: readonly Right[] = ROLES[role].rights
  if (rights.includes('manage-owners')) return 'That is every right: websites, members and owners, API keys, webhooks and the account\'s settings.'
  if (rights.includes('manage-members')) return 'That lets you manage websites, members, API keys and webhooks.'
  if (rights.includes('write')) return 'That lets you add, change and delete websites, and make your own API keys.'
  return 'That lets you see the websites and their activity, and make your own read-only API keys.'
}

export function ResetPasswordPage({ token, onDone }: { token: string; onDone: () => void }) {
  const [password, setPassword] = useState('')
  const [done, setDone] = useState(false)
  const { errors, problem, busy, send } = useSubmit()
  const heading = useScreen('Choose a new password')
  const submit = async (event: Event) => {
    event.preventDefault()
    if (await send(() => clientFor().POST('/api/v1/password-reset', { body: { token, password } }), linkProblem)) setDone(true)
  }
  return (
    <main class="sign-in">
      <h1 ref={heading} tabIndex={-1}>Choose a new password</h1>
      {done ? (
        <>
          <p role="status" class="notice">Your password is set, and every session of yours was signed out.</p>
          <button type="button" class="primary" onClick={onDone}>Sign in</button>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          {problem && <p role="alert" class="problem">{problem}</p>}
          {errors.token && <p role="alert" class="problem">{errors.token}</p>}
          <TextField id="password" label="New password" type="password" autocomplete="new-password" value={password} onInput={setPassword} error={errors.password}
            hint="8 to 128 characters, not a common password, not your email." />
          <button type="submit" class="primary" disabled={busy}>Set the password</button>
        </form>
      )}
    </main>
  )
}
