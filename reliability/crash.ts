// F1: kill -9 at a random moment while 8 clients create, update and delete, each journaling every
// answer; restart; check the database against the journal; repeat. Each client works on websites of
// its own, one request at a time, so the journal orders its writes: every acknowledged write must be
// there (and not reverted), and the one request that was in flight at the kill must be all or nothing.
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import Database from 'better-sqlite3'
import { type Client, client } from '../test/support/http.js'
import type { Served } from '../test/support/processes.js'
import type { Db, RowResult, Suite } from './harness.js'

const CLIENTS = 8
const PATH = '/api/v1/websites'

/** What a website must look like, by domain; `undefined` = it must not exist. */
interface Expected {
  id: number | undefined
  /** The states the website may be in: one when settled, two when the last write is unknown. */
  states: (Snapshot | undefined)[]
}
type Snapshot = { email: number; exclude_params: string | null; privacy: number }

const snapshot = (site: Snapshot): Snapshot => ({ email: site.email, exclude_params: site.exclude_params, privacy: site.privacy })
const same = (a: Snapshot | undefined, b: Snapshot | undefined) => JSON.stringify(a) === JSON.stringify(b)

export async function crashLoop(suite: Suite, db: Db, iterations: number): Promise<RowResult> {
  const deployment = await suite.deployment(db)
  const key = await suite.key(deployment, 'crash')
  const expected = new Map<string, Expected>()
  const problems: string[] = []
  let acknowledged = 0
  let inFlight = 0
  let served: Served = await suite.serve(deployment)
  for (let iteration = 0; iteration < iterations; iteration++) {
    const api = client(served.url, key)
    let stop = false
    const writers = Array.from({ length: CLIENTS }, (_, c) => writer(api, `i${iteration}c${c}`, expected, () => stop))
    await sleep(300 + Math.random() * 1200)
    await served.stop('SIGKILL')
    stop = true
    for (const outcome of await Promise.all(writers)) {
      acknowledged += outcome.acknowledged
      inFlight += outcome.inFlight
    }
    if (db === 'sqlite') {
      const file = new Database(path.join(deployment.dataDir, 'websites.db'))
      const integrity = file.pragma('integrity_check', { simple: true })
      file.close()
      if (integrity !== 'ok') problems.push(`iteration ${iteration}: integrity check says ${String(integrity)}`)
    }
    served = await suite.serve(deployment)
    problems.push(...(await verify(client(served.url, key), expected)).map((p) => `iteration ${iteration}: ${p}`))
    if (problems.length > 20) break
  }
  await served.stop()
  return { figure: `${db}: ${iterations} kills, ${acknowledged} acknowledged writes checked, ${inFlight} unacknowledged in flight (all-or-nothing checked)`, problems }
}

/** One client: creates, updates and deletes its own websites until the server disappears. */
async function writer(api: Client, prefix: string, expected: Map<string, Expected>, stopped: () => boolean) {
  const mine: string[] = []
  let acknowledged = 0
  for (let n = 0; !stopped(); n++) {
    const existing = mine.filter((domain) => expected.get(domain)!.states[0] !== undefined)
    const op = existing.length < 3 || n % 3 === 0 ? 'create' : n % 3 === 1 ? 'update' : 'delete'
    const domain = op === 'create' ? `${prefix}-${n}.example` : existing[n % existing.length]!
    const entry = expected.get(domain) ?? { id: undefined, states: [undefined] }
    const before = entry.states[0]
    const after: Snapshot | undefined = op === 'delete' ? undefined
      : op === 'create' ? { email: n % 2, exclude_params: `p${n}`, privacy: 1 }
      : { ...before!, email: (before!.email + 1) % 2, exclude_params: `p${n}` }
    // Until the answer arrives, either state is possible.
    expected.set(domain, { id: entry.id, states: [before, after] })
    if (op === 'create') mine.push(domain)
    const res = await (op === 'create' ? api.post(PATH, { domain, ...after })
      : op === 'update' ? api.put(`${PATH}/${entry.id}`, { email: after!.email, exclude_params: after!.exclude_params })
      : api.delete(`${PATH}/${entry.id}`)).catch(() => undefined)
    if (!res) return { acknowledged, inFlight: 1 }
    if (res.status >= 300) throw new Error(`${op} ${domain}: ${res.status} ${res.text}`)
    acknowledged++
    expected.set(domain, { id: op === 'create' ? res.body.data.id : entry.id, states: [after] })
  }
  return { acknowledged, inFlight: 0 }
}

/** Compares every journaled website with what the restarted service returns, then settles the unknowns. */
async function verify(api: Client, expected: Map<string, Expected>): Promise<string[]> {
  const stored = new Map<string, Snapshot & { id: number }>()
  for (let page = 1; ; page++) {
    const res = await api.get(`${PATH}?per_page=100&page=${page}`)
    for (const site of res.body.data) stored.set(site.domain, site)
    if (page >= res.body.meta.last_page) break
  }
  const problems: string[] = []
  for (const [domain, entry] of expected) {
    const site = stored.get(domain)
    const actual = site && snapshot(site)
    const match = entry.states.find((state) => same(state, actual))
    if (!entry.states.some((state) => same(state, actual))) {
      problems.push(`${domain}: stored ${JSON.stringify(actual)}, expected ${entry.states.map((s) => JSON.stringify(s)).join(' or ')}`)
      continue
    }
    expected.set(domain, { id: site?.id ?? entry.id, states: [match] })
  }
  for (const domain of stored.keys()) if (!expected.has(domain)) problems.push(`${domain}: stored but never sent`)
  return problems
}
