// The dashboard: sign in (a person with a password, or an API key), then the list of websites and the
// pages of the header. Who is signed in decides what is shown (GET /api/v1/session or GET /api/v1/key):
// nothing is offered that the API would refuse them.
import { render } from 'preact'
import { useEffect, useState } from 'preact/hooks'
import { type Caller, type SessionInfo, TWO_FACTOR_REQUIRED, UNREACHABLE, callerOfKey, callerOfSession, clientFor, problemOf, session, whenTwoFactorRequired, whyNot } from './api.js'
import { Missing } from './missing.js'
import { ConfirmPasswordDialog } from './confirm-password.js'
import { Header } from './header.js'
import { KeysPage } from './keys.js'
import { InvitationPage, ResetPasswordPage } from './link-pages.js'
import { WebsiteList } from './list.js'
import { MembersPage } from './members.js'
import { ProfilePage } from './profile.js'
import { type Route, go, readRoute } from './route.js'
import { SecurityPage } from './security.js'
import { AccountPage } from './account-settings.js'
import { SignIn } from './sign-in.js'
import './style.css'
import { WebhooksPage } from './webhooks.js'
import { WebsiteForm } from './website-form.js'

/** How the tab is signed in: a key it keeps, a session cookie, neither, or not known yet. */
type Credential = { key: string } | 'session' | 'none' | 'checking'

function App() {
  const [credential, setCredential] = useState<Credential>(() => {
    const key = session.key()
    return key ? { key } : 'checking'
  })
  const [caller, setCaller] = useState<Caller>()
  const [problem, setProblem] = useState<string>()
  const [route, setRoute] = useState<Route>(readRoute())
  /** A person whose account requires two factors and who has none: only the security page opens. */
  const [factorMissing, setFactorMissing] = useState(false)
  // The rule is learnt from the pages' own answers (a 403 saying so), never from a request of its own.
  useEffect(() => { whenTwoFactorRequired(() => setFactorMissing(true)); return () => whenTwoFactorRequired(undefined) }, [])
  /** After the person changed their factors: whether the rule still holds them (one request, on their action). */
  const checkFactors = () => clientFor().GET('/api/v1/account').then(({ error, response }) => {
    const missing = response.status === 403 && error?.message === TWO_FACTOR_REQUIRED
    // A factor just set up by someone the rule held: they stay on the Security page and see it, the rest now open.
    setFactorMissing((before) => {
      if (before && !missing) go({ view: 'security', list: readRoute().list }, true)
      return missing
    })
  }, () => undefined)

  useEffect(() => {
    const onPop = () => setRoute(readRoute())
    addEventListener('popstate', onPop)
    return () => removeEventListener('popstate', onPop)
  }, [])

  useEffect(() => {
    // A session's caller is set by whoever opened it (the check below, a sign-in, an invitation): asked once.
    if (credential === 'none' || credential === 'session') return
    setCaller(undefined)
    if (credential === 'checking') {
      // A session cookie is HttpOnly: whether there is one, only the service can say.
      clientFor().GET('/api/v1/session').then(({ data }) => {
        if (!data) return setCredential('none')
        session.withCookie()
        setCaller(callerOfSession(data.data))
        setCredential('session')
      }, () => { setProblem(UNREACHABLE); setCredential('none') })
      return
    }
    session.signIn(credential.key)
    clientFor(credential.key).GET('/api/v1/key').then(({ data, error, response }) => {
      if (data) return setCaller(callerOfKey(data.data))
      session.signOut()
      setCredential('none')
      setProblem(problemOf(response, error))
    }, () => setProblem(UNREACHABLE))
  }, [credential])

  /** A session just opened (sign-in, an invitation accepted): its page is the list, without the link's token in the URL. */
  const opened = (info: SessionInfo) => {
    session.withCookie()
    setProblem(undefined)
    setCaller(callerOfSession(info))
    setCredential('session')
    // Nor a single sign-on's step or refusal in it.
    if (route.view === 'invitation' || route.view === 'reset' || /[?&]sign_in_/.test(location.search)) go({ view: 'list', list: route.list }, true)
  }
  const signOut = async (reason?: string) => {
    if (credential === 'session') await clientFor().DELETE('/api/v1/session').catch(() => undefined)
    session.signOut()
    setCaller(undefined)
    setCredential('none')
    setProblem(reason)
  }

  /** Acting in another of the person's accounts: the page starts over at its websites. */
  const switchAccount = async (account: number) => {
    const answer = await clientFor().PATCH('/api/v1/session', { body: { account } }).catch(() => undefined)
    if (!answer?.data) return setProblem(answer ? problemOf(answer.response, answer.error) : UNREACHABLE)
    setProblem(undefined)
    setCaller(undefined)
    go({ view: 'list', list: route.list })
    setCaller(callerOfSession(answer.data.data))
  }

  if (route.view === 'invitation') return <InvitationPage token={route.token} onSession={opened} />
  if (route.view === 'reset') return <ResetPasswordPage token={route.token} onDone={() => { void signOut(); go({ view: 'list', list: route.list }, true) }} />
  if (credential === 'checking') return <p aria-busy="true">Loading…</p>
  if (credential === 'none') return <SignIn problem={problem} onSignIn={(key) => { setProblem(undefined); setCredential({ key }) }} onSession={opened} />
  const client = clientFor(credential === 'session' ? undefined : credential.key)
  return (
    <>
      <Header route={route} caller={caller} onSignOut={() => void signOut()} onSwitch={(account) => void switchAccount(account)} />
      {credential === 'session' && <ConfirmPasswordDialog send={(body) => clientFor().POST('/api/v1/session/confirm', { body })} />}
      {/* A new account starts every page over (nothing of the other account's stays on screen). */}
      <main key={caller?.accountId ?? 0}>
        {problem && <p role="alert" class="problem">{problem}</p>}
        {!caller ? <p aria-busy="true">Loading…</p>
          : (route.view === 'security' || route.view === 'profile') && !caller.user
            ? <Missing title={route.view === 'security' ? 'Security' : 'Profile'} why="This key is a program's, not a person's: it has no profile, password or second factors. Sign in with your email to see yours." />
          : factorMissing || route.view === 'security' ? <SecurityPage client={client} caller={caller} required={factorMissing} onFactorsChanged={() => void checkFactors()} onSignedOut={() => void signOut()} />
          : route.view === 'list' ? <WebsiteList client={client} caller={caller} state={route.list} />
            : route.view === 'keys' ? <KeysPage client={client} caller={caller} onOwnKeyRevoked={() => void signOut('You revoked the key this dashboard was signed in with: sign in with another key.')} />
            : route.view === 'webhooks' ? <WebhooksPage client={client} caller={caller} />
            : route.view === 'members' ? (caller.rights.has('manage-members') ? <MembersPage client={client} caller={caller} />
              : <Missing title="Members" why={`${whyNot(caller, 'see or invite members')} ${caller.user ? 'Admins and owners manage the members of this account.' : 'Only an admin key that writes to every website manages members.'}`} />)
            : route.view === 'account' ? <AccountPage client={client} caller={caller} />
            : route.view === 'profile' ? <ProfilePage client={client} onRenamed={(name) => setCaller({ ...caller, user: { ...caller.user!, name } })} />
            : <WebsiteForm key={route.view === 'edit' ? route.id : 'add'} client={client} caller={caller} route={route} />}
      </main>
    </>
  )
}

render(<App />, document.getElementById('app')!)
