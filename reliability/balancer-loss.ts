// F19: the client-facing balancers, a pair sharing one floating address (keepalived, VRRP), under 8 clients
// creating websites through that address (each create with an Idempotency-Key):
// 1. the balancer holding the address loses its power (every process killed, its links down): the other
//    takes the address over;
// 2. it comes back (links up, HAProxy and keepalived started): the address stays where it is (nopreempt);
// 3. HAProxy alone is killed on the balancer now holding it (keepalived runs on): its check fails and the
//    address goes back to the first.
//
// Passes when: after each loss the address is on the other balancer within MOVE_BOUND_MS and a create is
// acknowledged again within it; while the address moves, a create gets no answer (the connection refused or
// reset) or a 503 with Retry-After, never a 500; the returning balancer leaves the address alone; every
// website a 201 named is there at the end.
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { client } from '../test/support/http.js'
import { floatingHolder, floatingHolders, keepalivedLog, powerOff, powerOn } from '../topology/balancers.js'
import { haproxyLog, haproxyPids, startHaproxy } from '../topology/haproxy.js'
import { type Balancer, BALANCERS } from '../topology/network.js'
import { waitUntil } from '../topology/processes.js'
import { peerOf } from '../topology/keepalived-files.js'
import type { Row } from './harness.js'
import { type Create, LB_URL, acknowledgedIds, creatingClients, missingCreates, onTopology, statusCounts } from './topology.js'

const CLIENTS = 8
/**
 * keepalived's adverts come every second; the other balancer takes over after three missed (3 s and its
 * skew), or two failed checks a second apart. The rest is slack for a busy machine.
 */
const MOVE_BOUND_MS = 10_000

/**
 * `start`: as the loss begins (the times are counted from it, and a create under way then may fail); `at`: once
 * it is complete (a create sent after it cannot have gone through the lost balancer).
 */
interface Loss { what: string; from: Balancer; start: number; at: number; movedMs?: number; writingMs?: number }

/** Waits until the address is on the other balancer alone, and a create sent after the loss is acknowledged; fills in the times. */
async function followMove(loss: Loss, answers: Create[]): Promise<void> {
  await waitUntil(`the floating address off ${loss.from}`, async () => {
    const holders = await floatingHolders()
    if (loss.movedMs === undefined && holders.length === 1 && holders[0] === peerOf(loss.from)) loss.movedMs = performance.now() - loss.start
    const acknowledged = answers.find((a) => a.status === 201 && a.at > loss.at)
    if (loss.writingMs === undefined && acknowledged) loss.writingMs = acknowledged.end - loss.start
    return loss.movedMs !== undefined && loss.writingMs !== undefined
  }, 30_000, BALANCERS.flatMap((lb) => [keepalivedLog(lb), haproxyLog(lb)]), 100)
}

export const balancerLossRow: Row = {
  id: 'F19',
  title: 'the balancer holding the floating address powered off under 8 writing clients, back (it leaves the address alone), then the other\'s HAProxy killed: the address moves within 10 s each time, no 500, nothing acknowledged lost',
  run: (suite) => onTopology(suite, async (t) => {
    const phaseMs = suite.mode === 'full' ? 30_000 : 8_000
    const api = client(LB_URL, await t.key('f19'))
    const writers = creatingClients(api, 'f19', CLIENTS)
    const { answers } = writers
    const problems: string[] = []
    const losses: Loss[] = []
    let stayed = ''
    try {
      await sleep(phaseMs)
      const first = (await floatingHolder()) ?? 'lb1'
      // 1. Power off: no process left, no link, as a machine that stops.
      const start = performance.now()
      await powerOff(first)
      const powerCut: Loss = { what: `${first} powered off`, from: first, start, at: performance.now() }
      losses.push(powerCut)
      await followMove(powerCut, answers)
      await sleep(phaseMs)
      // 2. Back on: it must not take the address back.
      const backAt = performance.now()
      await powerOn(first)
      await sleep(phaseMs)
      const holders = await floatingHolders()
      stayed = `${first} back: the address on ${holders.join(' and ') || 'no balancer'}`
      if (holders.join() !== peerOf(first)) problems.push(`${stayed} (it must stay on ${peerOf(first)} alone)`)
      const whileBack = answers.filter((a) => a.at >= backAt && a.status !== 201)
      if (whileBack.length > 0) problems.push(`while ${first} came back, ${whileBack.length} creates failed: ${statusCounts(whileBack)}`)
      // 3. HAProxy alone killed on the new holder: keepalived's check gives the address up.
      const second = peerOf(first)
      const killStart = performance.now()
      for (const pid of await haproxyPids(second)) process.kill(pid, 'SIGKILL')
      const haproxyKilled: Loss = { what: `${second}'s HAProxy killed`, from: second, start: killStart, at: performance.now() }
      losses.push(haproxyKilled)
      await followMove(haproxyKilled, answers)
      await startHaproxy(second)
      await sleep(phaseMs)
    } finally {
      await writers.stop()
    }
    for (const loss of losses) {
      if ((loss.movedMs ?? Infinity) > MOVE_BOUND_MS) problems.push(`${loss.what}: the address moved after ${loss.movedMs} ms (bound ${MOVE_BOUND_MS})`)
      if ((loss.writingMs ?? Infinity) > MOVE_BOUND_MS) problems.push(`${loss.what}: a create acknowledged again after ${loss.writingMs} ms (bound ${MOVE_BOUND_MS})`)
    }
    const failed = answers.filter((a) => a.status !== 201)
    const wrong = failed.filter((a) => a.status !== 0 && !(a.status === 503 && a.retryAfter))
    if (wrong.length > 0) problems.push(`${wrong.length} answers neither 201, nor none, nor 503 with Retry-After: ${statusCounts(wrong)}`)
    // A failure under way at some point between a loss and the first create acknowledged after it.
    const duringMove = (a: Create) => losses.some((loss) => a.end >= loss.start && a.at <= loss.start + (loss.writingMs ?? Infinity))
    const outside = failed.filter((a) => !duringMove(a))
    if (outside.length > 0) problems.push(`${outside.length} creates failed while no address was moving: ${statusCounts(outside)}`)
    const acknowledged = acknowledgedIds(answers)
    const missing = await missingCreates(api, acknowledged, 10)
    if (missing.length > 0) problems.push(`${missing.length} acknowledged creates missing: ${missing.slice(0, 10).join(', ')}`)
    const seconds = (ms?: number) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`)
    return {
      figure: `${losses.map((loss) => `${loss.what}: the address moved in ${seconds(loss.movedMs)}, a create acknowledged again in ${seconds(loss.writingMs)}, ${failed.filter((a) => a.end >= loss.start && a.at <= loss.start + (loss.writingMs ?? 0)).length} creates failed meanwhile`).join('; ')}; ` +
        `${stayed}; answers ${statusCounts(answers)}; ${acknowledged.length} acknowledged creates, ${missing.length} missing`,
      problems,
    }
  }),
}
