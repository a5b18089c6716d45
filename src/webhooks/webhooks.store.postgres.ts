// Webhooks on PostgreSQL: the shared statements, plus what only PostgreSQL needs: claims that several
// instances make at once (FOR UPDATE SKIP LOCKED: each due delivery goes to one of them), and the account
// locked while its endpoints are counted.
import { type Pg, numbered, runStatements } from '../db/postgres.js'
import { KEYS_SQL } from '../auth/keys.store.js'
import { testEvent } from '../changes/event-log.js'
import { MAX_WEBHOOKS } from './webhooks.schemas.js'
import {
  CLAIM_SQL, TooManyWebhooks, WEBHOOKS_SQL, type WebhookRow, type WebhooksStore, completion, storedEvents, toClaimed, toWebhook, updateValues,
} from './webhooks.store.js'

const SQL = Object.fromEntries(Object.entries(WEBHOOKS_SQL).map(([name, text]) => [name, numbered(text)])) as typeof WEBHOOKS_SQL
const LOCK_ACCOUNT = numbered(KEYS_SQL.lockAccount)
/** The shared due test, its `now` given once as $1. */
const DUE = CLAIM_SQL.due.replaceAll('?', '$1')
/**
 * One statement, the lease included: each endpoint's first due deliveries (as many as its cap leaves), and
 * the tests of disabled endpoints, locked FOR UPDATE SKIP LOCKED (a row another instance is claiming is
 * skipped, not waited for; one it has leased fails the due test once it commits), the earliest `limit`
 * of them leased. Two instances may both see an endpoint below its cap: it then has up to cap × instances
 * attempts at once, still bounded. Parameters: now, lease until, per endpoint, limit.
 */
export const CLAIM = `WITH RECURSIVE ${CLAIM_SQL.waiting}, endpoints AS (${numbered(CLAIM_SQL.endpoints)})
  , candidates AS (
    SELECT d.id, d.next_attempt_at FROM endpoints CROSS JOIN LATERAL (
      SELECT d.id, d.next_attempt_at FROM webhook_deliveries d
      WHERE d.webhook_id = endpoints.id AND ${DUE}
      ORDER BY d.next_attempt_at, d.id LIMIT GREATEST($3 - endpoints.leased, 0) FOR UPDATE SKIP LOCKED) d
    UNION ALL
    SELECT * FROM (SELECT d.id, d.next_attempt_at FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
      WHERE d.test = 1 AND ${DUE} AND w.enabled = 0 FOR UPDATE OF d SKIP LOCKED) tests
  ), chosen AS (SELECT id FROM candidates ORDER BY next_attempt_at, id LIMIT $4
  ), claimed AS (UPDATE webhook_deliveries d SET leased_until = $2 FROM chosen WHERE d.id = chosen.id RETURNING d.*)
  SELECT ${CLAIM_SQL.columns} FROM claimed d JOIN webhooks w ON w.id = d.webhook_id JOIN events e ON e.id = d.event_id
  ORDER BY d.next_attempt_at, d.id`
const PRESENT = 'SELECT id FROM webhooks WHERE id = ANY($1::bigint[]) FOR KEY SHARE'
const REMOVE_FINISHED = 'DELETE FROM webhook_deliveries WHERE id = ANY($1::bigint[])'
/** RETURNING: the rows a query answers tell whether it removed one. */
const REMOVE = `${SQL.remove} RETURNING id`
const TEST_EVENT_ID = "SELECT currval(pg_get_serial_sequence('events', 'id')) AS id"

export function createPostgresWebhooksStore({ unbounded, query, transaction }: Pg): WebhooksStore {
  return {
    async list(accountId) {
      return (await query<WebhookRow>(SQL.list, [accountId])).map(toWebhook)
    },
    async get(accountId, id) {
      const [row] = await query<WebhookRow>(SQL.get, [id, accountId])
      return row && toWebhook(row)
    },
    async create(accountId, webhook, now) {
      return transaction(async (tx) => {
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
      return (await query(REMOVE, [id, accountId])).length === 1
    },
    async sendTest(accountId, id, context) {
      return transaction(async (tx) => {
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
      return (await query<Parameters<typeof toClaimed>[0]>(CLAIM, [now, leaseUntil, perEndpoint, limit])).map(toClaimed)
    },
    async complete(outcomes) {
      if (outcomes.length === 0) return
      await unbounded.begin(async (tx) => {
        // Held until the commit: an endpoint deleted meanwhile goes after, its attempts with it.
        const present = await tx.unsafe<{ id: string }[]>(PRESENT, [[...new Set(outcomes.map((outcome) => outcome.delivery.webhookId))]] as never[])
        const { statements, finished } = completion(outcomes, new Set(present.map((row) => Number(row.id))))
        await runStatements(tx, statements)
        if (finished.length > 0) await tx.unsafe(REMOVE_FINISHED, [finished] as never[])
      })
    },
  }
}
