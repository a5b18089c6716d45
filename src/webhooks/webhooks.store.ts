// Webhooks, written once against the database's executor (db/executor.ts): the endpoints (per account),
// the outbox the delivery worker claims from and completes (outbox.ts; the claim differs per database),
// and the attempts people read.
import { testEvent } from '../changes/event-log.js'
import type { ChangeContext } from '../changes/event-log.js'
import type { Executor, Wait } from '../db/executor.js'
import { type Claim, type ClaimedDelivery, type DeliveryOutcome, completion } from './outbox.js'
import { type DeliveryAttempt, MAX_WEBHOOKS, type Webhook } from './webhooks.schemas.js'

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

export interface WebhooksStore {
  list(wait: Wait, accountId: number): Promise<Webhook[]>
  get(wait: Wait, accountId: number, id: number): Promise<Webhook | undefined>
  /** Throws TooManyWebhooks. */
  create(wait: Wait, accountId: number, webhook: NewWebhook, now: string): Promise<Webhook>
  update(wait: Wait, accountId: number, id: number, changes: WebhookChanges, now: string): Promise<Webhook | undefined>
  remove(wait: Wait, accountId: number, id: number): Promise<boolean>
  /** A `webhook.test` event queued for this endpoint alone; its id, or undefined when there is no such endpoint. */
  sendTest(wait: Wait, accountId: number, id: number, context: ChangeContext): Promise<number | undefined>
  /** The endpoint's latest attempts, newest first; undefined when there is no such endpoint. */
  attempts(wait: Wait, accountId: number, id: number, limit: number): Promise<DeliveryAttempt[] | undefined>
  claim: Claim
  /** Deliveries due now (`now` or earlier) and the oldest one's due time: what GET /metrics shows of the backlog. */
  backlog(now: string): Promise<{ due: number; oldestDue: string | null }>
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
  remove: 'DELETE FROM webhooks WHERE id = ? AND account_id = ? RETURNING id',
  queueTest: 'INSERT INTO webhook_deliveries (webhook_id, event_id, next_attempt_at, test) VALUES (?, ?, ?, 1)',
  attempts: `SELECT event_id, attempt, attempted_at, status, error, duration_ms, next_attempt_at FROM webhook_attempts
    WHERE webhook_id = ? ORDER BY id DESC LIMIT ?`,
}

/** The update's values, in the order of `WEBHOOKS_SQL.update`. */
export const updateValues = (accountId: number, id: number, changes: WebhookChanges, now: string): unknown[] => [
  changes.url ?? null, changes.events === undefined ? 0 : 1, changes.events === undefined ? null : storedEvents(changes.events),
  changes.enabled === undefined ? null : Number(changes.enabled), changes.enabled === true ? 1 : 0, now, id, accountId,
]

export function createWebhooksStore(db: Executor, claim: Claim): WebhooksStore {
  const query = {
    list: db.prepare<WebhookRow>(WEBHOOKS_SQL.list),
    get: db.prepare<WebhookRow>(WEBHOOKS_SQL.get),
    count: db.prepare<{ n: number }>(WEBHOOKS_SQL.count),
    insert: db.prepare<WebhookRow>(WEBHOOKS_SQL.insert),
    update: db.prepare<WebhookRow>(WEBHOOKS_SQL.update),
    remove: db.prepare(WEBHOOKS_SQL.remove),
    queueTest: db.prepare(WEBHOOKS_SQL.queueTest),
    attempts: db.prepare<DeliveryAttempt>(WEBHOOKS_SQL.attempts),
    // The account's row is held by the event's own statements: its newest event is the one just written.
    newestEvent: db.prepare<{ id: number }>('SELECT max(id) AS id FROM events WHERE account_id = ?'),
    present: db.prepare<{ id: number }>(`SELECT id FROM webhooks WHERE ${db.dialect.inList('id', 'bigint')}`),
    removeFinished: db.prepare(`DELETE FROM webhook_deliveries WHERE ${db.dialect.inList('id', 'bigint')}`),
    // A scan of the endpoint index at each scrape (every few seconds): the backlog is what is being watched.
    backlog: db.prepare<{ due: number; oldest_due: string | null }>(
      'SELECT CAST(count(*) AS INTEGER) AS due, min(next_attempt_at) AS oldest_due FROM webhook_deliveries WHERE next_attempt_at <= ?'),
  }
  return {
    async list(wait, accountId) {
      return (await query.list.all(wait, [accountId])).map(toWebhook)
    },
    async get(wait, accountId, id) {
      const row = await query.get.one(wait, [id, accountId])
      return row && toWebhook(row)
    },
    create: (wait, accountId, webhook, now) => db.transaction(async (tx) => {
      // Held until the commit: the account's endpoints cannot be counted twice meanwhile.
      await tx.apply([{ lock: { table: 'accounts', ids: [accountId] } }])
      if ((await tx.one(query.count, [accountId]))!.n >= MAX_WEBHOOKS) throw new TooManyWebhooks()
      return toWebhook((await tx.one(query.insert, [accountId, webhook.url, storedEvents(webhook.events), webhook.secret, now, now]))!)
    }, { wait }),
    async update(wait, accountId, id, changes, now) {
      const row = await db.transaction((tx) => tx.one(query.update, updateValues(accountId, id, changes, now)), { wait })
      return row && toWebhook(row)
    },
    remove: (wait, accountId, id) => db.transaction(async (tx) => (await tx.one(query.remove, [id, accountId])) !== undefined, { wait }),
    sendTest: (wait, accountId, id, context) => db.transaction(async (tx) => {
      if (!(await tx.one(query.get, [id, accountId]))) return undefined
      await tx.apply(testEvent(context, accountId))
      const eventId = (await tx.one(query.newestEvent, [accountId]))!.id
      await tx.run(query.queueTest, [id, eventId, context.now])
      return Number(eventId)
    }, { wait }),
    async attempts(wait, accountId, id, limit) {
      if (!(await query.get.one(wait, [id, accountId]))) return undefined
      return query.attempts.all(wait, [id, limit])
    },
    claim,
    async backlog(now) {
      const row = (await query.backlog.one(null, [now]))!
      return { due: Number(row.due), oldestDue: row.oldest_due }
    },
    async complete(outcomes) {
      if (outcomes.length === 0) return
      const endpoints = [...new Set(outcomes.map((outcome) => outcome.delivery.webhookId))]
      await db.transaction(async (tx) => {
        // Held until the commit: an endpoint deleted meanwhile goes after, its attempts with it.
        await tx.apply([{ lock: { table: 'webhooks', ids: endpoints, againstDeletes: true } }])
        const present = await tx.all(query.present, [db.list(endpoints)])
        const { statements, finished } = completion(outcomes, new Set(present.map((row) => Number(row.id))))
        await tx.apply(statements)
        if (finished.length > 0) await tx.run(query.removeFinished, [db.list(finished)])
      }, { unbounded: true })
    },
  }
}
