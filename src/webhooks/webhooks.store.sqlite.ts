// Webhooks on SQLite: the shared statements; claims and completions are short write transactions (the one
// writer is what keeps two workers from claiming the same delivery).
import { type SqliteDb, createStatementRunner, writeTransaction } from '../db/sqlite.js'
import { testEvent } from '../changes/event-log.js'
import { MAX_WEBHOOKS } from './webhooks.schemas.js'
import {
  type ClaimedDelivery, TooManyWebhooks, WEBHOOKS_SQL, type WebhookRow, type WebhooksStore, capPerEndpoint, outcomeStatements, storedEvents,
  toClaimed, toWebhook, updateValues,
} from './webhooks.store.js'

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
  const due = db.prepare<unknown[], Parameters<typeof toClaimed>[0]>(WEBHOOKS_SQL.due)
  const lease = db.prepare<[string, string]>('UPDATE webhook_deliveries SET leased_until = ? WHERE id IN (SELECT value FROM json_each(?))')
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
        const claimed: ClaimedDelivery[] = capPerEndpoint(due.all(now, now, now, perEndpoint, limit).map(toClaimed), perEndpoint)
        if (claimed.length > 0) lease.run(leaseUntil, JSON.stringify(claimed.map((delivery) => delivery.id)))
        return claimed
      })
    },
    async complete(outcomes) {
      if (outcomes.length > 0) writeTransaction(db, () => run(outcomes.flatMap(outcomeStatements)))
    },
  }
}
