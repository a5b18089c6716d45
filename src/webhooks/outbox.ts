// The outbox: which endpoints get a delivery of an event (the rule, run in the event's own transaction
// after every insert of events: composition wires it, so every path that writes an event queues its
// deliveries and none can forget to), what a delivery worker claims, and what completing an attempt
// records. The claim itself differs per database (webhooks.claim.sqlite.ts, webhooks.claim.postgres.ts).
import type { Executor, Statement } from '../db/executor.js'
import type { EventRow } from '../events/events.store.js'

/**
 * An event goes to each enabled endpoint of its account whose `events` filter (null: all; else ",type,type,")
 * names its type; `webhook.test` events go only where their test sends them. A delivery is due at once.
 * `onQueued` is told after the commit when any was queued (the process wakes its delivery worker).
 */
export function queueDeliveries(db: Executor, onQueued: () => void): void {
  db.follow('events', {
    sql: `INSERT INTO webhook_deliveries (webhook_id, event_id, next_attempt_at)
      SELECT w.id, e.id, e.occurred_at FROM inserted e JOIN webhooks w ON w.account_id = e.account_id
      WHERE e.type <> 'webhook.test' AND w.enabled = 1 AND (w.events IS NULL OR ${db.dialect.contains('w.events', "',' || e.type || ','")})`,
    changed: (tx, queued) => queued > 0 && tx.afterCommit(onQueued),
  })
}

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


/**
 * Leases due deliveries until `leaseUntil`: of enabled endpoints (test events whatever), none of an
 * endpoint that already has `perEndpoint` leased, at most `perEndpoint` each, at most `limit`.
 */
export type Claim = (now: string, leaseUntil: string, limit: number, perEndpoint: number) => Promise<ClaimedDelivery[]>
