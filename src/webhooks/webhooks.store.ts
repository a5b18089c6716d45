// What webhooks need from storage: the endpoints (per account), the outbox the delivery worker claims
// from and completes, and the attempts people read. The SQL both databases share is written once here;
// one store per database adds what differs (claiming with FOR UPDATE SKIP LOCKED, the test event's id).
import type { Statement } from '../db/unit-of-work.js'
import type { ChangeContext } from '../changes/event-log.js'
import type { EventRow } from '../events/events.store.js'
import type { DeliveryAttempt, Webhook } from './webhooks.schemas.js'

export interface NewWebhook {
  url: string
  /** null: every type. */
  events: readonly string[] | null
  /** The signing secret, sealed (secret-box). */
  secret: string
}

/** Only the fields given change; `events` null means every type again. */
export interface WebhookChanges {
  url?: string
  events?: readonly string[] | null
  enabled?: boolean
}

/** The account has MAX_WEBHOOKS endpoints: nothing was created. */
export class TooManyWebhooks extends Error {}

/** A delivery a worker holds (its lease) while it attempts it. */
export interface ClaimedDelivery {
  id: number
  webhookId: number
  url: string
  /** Sealed. */
  secret: string
  failingSince: string | null
  eventId: number
  /** Attempts made before this one. */
  attempts: number
  event: EventRow
}

/** What an attempt gave, and what becomes of the delivery. */
export interface DeliveryOutcome {
  delivery: ClaimedDelivery
  attemptedAt: string
  status: number | null
  error: string | null
  durationMs: number
  delivered: boolean
  /** When to try again; null: delivered or given up. */
  nextAttemptAt: string | null
  /** An endpoint failing since before this is disabled (5 days of failures). */
  disableIfFailingSince: string
}

export interface WebhooksStore {
  list(accountId: number): Promise<Webhook[]>
  get(accountId: number, id: number): Promise<Webhook | undefined>
  /** Throws TooManyWebhooks. */
  create(accountId: number, webhook: NewWebhook, now: string): Promise<Webhook>
  update(accountId: number, id: number, changes: WebhookChanges, now: string): Promise<Webhook | undefined>
  remove(accountId: number, id: number): Promise<boolean>
  /** A `webhook.test` event queued for this endpoint alone; its id, or undefined when there is no such endpoint. */
  sendTest(accountId: number, id: number, context: ChangeContext): Promise<number | undefined>
  /** The endpoint's latest attempts, newest first; undefined when there is no such endpoint. */
  attempts(accountId: number, id: number, limit: number): Promise<DeliveryAttempt[] | undefined>
  /**
   * Leases due deliveries until `leaseUntil`: of enabled endpoints (test events whatever), none of an
   * endpoint that already has `perEndpoint` leased, at most `perEndpoint` each, at most `limit`.
   */
  claim(now: string, leaseUntil: string, limit: number, perEndpoint: number): Promise<ClaimedDelivery[]>
  /** Records each attempt and moves each delivery on (gone, or due again), in one transaction. */
  complete(outcomes: readonly DeliveryOutcome[]): Promise<void>
}

const COLUMNS = 'id, url, events, enabled, created_at, updated_at'
export type WebhookRow = Omit<Webhook, 'events' | 'enabled'> & { events: string | null; enabled: number }

/** Stored as ",a,b," (a type is found with one substring test, in SQL too), null for all. */
export const storedEvents = (events: readonly string[] | null): string | null => (events && events.length > 0 ? `,${events.join(',')},` : null)
export const toWebhook = (row: WebhookRow): Webhook =>
  ({ ...row, events: row.events === null ? [] : row.events.slice(1, -1).split(','), enabled: row.enabled === 1 })

export const WEBHOOKS_SQL = {
  list: `SELECT ${COLUMNS} FROM webhooks WHERE account_id = ? ORDER BY id`,
  get: `SELECT ${COLUMNS} FROM webhooks WHERE id = ? AND account_id = ?`,
  count: 'SELECT CAST(COUNT(*) AS INTEGER) AS n FROM webhooks WHERE account_id = ?',
  insert: `INSERT INTO webhooks (account_id, url, events, enabled, secret, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?, ?) RETURNING ${COLUMNS}`,
  /** Each field only when given; enabling again starts a new 5-day window. */
  update: `UPDATE webhooks SET url = COALESCE(?, url), events = CASE WHEN ? = 1 THEN ? ELSE events END, enabled = COALESCE(?, enabled),
    failing_since = CASE WHEN ? = 1 THEN NULL ELSE failing_since END, updated_at = ? WHERE id = ? AND account_id = ? RETURNING ${COLUMNS}`,
  remove: 'DELETE FROM webhooks WHERE id = ? AND account_id = ?',
  queueTest: 'INSERT INTO webhook_deliveries (webhook_id, event_id, next_attempt_at, test) VALUES (?, ?, ?, 1)',
  attempts: `SELECT event_id, attempt, attempted_at, status, error, duration_ms, next_attempt_at FROM webhook_attempts
    WHERE webhook_id = ? ORDER BY id DESC LIMIT ?`,
}

