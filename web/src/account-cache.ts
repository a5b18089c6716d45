// The account's settings (its quota, its exclusions for every website) as the list and each website's form
// show them: read once and kept five minutes (a reload reads them again), so that moving around the
// dashboard does not spend the key's rate limit (60 a minute by default) on them; the count follows this
// dashboard's own creates and deletes, and saving the account page reads them again. What another client changes shows
// within those minutes, and the API refuses a create past the quota whatever the page says.
import type { WebsitesClient, operations } from '@websites-api/client'

export type Account = operations['getAccount']['responses'][200]['content']['application/json']['data']

const KEPT_MS = 300_000
let cached: { account: string; at: number; answer: Promise<Account | undefined> } | undefined

/** The settings of the caller's account (named by `account`), or undefined when they could not be read (never kept then). */
export function accountOf(client: WebsitesClient, account: string): Promise<Account | undefined> {
  if (cached && cached.account === account && Date.now() - cached.at < KEPT_MS) return cached.answer
  const answer = client.GET('/api/v1/account').then(({ data }) => data?.data, () => undefined)
  const entry = { account, at: Date.now(), answer }
  cached = entry
  void answer.then((account) => { if (account === undefined && cached === entry) cached = undefined })
  return answer
}

/** After the account page saved its settings: read them again next time. */
export function forgetAccount(): void {
  cached = undefined
}

/** After this dashboard made (+1) or deleted (-1) a website: the count kept follows, without a request. */
export function websitesChanged(delta: 1 | -1): void {
  if (cached) cached.answer = cached.answer.then((account) => account && { ...account, website_count: account.website_count + delta })
}
