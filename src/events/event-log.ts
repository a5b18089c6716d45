// Events are companions of the writes they tell of (db/unit-of-work.ts): the statements that record an
// event go into the change's own transaction, so a change stored has its event and an event never
// outlives a change rolled back. Each starts by locking the account's row until the commit: an
// account's events then commit in id order (migration 0006 says why that makes `after` safe).
// Deliveries are queued by the database's trigger on events.
import type { KeyWritten } from '../auth/keys.store.js'
import type { KeyDescription } from '../auth/keys.schemas.js'
import fastJson from 'fast-json-stringify'
import type { Companion, Statement } from '../db/unit-of-work.js'
import type { ImportedWebsite } from '../import/import.store.js'
import { WEBSITE_FIELDS, Website } from '../websites/websites.schemas.js'
import type { StoredWebsite } from '../websites/websites.store.js'
import type { Actor, EventType } from './events.schemas.js'

/** Who made a change, from which request, and when (the contract's timestamp). */
export interface ChangeContext {
  actor: Actor
  requestId: string | null
  now: string
}

interface NewEvent {
  accountId: number
  type: EventType
  websiteId: number | null
  changes?: Record<string, [unknown, unknown]>
  /** Its data, serialized. */
  data: string | null
}

/** The website object as the API writes it, by the same kind of compiled serializer (a tenth of JSON.stringify's time). */
const websiteJson = fastJson(Website as object) as (website: Website) => string

/** An event row's columns, in order. */
const EVENT_COLUMNS = [
  { name: 'account_id', type: 'bigint' }, { name: 'type', type: 'text' }, { name: 'occurred_at', type: 'timestamptz' }, { name: 'actor', type: 'text' },
  { name: 'request_id', type: 'text' }, { name: 'website_id', type: 'bigint' }, { name: 'changes', type: 'text' }, { name: 'data', type: 'text' },
] as const

/** The statements that record `events` (any number, any accounts) in the current transaction. */
export function eventStatements(context: ChangeContext, events: readonly NewEvent[]): Statement[] {
  // First: the accounts' rows, held until the commit (see above); a lock, not an update, so a long import
  // that asks again for every batch leaves no trail of row versions behind it.
  const accounts = [...new Set(events.map((event) => event.accountId))]
  const actor = JSON.stringify(context.actor)
  const rows = events.map((event) => [event.accountId, event.type, context.now, actor, context.requestId, event.websiteId,
    event.changes === undefined ? null : JSON.stringify(event.changes), event.data])
  return [{ lock: { table: 'accounts', ids: accounts } }, { bulk: { table: 'events', columns: EVENT_COLUMNS, rows } }]
}

/** The website object (its version is no part of it). */
const wire = ({ version: _version, ...website }: StoredWebsite): Website => website

const FIELD_NAMES = Object.keys(WEBSITE_FIELDS) as (keyof typeof WEBSITE_FIELDS)[]

/** Each field that differs, [before, after], in the fields' order; a password given counts even when one was stored. */
export function changesOf(before: Website, after: Website, passwordGiven: boolean): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {}
  for (const field of FIELD_NAMES) {
    if (before[field] !== after[field] || (field === 'password' && passwordGiven)) changes[field] = [before[field], after[field]]
  }
  return changes
}

export const websiteCreated = (context: ChangeContext, accountId: number): Companion<StoredWebsite> => (website) =>
  eventStatements(context, [{ accountId, type: 'website.created', websiteId: website.id, data: websiteJson(website) }])

/** `before`: the website as the update found it (the update is conditional on its version). An update that changes nothing tells nothing. */
export const websiteUpdated = (context: ChangeContext, accountId: number, before: StoredWebsite, passwordGiven: boolean): Companion<StoredWebsite> => (after) => {
  const changes = changesOf(wire(before), wire(after), passwordGiven)
  if (Object.keys(changes).length === 0) return []
  return eventStatements(context, [{ accountId, type: 'website.updated', websiteId: after.id, changes, data: websiteJson(after) }])
}

export const websiteDeleted = (context: ChangeContext, accountId: number): Companion<StoredWebsite> => (website) =>
  eventStatements(context, [{ accountId, type: 'website.deleted', websiteId: website.id, data: websiteJson(website) }])

/** A key created or revoked; `describe` gives its description as GET /api/v1/keys shows it, once its id is known. */
export const keyChanged = (context: ChangeContext, type: 'key.created' | 'key.revoked', describe: (written: KeyWritten) => KeyDescription): Companion<KeyWritten> =>
  (written) => eventStatements(context, [{ accountId: written.accountId, type, websiteId: null, data: JSON.stringify(describe(written)) }])

/**
 * One event per imported website, a batch at a time, in account order within the batch: the account's
 * index then takes them in runs instead of one row here and one there (a third of the events' cost).
 */
export const websitesImported = (context: ChangeContext): Companion<readonly ImportedWebsite[]> => (rows) =>
  eventStatements(context, [...rows].sort((a, b) => a.accountId - b.accountId || a.id - b.id).map((row) => ({
    accountId: row.accountId, type: 'website.created' as const, websiteId: row.id,
    data: websiteJson(importedWebsite(row)),
  })))

/** An imported row as the website object (the serializer takes the fields it knows, in its order). */
const importedWebsite = (row: ImportedWebsite): Website => ({ ...row, password: row.password_hash !== null } as unknown as Website)

/** The `webhook.test` event: no website, no data; its delivery is queued by its caller for one endpoint. */
export const testEvent = (context: ChangeContext, accountId: number): Statement[] =>
  eventStatements(context, [{ accountId, type: 'webhook.test', websiteId: null, data: null }])
