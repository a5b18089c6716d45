// The whole topology: up (network, PostgreSQL under Patroni, Redis, HAProxy, three instances), down
// (every process killed, every namespace deleted, and proof that nothing is left), and status.
import fs from 'node:fs'
import { PG_NODES, leaderOf, members, startDatabase, waitUntil } from './database.js'
import { RUN_DIR, createNetwork, destroyNetwork, leftovers, madeNamespaces, namespaces } from './network.js'
import { APPS, type App, LB_URL, appUrl, backendStates, postgresRoutes, startApp, startHaproxy, startRedis } from './services.js'

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
  startApp(APPS[0], env)
  await waitForApp(APPS[0])
  for (const app of APPS.slice(1)) startApp(app, env)
  for (const app of APPS.slice(1)) await waitForApp(app)
  await waitUntil('HAProxy sending to every instance', async () => Object.values(await backendStates().catch(() => ({}))).filter((s) => s === 'UP').length === APPS.length, 30_000, ['haproxy'])
}

/** `env`: settings for every instance on top of the topology's own (tests turn rate limits off, say). */
export async function up(env: Record<string, string> = {}): Promise<void> {
  if ((await namespaces()).length > 0) throw new Error(`a topology is up already (${(await namespaces()).join(', ')}): npm run topology -- down`)
  fs.rmSync(RUN_DIR, { recursive: true, force: true })
  fs.mkdirSync(RUN_DIR, { recursive: true, mode: 0o755 })
  await createNetwork()
  await startDatabase()
  startRedis()
  startHaproxy()
  // HAProxy counts every server up until its first checks: the instances wait until it routes PostgreSQL
  // to the leader alone.
  await waitUntil('HAProxy routing PostgreSQL to the leader alone', async () => {
    const routes = await postgresRoutes().catch(() => [])
    return routes.length === 1 && routes[0] === leaderOf(await members())
  }, 30_000, ['haproxy'])
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
  const lines = [`namespaces: ${ns.join(' ')}`, `run directory: ${RUN_DIR}`, '', 'PostgreSQL (Patroni):']
  for (const m of await members()) lines.push(`  ${m.name}  ${m.role}  ${m.state}  timeline ${m.timeline ?? '?'}  lag ${m.lag ?? '-'}`)
  const missing = PG_NODES.filter((node) => !lines.some((line) => line.startsWith(`  ${node} `)))
  for (const node of missing) lines.push(`  ${node}  (not a member: down)`)
  lines.push('', `HAProxy routes PostgreSQL to: ${(await postgresRoutes().catch(() => [])).join(', ') || 'none'}`)
  lines.push(`HAProxy at ${LB_URL}: GET /healthz ${await statusOf(`${LB_URL}/healthz`)}`)
  const states = await backendStates().catch(() => undefined)
  for (const app of APPS) lines.push(`  ${app} at ${appUrl(app)}: /readyz ${await statusOf(`${appUrl(app)}/readyz`)}, in the backend ${states?.[app] ?? '?'}`)
  return lines.join('\n')
}
