// The rows that run on the topology of separate hosts (topology/: network namespaces, PostgreSQL under
// Patroni, HAProxy, three instances) share one: brought up by the first of them, checked healthy before
// each, and taken down at the end of the suite whatever happened, with proof that nothing is left.
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import type { client } from '../test/support/http.js'
import { ETCD_MEMBERS, PG_NODES, type PgNode, etcdHealthy, healthy, killNode, leaderOf, members, startEtcd, startNode, waitHealthy, waitUntil } from '../topology/database.js'
import { keepalivedLog, powerOn, startBalancer, waitForFloatingHolder } from '../topology/balancers.js'
import { LB_URL, haproxyLog, haproxyPids } from '../topology/haproxy.js'
import { APPS, type App, BALANCERS, HOSTS, RUN_DIR, inHost, lossOff, nsOf, pidsOf, setLink } from '../topology/network.js'
import { tail } from '../topology/processes.js'
import { cliOn, instancePids, startApp } from '../topology/services.js'
import { balancersSendToAll, down, statusOf, up, waitForApp } from '../topology/topology.js'
import { type RowResult, type Suite, UNLIMITED } from './harness.js'

/** What every instance of the topology runs with here: no rate limits, webhooks to the test's receiver, retries shrunk. */
const ENV = { ...UNLIMITED, WEBHOOKS_ALLOW_HTTP: '1', WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOKS_RETRY_SCALE: '0.001' }

export interface Topology {
  /** A key of a new account, made with the CLI on an instance's host. */
  key(account: string): Promise<string>
  /** The instances' process ids (their hosts' HAProxy aside): the same at the end of a row as at its start means none was restarted. */
  appPids(): Promise<Record<App, number[]>>
}

let session: Promise<Topology> | undefined

/** Why the topology rows cannot run here, or undefined. In CI they must: missing tools fail instead of skipping. */
export function unavailable(): string | undefined {
  if (process.getuid?.() !== 0) return 'needs root (network namespaces)'
  for (const tool of ['/usr/sbin/haproxy', '/usr/sbin/keepalived', '/usr/bin/curl', '/usr/bin/patroni', '/usr/bin/etcd', '/usr/bin/etcdctl', '/usr/sbin/nft', '/usr/bin/pgbackrest', '/usr/lib/postgresql/15/bin/postgres', '/usr/bin/redis-server']) {
    if (!fs.existsSync(tool)) return `${tool} is missing (see .ci/run for the Debian packages)`
  }
  return undefined
}

export function topology(suite: Suite): Promise<Topology> {
  session ??= (async () => {
    suite.atEnd(async () => {
      // TOPOLOGY_KEEP_LOGS=1 keeps the run directory (logs, data) for a look after the suite.
      const left = await down({ keepLogs: process.env.TOPOLOGY_KEEP_LOGS === '1' })
      return left.map((thing) => `the topology left ${thing}`)
    })
    await upKeepingLogs()
    return {
      key: async (account) => (await cliOn('app1', 'keys', 'create', '--account', account)).trim().split('\n').at(-1)!,
      async appPids() {
        const pids: Partial<Record<App, number[]>> = {}
        for (const app of APPS) pids[app] = await instancePids(app)
        return pids as Record<App, number[]>
      },
    }
  })()
  return session
}

/**
 * Up, or, when that fails, its logs (and the PostgreSQL servers' own) kept under reliability/results/ before
 * the rows fail, since the suite's end takes the run directory down with them. That is how the cause of a
 * start that failed twice in CI was found: Patroni's node stayed "bootstrap in progress" because, run as
 * postgres in the checkout's folder (a clone under a 0700 temporary folder), it could not enter it
 * (topology/processes.ts now starts such a process in its own HOME).
 */
async function upKeepingLogs(): Promise<void> {
  try {
    await up(ENV)
  } catch (error) {
    const kept = path.join(import.meta.dirname, 'results', `topology-${new Date().toISOString().slice(0, 19).replaceAll(':', '')}`)
    fs.mkdirSync(kept, { recursive: true })
    if (fs.existsSync(path.join(RUN_DIR, 'logs'))) fs.cpSync(path.join(RUN_DIR, 'logs'), kept, { recursive: true })
    for (const node of PG_NODES) {
      const serverLogs = path.join(RUN_DIR, node, 'data', 'log')
      if (fs.existsSync(serverLogs)) fs.cpSync(serverLogs, path.join(kept, `${node}-server`), { recursive: true })
    }
    throw new Error(`${(error as Error).message} (logs in ${path.relative(process.cwd(), kept)})`, { cause: error })
  }
}

/**
 * Before a row: every link up and dropping nothing, every etcd member running, every PostgreSQL node running with a synchronous standby, every instance
 * ready and in HAProxy's backend (a row that failed midway may have left something cut or killed).
 */
