// A person's security page: the authenticator app (TOTP) with its recovery codes, passkeys, their sessions,
// and for an owner the account's rule that every member must have a second factor. A member caught by that
// rule is led here, and the rest of the dashboard opens once they have set one up.
import type { WebsitesClient, operations } from '@websites-api/client'
import { useEffect, useState } from 'preact/hooks'
import { type Caller, TWO_FACTOR_REQUIRED, UNREACHABLE, problemOf } from './api.js'
import { useSubmit } from './form.js'
import { PasskeysPanel } from './passkeys-panel.js'
import { Sessions } from './profile.js'
import { useScreen } from './screen.js'
import { TotpPanel } from './totp-panel.js'

type Account = operations['getAccount']['responses'][200]['content']['application/json']['data']

export function SecurityPage({ client, caller, required, onFactorsChanged, onSignedOut }: {
  client: WebsitesClient; caller: Caller; required: boolean; onFactorsChanged: () => void; onSignedOut: () => void
}) {
  const [totpOn, setTotpOn] = useState<boolean>()
  const [problem, setProblem] = useState<string>()
  const heading = useScreen('Security')
  const load = () => client.GET('/api/v1/me').then(({ data, error, response }) => (data ? setTotpOn(data.data.totp) : setProblem(problemOf(response, error))), () => setProblem(UNREACHABLE))
  useEffect(() => { void load() }, [])
  const changed = () => { void load(); onFactorsChanged() }
  return (
    <section aria-labelledby="security-heading">
      <h1 id="security-heading" ref={heading} tabIndex={-1}>Security</h1>
      {required && <p role="alert" class="problem">{TWO_FACTOR_REQUIRED} Set up an authenticator app or a passkey below to use the rest of the dashboard.</p>}
      {problem && <p role="alert" class="problem">{problem}</p>}
      {totpOn !== undefined && <TotpPanel client={client} on={totpOn} onChanged={changed} />}
      <PasskeysPanel client={client} onChanged={changed} />
      <Sessions client={client} onSignedOut={onSignedOut} />
      {caller.rights.has('manage-account') && !required && <AccountRule client={client} />}
    </section>
  )
}

function AccountRule({ client }: { client: WebsitesClient }) {
  const [account, setAccount] = useState<Account>()
  const { problem, busy, send } = useSubmit()
  useEffect(() => { void client.GET('/api/v1/account').then(({ data }) => data && setAccount(data.data)) }, [])
  if (!account) return null
  const toggle = async () => {
    const answer = await send(() => client.PATCH('/api/v1/account', { body: { require_two_factor: !account.require_two_factor } }))
    if (answer) setAccount(answer.data)
  }
  return (
    <section class="panel" aria-labelledby="rule-heading">
      <h2 id="rule-heading">Two factors for everyone in {account.name}</h2>
      <p>{account.require_two_factor
        ? 'Required: a member without an authenticator app or a passkey can use only their profile until they set one up.'
        : 'Not required: each member chooses.'}</p>
      {problem && <p role="alert" class="problem">{problem}</p>}
      <button type="button" class={account.require_two_factor ? '' : 'primary'} disabled={busy} onClick={() => void toggle()}>
        {account.require_two_factor ? 'Stop requiring two factors' : 'Require two factors of every member'}
      </button>
    </section>
  )
}
