// F14: the store Patroni keeps its leader lock in, etcd, with three members on three hosts. Under 8 clients
// creating websites through HAProxy (each create with an Idempotency-Key), etcd's raft leader is killed
// (kill -9 of its host's processes), then a second member; after a while one of the two starts again.
//
// Passes when: with one member lost, every create answers 201 and no second goes by without one
// acknowledged; with two lost, every answer that is not a 201 is a 503 with Retry-After (never a 500 or
// no answer) and writes do stop; with one back, writes resume (the time is reported); every website a 201
// named is there at the end.
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { client } from '../test/support/http.js'
import { ETCD_MEMBERS, type EtcdMember, TIMING, etcdHealthy, etcdctl, killEtcd, startEtcd, waitHealthy, waitUntil } from '../topology/database.js'
import { addressOf } from '../topology/network.js'
import type { Row } from './harness.js'
import { type Create, LB_URL, acknowledgedIds, creatingClients, missingCreates, onTopology } from './topology.js'

const CLIENTS = 8
/** The longest a client may go without an acknowledged create while only one member is lost. */
const WRITE_GAP_BOUND_MS = 1000
const RESUME_BOUND_MS = 60_000
/**
 * Without a quorum the primary keeps its lock until it has tried etcd for RETRY_TIMEOUT, at most LOOP_WAIT
 * after the loss, it seemed: writes stopped 8-10 s after the second kill before etcd spoke TLS, but with TLS
 * 8.3 s once and 20.8-21.7 s three times (2026-12-07; the cause not found). The two-lost phase lasts LOOP_WAIT +
 * 2 × RETRY_TIMEOUT + 10 s, so that writes have stopped within it.
 */
const WITHOUT_QUORUM_MS = (TIMING.loopWait + 2 * TIMING.retryTimeout + 10) * 1000

/** The member that leads etcd's raft now (asked of every member). */
async function raftLeader(): Promise<EtcdMember> {
  const out = await etcdctl('etcd1', 'endpoint', 'status', '-w', 'json')
  const statuses = JSON.parse(out) as { Endpoint: string; Status: { header: { member_id: number | string }; leader: number | string } }[]
  const leading = statuses.find((s) => String(s.Status.leader) === String(s.Status.header.member_id))
  return ETCD_MEMBERS.find((member) => leading?.Endpoint.includes(addressOf(member, 'back'))) ?? 'etcd1'
}

/** The longest time between `from` and `to` without a 201 completing (ms). */
function longestGap(answers: Create[], from: number, to: number): number {
  const ends = answers.filter((a) => a.status === 201 && a.end >= from && a.end <= to).map((a) => a.end).sort((a, b) => a - b)
  let gap = 0
  let previous = from
  for (const end of [...ends, to]) {
    gap = Math.max(gap, end - previous)
    previous = end
  }
  return gap
}

export const etcdRow: Row = {
  id: 'F14',
  title: 'etcd with three members: its leader killed under 8 writing clients (no second without an acknowledged write), then a second one (503 + Retry-After), then one back (writes resume); nothing acknowledged lost',
  run: (suite) => onTopology(suite, async (t) => {
    const phaseMs = suite.mode === 'full' ? 30_000 : 10_000
    const api = client(LB_URL, await t.key('f14'))
    const writers = creatingClients(api, 'f14', CLIENTS)
    const { answers } = writers
    const problems: string[] = []
    let first: EtcdMember | undefined
    let second: EtcdMember | undefined
    try {
      await sleep(2000)
      first = await raftLeader()
      const oneAt = performance.now()
      await killEtcd(first)
      await sleep(phaseMs)
      const oneEnd = performance.now()
      second = ETCD_MEMBERS.find((member) => member !== first)!
      await killEtcd(second)
      const twoAt = performance.now()
      await sleep(Math.max(phaseMs, WITHOUT_QUORUM_MS))
      await startEtcd(second)
      const backAt = performance.now()
      let resumedMs: number | undefined
      while (performance.now() - backAt < RESUME_BOUND_MS) {
        const resumed = answers.find((a) => a.status === 201 && a.at >= backAt)
        if (resumed) {
          resumedMs = resumed.end - backAt
          break
        }
        await sleep(200)
      }
      await sleep(1000)
      await writers.stop()

      const inOne = answers.filter((a) => a.at >= oneAt && a.at < oneEnd)
      const oneFailed = inOne.filter((a) => a.status !== 201)
      const gap = longestGap(answers, oneAt, oneEnd)
      if (oneFailed.length > 0) problems.push(`one member lost: ${oneFailed.length} of ${inOne.length} creates not 201 (${[...new Set(oneFailed.map((a) => a.status))].join(', ')})`)
      if (gap > WRITE_GAP_BOUND_MS) problems.push(`one member lost: ${(gap / 1000).toFixed(2)} s without an acknowledged write (bound ${WRITE_GAP_BOUND_MS / 1000} s)`)
      const inTwo = answers.filter((a) => a.at >= twoAt && a.at < backAt)
      const refused = inTwo.filter((a) => a.status !== 201)
      const wrong = refused.filter((a) => a.status !== 503 || !a.retryAfter)
      if (wrong.length > 0) problems.push(`two members lost: ${wrong.length} answers neither 201 nor 503 with Retry-After (${[...new Set(wrong.map((a) => a.status))].join(', ')})`)
      if (refused.length === 0) problems.push('two members lost: writes never stopped (the primary kept its lock without a quorum)')
      const lastAcknowledged = Math.max(twoAt, ...inTwo.filter((a) => a.status === 201).map((a) => a.end))
      const slowest = Math.max(0, ...inTwo.map((a) => a.end - a.at))
      if (resumedMs === undefined) problems.push(`one member back: no write acknowledged within ${RESUME_BOUND_MS / 1000} s`)

      // Every website a 201 named is there (read through HAProxy once the cluster is whole again).
      await startEtcd(first)
      await waitUntil('every etcd member healthy', () => etcdHealthy(), 60_000, [...ETCD_MEMBERS])
      await waitHealthy()
      const acknowledged = acknowledgedIds(answers)
      const missing = await missingCreates(api, acknowledged, 20)
      if (missing.length > 0) problems.push(`${missing.length} acknowledged creates missing: ${missing.slice(0, 10).join(', ')}`)
      return {
        figure: `killed ${first} (raft leader), then ${second}; one lost: ${inOne.length} creates, all 201: ${oneFailed.length === 0}, longest without a write ${(gap / 1000).toFixed(2)} s; ` +
          `two lost: writes stopped ${((lastAcknowledged - twoAt) / 1000).toFixed(1)} s after the kill, ${refused.length} answers 503 (slowest answer ${(slowest / 1000).toFixed(2)} s); ` +
          `one back: writes resumed after ${resumedMs === undefined ? '-' : `${(resumedMs / 1000).toFixed(1)} s`}; ${acknowledged.length} acknowledged creates, ${missing.length} missing`,
        problems,
      }
    } finally {
      await writers.stop()
    }
  }),
}
