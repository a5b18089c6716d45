// Webhooks on SQLite: the shared statements; claims and completions are short write transactions (the one
// writer is what keeps two workers from claiming the same delivery).
import { type SqliteDb, createStatementRunner, writeTransaction } from '../db/sqlite.js'
import { testEvent } from '../changes/event-log.js'
import { MAX_WEBHOOKS } from './webhooks.schemas.js'
import {
  CLAIM_SQL, type ClaimedDelivery, TooManyWebhooks, WEBHOOKS_SQL, type WebhookRow, type WebhooksStore, completion, storedEvents, toClaimed, toWebhook,
  updateValues,
} from './webhooks.store.js'

type DueRow = Parameters<typeof toClaimed>[0] & { next_attempt_at: string }
const byDueTime = (a: DueRow, b: DueRow) => (a.next_attempt_at < b.next_attempt_at ? -1 : a.next_attempt_at > b.next_attempt_at ? 1 : a.id - b.id)

/**
 * A claim's statements, run in one write transaction: the endpoints, then each one's first due deliveries,
 * then the tests of disabled endpoints (CROSS JOIN: the delivery first, from the index that orders them).
 */
export const SQLITE_CLAIM = {
  endpoints: `WITH RECURSIVE ${CLAIM_SQL.waiting} ${CLAIM_SQL.endpoints}`,
  dueOf: `SELECT ${CLAIM_SQL.columns}, d.next_attempt_at FROM webhook_deliveries d CROSS JOIN webhooks w CROSS JOIN events e
    WHERE d.webhook_id = ? AND ${CLAIM_SQL.due} AND w.id = d.webhook_id AND e.id = d.event_id ORDER BY d.next_attempt_at, d.id LIMIT ?`,
  dueTests: `SELECT ${CLAIM_SQL.columns}, d.next_attempt_at FROM webhook_deliveries d CROSS JOIN webhooks w CROSS JOIN events e
    WHERE d.test = 1 AND ${CLAIM_SQL.due} AND w.id = d.webhook_id AND w.enabled = 0 AND e.id = d.event_id ORDER BY d.next_attempt_at LIMIT ?`,
}

export function createSqliteWebhooksStore(db: SqliteDb): WebhooksStore {
  const list = db.prepare<[number], WebhookRow>(WEBHOOKS_SQL.list)
  const get = db.prepare<[number, number], WebhookRow>(WEBHOOKS_SQL.get)
  const count = db.prepare<[number], number>(WEBHOOKS_SQL.count).pluck()
  const insert = db.prepare<unknown[], WebhookRow>(WEBHOOKS_SQL.insert)
  const update = db.prepare<unknown[], WebhookRow>(WEBHOOKS_SQL.update)
  const remove = db.prepare<[number, number]>(WEBHOOKS_SQL.remove)
  const queueTest = db.prepare<[number, number, string]>(WEBHOOKS_SQL.queueTest)
  const lastId = db.prepare<[], number>('SELECT last_insert_rowid()').pluck()
  const attempts = db.prepare(WEBHOOKS_SQL.attempts)
  const endpoints = db.prepare<[string], { id: number; leased: number }>(SQLITE_CLAIM.endpoints)
  const dueOf = db.prepare<[number, string, string, number], DueRow>(SQLITE_CLAIM.dueOf)
  const dueTests = db.prepare<[string, string, number], DueRow>(SQLITE_CLAIM.dueTests)
  const lease = db.prepare<[string, string]>('UPDATE webhook_deliveries SET leased_until = ? WHERE id IN (SELECT value FROM json_each(?))')
  const present = db.prepare<[string], number>('SELECT id FROM webhooks WHERE id IN (SELECT value FROM json_each(?))').pluck()
  const removeFinished = db.prepare<[string]>('DELETE FROM webhook_deliveries WHERE id IN (SELECT value FROM json_each(?))')
  const run = createStatementRunner(db)

  return {
    async list(accountId) {
      return list.all(accountId).map(toWebhook)
    },
    async get(accountId, id) {
      const row = get.get(id, accountId)
      return row && toWebhook(row)
    },
    async create(accountId, webhook, now) {
      return writeTransaction(db, () => {
        if (count.get(accountId)! >= MAX_WEBHOOKS) throw new TooManyWebhooks()
        return toWebhook(insert.get(accountId, webhook.url, storedEvents(webhook.events), webhook.secret, now, now)!)
      })
    },
    async update(accountId, id, changes, now) {
      const row = writeTransaction(db, () => update.get(...updateValues(accountId, id, changes, now)))
      return row && toWebhook(row)
    },
    async remove(accountId, id) {
      return writeTransaction(db, () => remove.run(id, accountId).changes === 1)
    },
    async sendTest(accountId, id, context) {
      return writeTransaction(db, () => {
        if (!get.get(id, accountId)) return undefined
        run(testEvent(context, accountId))
        const eventId = lastId.get()!
        queueTest.run(id, eventId, context.now)
        return eventId
      })
    },
    async attempts(accountId, id, limit) {
      if (!get.get(id, accountId)) return undefined
      return attempts.all(id, limit) as never
    },
    async claim(now, leaseUntil, limit, perEndpoint) {
      return writeTransaction(db, () => {
        const rows = dueTests.all(now, now, limit)
        for (const endpoint of endpoints.all(now)) {
          if (endpoint.leased < perEndpoint) rows.push(...dueOf.all(endpoint.id, now, now, Math.min(perEndpoint - endpoint.leased, limit)))
        }
        const claimed: ClaimedDelivery[] = rows.sort(byDueTime).slice(0, limit).map(({ next_attempt_at: _, ...row }) => toClaimed(row))
        if (claimed.length > 0) lease.run(leaseUntil, JSON.stringify(claimed.map((delivery) => delivery.id)))
        return claimed
      })
    },
    async complete(outcomes) {
      if (outcomes.length === 0) return
      writeTransaction(db, () => {
        const { statements, finished } = completion(outcomes, new Set(present.all(JSON.stringify([...new Set(outcomes.map((outcome) => outcome.delivery.webhookId))]))))
        run(statements)
        removeFinished.run(JSON.stringify(finished))
      })
    },
  }
}
