// F8: histories of many clients at once (creates with and without an Idempotency-Key, retries and reuse of
// keys, updates and deletes with and without If-Match, reads), every request and answer recorded with the
// client's times, each history checked for linearizability against the contract's sequential model
// (test/support/history.ts): on SQLite, on PostgreSQL, and on two PostgreSQL instances sharing one
// database. The forced interleavings of each known race are component tests (test/component/history.test.ts).
import { client } from '../test/support/http.js'
import { checkHistory } from '../test/support/history.js'
import { runHistory } from '../test/support/history-clients.js'
import type { Db, Row, RowResult, Suite } from './harness.js'

async function histories(suite: Suite, db: Db, instances: number): Promise<RowResult> {
  const full = suite.mode === 'full'
  const count = full ? 100 : 10
  const clients = full ? 16 : 8
  const opsPerClient = full ? 40 : 25
  const deployment = await suite.deployment(db)
  const key = await suite.key(deployment, 'history')
  const served = []
  for (let i = 0; i < instances; i++) served.push(await suite.serve(deployment))
  const apis = served.map((instance) => client(instance.url, key))
  const problems: string[] = []
  let ops = 0
  let largest = 0
  const statuses: Record<string, number> = {}
  for (let h = 0; h < count; h++) {
    const history = await runHistory({ apis, clients, opsPerClient, domains: 6, label: `f8-${db}-${instances}-h${h}` })
    for (const op of history) statuses[op.status] = (statuses[op.status] ?? 0) + 1
    const verdict = checkHistory(history)
    ops += verdict.ops
    largest = Math.max(largest, verdict.largest)
    // The first few failures in full: each is the smallest failing part of its domain's history.
    problems.push(...verdict.failures.slice(0, 3).map((failure) => `history ${h}: ${failure}`))
  }
  for (const instance of served) await instance.stop()
  const where = instances === 1 ? db : `${instances} ${db} instances`
  return {
    figure: `${where}: ${count} histories × ${clients} clients × ${opsPerClient} operations (${ops} in all, largest domain part ${largest}), `
      + `statuses ${JSON.stringify(statuses)}, ${problems.length === 0 ? 'all linearizable' : `${problems.length} not`}`,
    problems,
  }
}

export const historyRow: Row = {
  id: 'F8',
  title: 'history check: concurrent creates (keys), If-Match updates, deletes and reads are linearizable against the model',
  async run(suite) {
    const results: RowResult[] = []
    for (const db of suite.dbs) results.push(await histories(suite, db, 1))
    if (suite.dbs.includes('postgres')) results.push(await histories(suite, 'postgres', 2))
    return { figure: results.map((r) => r.figure).join('; '), problems: results.flatMap((r) => r.problems) }
  },
}
