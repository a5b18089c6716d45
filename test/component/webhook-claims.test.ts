// The webhook outbox as the delivery worker claims it, on the store, on both databases: each endpoint's
// deliveries in order and no more than its cap at once, the tests of a disabled endpoint and nothing else of
// it, each delivery to one claimer only when several claim at once, and a claim that looks at endpoints,
// never at an endpoint's whole backlog.
import assert from 'node:assert/strict'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { createKeysService } from '../../src/auth/keys.service.js'
import { type ChangeContext, type NewEvent, eventStatements } from '../../src/changes/event-log.js'
import { type Db, createDb } from '../../src/compose.js'
import { loadConfig } from '../../src/config.js'
import { type OpenDatabase, openDatabase } from '../../src/db/index.js'
import { timestampAt } from '../../src/db/time.js'
import type { ClaimedDelivery, DeliveryOutcome } from '../../src/webhooks/outbox.js'
import { CLAIM } from '../../src/webhooks/webhooks.claim.postgres.js'
import { SQLITE_CLAIM } from '../../src/webhooks/webhooks.claim.sqlite.js'
import { type TestDatabase, testDatabase } from '../support/database.js'

const CONTEXT: ChangeContext = { actor: { type: 'cli' }, requestId: null, now: timestampAt(Date.now() - 60_000) }
const at = (ms: number) => timestampAt(Date.now() + ms)

