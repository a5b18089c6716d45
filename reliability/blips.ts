// F18: the blips of a real network that Patroni's timings (topology/database.ts) must ride out without a
// failover, under 8 clients creating websites through HAProxy (each create with an Idempotency-Key): every
// etcd member's packets dropped for 5 s (nftables: silent, nothing reset; etcd loses its own quorum too),
// then, once writes flow again, every packet of the primary's own host for 5 s.
//
// Passes when: after each blip the same node leads, on the same timeline (no failover, and no demotion and
// promotion of the same node); while etcd is lost every create still answers 201 (the primary keeps its
// lock and PostgreSQL needs no etcd to commit); while the primary is cut, every answer that is not a 201 is
// a 503 with Retry-After; writes resume within 15 s of each heal; every website a 201 named is there at the
// end. With the earlier timings (TTL 5, RETRY_TIMEOUT 2) the primary demoted itself in either blip.
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { client } from '../test/support/http.js'
import { ETCD_MEMBERS, type Member, waitHealthy } from '../topology/database.js'
import { type HostName, lossOff, lossOn } from '../topology/network.js'
import type { Row } from './harness.js'
import { LB_URL, leaderOf, members, missingCreates, onTopology } from './topology.js'

const CLIENTS = 8
const PATH = '/api/v1/websites'
const BLIP_MS = 5000
const RESUME_BOUND_MS = 15_000

interface Answer { at: number; end: number; status: number; retryAfter: boolean; id?: number }
interface Blip { what: string; from: number; healed: number; leader: Member | undefined; after: Member | undefined; resumedMs: number | undefined }

const leading = (list: Member[]) => list.find((m) => m.name === leaderOf(list))

/** Drops every packet of `hosts` for BLIP_MS, then waits for a create acknowledged after the heal. */
async function blip(what: string, hosts: HostName[], answers: Answer[]): Promise<Blip> {
  const leader = leading(await members())
  await Promise.all(hosts.map((host) => lossOn(host, 100)))
  const from = performance.now()
  await sleep(BLIP_MS)
  await Promise.all(hosts.map((host) => lossOff(host)))
  const healed = performance.now()
  let resumedMs: number | undefined
  while (resumedMs === undefined && performance.now() - healed < RESUME_BOUND_MS) {
    const resumed = answers.find((a) => a.status === 201 && a.at >= healed)
    if (resumed) resumedMs = resumed.end - healed
    else await sleep(200)
  }
  // A failover or a demotion would take TTL to show: the leader is read once the lock would have expired.
  await sleep(3000)
  return { what, from, healed, leader, after: leading(await members().catch(() => [])), resumedMs }
}

const named = (m: Member | undefined) => m ? `${m.name} on timeline ${m.timeline ?? '?'}` : 'no leader'

export const blipsRow: Row = {
  id: 'F18',
  title: 'a 5 s loss of etcd, then of the primary\'s link, under 8 writing clients: no failover, writes go on through the first and resume after the second, nothing acknowledged lost',
  run: (suite) => onTopology(suite, async (t) => {
    const api = client(LB_URL, await t.key('f18'))
    const run = Date.now().toString(36)
    const answers: Answer[] = []
    let writing = true
    let n = 0
    const clients = Array.from({ length: CLIENTS }, async (_, c) => {
      while (writing) {
        const domain = `f18-${run}-${c}-${n++}.example`
        const at = performance.now()
        const res = await api.post(PATH, { domain }, { headers: { 'idempotency-key': domain } })
          .catch(() => ({ status: 0, headers: {} as Record<string, string>, body: undefined }))
        answers.push({ at, end: performance.now(), status: res.status, retryAfter: res.headers['retry-after'] !== undefined, id: res.body?.data?.id })
        if (res.status !== 201) await sleep(100)
      }
    })
    const problems: string[] = []
    try {
      await sleep(2000)
      const etcd = await blip('etcd lost', [...ETCD_MEMBERS], answers)
      const primaryHost = leaderOf(await members())
      if (!primaryHost) throw new Error('no leader after the etcd blip')
      const link = await blip(`${primaryHost}'s link lost`, [primaryHost], answers)
      writing = false
      await Promise.all(clients)

      const during = (b: Blip) => answers.filter((a) => a.at >= b.from && a.at < b.healed)
      for (const b of [etcd, link]) {
        if (b.after?.name !== b.leader?.name || b.after?.timeline !== b.leader?.timeline) problems.push(`${b.what}: the leader went from ${named(b.leader)} to ${named(b.after)}`)
        if (b.resumedMs === undefined) problems.push(`${b.what}: no write acknowledged within ${RESUME_BOUND_MS / 1000} s of the heal`)
        const wrong = during(b).filter((a) => a.status !== 201 && (a.status !== 503 || !a.retryAfter))
        if (wrong.length > 0) problems.push(`${b.what}: ${wrong.length} answers neither 201 nor 503 with Retry-After (${[...new Set(wrong.map((a) => a.status))].join(', ')})`)
      }
      const refusedWithoutEtcd = during(etcd).filter((a) => a.status !== 201)
      if (refusedWithoutEtcd.length > 0) problems.push(`etcd lost: ${refusedWithoutEtcd.length} creates not 201`)

      await waitHealthy()
      const acknowledged = answers.filter((a) => a.status === 201 && a.id !== undefined)
      const missing = await missingCreates(api, acknowledged.map((a) => a.id!), 20)
      if (missing.length > 0) problems.push(`${missing.length} acknowledged creates missing: ${missing.slice(0, 10).join(', ')}`)
      const statuses = (b: Blip) => {
        const counts: Record<string, number> = {}
        for (const a of during(b)) counts[a.status] = (counts[a.status] ?? 0) + 1
        return JSON.stringify(counts)
      }
      const describe = (b: Blip) => `${b.what} ${BLIP_MS / 1000} s: ${statuses(b)}, slowest ${(Math.max(0, ...during(b).map((a) => a.end - a.at)) / 1000).toFixed(2)} s, ` +
        `writes after the heal ${b.resumedMs === undefined ? '-' : `${(b.resumedMs / 1000).toFixed(1)} s`}, leader ${named(b.leader)} → ${named(b.after)}`
      return {
        figure: `${describe(etcd)}; ${describe(link)}; ${acknowledged.length} acknowledged creates, ${missing.length} missing`,
        problems,
      }
    } finally {
      writing = false
      await Promise.all(clients)
      for (const host of [...ETCD_MEMBERS, ...(await members().catch(() => [])).map((m) => m.name)]) await lossOff(host)
    }
  }),
}
