// The bar at the top: the sections the caller may use, who is signed in (a person's name links to their
// profile), and signing out. On a phone it takes two short lines: the brand and the person, then the sections.
import type { Caller } from './api.js'
import { type Route, go } from './route.js'

type Section = 'list' | 'keys' | 'webhooks' | 'members' | 'profile' | 'security' | 'account'

/** A key's words: its account and what limits it. */
const keyText = (caller: Caller) => `${caller.account}${caller.admin ? ' · admin' : ''}${caller.read_only ? ' · read-only' : ''}${caller.websites ? ' · limited key' : ''}`

export function Header({ route, caller, onSignOut, onSwitch }: { route: Route; caller: Caller | undefined; onSignOut: () => void; onSwitch: (accountId: number) => void }) {
  const link = (view: Section, label: string) => (
    <a href={view === 'list' ? '/' : `/?${view}`} aria-current={route.view === view || (view === 'list' && (route.view === 'add' || route.view === 'edit')) ? 'page' : undefined}
      onClick={(event) => { event.preventDefault(); go({ view, list: route.list }) }}>{label}</a>
  )
  return (
    <header class="bar">
      <a class="brand" href="/">websites-api</a>
      <span class="who">
        {!caller ? '' : caller.user ? <>{link('profile', caller.user.name)}{(caller.memberships?.length ?? 0) < 2 && <span> · {caller.account} ({caller.role})</span>}</> : keyText(caller)}
      </span>
      {caller?.memberships && caller.memberships.length > 1 && <AccountSwitcher caller={caller} onSwitch={onSwitch} />}
      <button type="button" onClick={onSignOut}>Sign out</button>
      <nav class="views" aria-label="Sections">
        {link('list', 'Websites')}
        {caller?.rights.has('read-keys') && link('keys', 'API keys')}
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
        {caller.memberships!.map((membership) => <option key={membership.account.id} value={String(membership.account.id)}>{membership.account.name} ({membership.role})</option>)}
      </select>
    </>
  )
}
