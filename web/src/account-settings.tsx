// The account's settings page, for those with `manage-account`: the exclusions that apply to every website
// of the account, in addition to each website's own, and the quota the operator set (read only here).
// The lists are the website fields' own controls and metadata (WEBSITE_FIELDS): the same labels and checks.
import { type FieldMeta, WEBSITE_FIELDS, type WebsitesClient, type operations } from '@websites-api/client'
import { useEffect, useState } from 'preact/hooks'
import { type Caller, UNREACHABLE, problemOf } from './api.js'
import { useSubmit } from './form.js'
import { forgetAccount } from './account-cache.js'
import { useScreen } from './screen.js'

type Account = operations['getAccount']['responses'][200]['content']['application/json']['data']
const LISTS = [WEBSITE_FIELDS.exclude_ips, WEBSITE_FIELDS.exclude_params] as FieldMeta[]
type ListName = 'exclude_ips' | 'exclude_params'

export function AccountPage({ client, caller }: { client: WebsitesClient; caller: Caller }) {
  const [account, setAccount] = useState<Account>()
  const [values, setValues] = useState<Record<ListName, string>>({ exclude_ips: '', exclude_params: '' })
  const [loadProblem, setLoadProblem] = useState<string>()
  const [saved, setSaved] = useState<string>()
  const { errors, problem, busy, send } = useSubmit()
  const heading = useScreen('Account')
  const show = (data: Account) => {
    setAccount(data)
    setValues({ exclude_ips: data.exclude_ips ?? '', exclude_params: data.exclude_params ?? '' })
  }
  useEffect(() => {
    void client.GET('/api/v1/account').then(({ data, error, response }) => (data ? show(data.data) : setLoadProblem(problemOf(response, error))), () => setLoadProblem(UNREACHABLE))
  }, [])
  const save = async (event: Event) => {
    event.preventDefault()
    setSaved(undefined)
    const answer = await send(() => client.PATCH('/api/v1/account', { body: { exclude_ips: values.exclude_ips, exclude_params: values.exclude_params } }))
    if (answer) {
      forgetAccount()
      show(answer.data)
      setSaved('Saved: every website of the account excludes these now.')
    }
  }
  const canChange = caller.rights.has('manage-account')
  return (
    <section aria-labelledby="account-heading">
      <h1 id="account-heading" ref={heading} tabIndex={-1}>Account{account && `: ${account.name}`}</h1>
      {loadProblem && <p role="alert" class="problem">{loadProblem}</p>}
      {account && (
        <>
          <p class="quota">{account.max_websites === null
            ? `${account.website_count.toLocaleString('en')} websites; no quota`
            : `${account.website_count.toLocaleString('en')} of ${account.max_websites.toLocaleString('en')} websites (the quota is set by whoever runs this service)`}</p>
          <form onSubmit={save} noValidate>
            <h2>Exclusions for every website</h2>
            <p class="hint" id="account-lists-hint">These apply to every website of {account.name}, in addition to each website's own settings:
              a visit from one of these addresses is not tracked, and these query parameters are removed from the page address it records.</p>
            {LISTS.map((field) => {
              const name = field.name as ListName
              return (
                <div class="field" key={name}>
                  <label for={`account-${name}`}>{field.label}</label>
                  <textarea id={`account-${name}`} name={name} rows={4} value={values[name]} disabled={!canChange}
                    aria-invalid={errors[name] ? 'true' : undefined} aria-describedby={errors[name] ? `account-${name}-error` : 'account-lists-hint'}
                    onInput={(event) => setValues({ ...values, [name]: event.currentTarget.value })} />
                  <p class="hint">One a line{name === 'exclude_params' ? '; the line & removes the whole query' : ': addresses or CIDR ranges'}.</p>
                  {errors[name] && <p id={`account-${name}-error`} class="field-error">{errors[name]}</p>}
                </div>
              )
            })}
            {problem && <p role="alert" class="problem">{problem}</p>}
            <p role="status" class="notice">{saved}</p>
            {canChange && <div class="actions"><button type="submit" class="primary" disabled={busy}>Save</button></div>}
          </form>
        </>
      )}
    </section>
  )
}
