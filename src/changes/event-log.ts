// Events are companions of the writes they tell of (db/unit-of-work.ts): the statements that record an
// event go into the change's own transaction, so a change stored has its event and an event never
// outlives a change rolled back. Each starts by locking the account's row until the commit: an
// account's events then commit in id order (migration 0006 says why that makes `after` safe).
// What follows an insert of events (webhooks' deliveries queued, webhooks/outbox.ts) is wired at composition.
import type { Statement } from '../db/unit-of-work.js'
import type { Actor, EventType } from './event-types.js'

/** Who made a change, from which request, and when (the contract's timestamp). */
export interface ChangeContext {
  actor: Actor
  requestId: string | null
  now: string
}

export interface NewEvent {
  accountId: number
  type: EventType
  websiteId: number | null
  /** The person it is about (a key's user, the member changed, the user whose factors changed): they may see it (event-types.ts). */
  subjectUserId?: number | null
  changes?: Record<string, [unknown, unknown]>
  /** Its data, serialized. */
  data: string | null
}

/** An event row's columns, in order. */
const EVENT_COLUMNS = [
  { name: 'account_id', type: 'bigint' }, { name: 'type', type: 'text' }, { name: 'occurred_at', type: 'timestamptz' }, { name: 'actor', type: 'text' },
  { name: 'request_id', type: 'text' }, { name: 'website_id', type: 'bigint' }, { name: 'changes', type: 'text' }, { name: 'data', type: 'text' },
  { name: 'subject_user_id', type: 'bigint' },
] as const

/** The statements that record `events` (any number, any accounts) in the current transaction. */
export function eventStatements(context: ChangeContext, events: readonly NewEvent[]): Statement[] {
  // First: the accounts' rows, held until the commit (see above); a lock, not an update, so a long import
  // that asks again for every batch leaves no trail of row versions behind it.
  const accounts = [...new Set(events.map((event) => event.accountId))]
  const actor = JSON.stringify(context.actor)
  const rows = events.map((event) => [event.accountId, event.type, context.now, actor, context.requestId, event.websiteId,
    event.changes === undefined ? null : JSON.stringify(event.changes), event.data, event.subjectUserId ?? null])
  return [{ lock: { table: 'accounts', ids: accounts } }, { bulk: { table: 'events', columns: EVENT_COLUMNS, rows } }]
}

/** The `webhook.test` event: no website, no data; its delivery is queued by its caller for one endpoint. */
export const testEvent = (context: ChangeContext, accountId: number): Statement[] =>
  eventStatements(context, [{ accountId, type: 'webhook.test', websiteId: null, data: null }])
