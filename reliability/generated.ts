// B3: requests generated from the published OpenAPI document (test/generated/runner.ts), valid and hostile,
// against a server process on each database: never a 5xx, only declared statuses, bodies the document
// describes, nothing changed by a refused write, and no event-loop hold far past what a request's size
// explains. The hold is the server's own figure: its Prometheus port (METRICS_PORT) reports
// `nodejs_eventloop_lag_max_seconds`, the longest delay of the event loop since the last scrape (prom-client
// samples it every 10 ms and starts again at each scrape), so a scrape before and one after each request
// bracket it.
import { runGenerated } from '../test/generated/runner.js'
import { freePort } from '../test/support/ports.js'
import type { Db, Row, RowResult, Suite } from './harness.js'

/**
 * The plan's bound for a request at the body, header or list limits is 100 ms of hold; the figure also
 * holds what ran beside the request on two shared cores (a garbage collection, the next request's
 * parsing), so a row fails past 250 ms: a freeze, not noise. The worst figure is reported either way.
 */
const HOLD_LIMIT_MS = 250
/** prom-client's sampling period: one more period after a request lets the last late sample land. */
const SAMPLE_MS = 10
/** Cases per operation, valid and hostile each, in quick mode. */
const QUICK_RUNS = 5

async function longestLag(metricsUrl: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text()
  const match = /^nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(text)
  if (!match) throw new Error('no nodejs_eventloop_lag_max_seconds on the metrics port')
  return Number(match[1]) * 1000
}

function holdMeter(metricsUrl: string) {
  return async <T>(work: () => Promise<T>): Promise<{ value: T; holdMs: number }> => {
    await longestLag(metricsUrl) // starts the figure again
    const value = await work()
    await new Promise((resolve) => setTimeout(resolve, 2 * SAMPLE_MS))
    return { value, holdMs: await longestLag(metricsUrl) }
  }
}

async function generated(suite: Suite, db: Db): Promise<{ figure: string; problems: string[] }> {
  const metricsPort = await freePort()
  const { deployment, served } = await suite.start(db, { METRICS_PORT: String(metricsPort) })
  const [mine, theirs] = [await suite.key(deployment, 'generated-mine', '--admin'), await suite.key(deployment, 'generated-theirs')]
  const seed = Number(process.env.GENERATED_SEED ?? Date.now() % 2 ** 31)
  // Quick mode (CI) sends few cases: the test suite runs the same generator with 25 cases per operation on
  // both databases (test/generated/openapi.test.ts); what this row adds is a served process and its own
  // hold figure. Its limits sweep runs on PostgreSQL, whose text refuses what SQLite keeps (a NUL): it
  // found a sign-in's there that the suite's own run had passed.
  const report = await runGenerated({
    baseUrl: served.url, mine, theirs,
    measureHold: holdMeter(`http://127.0.0.1:${metricsPort}/metrics`),
  }, { seed, runs: suite.mode === 'full' ? 300 : QUICK_RUNS, holdLimitMs: HOLD_LIMIT_MS, shrinkSeconds: suite.mode === 'full' ? 300 : 30, sweep: suite.mode === 'full' || db === 'postgres' })
  const figure = `${db}: ${report.cases} requests, GENERATED_SEED=${seed}, worst hold ${report.worstHold.ms.toFixed(0)} ms (${report.worstHold.request.slice(0, 120)})`
  return { figure, problems: report.failures.map((f) => `${db}: ${f}`) }
}

export const generatedRow: Row = {
  id: 'B3',
  title: 'requests generated from the OpenAPI document, valid and hostile: declared statuses and bodies, no 5xx, refused writes change nothing, the server event loop never held over 250 ms (its own figure)',
  async run(suite): Promise<RowResult> {
    const results = []
    for (const db of suite.dbs) results.push(await generated(suite, db))
    return { figure: results.map((r) => r.figure).join('; '), problems: results.flatMap((r) => r.problems) }
  },
}
