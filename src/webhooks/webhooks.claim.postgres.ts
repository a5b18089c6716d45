// A claim on PostgreSQL, where several instances claim at once: one statement, FOR UPDATE SKIP LOCKED (each
// due delivery goes to one of them).
import type { Executor } from '../db/executor.js'
import { numbered } from '../db/postgres.js'
import { CLAIM_SQL, type Claim, toClaimed } from './outbox.js'

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

export function createPostgresClaim(db: Executor): Claim {
  // Written with $n already (its parameters repeat): the executor's numbering finds no `?` in it.
  const claim = db.prepare<Parameters<typeof toClaimed>[0]>(CLAIM)
  return async (now, leaseUntil, limit, perEndpoint) => (await claim.all(null, [now, leaseUntil, perEndpoint, limit])).map(toClaimed)
}
