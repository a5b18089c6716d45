// F6: clients that retry every create whose answer they did not get, with the same Idempotency-Key, while
// the server is killed at random moments: each key must end as exactly one website, no retry may be
// answered "taken", and every 201 seen must be stored. F7: two instances on one PostgreSQL, 20 creates
// with one key at once: one website, every answer a 201 (replayed) or a 409.
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { type Response, client } from '../test/support/http.js'
import type { Served } from '../test/support/processes.js'
import type { Db, Row, RowResult, Suite } from './harness.js'

const PATH = '/api/v1/websites'
const CLIENTS = 8
/** Answers that say nothing about the outcome: the client must ask again with the same key. */
const UNKNOWN_OUTCOME = new Set([409, 503])

interface Tally { keys: number; retried: number; replayed: number; taken: number; problems: string[]; created: Map<string, number> }

async function retryingClient(url: () => string, key: string, prefix: string, stopped: () => boolean, tally: Tally) {
  for (let n = 0; !stopped(); n++) {
    const idempotencyKey = randomUUID()
    const domain = `${prefix}-${n}.example`
    tally.keys++
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) tally.retried++
      const res: Response | undefined = await client(url(), key)
        .post(PATH, { domain, email: n % 2 }, { headers: { 'idempotency-key': idempotencyKey } }).catch(() => undefined)
      if (!res || UNKNOWN_OUTCOME.has(res.status)) {
        await sleep(20)
        continue
      }
      if (res.headers['idempotent-replayed'] === 'true') tally.replayed++
      if (res.status === 201) tally.created.set(domain, res.body.data.id)
      else if (res.text.includes('already been taken')) tally.taken++
      else tally.problems.push(`${domain}: ${res.status} ${res.text}`)
      break
    }
  }
}

async function killLoop(suite: Suite, db: Db, kills: number): Promise<RowResult> {
  const deployment = await suite.deployment(db)
  const key = await suite.key(deployment, 'idempotent')
  let served: Served = await suite.serve(deployment)
  let stop = false
  const tally: Tally = { keys: 0, retried: 0, replayed: 0, taken: 0, problems: [], created: new Map() }
  const clients = Array.from({ length: CLIENTS }, (_, c) => retryingClient(() => served.url, key, `f6-${db}-c${c}`, () => stop, tally))
  for (let kill = 0; kill < kills; kill++) {
    await sleep(300 + Math.random() * 1200)
    await served.stop('SIGKILL')
    served = await suite.serve(deployment)
  }
  stop = true
  await Promise.all(clients)
  // Every key ended in one answer; now the stored websites must be exactly the 201s seen.
  const api = client(served.url, key)
  const stored = new Map<string, number>()
  for (let page = 1; ; page++) {
    const res = await api.get(`${PATH}?per_page=100&page=${page}`)
    for (const site of res.body.data) stored.set(site.domain, site.id)
    if (page >= res.body.meta.last_page) break
  }
  await served.stop()
  const problems = [...tally.problems]
  if (tally.taken > 0) problems.push(`${tally.taken} retries were answered "taken"`)
  for (const [domain, id] of tally.created) if (stored.get(domain) !== id) problems.push(`${domain}: 201 with id ${id}, stored ${stored.get(domain)}`)
  for (const domain of stored.keys()) if (!tally.created.has(domain)) problems.push(`${domain}: stored, but no 201 was seen for it`)
  const figure = `${db}: ${kills} kills, ${tally.keys} keys, ${tally.retried} requests retried, ${tally.replayed} answered by a replay, ${stored.size} websites checked, `
    + `${stored.size - tally.created.size} duplicates, ${tally.taken} "taken" answers to retries`
  return { figure, problems }
}

async function twoInstances(suite: Suite): Promise<RowResult> {
  if (!suite.dbs.includes('postgres')) return { figure: 'skipped: no PostgreSQL configured', problems: [] }
  const deployment = await suite.deployment('postgres')
  const key = await suite.key(deployment, 'two-instances')
  const instances = [await suite.serve(deployment), await suite.serve(deployment)]
  const problems: string[] = []
  const rounds = suite.mode === 'full' ? 20 : 5
  const statuses: Record<string, number> = {}
  for (let round = 0; round < rounds; round++) {
    const idempotencyKey = randomUUID()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => client(instances[i % 2]!.url, key)
      .post(PATH, { domain: `f7-${round}.example`, password: 'a secret', privacy: 2 }, { headers: { 'idempotency-key': idempotencyKey } })))
    for (const res of answers) statuses[res.status] = (statuses[res.status] ?? 0) + 1
    const created = answers.filter((res) => res.status === 201)
    if (created.length + answers.filter((res) => res.status === 409).length !== 20) problems.push(`round ${round}: ${answers.map((res) => res.status).join(',')}`)
    if (new Set(created.map((res) => res.text)).size !== 1) problems.push(`round ${round}: the 201s differ`)
    const total = (await client(instances[0]!.url, key).get(`${PATH}?search=f7-${round}.example`)).body.meta.total
    if (total !== 1) problems.push(`round ${round}: ${total} websites`)
  }
  for (const instance of instances) await instance.stop()
  return { figure: `${rounds} rounds × 20 creates with one key over two instances: statuses ${JSON.stringify(statuses)}`, problems }
}

export const idempotencyRows: Row[] = [
  {
    id: 'F6', title: 'kill -9 at random moments under 8 clients retrying creates with an Idempotency-Key',
    async run(suite) {
      // Quick mode: 10 kills per database (F1 and F9 kill 20 times each run).
      const kills = suite.mode === 'full' ? 100 : 10
      const results: RowResult[] = []
      for (const db of suite.dbs) results.push(await killLoop(suite, db, kills))
      return { figure: results.map((r) => r.figure).join('; '), problems: results.flatMap((r) => r.problems) }
    },
  },
  { id: 'F7', title: 'two instances on PostgreSQL: 20 concurrent creates with one Idempotency-Key', run: twoInstances },
]