/**
 * A claim walks endpoints, never an endpoint's whole backlog (index webhook_deliveries_endpoint): the
 * endpoints that have deliveries waiting, one index probe each (a skip scan), with how many of theirs are
 * leased now; then each one's first due deliveries, as many as its cap leaves; then the tests of disabled
 * endpoints (index webhook_deliveries_tests). Its cost grows with the endpoints, not with what waits.
 */
export const CLAIM_SQL = {
  /** The endpoints that have deliveries waiting, a recursive CTE: from each, the next one up the index. */
  waiting: `waiting(id) AS (
      SELECT (SELECT MIN(webhook_id) FROM webhook_deliveries)
      UNION ALL
      SELECT (SELECT MIN(webhook_id) FROM webhook_deliveries WHERE webhook_id > waiting.id) FROM waiting WHERE waiting.id IS NOT NULL
    )`,
  /** Of those, the enabled ones, and how many of theirs are leased (being attempted) now. Parameter: now. */
  endpoints: `SELECT w.id, (SELECT COUNT(*) FROM webhook_deliveries l WHERE l.webhook_id = w.id AND l.leased_until > ?) AS leased
    FROM waiting JOIN webhooks w ON w.id = waiting.id WHERE w.enabled = 1`,
  /** What a claimed delivery carries: the endpoint's address and secret, the event. */
  columns: `d.id, d.webhook_id AS "webhookId", w.url, w.secret, w.failing_since AS "failingSince", d.event_id AS "eventId", d.attempts,
      e.id AS event_id, e.type, e.occurred_at, e.actor, e.request_id, e.website_id, e.changes, e.data`,
  /** A delivery that is due and not leased; parameters: now, now. */
  due: 'd.next_attempt_at <= ? AND (d.leased_until IS NULL OR d.leased_until <= ?)',
}

/** A row of `due` as a claimed delivery. */
export function toClaimed(row: Omit<ClaimedDelivery, 'event'> & Omit<EventRow, 'id'> & { event_id: number }): ClaimedDelivery {
  const { event_id: id, type, occurred_at, actor, request_id, website_id, changes, data, ...delivery } = row
  return { ...delivery, event: { id, type, occurred_at, actor, request_id, website_id, changes, data } }
}

const ATTEMPT_COLUMNS = [
  { name: 'webhook_id', type: 'bigint' }, { name: 'event_id', type: 'bigint' }, { name: 'attempt', type: 'bigint' },
  { name: 'attempted_at', type: 'timestamptz' }, { name: 'status', type: 'bigint' }, { name: 'error', type: 'text' },
  { name: 'duration_ms', type: 'bigint' }, { name: 'next_attempt_at', type: 'timestamptz' },
] as const

/**
 * What records a batch of outcomes (the worker's completion transaction): every attempt in one insert, for
 * the endpoints still there (`endpoints`: one deleted while its attempt was in flight keeps no log, its
 * attempts went with it); a retry's schedule and an endpoint's failing state one statement each (the work of
 * failing endpoints, rare). The deliveries that are done (delivered or given up), `finished`, each
 * database removes in one statement of its own.
 */
export function completion(outcomes: readonly DeliveryOutcome[], endpoints: ReadonlySet<number>): { statements: Statement[]; finished: number[] } {
  const attempts: unknown[][] = []
  const statements: Statement[] = [{ bulk: { table: 'webhook_attempts', columns: ATTEMPT_COLUMNS, rows: attempts } }]
  const finished: number[] = []
  for (const outcome of outcomes) {
    const { delivery } = outcome
    if (endpoints.has(delivery.webhookId)) {
      attempts.push([delivery.webhookId, delivery.eventId, delivery.attempts + 1, outcome.attemptedAt, outcome.status, outcome.error,
        outcome.durationMs, outcome.nextAttemptAt])
    }
    if (outcome.nextAttemptAt === null) finished.push(delivery.id)
    else {
      statements.push({ sql: 'UPDATE webhook_deliveries SET attempts = ?, next_attempt_at = ?, leased_until = NULL WHERE id = ?',
        values: [delivery.attempts + 1, outcome.nextAttemptAt, delivery.id] })
    }
    if (outcome.delivered) {
      if (delivery.failingSince !== null) statements.push({ sql: 'UPDATE webhooks SET failing_since = NULL WHERE id = ?', values: [delivery.webhookId] })
    } else {
      statements.push({ sql: 'UPDATE webhooks SET failing_since = COALESCE(failing_since, ?) WHERE id = ?', values: [outcome.attemptedAt, delivery.webhookId] })
      statements.push({
        sql: 'UPDATE webhooks SET enabled = 0, updated_at = ? WHERE id = ? AND enabled = 1 AND failing_since <= ?',
        values: [outcome.attemptedAt, delivery.webhookId, outcome.disableIfFailingSince],
      })
    }
  }
  return { statements, finished }
}

/** The update's values, in the order of `WEBHOOKS_SQL.update`. */
export const updateValues = (accountId: number, id: number, changes: WebhookChanges, now: string): unknown[] => [
  changes.url ?? null, changes.events === undefined ? 0 : 1, changes.events === undefined ? null : storedEvents(changes.events),
  changes.enabled === undefined ? null : Number(changes.enabled), changes.enabled === true ? 1 : 0, now, id, accountId,
]
