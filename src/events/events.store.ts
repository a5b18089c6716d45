// The event log's store, written once against the database's executor (db/executor.ts). Events are
// written by the writes themselves (changes/event-log.ts); here they are read, and purged once past their
// retention.
import type { Limit } from '../auth/caller.js'
import { EVENT_TYPES, EVENT_VISIBILITY, type EventType } from '../changes/event-types.js'
import type { Executor, Query, Wait } from '../db/executor.js'
import type { Right } from '../rights.js'
import type { Event } from './events.schemas.js'

/** Who reads: what they may see of the log (changes/event-types.ts' EVENT_VISIBILITY). */
export interface EventReader {
  rights: ReadonlySet<Right>
  /** The person behind the caller (a session's, or a person's key's): the events about them are theirs to see. */
  userId: number | null
  /** A caller limited to some websites: only their websites' events (deleted ones' included). */
  limit?: Limit | undefined
}

/** Which of an account's events to read: after an id, of a type, of a website, those `reader` may see. */
export interface EventFilter {
  accountId: number
  after: number
  /** At most this many. */
  count: number
  type?: string | undefined
  websiteId?: number | undefined
  reader: EventReader
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

/** Test events are for one endpoint, never listed. */
const LISTED: readonly EventType[] = EVENT_TYPES.filter((type) => type !== 'webhook.test')

/**
 * What `reader` may see, as a condition on the rows and its values: for each type, all of its events (the
 * right, unscoped), those of the reader's websites (the right, limited), those about the reader (no right,
 * but its subject), or none. `undefined` when it sees every listed event; null when it sees none.
 */
function visibleTo(reader: EventReader): { sql: string; values: unknown[] } | undefined | null {
  const all: EventType[] = []
  const scoped: EventType[] = []
  const own: EventType[] = []
  for (const type of LISTED) {
    const { right, subject, scoped: byWebsite } = EVENT_VISIBILITY[type]
    if (reader.rights.has(right)) (byWebsite && reader.limit ? scoped : all).push(type)
    else if (subject && reader.userId !== null) own.push(type)
  }
  if (all.length === LISTED.length) return undefined
  const types = (list: EventType[]) => `type IN (${list.map((type) => `'${type}'`).join(', ')})`
  const parts: string[] = []
  const values: unknown[] = []
  if (all.length > 0) parts.push(types(all))
  if (scoped.length > 0) parts.push(`(${types(scoped)} AND ${IN_SCOPE[reader.limit!.by]})`), values.push(reader.limit!.id, reader.limit!.id)
  if (own.length > 0) parts.push(`(${types(own)} AND subject_user_id = ?)`), values.push(reader.userId)
  return parts.length === 0 ? null : { sql: `(${parts.join(' OR ')})`, values }
}

/** The list statement for a filter's shape, and its values in order; null when the reader may see none of the log. */
export function listStatement(filter: EventFilter): { key: string; sql: string; values: unknown[] } | null {
  const visible = visibleTo(filter.reader)
  if (visible === null) return null
  const conditions = ['account_id = ?', 'id > ?', "type <> 'webhook.test'"]
  const values: unknown[] = [filter.accountId, filter.after]
  if (filter.type !== undefined) conditions.push('type = ?'), values.push(filter.type)
  if (filter.websiteId !== undefined) conditions.push('website_id = ?'), values.push(filter.websiteId)
  if (visible) conditions.push(visible.sql), values.push(...visible.values)
  values.push(filter.count)
  return {
    // The statement's text is its key: the reader's shape (which types, by which rule) is in it.
    key: conditions.join(' AND '),
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
      const shaped = listStatement(filter)
      if (!shaped) return []
      const { key, sql, values } = shaped
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
