// The account's events, written in its change's transaction (changes/event-log.ts): the account as
// GET /api/v1/account shows it, and each setting that changed, [before, after].
import { type ChangeContext, eventStatements } from '../changes/event-log.js'
import type { Companion } from '../db/executor.js'
import type { AccountObject } from './account.store.js'

const TOLD = ['exclude_params', 'exclude_ips'] as const

/** `account.updated`, when a setting changed; a write that changes nothing tells nothing. */
export const accountUpdated = (context: ChangeContext): Companion<{ before: AccountObject; after: AccountObject }> => ({ before, after }) => {
  const changes = Object.fromEntries(TOLD.filter((name) => before[name] !== after[name]).map((name) => [name, [before[name], after[name]] as [unknown, unknown]]))
  if (Object.keys(changes).length === 0) return []
  return eventStatements(context, [{ accountId: after.id, type: 'account.updated', websiteId: null, changes, data: JSON.stringify(after) }])
}
