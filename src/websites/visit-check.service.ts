// The visit check's use case on a website already read (and found the caller's): the fields' failures
// as one 422, then the verdict from the website's compiled settings.
import { type Checked, assertValid } from '../validation.js'
import { type VisitInput, VISIT_FIELDS } from './visit-check.schemas.js'
import { createSettingsCache } from './visit-check/settings-cache.js'
import { type AccountSettings, compileAccountSettings, judgeVisit } from './visit-check/verdict.js'
import type { AccountExclusions, StoredWebsite } from './websites.store.js'

const FIELD_ORDER = Object.keys(VISIT_FIELDS)

/** The account's exclusions compiled, per account, again only when their text changed (bounded like the websites' cache). */
export function createAccountSettingsCache(capacity = 500) {
  const cache = new Map<number, { text: string; settings: AccountSettings }>()
  return (accountId: number, exclusions: AccountExclusions): AccountSettings => {
    const text = `${exclusions.exclude_ips ?? ''}\u0000${exclusions.exclude_params ?? ''}`
    let entry = cache.get(accountId)
    if (entry) cache.delete(accountId)
    if (!entry || entry.text !== text) entry = { text, settings: compileAccountSettings(exclusions) }
    cache.set(accountId, entry)
    if (cache.size > capacity) cache.delete(cache.keys().next().value!)
    return entry.settings
  }
}

export function createVisitChecker() {
  const settings = createSettingsCache()
  const accountSettings = createAccountSettingsCache()
  return (website: StoredWebsite, account: { id: number } & AccountExclusions, { values, invalid }: Checked<VisitInput>) => {
    assertValid(invalid, FIELD_ORDER)
    // Null (an empty value) is the same as absent.
    const visit = { ip: values.ip ?? undefined, user_agent: values.user_agent ?? undefined, url: values.url ?? undefined }
    return { website_id: website.id, ...judgeVisit(settings.settingsOf(website), visit, accountSettings(account.id, account)) }
  }
}
