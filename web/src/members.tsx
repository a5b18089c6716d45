// The account's members (admins and owners): each person with their role, websites and last sign-in;
// changing a role or an editor's or viewer's websites, removing a member behind a dialog, inviting by email with a role (the link shown once),
// and the pending invitations with revoke. Owners' rows and the owner role are offered to owners only.
import { MemberWebsites } from './member-websites.js'
import type { Website, WebsitesClient, operations } from '@websites-api/client'
import { useEffect, useState } from 'preact/hooks'
import { ROLES } from '@websites-api/client'
import { type Caller, type Role, UNREACHABLE, grantableRoles, problemOf, roleWord } from './api.js'
import { Confirm } from './confirm.js'
import { InviteForm } from './invite-form.js'
import { ShownOnce } from './once.js'
import { domainText } from './domain-text.js'
import { useScreen } from './screen.js'

type Member = operations['listMembers']['responses'][200]['content']['application/json']['data'][number]
type Invitation = operations['listInvitations']['responses'][200]['content']['application/json']['data'][number]

/** The roles the caller may give (each role names the right that grants it). */
export const rolesFor = (caller: Caller): Role[] => grantableRoles(caller.rights)
const when = (timestamp: string | null) => (timestamp === null ? 'never' : `${timestamp.slice(0, 10)} ${timestamp.slice(11, 16)}`)
export const sitesText = (websites: number[] | null, domains: Map<number, string>) =>
  websites === null ? 'All websites' : websites.length === 0 ? 'No websites' : websites.map((id) => domains.get(id) ?? `website ${id}`).join(', ')

