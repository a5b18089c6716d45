// F16: an instance cut silently from PostgreSQL for 60 s: every packet on its back link dropped (nftables),
// nothing reset, so its open connections see no error, only silence; then healed. Clients write through
// HAProxy and straight to the instance, and its /readyz is asked every 200 ms.
//
// Passes when: while cut, the instance answers 503 with Retry-After within 2 s and its /readyz fails;
// healed, it is back in HAProxy's backend within 10 s, the same process. (Its readiness probe gives up a
// connection unanswered for 5 s and connects anew, src/db/index.ts: before, the probe waited on TCP's
// retransmissions, and the instance stayed out 51 s after a 60 s cut.) Reported: when the instance's own
// requests succeed again (its pooled connections wait on the same retransmissions).
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { client, request } from '../test/support/http.js'
import { waitUntil } from '../topology/database.js'
import { lossOff, lossOn } from '../topology/network.js'
import { appUrl, backendStates } from '../topology/haproxy.js'
import type { App } from '../topology/network.js'
import type { Row } from './harness.js'
import { LB_URL, onTopology } from './topology.js'

const VICTIM: App = 'app2'
const PATH = '/api/v1/websites'
const ANSWER_BOUND_MS = 2000
const BACK_BOUND_MS = 10_000

interface Answer { at: number; end: number; status: number; retryAfter: boolean; via: 'direct' | 'lb' | 'readyz' }

export const silentPartitionRow: Row = {
  id: 'F16',
  title: 'an instance cut silently from PostgreSQL for 60 s (packets dropped, nothing reset): 503 within 2 s while cut; back in HAProxy within 10 s of the heal, without a restart',
  run: (suite) => onTopology(suite, async (t) => {
    const cutMs = 60_000
    const key = await t.key('f16')
    const lb = client(LB_URL, key)
    const direct = client(appUrl(VICTIM), key)
    const pidsBefore = await t.appPids()
    const answers: Answer[] = []
    let stopped = false
    let n = 0
    const ask = (via: Answer['via'], send: () => Promise<{ status: number; headers: Record<string, unknown> }>, everyMs: number) => (async () => {
      while (!stopped) {
        const at = performance.now()
        const res = await send().catch(() => ({ status: 0, headers: {} as Record<string, unknown> }))
        answers.push({ at, end: performance.now(), status: res.status, retryAfter: res.headers['retry-after'] !== undefined, via })
        await sleep(everyMs)
      }
    })()
    const traffic = [
      ...Array.from({ length: 2 }, (_, c) => ask('lb', () => lb.post(PATH, { domain: `f16-lb-${c}-${n++}.example` }), 100)),
      ask('direct', () => direct.post(PATH, { domain: `f16-direct-${n++}.example` }), 200),
      ask('readyz', () => request('GET', `${appUrl(VICTIM)}/readyz`), 200),
    ]
    const problems: string[] = []
    try {
      await sleep(2000)
      // From the moment every rule is in place (a request sent while they were being added may pass).
      await lossOn(VICTIM, 100)
      const cutAt = performance.now()
      await waitUntil(`HAProxy taking ${VICTIM} out`, async () => (await backendStates())[VICTIM].startsWith('DOWN'), 30_000)
      const outMs = performance.now() - cutAt
      await sleep(Math.max(0, cutMs - (performance.now() - cutAt)))
      const healAt = performance.now()
      await lossOff(VICTIM)
      let backMs: number | undefined
      while (performance.now() - healAt < 60_000) {
        if ((await backendStates())[VICTIM] === 'UP') {
          backMs = performance.now() - healAt
          break
        }
        await sleep(100)
      }
      await sleep(3000)
      stopped = true
      await Promise.all(traffic)

      // Sent while cut, and more than the answer's bound before the heal: a request sent just before the heal may
      // be answered after it, and rightly with a 201 (its wait for the database outlived the cut: seen once the
      // instances reached PostgreSQL through a HAProxy of their own, which takes the nodes back 0.5 s after the
      // heal), but one that hangs through the heal is still judged.
      const cut = answers.filter((a) => a.at >= cutAt && a.at < healAt - ANSWER_BOUND_MS)
      const directCut = cut.filter((a) => a.via === 'direct')
      const wrong = directCut.filter((a) => a.status !== 503 || !a.retryAfter || a.end - a.at > ANSWER_BOUND_MS)
      if (wrong.length > 0) problems.push(`while cut, ${wrong.length} of ${directCut.length} direct answers were not a 503 with Retry-After within 2 s (statuses ${[...new Set(wrong.map((a) => a.status))].join(', ')}, slowest ${Math.round(Math.max(...wrong.map((a) => a.end - a.at)))} ms)`)
      if (cut.some((a) => a.via === 'readyz' && a.status === 200)) problems.push(`while cut, ${VICTIM}'s /readyz said 200`)
      if (backMs === undefined || backMs > BACK_BOUND_MS) problems.push(`healed, ${VICTIM} back in HAProxy after ${backMs === undefined ? 'over 60 s' : `${(backMs / 1000).toFixed(1)} s`} (bound ${BACK_BOUND_MS / 1000} s)`)
      const pidsAfter = await t.appPids()
      if (JSON.stringify(pidsAfter) !== JSON.stringify(pidsBefore)) problems.push(`instance processes changed: ${JSON.stringify(pidsBefore)} → ${JSON.stringify(pidsAfter)}`)
      const firstDirect = answers.find((a) => a.via === 'direct' && a.at >= healAt && a.status === 201)
      const readyAgain = answers.find((a) => a.via === 'readyz' && a.at >= healAt && a.status === 200)
      return {
        figure: `cut ${cutMs / 1000} s: out of HAProxy ${(outMs / 1000).toFixed(1)} s after the cut, ${directCut.length} direct answers all 503: ${directCut.every((a) => a.status === 503)}, slowest ${Math.round(Math.max(0, ...directCut.map((a) => a.end - a.at)))} ms; ` +
          `healed: /readyz 200 after ${readyAgain ? `${((readyAgain.end - healAt) / 1000).toFixed(1)} s` : '-'}, back in HAProxy after ${backMs === undefined ? '-' : `${(backMs / 1000).toFixed(1)} s`}, ` +
          `its own first write after ${firstDirect ? `${((firstDirect.end - healAt) / 1000).toFixed(1)} s` : '-'} (same process: ${JSON.stringify(pidsAfter) === JSON.stringify(pidsBefore)})`,
        problems,
      }
    } finally {
      stopped = true
      await lossOff(VICTIM)
      await Promise.all(traffic)
    }
  }),
}
