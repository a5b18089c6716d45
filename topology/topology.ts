// The whole topology: up (network, PostgreSQL under Patroni, Redis, two balancers, three instances each
// with its HAProxy to PostgreSQL), down
// (every process killed, every namespace deleted, and proof that nothing is left), and status.
import fs from 'node:fs'
import { floatingHolders, startBalancers } from './balancers.js'
import { ETCD_MEMBERS, PG_NODES, etcdHealthy, patroniMetrics, startDatabase, waitUntil } from './database.js'
import { LB_URL, appUrl, backendStates, haproxyLog, postgresRoutes, startGateway } from './haproxy.js'
import { APPS, type App, BALANCERS, FLOATING_ADDRESS, RUN_DIR, createNetwork, destroyNetwork, leftovers, madeNamespaces, namespaces, nsOf, pidsOf } from './network.js'
import { startApp, startRedis } from './services.js'

/** GET a URL's status, or 0 when nothing answered (within `timeoutMs`). */
export async function statusOf(url: string, timeoutMs = 2000): Promise<number> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })).status
  } catch {
    return 0
  }
}

/** An instance is up once it answers /readyz with 200 (it migrated, and it can write). */
export const waitForApp = (app: App, timeoutMs = 60_000) =>
  waitUntil(`${app} ready`, async () => (await statusOf(`${appUrl(app)}/readyz`)) === 200, timeoutMs, [app])

export async function startApps(env: Record<string, string> = {}): Promise<void> {
  // One first, so that it migrates alone; the others start together.
  await startApp(APPS[0], env)
  await waitForApp(APPS[0])
  for (const app of APPS.slice(1)) await startApp(app, env)
  for (const app of APPS.slice(1)) await waitForApp(app)
  await waitUntil('both balancers sending to every instance', balancersSendToAll, 30_000, BALANCERS.map(haproxyLog))
}

/** Every instance up in both balancers' backends. */
export async function balancersSendToAll(): Promise<boolean> {
  for (const lb of BALANCERS) {
    const states = await backendStates(lb).catch(() => ({}))
    if (Object.values(states).filter((state) => state === 'UP').length !== APPS.length) return false
  }
  return true
}

/** `env`: settings for every instance on top of the topology's own (tests turn rate limits off, say). */
export async function up(env: Record<string, string> = {}): Promise<void> {
  if ((await namespaces()).length > 0) throw new Error(`a topology is up already (${(await namespaces()).join(', ')}): npm run topology -- down`)
  fs.rmSync(RUN_DIR, { recursive: true, force: true })
  fs.mkdirSync(RUN_DIR, { recursive: true, mode: 0o755 })
  await createNetwork()
  await startDatabase()
  startRedis()
  startGateway()
  await startBalancers()
  await startApps(env)
}

/**
 * Kills every process of the topology, deletes its namespaces, and returns what is left (nothing, unless
 * something went wrong); the run directory (data, logs) goes too unless `keepLogs`.
 */
export async function down({ keepLogs = false } = {}): Promise<string[]> {
  const made = madeNamespaces()
  await destroyNetwork()
  const left = await leftovers(made)
  if (!keepLogs) fs.rmSync(RUN_DIR, { recursive: true, force: true })
  return left
}

export async function status(): Promise<string> {
  const ns = await namespaces()
  if (ns.length === 0) return 'down: no namespace of the topology exists'
  const lines = [`namespaces: ${ns.join(' ')}`, `run directory: ${RUN_DIR}`, '', "PostgreSQL (Patroni's /metrics on each node):"]
  const metrics = await Promise.all(PG_NODES.map(patroniMetrics))
  const primary = metrics.find((m) => m.patroni_primary === 1)
  PG_NODES.forEach((node, i) => {
    const m = metrics[i]!
    if (m.patroni_postgres_running === undefined) return void lines.push(`  ${node}  not answering`)
    const role = m.patroni_primary === 1 ? 'primary' : m.patroni_sync_standby === 1 ? 'synchronous standby' : m.patroni_replica === 1 ? 'standby' : 'stopped'
    // A standby's lag: the WAL the primary wrote that it has not replayed yet.
    const lag = m.patroni_replica === 1 && primary ? `, ${Math.max(0, primary.patroni_xlog_location! - m.patroni_xlog_replayed_location!)} bytes behind` : ''
    lines.push(`  ${node}  ${role}, timeline ${m.patroni_postgres_timeline}${lag}`)
  })
  const holders = await floatingHolders()
  const answer = (status: number) => (status === 0 ? 'no answer' : String(status))
  lines.push('', `The floating address ${FLOATING_ADDRESS} (published at ${LB_URL}): on ${holders.join(' and ') || 'no balancer'}${holders.length > 1 ? ' (two holders: they do not hear each other)' : ''}; ` +
    `GET /readyz through it: ${answer(await statusOf(`${LB_URL}/readyz`))}`)
  const balancer = holders[0] ?? 'lb1'
  const states = await backendStates(balancer).catch(() => undefined)
  for (const app of APPS) {
    const routes = (await postgresRoutes(app).catch(() => [])).join(', ') || 'none'
    lines.push(`  ${app} at ${appUrl(app)}: /readyz ${answer(await statusOf(`${appUrl(app)}/readyz`))}, in ${balancer}'s backend ${states?.[app] ?? '?'}, its HAProxy routes PostgreSQL to ${routes}`)
  }
  const etcd = await Promise.all(ETCD_MEMBERS.map(async (member) => `${member} ${(await pidsOf(nsOf(member))).length > 0 ? 'running' : 'stopped'}`))
  lines.push('', `etcd: ${etcd.join(', ')}; every member healthy: ${(await etcdHealthy(ETCD_MEMBERS.find((_, i) => etcd[i]!.endsWith('running')) ?? 'etcd1')) ? 'yes' : 'no'}`)
  return lines.join('\n')
}
