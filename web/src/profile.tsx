// A person's own page: their name and email, and a new password (with the current one). Their sessions
// (each other one with "Sign out") are on the security page, exported from here.
import type { WebsitesClient, operations } from '@websites-api/client'
import { useEffect, useState } from 'preact/hooks'
import { UNREACHABLE, problemOf } from './api.js'
import { TextField, useSubmit } from './form.js'
import { go, readRoute } from './route.js'
import { useScreen } from './screen.js'

type Me = operations['getMe']['responses'][200]['content']['application/json']['data']
type Session = operations['listMySessions']['responses'][200]['content']['application/json']['data'][number]
const when = (timestamp: string) => `${timestamp.slice(0, 10)} ${timestamp.slice(11, 16)}`

export function ProfilePage({ client, onRenamed }: { client: WebsitesClient; onRenamed: (name: string) => void }) {
  const [me, setMe] = useState<Me>()
  const [problem, setProblem] = useState<string>()
  const heading = useScreen('Profile')
  useEffect(() => {
    client.GET('/api/v1/me').then(({ data, error, response }) => (data ? setMe(data.data) : setProblem(problemOf(response, error))), () => setProblem(UNREACHABLE))
  }, [])
  return (
    <section aria-labelledby="profile-heading">
      <h1 id="profile-heading" ref={heading} tabIndex={-1}>Profile</h1>
      {problem && <p role="alert" class="problem">{problem}</p>}
      {me && <NameForm client={client} me={me} onSaved={(saved) => { setMe(saved); onRenamed(saved.name) }} />}
      {me && <PasswordForm client={client} />}
      <p>Two-factor authentication, passkeys and your sessions are on the <a href="/?security" onClick={(event) => { event.preventDefault(); go({ view: 'security', list: readRoute().list }) }}>Security</a> page.</p>
    </section>
  )
}

function NameForm({ client, me, onSaved }: { client: WebsitesClient; me: Me; onSaved: (me: Me) => void }) {
  const [name, setName] = useState(me.name)
  const [notice, setNotice] = useState('')
  const { errors, problem, busy, send } = useSubmit()
  const submit = async (event: Event) => {
    event.preventDefault()
    const answer = await send(() => client.PATCH('/api/v1/me', { body: { name } }))
    if (answer) { onSaved(answer.data); setNotice('Your name is saved.') }
  }
  return (
    <form class="panel" onSubmit={submit} noValidate aria-labelledby="name-heading">
      <h2 id="name-heading">You</h2>
      <p>Email: <strong>{me.email}</strong></p>
      {problem && <p role="alert" class="problem">{problem}</p>}
      <TextField id="profile-name" label="Name" autocomplete="name" value={name} onInput={setName} error={errors.name} />
      <div class="actions"><button type="submit" class="primary" disabled={busy}>Save name</button><span role="status">{notice}</span></div>
    </form>
  )
}

function PasswordForm({ client }: { client: WebsitesClient }) {
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [notice, setNotice] = useState('')
  const { errors, problem, busy, send } = useSubmit()
  const submit = async (event: Event) => {
    event.preventDefault()
    if (await send(() => client.PATCH('/api/v1/me', { body: { current_password: current, password } }))) {
      setCurrent('')
      setPassword('')
      setNotice('Your password is changed; your other sessions were signed out.')
    }
  }
  return (
    <form class="panel" onSubmit={submit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading">Change your password</h2>
      {problem && <p role="alert" class="problem">{problem}</p>}
      <TextField id="current-password" label="Current password" type="password" autocomplete="current-password" value={current} onInput={setCurrent} error={errors.current_password} />
      <TextField id="new-password" label="New password" type="password" autocomplete="new-password" value={password} onInput={setPassword} error={errors.password}
        hint="8 to 128 characters, not a common password, not your email. Your other sessions are signed out." />
      <div class="actions"><button type="submit" class="primary" disabled={busy}>Change password</button><span role="status">{notice}</span></div>
    </form>
  )
}

export function Sessions({ client, onSignedOut }: { client: WebsitesClient; onSignedOut: () => void }) {
  const [sessions, setSessions] = useState<Session[]>()
  const [problem, setProblem] = useState<string>()
  const load = () => client.GET('/api/v1/me/sessions').then(({ data, error, response }) => (data ? setSessions(data.data) : setProblem(problemOf(response, error))), () => setProblem(UNREACHABLE))
  useEffect(() => { void load() }, [])
  const end = async (session: Session) => {
    const answer = await client.DELETE('/api/v1/me/sessions/{id}', { params: { path: { id: session.id } } }).catch(() => undefined)
    if (answer?.data && session.current) return onSignedOut()
    if (!answer?.data) setProblem(answer ? problemOf(answer.response, answer.error) : UNREACHABLE)
    void load()
  }
  return (
    <section class="panel" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Your sessions</h2>
      <p class="hint">Each browser where you are signed in (times in UTC). Sign out of one you do not recognise, then change your password.</p>
      {problem && <p role="alert" class="problem">{problem}</p>}
      {!sessions ? !problem && <p aria-busy="true">Loading…</p> : (
        <ul class="rows" aria-label="Sessions">
          {sessions.map((session) => (
            <li key={session.id} class="row">
              <div class="row-name"><strong>{session.current ? 'This browser' : session.user_agent ?? 'Unknown browser'}</strong></div>
              <div class="row-facts hint">{session.address ?? 'unknown address'} · signed in {when(session.created_at)} · last used {when(session.last_used_at)}</div>
              <div class="row-actions">
                {!session.current && <button type="button" onClick={() => void end(session)}>Sign out<span class="visually-hidden"> session {session.id}</span></button>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
