// The visit check's use case on a website already read (and found the caller's): the fields' failures
// as one 422, then the verdict from the website's compiled settings.
import { type Checked, assertValid } from '../validation.js'
import { type VisitInput, VISIT_FIELDS } from './visit-check.schemas.js'
import { createSettingsCache } from './visit-check/settings-cache.js'
import { judgeVisit } from './visit-check/verdict.js'
import type { StoredWebsite } from './websites.store.js'

const FIELD_ORDER = Object.keys(VISIT_FIELDS)

export function createVisitChecker() {
  const settings = createSettingsCache()
  return (website: StoredWebsite, { values, invalid }: Checked<VisitInput>) => {
    assertValid(invalid, FIELD_ORDER)
    // Null (an empty value) is the same as absent.
    const visit = { ip: values.ip ?? undefined, user_agent: values.user_agent ?? undefined, url: values.url ?? undefined }
    return { website_id: website.id, ...judgeVisit(settings.settingsOf(website), visit) }
  }
}
