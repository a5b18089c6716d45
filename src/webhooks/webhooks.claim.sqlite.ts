// A claim on SQLite: statements run in one write transaction (the one writer is what keeps two workers
// from claiming the same delivery): the endpoints, then each one's first due deliveries, then the tests of
// disabled endpoints (CROSS JOIN: the delivery first, from the index that orders them).
import type { Executor } from '../db/executor.js'
import { CLAIM_SQL, type Claim, type ClaimedDelivery, toClaimed } from './outbox.js'

type DueRow = Parameters<typeof toClaimed>[0] & { next_attempt_at: string }
const byDueTime = (a: DueRow, b: DueRow) => (a.next_attempt_at < b.next_attempt_at ? -1 : a.next_attempt_at > b.next_attempt_at ? 1 : a.id - b.id)

export const SQLITE_CLAIM = {
  endpoints: `WITH RECURSIVE ${CLAIM_SQL.waiting} ${CLAIM_SQL.endpoints}`,
  dueOf: `SELECT ${CLAIM_SQL.columns}, d.next_attempt_at FROM webhook_deliveries d CROSS JOIN webhooks w CROSS JOIN events e
    WHERE d.webhook_id = ? AND ${CLAIM_SQL.due} AND w.id = d.webhook_id AND e.id = d.event_id ORDER BY d.next_attempt_at, d.id LIMIT ?`,
  dueTests: `SELECT ${CLAIM_SQL.columns}, d.next_attempt_at FROM webhook_deliveries d CROSS JOIN webhooks w CROSS JOIN events e
    WHERE d.test = 1 AND ${CLAIM_SQL.due} AND w.id = d.webhook_id AND w.enabled = 0 AND e.id = d.event_id ORDER BY d.next_attempt_at LIMIT ?`,
}

export function createSqliteClaim(db: Executor): Claim {
  const endpoints = db.prepare<{ id: number; leased: number }>(SQLITE_CLAIM.endpoints)
  const dueOf = db.prepare<DueRow>(SQLITE_CLAIM.dueOf)
  const dueTests = db.prepare<DueRow>(SQLITE_CLAIM.dueTests)
  const lease = db.prepare(`UPDATE webhook_deliveries SET leased_until = ? WHERE ${db.dialect.inList('id', 'bigint')}`)
  return (now, leaseUntil, limit, perEndpoint) => db.transaction(async (tx) => {
    const rows = await tx.all(dueTests, [now, now, limit])
    for (const endpoint of await tx.all(endpoints, [now])) {
      if (endpoint.leased < perEndpoint) rows.push(...await tx.all(dueOf, [endpoint.id, now, now, Math.min(perEndpoint - endpoint.leased, limit)]))
    }
    const claimed: ClaimedDelivery[] = rows.sort(byDueTime).slice(0, limit).map(({ next_attempt_at: _, ...row }) => toClaimed(row))
    if (claimed.length > 0) await tx.run(lease, [leaseUntil, db.list(claimed.map((delivery) => delivery.id))])
    return claimed
  }, { unbounded: true })
}