describe('claiming the webhook outbox', () => {
  let dataDir: string
  let database: TestDatabase
  let db: Db
  let raw: OpenDatabase
  let accountId: number
  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'websites-api-claims-'))
    database = await testDatabase(dataDir)
    const config = loadConfig({ DATA_DIR: dataDir, ...database.env })
    db = await createDb(config)
    raw = await openDatabase(config)
    await createKeysService(db.keys).createKey('claims')
    accountId = (await db.keys.accountId(null, 'claims'))!
  })
  after(async () => {
    await raw.close()
    await db.close()
    await database.drop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  /** `count` events of the account, written as every event is: what follows them queues a delivery for each enabled endpoint. */
  async function queue(count: number): Promise<void> {
    // In transactions of 2,000, as the importer writes them, well within the statement timeout.
    for (let done = 0; done < count; done += 2000) {
      const events: NewEvent[] = Array.from({ length: Math.min(2000, count - done) }, (_, i) => ({ accountId, type: 'website.updated', websiteId: done + i + 1, data: '{}' }))
      await db.executor.transaction((tx) => tx.apply(eventStatements(CONTEXT, events)), { unbounded: true })
    }
  }
  const waiting = async (): Promise<number> => Number((await raw.executor.prepare<{ n: number }>('SELECT COUNT(*) AS n FROM webhook_deliveries').one(null))!.n)
  const endpoint = async (name: string) =>
    (await db.webhooks.create(null, accountId, { url: `https://${name}.example/hook`, events: null, secret: 'sealed' }, CONTEXT.now)).id
  const delivered = (deliveries: readonly ClaimedDelivery[]): DeliveryOutcome[] => deliveries.map((delivery) => ({
    delivery, attemptedAt: at(0), status: 204, error: null, durationMs: 1, delivered: true, nextAttemptAt: null, disableIfFailingSince: at(-1e9),
  }))
  const claim = (limit: number, perEndpoint: number) => db.webhooks.claim(at(0), at(30_000), limit, perEndpoint)
  const byEndpoint = (claimed: readonly ClaimedDelivery[]) => {
    const ids = new Map<number, number[]>()
    for (const delivery of claimed) ids.set(delivery.webhookId, [...(ids.get(delivery.webhookId) ?? []), delivery.eventId])
    return ids
  }
  async function drainAll(): Promise<void> {
    for (let claimed = await claim(1000, 1000); claimed.length > 0; claimed = await claim(1000, 1000)) await db.webhooks.complete(delivered(claimed))
  }

  it('when endpoints have deliveries waiting, then each gives its first ones up to its cap; a disabled one only its test', async () => {
    const [a, b, c] = [await endpoint('a'), await endpoint('b'), await endpoint('c')]
    await queue(30)
    await db.webhooks.update(null, accountId, c, { enabled: false }, CONTEXT.now)
    const testId = await db.webhooks.sendTest(null, accountId, c, CONTEXT)

    const first = await claim(100, 8)
    const events = [...new Set(first.map((delivery) => delivery.eventId))].filter((id) => id !== testId).sort((x, y) => x - y)
    const firstEight = events.slice(0, 8)
    assert.deepEqual(byEndpoint(first), new Map([[a, firstEight], [b, firstEight], [c, [testId]]]), 'a and b: their first 8 in order; c: its test')
    assert.ok(first.every((delivery) => delivery.event.id === delivery.eventId && delivery.url.endsWith('.example/hook')))
    assert.deepEqual(await claim(100, 8), [], 'every endpoint is at its cap, or has nothing else due')

    await db.webhooks.complete(delivered(first.filter((delivery) => delivery.webhookId === a)))
    const next = await claim(100, 8)
    assert.deepEqual([...byEndpoint(next).keys()], [a], 'a has room again, b is still at its cap')
    assert.ok(Math.min(...byEndpoint(next).get(a)!) > Math.max(...firstEight), 'a goes on after what it was given')

    const limited = await claim(3, 100)
    assert.equal(limited.length, 3, 'never more than the limit')
    assert.deepEqual(await db.webhooks.claim(at(0), at(30_000), 100, 0), [], 'a cap of 0 gives nothing')

    // Leases that ran out are taken again: a claim made after them finds those deliveries due.
    const later = await db.webhooks.claim(at(60_000), at(90_000), 1000, 1000)
    assert.equal(later.length, 22 + 30 + 1, 'everything not recorded is due again once its lease has run out')
    await db.webhooks.complete(delivered(later))
    for (const id of [a, b, c]) await db.webhooks.remove(null, accountId, id)
  })

  it('when several claim at once, then each delivery goes to one of them, and every one is delivered', async () => {
    const ids = [await endpoint('d'), await endpoint('e'), await endpoint('f')]
    await queue(200)
    const claimedBy = new Map<number, number>()
    const claimer = async (who: number) => {
      for (;;) {
        const claimed = await claim(7, 5)
        if (claimed.length === 0) {
          if ((await waiting()) === 0) return
          await new Promise((resolve) => setTimeout(resolve, 1)) // the rest is leased by the others
        }
        for (const delivery of claimed) {
          assert.equal(claimedBy.get(delivery.id), undefined, `delivery ${delivery.id} claimed by ${claimedBy.get(delivery.id)} and ${who}`)
          claimedBy.set(delivery.id, who)
        }
        await db.webhooks.complete(delivered(claimed))
      }
    }
    await Promise.all([1, 2, 3, 4].map(claimer))
    assert.equal(claimedBy.size, 600, 'each of 200 events to each of 3 endpoints')
    for (const id of ids) {
      const attempts = (await db.webhooks.attempts(null, accountId, id, 1000))!
      assert.equal(attempts.length, 200)
      assert.equal(new Set(attempts.map((attempt) => attempt.event_id)).size, 200)
    }
    await drainAll()
    for (const id of ids) await db.webhooks.remove(null, accountId, id)
  })

  it('when an endpoint deleted while its deliveries were attempted is recorded, then its outcomes are dropped and the rest recorded', async () => {
    const [kept, gone] = [await endpoint('kept'), await endpoint('gone')]
    await queue(5)
    const claimed = await claim(100, 100)
    assert.equal(claimed.length, 10)
    await db.webhooks.remove(null, accountId, gone)
    await db.webhooks.complete(delivered(claimed))
    assert.equal((await db.webhooks.attempts(null, accountId, kept, 100))!.length, 5)
    assert.deepEqual(await claim(100, 100), [])
    await db.webhooks.remove(null, accountId, kept)
  })

  it('when an endpoint at its cap has 20,000 deliveries waiting, then a claim reads a few index entries to find another\'s, not the backlog', async () => {
    const big = await endpoint('big')
    await queue(20_000)
    assert.equal((await claim(64, 16)).length, 16, 'big is at its cap now')
    const small = await endpoint('small')
    await queue(1) // a delivery for each, small's behind big's whole backlog
    if (raw.kind === 'sqlite') {
      // SEARCH is an index range; SCAN would be a walk of a whole table or index.
      for (const statement of Object.values(SQLITE_CLAIM)) {
        const plan = raw.executor.writer.prepare(`EXPLAIN QUERY PLAN ${statement}`).all(...Array(statement.split('?').length - 1).fill(1)) as { detail: string }[]
        const walks = plan.map((row) => row.detail).filter((detail) => /^SCAN (d|l|w|e|webhook_deliveries|webhooks|events)\b/.test(detail))
        assert.deepEqual(walks, [], `${statement}\n${plan.map((row) => row.detail).join('\n')}`)
      }
    } else {
      // The plan as it ran (rolled back: the claim leases): no node reads more than a claim's worth of rows.
      const explain = raw.executor.prepare<{ 'QUERY PLAN': [{ Plan: Record<string, any> }] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${CLAIM}`)
      const rowsRead = await raw.executor.transaction(async (tx) => {
        const { 'QUERY PLAN': [plan] } = (await tx.one(explain, [at(0), at(30_000), 16, 64]))!
        const read: number[] = []
        const visit = (node: Record<string, any>) => {
          if (node['Relation Name'] === 'webhook_deliveries') {
            read.push((node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * node['Actual Loops'])
          }
          for (const child of node.Plans ?? []) visit(child)
        }
        visit(plan.Plan)
        throw Object.assign(new Error('rollback'), { read })
      }, { unbounded: true }).catch((error: { read?: number[] }) => {
        if (!error.read) throw error
        return error.read
      })
      assert.ok(rowsRead.length > 0)
      assert.ok(Math.max(...rowsRead) <= 64, `rows of webhook_deliveries read by the claim's nodes: ${rowsRead.join(', ')}`)
    }
    assert.deepEqual((await claim(64, 16)).map((delivery) => delivery.webhookId), [small])
    await drainAll()
    for (const id of [big, small]) await db.webhooks.remove(null, accountId, id)
  })
})
