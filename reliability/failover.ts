// F10 and F12: the PostgreSQL primary's server is killed (kill -9 of everything on its host: Patroni and
// PostgreSQL) while 8 clients write through HAProxy to three instances, again and again (3 times quick, 20
// full); Patroni promotes the synchronous standby. The clients are the F8 history clients (creates with and
// without Idempotency-Key, If-Match updates, deletes, reads), each recording every request and answer with
// its times; at the end every website any answer showed is read once more, so an acknowledged write that a
// failover lost would leave the final reads unexplained.
//
// F10 passes when: every history over the whole run, final reads included, is linearizable (answers that do
// not tell, a 503 from the service, count as "may have happened"); every request got an answer within 2 s,
// and every 503 had Retry-After; after each kill a write succeeded within Patroni's TTL + 10 s (35 s: the
// lock expires at most TTL after the kill, then the promotion and HAProxy's checks), with the same instance
// processes as before (none restarted); the old primary, started again, never accepted a write (probed
// directly until it streams as a standby). One failover in two, one of the two synchronous standbys is
// slowed down (a standby that falls behind: commits wait for it) until the kill; both have every
// acknowledged commit, so either may be promoted, and nothing acknowledged may be missing after.
// F12: a webhook receiver (failing 30% of attempts) subscribed to the account got every event of the log.
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { type Op, checkHistory } from '../test/support/history.js'
import { runHistory } from '../test/support/history-clients.js'
import { type Client, client } from '../test/support/http.js'
import { type PgNode, TIMING, psql, waitUntil } from '../topology/database.js'
import { inHost } from '../topology/network.js'
import { PORTS, WEBHOOK_BASE } from '../topology/haproxy.js'
import type { Row, RowResult, Suite } from './harness.js'
import { LB_URL, healthy, killNode, leaderOf, members, onTopology, startNode } from './topology.js'
import { flakyReceiver, judge } from './webhooks.js'

const CLIENTS = 8
const ANSWER_BOUND_MS = 2000
/** The lock expires at most TTL after the kill; the promotion, the other standby following and HAProxy's checks took 3 s. */
const RESUME_BOUND_MS = (TIMING.ttl + 10) * 1000
/** A client that got a 503 waits this long before its next request: it retries soon, without hammering. */
const PAUSE_AFTER_UNAVAILABLE_MS = 100
const PATH = '/api/v1/websites'

interface Failover { killed: PgNode; promoted: PgNode | undefined; resumedMs: number | undefined; unavailable: number; laggingBytes?: number }

const isWrite = (op: Op) => op.kind !== 'read'
/**
 * A write that changed something and was acknowledged: a create's first 201, a delete's 200. (An update
 * that sets what is already there answers 200 from a read alone, and a replay from the stored answer.)
 */
const acknowledged = (op: Op) => (op.kind === 'create' && op.status === 201 && !op.replayed) || (op.kind === 'delete' && op.status === 200)

/** One of the leader's standbys, at random. */
async function aStandby(leader: PgNode): Promise<PgNode | undefined> {
  const rows = (await psql(leader, 'postgres', 'SELECT application_name FROM pg_stat_replication').catch(() => '')).split('\n').filter(Boolean)
  return rows[Math.floor(Math.random() * rows.length)] as PgNode | undefined
}

/** How far (bytes of WAL) a standby's flush is behind its leader's current position. */
async function lagBytes(leader: PgNode, standby: PgNode): Promise<number> {
  const value = await psql(leader, 'postgres', `SELECT pg_current_wal_lsn() - flush_lsn FROM pg_stat_replication WHERE application_name = '${standby}'`).catch(() => '')
  return Number(value) || 0
}

/** A slow link (64 kbit/s) out of a host: its standby falls behind. tbf: this kernel has no netem. */
const slowDown = (node: PgNode) => inHost(node, 'tc', 'qdisc', 'replace', 'dev', 'back', 'root', 'tbf', 'rate', '64kbit', 'burst', '16kb', 'latency', '5s')
const speedUp = (node: PgNode) => inHost(node, 'tc', 'qdisc', 'del', 'dev', 'back', 'root').catch(() => undefined)

/** Writes straight to the old primary's PostgreSQL until it streams as a standby again: each must be refused. */
async function fenced(node: PgNode): Promise<{ probes: number; accepted: string[] }> {
  const accepted: string[] = []
  let probes = 0
  await startNode(node)
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    probes++
    // Refused (read-only), or not answering yet: both keep the promise. Only a success breaks it.
    const wrote = await psql(node, 'postgres', "SELECT pg_logical_emit_message(true, 'f10', 'fence') IS NOT NULL").catch(() => '')
    if (wrote === 't') accepted.push(`write ${probes} accepted`)
    if (await healthy()) return { probes, accepted }
    await sleep(200)
  }
  throw new Error(`${node} did not come back as a standby within 120 s`)
}

