// The pages the service's links land on: an invitation (/invitations/{token}: a new person chooses a name
// and a password, someone with an account gives theirs) and a password reset (/reset-password/{token}).
// The token is read from the path and sent only to the API (the page is served with no Referer).
import type { ApiError, ValidationError } from '@websites-api/client'
import { useState } from 'preact/hooks'
import { type SessionInfo, clientFor } from './api.js'
import { TextField, useSubmit } from './form.js'
import { useScreen } from './screen.js'

/** A 404 or 429 says what the API says (an invalid or expired link; when to try again). */
const linkProblem = (response: Response, error: ApiError | ValidationError | undefined) =>
  (response.status === 404 || response.status === 429) && typeof error?.message === 'string' ? error.message : undefined

export function InvitationPage({ token, onSession }: { token: string; onSession: (session: SessionInfo) => void }) {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { errors, problem, busy, send } = useSubmit()
  const heading = useScreen('Accept the invitation')
  const submit = async (event: Event) => {
    event.preventDefault()
    const body = { token, password, ...(name ? { name } : {}), ...(email ? { email } : {}) }
    const answer = await send(() => clientFor().POST('/api/v1/invitations/accept', { body }), linkProblem)
    if (answer) onSession(answer.data)
  }
  return (
    <main class="sign-in">
      <h1 ref={heading} tabIndex={-1}>Join on websites-api</h1>
      <p>You were invited to an account. New here? Give your name and choose a password. Already have a user with the invited email? Give your name and its password.</p>
      <form onSubmit={submit} noValidate>
        {problem && <p role="alert" class="problem">{problem}</p>}
        {errors.token && <p role="alert" class="problem">{errors.token}</p>}
        <TextField id="name" label="Your name" autocomplete="name" value={name} onInput={setName} error={errors.name} hint="Someone who already has a user keeps the name they have." />
        {/* Only the first owner's link names no email: the API then asks for one, and only then is it shown. */}
        {(errors.email !== undefined || email !== '') && <TextField id="email" label="Your email" type="email" autocomplete="username" value={email} onInput={setEmail} error={errors.email}
          hint="This link was made for no email in particular: give yours." />}
        <TextField id="password" label="Password" type="password" autocomplete="new-password" value={password} onInput={setPassword} error={errors.password}
          hint="8 to 128 characters, not a common password, not your email. A few words make a good one." />
        <button type="submit" class="primary" disabled={busy}>Join</button>
      </form>
    </main>
  )
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
