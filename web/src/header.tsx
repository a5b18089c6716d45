// The bar at the top: the sections the caller may use, who is signed in (a person's name links to their
// profile, their account and role), and signing out. On a phone the sections wrap onto as many lines as they
// need, so that every one is on screen (none hidden off to the side), the current one marked.
import { type Caller, roleWord } from './api.js'
import { type Route, go } from './route.js'

type Section = 'list' | 'keys' | 'webhooks' | 'members' | 'profile' | 'security' | 'account'

/** A key's words: its account and what its rights leave out. */
const keyText = (caller: Caller) => `${caller.account} · ${caller.rights.has('read-keys') ? 'admin key' : 'key'}${caller.rights.has('write') ? '' : ' · read-only'}${caller.websites ? ' · some websites' : ''}`

export function Header({ route, caller, onSignOut, onSwitch }: { route: Route; caller: Caller | undefined; onSignOut: () => void; onSwitch: (accountId: number) => void }) {
  const link = (view: Section, label: string) => (
    <a href={view === 'list' ? '/' : `/?${view}`} aria-current={route.view === view || (view === 'list' && (route.view === 'add' || route.view === 'edit')) ? 'page' : undefined}
      onClick={(event) => { event.preventDefault(); go({ view, list: route.list }) }}>{label}</a>
  )
  return (
    <header class="bar">
      <a class="brand" href="/">websites-api</a>
      {/* The person's name may be shortened; the account and the role are kept whole (they decide what is offered). */}
      <span class="who">
        {!caller ? '' : caller.user ? <>
          <span class="who-name">{link('profile', caller.user.name)}</span>
          {(caller.memberships?.length ?? 0) < 2 && <span class="who-account">{caller.account} · {roleWord(caller.role!)}</span>}
        </> : <span class="who-account">{keyText(caller)}</span>}
      </span>
      {caller?.memberships && caller.memberships.length > 1 && <AccountSwitcher caller={caller} onSwitch={onSwitch} />}
      <button type="button" onClick={onSignOut}>Sign out</button>
      <nav class="views" aria-label="Sections">
        {link('list', 'Websites')}
        {(caller?.rights.has('read-keys') || caller?.rights.has('own-keys')) && link('keys', 'API keys')}
        {caller?.rights.has('manage-webhooks') && link('webhooks', 'Webhooks')}
        {caller?.rights.has('manage-members') && link('members', 'Members')}
        {caller?.rights.has('manage-account') && link('account', 'Account')}
        {caller?.user && link('security', 'Security')}
        <a href="/docs">API reference</a>
      </nav>
    </header>
  )
}

/** A person in several accounts picks the one they act in (the session's current account). */
function AccountSwitcher({ caller, onSwitch }: { caller: Caller; onSwitch: (accountId: number) => void }) {
  return (
    <>
      <label for="account" class="visually-hidden">Account</label>
      <select id="account" class="account" value={String(caller.accountId)} onChange={(event) => onSwitch(Number(event.currentTarget.value))}>
        {caller.memberships!.map((membership) => <option key={membership.account.id} value={String(membership.account.id)}>{membership.account.name} ({roleWord(membership.role)})</option>)}
      </select>
    </>
  )
}
