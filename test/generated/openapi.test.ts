// Requests generated from the published OpenAPI document, valid and hostile, for every operation, against
// the real service (in this process, so the event-loop histogram here measures the service's holds).
// GENERATED_SEED=<n> replays a run; GENERATED_FULL=1 (or --full) is the long run.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { type TestService, startTestService } from '../support/service.js'
import { runGenerated } from './runner.js'

const full = process.env.GENERATED_FULL === '1' || process.argv.includes('--full')
const seed = Number(process.env.GENERATED_SEED ?? Date.now() % 2 ** 31)
/** A hold past this is a freeze, not latency (the reliability rows' bound; a normal request holds a few ms). */
const HOLD_LIMIT_MS = 250

let service: TestService
before(async () => {
  service = await startTestService()
})
after(async () => {
  await service?.close()
})

test(`when requests are generated from the document (GENERATED_SEED=${seed}), then every answer is one it declares and nothing refused changes`, { timeout: full ? 3_600_000 : 600_000 }, async () => {
  const theirs = await service.keyFor('generated-theirs')
  const histogram = monitorEventLoopDelay({ resolution: 1 })
  histogram.enable()
  const report = await runGenerated({
    baseUrl: service.url,
    mine: service.api.key,
    theirs: theirs.key,
    async measureHold(work) {
      histogram.reset()
      const value = await work()
      return { value, holdMs: histogram.max / 1e6 }
    },
  }, { seed, runs: full ? 400 : 25, holdLimitMs: HOLD_LIMIT_MS, shrinkSeconds: full ? 300 : 40, log: (line) => console.log(line) })
  histogram.disable()
  console.log(`GENERATED_SEED=${seed}: ${report.cases} requests; worst event-loop hold ${report.worstHold.ms.toFixed(1)} ms, by ${report.worstHold.request.slice(0, 300)}`)
  assert.deepEqual(report.failures, [], `GENERATED_SEED=${seed} replays this run`)
})
