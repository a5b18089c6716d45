// Webhooks on PostgreSQL: the shared statements, plus what only PostgreSQL needs: claims that several
// instances make at once (FOR UPDATE SKIP LOCKED: each due delivery goes to one of them), and the account
// locked while its endpoints are counted.
import { type Pg, numbered, runStatements } from '../db/postgres.js'
import { KEYS_SQL } from '../auth/keys.store.js'
import { testEvent } from '../changes/event-log.js'
import { MAX_WEBHOOKS } from './webhooks.schemas.js'
import {
  TooManyWebhooks, WEBHOOKS_SQL, type WebhookRow, type WebhooksStore, capPerEndpoint, outcomeStatements, storedEvents, toClaimed, toWebhook,
  updateValues,
} from './webhooks.store.js'

const SQL = Object.fromEntries(Object.entries(WEBHOOKS_SQL).map(([name, text]) => [name, numbered(text)])) as typeof WEBHOOKS_SQL
const LOCK_ACCOUNT = numbered(KEYS_SQL.lockAccount)
/** Rows another instance is claiming are skipped, not waited for; a row it has leased fails the lease test once it commits. */
const CLAIM = `${SQL.due} FOR UPDATE OF d SKIP LOCKED`
const LEASE = 'UPDATE webhook_deliveries SET leased_until = $1 WHERE id = ANY($2::bigint[])'
const TEST_EVENT_ID = "SELECT currval(pg_get_serial_sequence('events', 'id')) AS id"

export function createPostgresWebhooksStore({ sql, query }: Pg): WebhooksStore {
  return {
    async list(accountId) {
      return (await query<WebhookRow>(SQL.list, [accountId])).map(toWebhook)
    },
    async get(accountId, id) {
      const [row] = await query<WebhookRow>(SQL.get, [id, accountId])
      return row && toWebhook(row)
    },
    async create(accountId, webhook, now) {
      return sql.begin(async (tx) => {
        await tx.unsafe(LOCK_ACCOUNT, [accountId])
        const [{ n }] = await tx.unsafe<[{ n: number }]>(SQL.count, [accountId])
        if (n >= MAX_WEBHOOKS) throw new TooManyWebhooks()
        const [row] = await tx.unsafe<WebhookRow[]>(SQL.insert, [accountId, webhook.url, storedEvents(webhook.events), webhook.secret, now, now])
        return toWebhook(row!)
      })
    },
    async update(accountId, id, changes, now) {
      const [row] = await query<WebhookRow>(SQL.update, updateValues(accountId, id, changes, now))
      return row && toWebhook(row)
    },
    async remove(accountId, id) {
      return (await sql.unsafe(SQL.remove, [id, accountId])).count === 1
    },
    async sendTest(accountId, id, context) {
      return sql.begin(async (tx) => {
        if ((await tx.unsafe(SQL.get, [id, accountId])).length === 0) return undefined
        await runStatements(tx, testEvent(context, accountId))
        const [event] = await tx.unsafe<{ id: number }[]>(TEST_EVENT_ID)
        await tx.unsafe(SQL.queueTest, [id, event!.id, context.now])
        return Number(event!.id)
      })
    },
    async attempts(accountId, id, limit) {
      if ((await query(SQL.get, [id, accountId])).length === 0) return undefined
      return query(SQL.attempts, [id, limit])
    },
    async claim(now, leaseUntil, limit, perEndpoint) {
      return sql.begin(async (tx) => {
        const rows = await tx.unsafe<Parameters<typeof toClaimed>[0][]>(CLAIM, [now, now, now, perEndpoint, limit])
        const claimed = capPerEndpoint(rows.map(toClaimed), perEndpoint)
        // Rows locked and not kept are let go at the commit, for the next claim.
        if (claimed.length > 0) await tx.unsafe(LEASE, [leaseUntil, claimed.map((delivery) => delivery.id)] as never[])
        return claimed
      })
    },
    async complete(outcomes) {
      if (outcomes.length > 0) await sql.begin((tx) => runStatements(tx, outcomes.flatMap(outcomeStatements)))
    },
  }
}
