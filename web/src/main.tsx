// The dashboard: sign in with a key, then the list of websites and the form to add, edit or delete one.
// The key decides what is shown (GET /api/v1/key): a read-only or limited key sees no controls it may not use.
import { render } from 'preact'
import { useEffect, useState } from 'preact/hooks'
import { type Caller, UNREACHABLE, clientFor, problemOf, session } from './api.js'
import { WebsiteList } from './list.js'
import { type Route, readRoute } from './route.js'
import { SignIn } from './sign-in.js'
import './style.css'
import { WebsiteForm } from './website-form.js'

function App() {
  const [key, setKey] = useState(session.key())
  const [caller, setCaller] = useState<Caller>()
  const [problem, setProblem] = useState<string>()
  const [route, setRoute] = useState<Route>(readRoute())

  useEffect(() => {
    const onPop = () => setRoute(readRoute())
    addEventListener('popstate', onPop)
    return () => removeEventListener('popstate', onPop)
  }, [])

  useEffect(() => {
    if (!key) return
    setCaller(undefined)
    clientFor(key).GET('/api/v1/key').then(({ data, error, response }) => {
      if (data) return setCaller(data.data)
      session.signOut()
      setKey(null)
      setProblem(problemOf(response, error))
    }, () => setProblem(UNREACHABLE))
  }, [key])

  if (!key) return <SignIn problem={problem} onSignIn={(value) => { session.signIn(value); setProblem(undefined); setKey(value) }} />
  const signOut = () => { session.signOut(); setKey(null); setCaller(undefined) }
  return (
    <>
      <header class="bar">
        <a class="brand" href="/">websites-api</a>
        <span class="who">{caller ? `${caller.account}${caller.read_only ? ' · read-only' : ''}${caller.websites ? ' · limited key' : ''}` : ''}</span>
        <a href="/docs">API reference</a>
        <button type="button" onClick={signOut}>Sign out</button>
      </header>
      <main>
        {problem && <p role="alert" class="problem">{problem}</p>}
        {!caller ? <p aria-busy="true">Loading…</p>
          : route.view === 'list' ? <WebsiteList client={clientFor(key)} caller={caller} state={route.list} />
            : <WebsiteForm key={route.view === 'edit' ? route.id : 'add'} client={clientFor(key)} caller={caller} route={route} />}
      </main>
    </>
  )
}

render(<App />, document.getElementById('app')!)
