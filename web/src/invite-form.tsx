// Inviting someone: their email, a role, and for a role that may be limited optionally some websites.
import { DEFAULT_ROLE, ROLES, type Website, type WebsitesClient } from '@websites-api/client'
import { useState } from 'preact/hooks'
import { type Role, roleWord } from './api.js'
import { TextField, WebsitePicker, useSubmit } from './form.js'

export function InviteForm({ client, roles, websites, onCancel, onInvited }: {
  client: WebsitesClient; roles: Role[]; websites: Website[]; onCancel: () => void; onInvited: (made: { url: string; email: string; emailed: boolean }) => void
}) {
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>(DEFAULT_ROLE)
  const [picked, setPicked] = useState<number[]>([])
  const { errors, problem, busy, send } = useSubmit()
  const limitable = ROLES[role].limitable
  const submit = async (event: Event) => {
    event.preventDefault()
    const body = { email, role, ...(limitable && picked.length ? { websites: picked } : {}) }
    const answer = await send(() => client.POST('/api/v1/invitations', { body }))
    if (answer) onInvited({ url: answer.data.url, email: answer.data.email ?? email, emailed: answer.data.emailed })
  }
  return (
    <form class="panel" onSubmit={submit} noValidate aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite a member</h2>
      {problem && <p role="alert" class="problem">{problem}</p>}
      <TextField id="invite-email" label="Email" type="email" autocomplete="off" value={email} onInput={setEmail} error={errors.email} />
      <div class="field">
        <label for="invite-role">Role</label>
        <select id="invite-role" value={role} onChange={(event) => setRole(event.currentTarget.value as Role)} aria-invalid={errors.role ? 'true' : undefined} aria-describedby="invite-role-hint">
          {roles.map((each) => <option key={each} value={each}>{roleWord(each)}</option>)}
        </select>
        <p id="invite-role-hint" class="hint">Viewers read; editors also change websites; admins also manage keys, webhooks and members; owners also manage owners.</p>
        {errors.role && <p class="field-error">{errors.role}</p>}
      </div>
      {limitable && websites.length > 0 && (
        <WebsitePicker id="invite-websites" legend="Websites they see (none picked: all of them)" websites={websites} picked={picked} onChange={setPicked} error={errors.websites} />
      )}
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>Send invitation</button>
        <button type="button" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  )
}
