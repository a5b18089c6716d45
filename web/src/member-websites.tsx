// Which websites an editor or viewer sees, changed after they joined: the account's websites to tick
// (none ticked: all of them), saved with PATCH /members/{id}. Their keys wider than the new limit are
// revoked by the service in the same change.
import type { Website, WebsitesClient } from '@websites-api/client'
import { useState } from 'preact/hooks'
import { WebsitePicker, useSubmit } from './form.js'

export function MemberWebsites({ client, member, websites, onSaved, onCancel }: {
  client: WebsitesClient; member: { user: { id: number; name: string }; websites: number[] | null }; websites: Website[]; onSaved: () => void; onCancel: () => void
}) {
  const [picked, setPicked] = useState<number[]>(member.websites ?? [])
  const { errors, problem, busy, send } = useSubmit()
  const submit = async (event: Event) => {
    event.preventDefault()
    const body = { websites: picked.length ? picked : null }
    if (await send(() => client.PATCH('/api/v1/members/{user_id}', { params: { path: { user_id: member.user.id } }, body }))) onSaved()
  }
  return (
    <form class="panel" onSubmit={submit} noValidate aria-label={`Websites of ${member.user.name}`}>
      {problem && <p role="alert" class="problem">{problem}</p>}
      <WebsitePicker id={`member-${member.user.id}-websites`} legend={`Websites ${member.user.name} sees (none picked: all of them)`} websites={websites} picked={picked} onChange={setPicked} error={errors.websites} />
      <p class="hint">Their keys that reach websites they no longer see are revoked.</p>
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>Save websites</button>
        <button type="button" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  )
}
