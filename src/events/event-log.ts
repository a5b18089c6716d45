// Events are companions of the writes they tell of (db/unit-of-work.ts): the statements that record an
// event go into the change's own transaction, so a change stored has its event and an event never
// outlives a change rolled back. Each starts by moving the account's events counter, which holds the
// account's row until the commit: an account's events then commit in id order (migration 0006 says
// why that makes `after` safe). Deliveries are queued by the database's trigger on events.
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

export const EVENTS_SQL = {
  /** First in the transaction: the account's row is held until the commit (see above). */
  countWritten: 'UPDATE accounts SET events_written = events_written + ? WHERE id = ?',
  insert: (rows: number) => `INSERT INTO events (account_id, type, occurred_at, actor, request_id, website_id, changes, data) VALUES
    ${Array.from({ length: rows }, () => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
}
/** Rows per insert: 8 values each stays under SQLite's 32,766 parameters and PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 500

/** The statements that record `events` (any number, any accounts) in the current transaction. */
export function eventStatements(context: ChangeContext, events: readonly NewEvent[]): Statement[] {
  const perAccount = new Map<number, number>()
  for (const event of events) perAccount.set(event.accountId, (perAccount.get(event.accountId) ?? 0) + 1)
  // Accounts in id order: two transactions that lock the same accounts take them in the same order.
  const counters = [...perAccount].sort(([a], [b]) => a - b).map(([accountId, count]) => ({ sql: EVENTS_SQL.countWritten, values: [count, accountId] }))
  const actor = JSON.stringify(context.actor)
  const inserts: Statement[] = []
  for (let start = 0; start < events.length; start += ROWS_PER_INSERT) {
    const chunk = events.slice(start, start + ROWS_PER_INSERT)
    inserts.push({
      sql: EVENTS_SQL.insert(chunk.length),
      values: chunk.flatMap((event) => [event.accountId, event.type, context.now, actor, context.requestId, event.websiteId,
        event.changes === undefined ? null : JSON.stringify(event.changes), event.data]),
    })
  }
  return [...counters, ...inserts]
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
