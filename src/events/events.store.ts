// The event log's store, written once against the database's executor (db/executor.ts). Events are
// written by the writes themselves (changes/event-log.ts); here they are read, and purged once past their
// retention.
import type { Limit } from '../auth/caller.js'
import type { Executor, Query, Wait } from '../db/executor.js'
import type { Event } from './events.schemas.js'

/** Which of an account's events to read: after an id, of a type, of a website, as a limited key sees them. */
export interface EventFilter {
  accountId: number
  after: number
  /** At most this many. */
  count: number
  type?: string | undefined
  websiteId?: number | undefined
  /** A caller limited to some websites: only their events (deleted ones' included), no key or member events. */
  limit?: Limit | undefined
}

export interface EventsStore {
  list(wait: Wait, filter: EventFilter): Promise<Event[]>
  /** Removes at most `batch` events (and the outbox rows and attempts of that age) older than `before`; how many events went. */
  purge(before: string, batch: number): Promise<number>
}

/** An event row: the JSON columns as text. */
export interface EventRow {
  id: number
  type: Event['type']
  occurred_at: string
  actor: string
  request_id: string | null
  website_id: number | null
  changes: string | null
  data: string | null
}

/** An event as the API shows it; `changes` last, where the route's serializer writes an optional field, so a delivery's body has the same bytes. */
export const toEvent = (row: EventRow): Event => ({
  id: row.id, type: row.type, occurred_at: row.occurred_at, actor: JSON.parse(row.actor), request_id: row.request_id,
  website_id: row.website_id, data: row.data === null ? null : JSON.parse(row.data), ...(row.changes === null ? {} : { changes: JSON.parse(row.changes) }),
})

/** The websites a limited caller sees or saw (a deleted website's events stay theirs), by the key's or the member's list. */
const IN_SCOPE = {
  key: `website_id IN (SELECT website_id FROM api_key_websites WHERE key_id = ?
    UNION SELECT website_id FROM api_key_former_websites WHERE key_id = ?)`,
  membership: `website_id IN (SELECT website_id FROM membership_websites WHERE membership_id = ?
    UNION SELECT website_id FROM membership_former_websites WHERE membership_id = ?)`,
}

/** The list statement for a filter's shape, and its values in order. Test events are for one endpoint, never listed. */
export function listStatement(filter: EventFilter): { key: string; sql: string; values: unknown[] } {
  const conditions = ['account_id = ?', 'id > ?', "type <> 'webhook.test'"]
  const values: unknown[] = [filter.accountId, filter.after]
  if (filter.type !== undefined) conditions.push('type = ?'), values.push(filter.type)
  if (filter.websiteId !== undefined) conditions.push('website_id = ?'), values.push(filter.websiteId)
  if (filter.limit !== undefined) conditions.push(IN_SCOPE[filter.limit.by]), values.push(filter.limit.id, filter.limit.id)
  values.push(filter.count)
  const key = `${filter.type !== undefined}:${filter.websiteId !== undefined}:${filter.limit?.by}`
  return {
    key,
    sql: `SELECT id, type, occurred_at, actor, request_id, website_id, changes, data FROM events WHERE ${conditions.join(' AND ')} ORDER BY id LIMIT ?`,
    values,
  }
}

/**
 * Ids follow time (give or take the clocks of instances, seconds against days of retention), so the oldest
 * rows are the first ones by id: a step looks at the first `batch` rows of the primary key and removes
 * those past the cutoff. No index on the times is needed (an import writes a million events without
 * one), and a step never reads more than `batch` rows.
 */
const purgeOldest = (table: string, time: string) =>
  `DELETE FROM ${table} WHERE id IN (SELECT id FROM (SELECT id, ${time} FROM ${table} ORDER BY id LIMIT ?) oldest WHERE ${time} < ?)`
export const EVENTS_PURGE_SQL = {
  events: purgeOldest('events', 'occurred_at'),
  attempts: purgeOldest('webhook_attempts', 'attempted_at'),
}

export function createEventsStore(db: Executor): EventsStore {
  const lists = new Map<string, Query<EventRow>>()
  const purgeEvents = db.prepare(EVENTS_PURGE_SQL.events)
  const purgeAttempts = db.prepare(EVENTS_PURGE_SQL.attempts)
  return {
    async list(wait, filter) {
      const { key, sql, values } = listStatement(filter)
      let statement = lists.get(key)
      if (!statement) lists.set(key, (statement = db.prepare<EventRow>(sql)))
      return (await statement.all(wait, values)).map(toEvent)
    },
    // A step is one short transaction: the attempts and events of that age, at most `batch` of each.
    purge: (before, batch) => db.transaction(async (tx) => {
      await tx.run(purgeAttempts, [batch, before])
      return tx.run(purgeEvents, [batch, before])
    }, { unbounded: true }),
  }
}