export async function restore(): Promise<void> {
  // A balancer powered off comes back first: its floating address is taken off before its links come up.
  for (const lb of BALANCERS) if ((await pidsOf(nsOf(lb))).length === 0) await powerOn(lb)
  for (const host of HOSTS) {
    for (const net of Object.keys(host.on) as ('front' | 'back')[]) {
      await setLink(host.name, net, 'up')
      await inHost(host.name, 'tc', 'qdisc', 'del', 'dev', net, 'root').catch(() => undefined)
    }
    await lossOff(host.name)
  }
  for (const lb of BALANCERS) await startBalancer(lb)
  await waitForFloatingHolder()
  for (const member of ETCD_MEMBERS) if ((await pidsOf(nsOf(member))).length === 0) await startEtcd(member)
  await waitUntil('every etcd member healthy', () => etcdHealthy(), 60_000, [...ETCD_MEMBERS])
  const running = (await members()).map((m) => m.name)
  for (const node of PG_NODES) if (!running.includes(node)) await startNode(node)
  await waitHealthy()
  // Last, once there is a leader to route to: each application host's HAProxy and instance, whichever is missing.
  for (const app of APPS) {
    if ((await haproxyPids(app)).length > 0 && (await instancePids(app)).length > 0) continue
    await startApp(app, ENV)
    await waitForApp(app)
  }
  await waitUntil('every instance in both balancers', balancersSendToAll, 60_000, [...BALANCERS.map(haproxyLog), ...APPS])
}

/**
 * The acknowledged creates (ids a 201 named) that a read through HAProxy does not find once the cluster is
 * whole again; a 503 meanwhile is read again after half a second, up to `attempts` times.
 */
export async function missingCreates(api: ReturnType<typeof client>, ids: number[], attempts: number): Promise<number[]> {
  const missing: number[] = []
  for (const id of ids) {
    let status = 0
    for (let attempt = 0; attempt < attempts && status !== 200 && status !== 404; attempt++) {
      status = (await api.get(`/api/v1/websites/${id}`)).status
      if (status !== 200 && status !== 404) await sleep(500)
    }
    if (status !== 200) missing.push(id)
  }
  return missing
}

/** One create through HAProxy as a writing client saw it (`at` sent, `end` answered, performance.now()). */
export interface Create { domain: string; at: number; end: number; status: number; retryAfter: boolean; id?: number }

/** The 201s among `answers`' creates, which named the website they made. */
export const acknowledgedIds = (answers: Create[]) => answers.filter((a) => a.status === 201 && a.id !== undefined).map((a) => a.id!)

/**
 * `count` clients creating websites through `api` until stopped, each create with an Idempotency-Key (its
 * own domain, `row`-run-client-n), each pausing 100 ms after any answer but a 201; every answer recorded.
 */
export function creatingClients(api: ReturnType<typeof client>, row: string, count = 8): { answers: Create[]; stop(): Promise<void> } {
  const run = Date.now().toString(36)
  const answers: Create[] = []
  let writing = true
  let n = 0
  const clients = Array.from({ length: count }, async (_, c) => {
    while (writing) {
      const domain = `${row}-${run}-${c}-${n++}.example`
      const at = performance.now()
      const res = await api.post('/api/v1/websites', { domain }, { headers: { 'idempotency-key': domain } })
        .catch(() => ({ status: 0, headers: {} as Record<string, string>, body: undefined }))
      answers.push({ domain, at, end: performance.now(), status: res.status, retryAfter: res.headers['retry-after'] !== undefined, id: res.body?.data?.id })
      if (res.status !== 201) await sleep(100)
    }
  })
  return { answers, stop: async () => { writing = false; await Promise.all(clients) } }
}

/** Each status among `answers`, counted: {"201":480,"503":12}. */
export function statusCounts(answers: { status: number }[]): string {
  const counts: Record<string, number> = {}
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1
  return JSON.stringify(counts)
}

/** A row on the topology: skipped where it cannot run (failed in CI), restored first, logs in its problems when it fails. */
export async function onTopology(suite: Suite, work: (t: Topology) => Promise<RowResult>): Promise<RowResult | { skipped: string }> {
  const why = unavailable()
  if (why) return process.env.CI ? { figure: '-', problems: [why] } : { skipped: why }
  const t = await topology(suite)
  await restore()
  const result = await work(t)
  if (result.problems.length > 0) {
    result.problems.push(`logs (last lines):\n${[...BALANCERS.flatMap((lb) => [haproxyLog(lb), keepalivedLog(lb)]), ...ETCD_MEMBERS, ...PG_NODES, ...APPS.flatMap((app) => [app, haproxyLog(app)]), 'backup'].map((name) => `--- ${name}\n${tail(name, 8)}`).join('\n')}`)
    // Why the instances answered 5xx (each such answer logs its error, with the driver's or the deadline's
    // message): the last lines above are mostly the requests that came after.
    result.problems.push(`errors the instances logged (last lines):\n${APPS.map((app) => `--- ${app}\n${tail(app, 12, isLoggedError)}`).join('\n')}`)
  }
  return result
}

/** A line an instance logs at pino's level error (50) or above: a 5xx's cause, or a failure of its own. */
const isLoggedError = (line: string) => /"level":(5|6)0,/.test(line)

export { type PgNode, LB_URL, healthy, killNode, leaderOf, members, startNode, statusOf }
