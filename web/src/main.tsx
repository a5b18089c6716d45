// The dashboard: sign in with a key, then the list of websites and the form to add, edit or delete one.
// The key decides what is shown (GET /api/v1/key): a read-only or limited key sees no controls it may not use.
import { render } from 'preact'
import { useEffect, useState } from 'preact/hooks'
import { type Caller, UNREACHABLE, clientFor, problemOf, session } from './api.js'
import { WebsiteList } from './list.js'
import { type Route, go, readRoute } from './route.js'
import { SignIn } from './sign-in.js'
import './style.css'
import { WebsiteForm } from './website-form.js'
import { KeysPage } from './keys.js'
import { WebhooksPage } from './webhooks.js'

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
  const signOut = (reason?: string) => { session.signOut(); setKey(null); setCaller(undefined); setProblem(reason) }
  const link = (view: 'list' | 'keys' | 'webhooks', label: string) => (
    <a href={view === 'list' ? '/' : `/?${view}`} aria-current={route.view === view || (view === 'list' && (route.view === 'add' || route.view === 'edit')) ? 'page' : undefined}
      onClick={(event) => { event.preventDefault(); go({ view, list: route.list }) }}>{label}</a>
  )
  return (
    <>
      <header class="bar">
        <a class="brand" href="/">websites-api</a>
        <nav class="views" aria-label="Sections">
          {link('list', 'Websites')}
          {caller?.admin && link('keys', 'API keys')}
          {caller && !caller.read_only && !caller.websites && link('webhooks', 'Webhooks')}
        </nav>
        <span class="who">{caller ? `${caller.account}${caller.admin ? ' · admin' : ''}${caller.read_only ? ' · read-only' : ''}${caller.websites ? ' · limited key' : ''}` : ''}</span>
        <a href="/docs">API reference</a>
        <button type="button" onClick={() => signOut()}>Sign out</button>
      </header>
      <main>
        {problem && <p role="alert" class="problem">{problem}</p>}
        {!caller ? <p aria-busy="true">Loading…</p>
          : route.view === 'list' ? <WebsiteList client={clientFor(key)} caller={caller} state={route.list} />
            : route.view === 'keys' ? <KeysPage client={clientFor(key)} caller={caller} onOwnKeyRevoked={() => signOut('You revoked the key this dashboard was signed in with: sign in with another key.')} />
            : route.view === 'webhooks' ? <WebhooksPage client={clientFor(key)} caller={caller} />
            : <WebsiteForm key={route.view === 'edit' ? route.id : 'add'} client={clientFor(key)} caller={caller} route={route} />}
      </main>
    </>
  )
}

render(<App />, document.getElementById('app')!)