/** Every website any answer showed, read once more after everything else: the run's final state. */
export async function finalReads(api: Client, history: Op[]): Promise<Op[]> {
  const domains = new Map<number, string>()
  for (const op of history) if (op.fields) domains.set(op.fields.id, op.domain)
  const reads: Op[] = []
  for (const [id, domain] of domains) {
    const start = performance.now()
    const res = await api.get(`${PATH}/${id}`)
    const match = /^"(\d+)\.(\d+)"$/.exec(String(res.headers.etag ?? ''))
    reads.push({
      index: history.length + reads.length, client: CLIENTS, start, end: performance.now(), domain, status: res.status, text: res.text, kind: 'read', id,
      ...(res.status === 200 ? { version: Number(match?.[2]), fields: { id, email: res.body.data.email, privacy: res.body.data.privacy } } : {}),
    })
  }
  return reads
}

async function failovers(suite: Suite, count: number, t: { key(account: string): Promise<string>; appPids(): Promise<Record<string, number[]>> }): Promise<{ f10: RowResult; f12: RowResult }> {
  const key = await t.key('f10')
  const api = client(LB_URL, key)
  let secret = ''
  const receiver = await flakyReceiver(() => secret, PORTS.receiver)
  const problems: string[] = []
  const runs: Failover[] = []
  const histories: Op[][] = []
  const live: Op[] = []
  let stopped = false
  try {
    const since = (await api.get('/api/v1/events?limit=100')).body.meta.next_after
    const added = await api.post('/api/v1/webhooks', { url: `${WEBHOOK_BASE}/hook` })
    if (added.status !== 201) throw new Error(`adding the webhook endpoint: ${added.status} ${added.text}`)
    secret = added.body.data.secret
    const pidsBefore = await t.appPids()
    const clients = (async () => {
      for (let h = 0; !stopped; h++) {
        histories.push(await runHistory({
          apis: [api], clients: CLIENTS, opsPerClient: 25, domains: 6, label: `f10-h${h}`,
          pauseAfterUnavailableMs: PAUSE_AFTER_UNAVAILABLE_MS, onOp: (op) => live.push(op),
        }))
      }
    })()
    for (let n = 0; n < count; n++) {
      await waitUntil('a healthy cluster before the kill', healthy, 120_000)
      const leader = leaderOf(await members())!
      const lagging = n % 2 === 1 ? await aStandby(leader) : undefined
      if (lagging) await slowDown(lagging)
      await sleep(2000 + Math.random() * 2000)
      const laggingBytes = lagging ? await lagBytes(leader, lagging) : undefined
      const killedAt = performance.now()
      process.stderr.write(`  failover ${n + 1}: ${new Date().toISOString()} kill -9 of everything on ${leader}\n`)
      await killNode(leader)
      const deadAt = performance.now()
      if (lagging) await speedUp(lagging)
      // The first write that began once nothing of the old primary was left, and was acknowledged (one sent
      // while the kill was under way may still have been committed there, and acknowledged rightly).
      const resumed = () => live.find((op) => op.start >= deadAt && acknowledged(op))
      await waitUntil('a write acknowledged after the kill', async () => resumed() !== undefined, RESUME_BOUND_MS + 30_000).catch(() => undefined)
      const first = resumed()
      const resumedMs = first ? first.end - killedAt : undefined
      const unavailable = live.filter((op) => op.start >= killedAt && op.end <= (first?.end ?? Infinity) && op.status === 503).length
      const promoted = leaderOf(await members())
      runs.push({ killed: leader, promoted, resumedMs, unavailable, ...(laggingBytes !== undefined ? { laggingBytes } : {}) })
      process.stderr.write(`  failover ${n + 1}: first acknowledged write ${resumedMs === undefined ? 'never' : `${Math.round(resumedMs)} ms`} after the kill; ${promoted ?? 'nobody'} leads\n`)
      if (resumedMs === undefined || resumedMs > RESUME_BOUND_MS) problems.push(`failover ${n + 1} (${leader} killed): the first write succeeded ${resumedMs === undefined ? 'never' : `${(resumedMs / 1000).toFixed(1)} s`} after the kill`)
      // The old primary's host comes back: Patroni must start it as a standby of the new leader.
      const { probes, accepted } = await fenced(leader)
      if (accepted.length > 0) problems.push(`failover ${n + 1}: the old primary ${leader} accepted writes when it came back (${accepted.length} of ${probes} probes)`)
    }
    await sleep(2000)
    stopped = true
    await clients
    const pidsAfter = await t.appPids()
    if (JSON.stringify(pidsAfter) !== JSON.stringify(pidsBefore)) problems.push(`instance processes changed: ${JSON.stringify(pidsBefore)} → ${JSON.stringify(pidsAfter)}`)

    // The whole run's answers.
    const all = histories.flat()
    const slow = all.filter((op) => op.end - op.start > ANSWER_BOUND_MS)
    if (slow.length > 0) problems.push(`${slow.length} answers took over ${ANSWER_BOUND_MS} ms (slowest ${Math.round(Math.max(...slow.map((op) => op.end - op.start)))} ms)`)
    const wrong = all.filter((op) => op.status === 0 || op.status >= 500 && op.status !== 503)
    if (wrong.length > 0) problems.push(`${wrong.length} requests got no answer or a 5xx other than 503: ${[...new Set(wrong.map((op) => op.status))].join(', ')}`)
    const bare = all.filter((op) => op.status === 503 && !(Number(op.retryAfter) >= 1))
    if (bare.length > 0) problems.push(`${bare.length} answers 503 without Retry-After`)
    let ops = 0
    for (const [h, history] of histories.entries()) {
      const verdict = checkHistory([...history, ...(await finalReads(api, history))])
      ops += verdict.ops
      problems.push(...verdict.failures.slice(0, 3).map((failure) => `history ${h}: ${failure}`))
    }
    const times = runs.map((run) => run.resumedMs).filter((ms): ms is number => ms !== undefined).sort((a, b) => a - b)
    const seconds = (ms: number | undefined) => (ms === undefined ? '-' : (ms / 1000).toFixed(1))
    const statuses: Record<string, number> = {}
    for (const op of all) statuses[op.status] = (statuses[op.status] ?? 0) + 1
    const unknown = all.filter((op) => op.unknown && isWrite(op)).length
    const f10: RowResult = {
      figure: `${runs.length} failovers; kill → first acknowledged write min ${seconds(times[0])} s, median ${seconds(times[Math.floor(times.length / 2)])} s, max ${seconds(times.at(-1))} s; `
        + `503s before it per failover ${runs.map((run) => run.unavailable).join(', ')}; ${histories.length} histories, ${ops} operations (final reads included), ${unknown} writes answered without telling their outcome; `
        + `statuses ${JSON.stringify(statuses)}; slowest answer ${Math.round(Math.max(...all.map((op) => op.end - op.start)))} ms; `
        + `each: ${runs.map((run) => `${run.killed}→${run.promoted ?? '?'} ${seconds(run.resumedMs)} s${run.laggingBytes !== undefined ? ` (a standby ${Math.round(run.laggingBytes / 1024)} kB behind)` : ''}`).join(', ')}`,
      problems,
    }
    receiver.reliable()
    const { problems: webhookProblems, events, drainMs } = await judge(api, since, receiver.deliveries, false)
    const repeats = receiver.deliveries.length - new Set(receiver.deliveries.map((delivery) => delivery.id)).size
    const f12: RowResult = {
      figure: `through ${runs.length} failovers: ${events} events, ${receiver.deliveries.length} deliveries (${repeats} repeats under the same webhook-id), all arrived ${(drainMs / 1000).toFixed(0)} s after the writes`,
      problems: webhookProblems,
    }
    return { f10, f12 }
  } finally {
    stopped = true
    await receiver.close()
  }
}

/** F10 and F12 come from one run: whichever row runs first starts it. */
let run: Promise<{ f10: RowResult | { skipped: string }; f12: RowResult | { skipped: string } }> | undefined
const shared = (suite: Suite) => (run ??= (async () => {
  let f12: RowResult | undefined
  const f10 = await onTopology(suite, async (t) => {
    const both = await failovers(suite, suite.mode === 'full' ? 20 : 3, t)
    f12 = both.f12
    return both.f10
  })
  return { f10, f12: f12 ?? f10 }
})())

export const failoverRows: Row[] = [
  {
    id: 'F10',
    title: 'PostgreSQL failover (Patroni) under 8 writing clients through HAProxy: nothing acknowledged lost, answers within 2 s, writes again within TTL + 10 s, linearizable, old primary fenced',
    run: async (suite) => (await shared(suite)).f10,
  },
  {
    id: 'F12',
    title: 'webhooks through the F10 failovers: every event delivered at least once, repeats only under the same webhook-id',
    run: async (suite) => (await shared(suite)).f12,
  },
]