export function MembersPage({ client, caller }: { client: WebsitesClient; caller: Caller }) {
  const [members, setMembers] = useState<Member[]>()
  const [invitations, setInvitations] = useState<Invitation[]>([])
  const [websites, setWebsites] = useState<Website[]>([])
  /** The member whose websites are being chosen. */
  const [limiting, setLimiting] = useState<Member>()
  const [problem, setProblem] = useState<string>()
  const [notice, setNotice] = useState('')
  const [inviting, setInviting] = useState(false)
  const [link, setLink] = useState<{ url: string; email: string; emailed: boolean }>()
  const [removing, setRemoving] = useState<Member>()
  /** Whether the account requires two factors: then each member's second factor is shown, and can be filtered on. */
  const [required, setRequired] = useState(false)
  const [withoutOnly, setWithoutOnly] = useState(false)
  const heading = useScreen('Members')

  const load = async () => {
    try {
      const [listed, pending] = await Promise.all([client.GET('/api/v1/members'), client.GET('/api/v1/invitations')])
      if (!listed.data) return setProblem(problemOf(listed.response, listed.error))
      setMembers(listed.data.data)
      if (pending.data) setInvitations(pending.data.data)
    } catch {
      setProblem(UNREACHABLE)
    }
  }
  useEffect(() => {
    void load()
    void client.GET('/api/v1/websites', { params: { query: { per_page: 100, sort_by: 'domain', sort: 'asc' } } }).then(({ data }) => data && setWebsites(data.data), () => undefined)
    void client.GET('/api/v1/account').then(({ data }) => data && setRequired(data.data.require_two_factor), () => undefined)
  }, [])

  const domains = new Map(websites.map((website) => [website.id, domainText(website.domain)]))
  /** Whether the caller may change or remove this member: not themselves here, and only a role theirs to grant. */
  const manages = (member: Member) => member.user.id !== caller.user?.id && caller.rights.has(ROLES[member.role].grantedBy)
  const changeRole = async (member: Member, role: Role) => {
    setProblem(undefined)
    const answer = await client.PATCH('/api/v1/members/{user_id}', { params: { path: { user_id: member.user.id } }, body: { role } }).catch(() => undefined)
    if (answer?.data) setNotice(`${member.user.name} is now ${roleWord(role).toLowerCase()}.`)
    else setProblem(answer ? (answer.response.status === 422 ? Object.values(answer.error?.message ?? {}).flat().join(' ') : problemOf(answer.response, answer.error)) : UNREACHABLE)
    void load()
  }
  const revokeInvitation = async (invitation: Invitation) => {
    const answer = await client.DELETE('/api/v1/invitations/{id}', { params: { path: { id: invitation.id } } }).catch(() => undefined)
    if (answer?.data) setNotice(`The invitation of ${invitation.email ?? 'the first owner'} is revoked.`)
    else setProblem(answer ? problemOf(answer.response, answer.error) : UNREACHABLE)
    void load()
  }

  return (
    <section aria-labelledby="members-heading">
      <div class="heading">
        <h1 id="members-heading" ref={heading} tabIndex={-1}>Members</h1>
        {!inviting && !link && <button type="button" class="primary" onClick={() => setInviting(true)}>Invite member</button>}
      </div>
      <p role="status" class="notice">{notice}</p>
      {problem && <p role="alert" class="problem">{problem}</p>}
      {link && <ShownOnce title={`Invitation for ${link.email}`} value={link.url} kept="Only a digest of it is stored, so nobody can show it to you later."
        what={`${link.emailed ? 'it was also sent by email. ' : ''}Send it to them: it lets whoever opens it join this account, once, within 7 days.`} onDone={() => setLink(undefined)} />}
      {inviting && <InviteForm client={client} roles={rolesFor(caller)} websites={websites} onCancel={() => setInviting(false)}
        onInvited={(made) => { setInviting(false); setLink(made); void load() }} />}
      {required && members && (
        <div class="two-factor-rule">
          <p class="hint">This account requires two factors: a member without an authenticator app or a passkey can use only their profile and security page until they set one up.
            {' '}{members.filter((member) => !member.two_factor).length === 0 ? 'Every member has one.' : `${members.filter((member) => !member.two_factor).length} of ${members.length} have none yet.`}</p>
          <div class="field check"><input id="without-factor" type="checkbox" checked={withoutOnly} onChange={(event) => setWithoutOnly(event.currentTarget.checked)} />
            <label for="without-factor">Only members without a second factor</label></div>
        </div>
      )}
      {!members ? !problem && <p aria-busy="true">Loading…</p> : (
        <ul class="rows" aria-label="Members">
          {members.filter((member) => !(required && withoutOnly) || !member.two_factor).map((member) => (
            <li key={member.user.id} class="row">
              <div class="row-name"><strong>{member.user.name}</strong>{member.user.id === caller.user?.id && ' (you)'} <span class="hint">{member.user.email}</span></div>
              <div class="row-facts hint">{sitesText(member.websites, domains)} · last sign-in {when(member.last_sign_in_at)}
                {required ? <> · <span class={member.two_factor ? 'status-on' : 'status-off'}>{member.two_factor ? 'second factor set up' : 'no second factor yet'}</span></>
                  : member.two_factor ? ' · two-factor on' : ''}</div>
              <div class="row-actions">
                {manages(member) ? (
                  <>
                    <label class="visually-hidden" for={`role-${member.user.id}`}>Role of {member.user.name}</label>
                    <select id={`role-${member.user.id}`} value={member.role} onChange={(event) => void changeRole(member, event.currentTarget.value as Role)}>
                      {rolesFor(caller).map((role) => <option key={role} value={role}>{roleWord(role)}</option>)}
                    </select>
                    {ROLES[member.role].limitable && websites.length > 0 &&
                      <button type="button" onClick={() => setLimiting(member)}>Websites<span class="visually-hidden"> of {member.user.name}</span></button>}
                    <button type="button" class="danger" onClick={() => setRemoving(member)}>Remove<span class="visually-hidden"> {member.user.name}</span></button>
                  </>
                ) : <span>{roleWord(member.role)}</span>}
              </div>
              {limiting?.user.id === member.user.id && <MemberWebsites client={client} member={member} websites={websites}
                onSaved={() => { setLimiting(undefined); setNotice(`The websites ${member.user.name} sees are saved.`); void load() }} onCancel={() => setLimiting(undefined)} />}
            </li>
          ))}
        </ul>
      )}
      <h2>Pending invitations</h2>
      {invitations.length === 0 ? <p class="hint">None.</p> : (
        <ul class="rows" aria-label="Pending invitations">
          {invitations.map((invitation) => (
            <li key={invitation.id} class="row">
              <div class="row-name"><strong>{invitation.email ?? 'the first owner (any email)'}</strong></div>
              <div class="row-facts hint">{roleWord(invitation.role)} · {sitesText(invitation.websites, domains)} · expires {when(invitation.expires_at)} UTC</div>
              <div class="row-actions">
                {caller.rights.has(ROLES[invitation.role].grantedBy) &&
                  <button type="button" onClick={() => void revokeInvitation(invitation)}>Revoke<span class="visually-hidden"> the invitation of {invitation.email}</span></button>}
              </div>
            </li>
          ))}
        </ul>
      )}
      {removing && <Confirm title={`Remove ${removing.user.name} (${removing.user.email})?`} action="Remove member" onCancel={() => setRemoving(undefined)}
        send={() => client.DELETE('/api/v1/members/{user_id}', { params: { path: { user_id: removing.user.id } } })}
        onDone={() => { setNotice(`${removing.user.name} was removed.`); setRemoving(undefined); void load() }}>
        <p>They can no longer see this account, and the keys they made in it are revoked.</p>
      </Confirm>}
    </section>
  )
}
