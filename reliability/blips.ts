// F18: the blips of a real network that Patroni's timings (topology/database.ts) must ride out without a
// failover, under 8 clients creating websites through HAProxy (each create with an Idempotency-Key): every
// etcd member's packets dropped for 5 s (nftables: silent, nothing reset; etcd loses its own quorum too),
// then, once etcd and the cluster are whole again, every packet of the primary's own host for 5 s.
//
// Each blip is judged until a step-down would have shown: a primary cut from etcd steps down at most
// LOOP_WAIT + RETRY_TIMEOUT after the cut. patronictl names the leader from the lock in etcd, which outlives
// a step-down, so Patroni's own logs are read too.
//
// Passes when: no Patroni logged a step-down or a promotion, and after each blip the same node leads on the
// same timeline; from the etcd cut until then every create answers 201 (the primary keeps its lock, and
// PostgreSQL needs no etcd to commit); around the primary's cut every answer that is not a 201 is a 503 with
// Retry-After; writes resume within 15 s of each heal; every website a 201 named is there at the end. With
// the earlier timings (TTL 5, LOOP_WAIT 1, RETRY_TIMEOUT 2) both blips changed the timeline, and the second
// promoted a standby.
import fs from 'node:fs'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { client } from '../test/support/http.js'
import { ETCD_MEMBERS, type Member, PG_NODES, TIMING, etcdHealthy, waitHealthy, waitUntil } from '../topology/database.js'
import { type HostName, lossOff, lossOn } from '../topology/network.js'
import { logFile } from '../topology/processes.js'
import type { Row } from './harness.js'
import { type Create, LB_URL, acknowledgedIds, creatingClients, leaderOf, members, missingCreates, onTopology, statusCounts } from './topology.js'

const BLIP_MS = 5000
const RESUME_BOUND_MS = 15_000
/** From the cut, how long until a primary that lost etcd would have stepped down (and a margin). */
const SETTLED_MS = (TIMING.loopWait + TIMING.retryTimeout + 3) * 1000
/** What Patroni logs when a node steps down or takes the lock. */
const STEP = /demot|promoted self|acquired session lock/i

interface Blip { what: string; from: number; healed: number; settled: number; leader: Member | undefined; after: Member | undefined; resumedMs: number | undefined; steps: string[] }

const leading = (list: Member[]) => list.find((m) => m.name === leaderOf(list))
const named = (m: Member | undefined) => m ? `${m.name} on timeline ${m.timeline ?? '?'}` : 'no leader'
const healAll = () => Promise.all([...ETCD_MEMBERS, ...PG_NODES].map((host) => lossOff(host)))

/** The lines Patroni logged on every node since `sizes` were taken that say a node stepped down or took the lock. */
const stepsSince = (sizes: Map<string, number>) => PG_NODES.flatMap((node) =>
  fs.readFileSync(logFile(node)).subarray(sizes.get(node) ?? 0).toString('utf8').split('\n')
    .filter((line) => STEP.test(line)).map((line) => `${node}: ${line.slice(0, 200)}`))

/** Drops every packet of `hosts` for BLIP_MS, heals them, and watches until a step-down would have shown. */
async function blip(what: string, hosts: HostName[], answers: Create[]): Promise<Blip> {
  const leader = leading(await members())
  const sizes = new Map(PG_NODES.map((node) => [node, fs.statSync(logFile(node)).size]))
  await Promise.all(hosts.map((host) => lossOn(host, 100)))
  const from = performance.now()
  await sleep(BLIP_MS)
  await healAll()
  const healed = performance.now()
  let resumedMs: number | undefined
  while (resumedMs === undefined && performance.now() - healed < RESUME_BOUND_MS) {
    const resumed = answers.find((a) => a.status === 201 && a.at >= healed)
    if (resumed) resumedMs = resumed.end - healed
    else await sleep(200)
  }
  await sleep(Math.max(0, from + SETTLED_MS - performance.now()))
  const settled = performance.now()
  return { what, from, healed, settled, leader, after: leading(await members()), resumedMs, steps: stepsSince(sizes) }
}

export const blipsRow: Row = {
  id: 'F18',
  title: 'a 5 s loss of etcd, then of the primary\'s link, under 8 writing clients: no failover, writes go on through the first and resume after the second, nothing acknowledged lost',
  run: (suite) => onTopology(suite, async (t) => {
    const api = client(LB_URL, await t.key('f18'))
    const writers = creatingClients(api, 'f18')
    const { answers } = writers
    const problems: string[] = []
    try {
      await sleep(2000)
      const etcd = await blip('etcd lost', [...ETCD_MEMBERS], answers)
      // Whole again before the next blip, so that one cannot be blamed for the other.
      await waitUntil('every etcd member healthy', () => etcdHealthy(), 60_000, [...ETCD_MEMBERS])
      await waitHealthy()
      const primaryHost = leaderOf(await members())
      if (!primaryHost) throw new Error('no leader after the etcd blip')
      const link = await blip(`${primaryHost}'s link lost`, [primaryHost], answers)
      await writers.stop()

      const around = (b: Blip) => answers.filter((a) => a.at >= b.from && a.at < b.settled)
      for (const b of [etcd, link]) {
        if (!b.leader || b.after?.name !== b.leader.name || b.after.timeline !== b.leader.timeline) problems.push(`${b.what}: the leader went from ${named(b.leader)} to ${named(b.after)}`)
        if (b.steps.length > 0) problems.push(`${b.what}: Patroni stepped down or took the lock: ${b.steps.join(' | ')}`)
        if (b.resumedMs === undefined) problems.push(`${b.what}: no write acknowledged within ${RESUME_BOUND_MS / 1000} s of the heal`)
        const wrong = around(b).filter((a) => a.status !== 201 && (a.status !== 503 || !a.retryAfter))
        if (wrong.length > 0) problems.push(`${b.what}: ${wrong.length} answers neither 201 nor 503 with Retry-After (${statusCounts(wrong)})`)
      }
      const refusedWithoutEtcd = around(etcd).filter((a) => a.status !== 201)
      if (refusedWithoutEtcd.length > 0) problems.push(`etcd lost: ${refusedWithoutEtcd.length} creates not 201 (${statusCounts(refusedWithoutEtcd)})`)

      await waitHealthy()
      const acknowledged = acknowledgedIds(answers)
      const missing = await missingCreates(api, acknowledged, 20)
      if (missing.length > 0) problems.push(`${missing.length} acknowledged creates missing: ${missing.slice(0, 10).join(', ')}`)
      const describe = (b: Blip) => `${b.what} ${BLIP_MS / 1000} s, watched ${(SETTLED_MS / 1000).toFixed(0)} s: ${statusCounts(around(b))}, ` +
        `slowest ${(Math.max(0, ...around(b).map((a) => a.end - a.at)) / 1000).toFixed(2)} s, writes after the heal ${b.resumedMs === undefined ? '-' : `${(b.resumedMs / 1000).toFixed(1)} s`}, ` +
        `leader ${named(b.leader)} → ${named(b.after)}, ${b.steps.length} step-downs or promotions logged`
      return {
        figure: `${describe(etcd)}; ${describe(link)}; ${acknowledged.length} acknowledged creates, ${missing.length} missing`,
        problems,
      }
    } finally {
      await healAll()
      await writers.stop()
    }
  }),
}
