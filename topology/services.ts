// Redis and the three service instances on their hosts, each instance with the HAProxy that is its path to
// PostgreSQL (haproxy.ts).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { CA_FILE } from './credentials.js'
import { databaseUrl, leaderOf, members } from './database.js'
import { REPO, haproxyLog, haproxyPids, postgresRoutes, startHaproxy } from './haproxy.js'
import { type App, BALANCERS, RUN_DIR, addressOf, inHostWith, nsOf, pidsOf } from './network.js'
import { startIn, waitUntil } from './processes.js'

const CLI = path.join(REPO, 'dist', 'src', 'cli', 'index.js')

export function startRedis(): void {
  const dir = path.join(RUN_DIR, 'redis')
  fs.mkdirSync(dir, { recursive: true })
  startIn({ host: 'redis', name: 'redis', argv: ['redis-server', '--bind', addressOf('redis', 'back'), '--port', '6379', '--protected-mode', 'no', '--save', '', '--appendonly', 'no', '--dir', dir] })
}

/** What every instance is started with; `extra` (tests: no rate limits, webhooks to private http) goes on top. */
export function appEnv(app: App, extra: Record<string, string> = {}): Record<string, string> {
  const secrets = path.join(RUN_DIR, 'secrets-key')
  if (!fs.existsSync(secrets)) fs.writeFileSync(secrets, crypto.randomBytes(32).toString('base64'), { mode: 0o600 })
  return {
    HOST: '0.0.0.0', PORT: '8080', HTTPS_PORT: '0',
    DATA_DIR: path.join(RUN_DIR, app),
    DATABASE_URL: databaseUrl(),
    // PostgreSQL's certificates are the topology CA's (DATABASE_URL asks for sslmode=verify-full).
    NODE_EXTRA_CA_CERTS: CA_FILE,
    REDIS_URL: `redis://${addressOf('redis', 'back')}:6379`,
    // The balancers' addresses on the front network: the proxies whose X-Forwarded-For is believed (each
    // replaces any the client sent: haproxy.cfg).
    TRUST_PROXY: BALANCERS.map((lb) => addressOf(lb, 'front')).join(','),
    SECRETS_KEY: fs.readFileSync(secrets, 'utf8'),
    ...extra,
  }
}

/**
 * Starts what is not running of an application host: its HAProxy to PostgreSQL, and once that routes to the
 * leader alone, the instance. It does not wait for the instance.
 */
export async function startApp(app: App, extra: Record<string, string> = {}): Promise<void> {
  if (!fs.existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`)
  if ((await haproxyPids(app)).length === 0) await startHaproxy(app)
  await waitForPostgresRoute(app)
  if ((await instancePids(app)).length > 0) return
  startIn({ host: app, name: app, argv: [process.execPath, CLI, 'serve'], env: appEnv(app, extra), cwd: REPO })
}

/** The instance's processes on its host (its HAProxy aside). */
export async function instancePids(app: App): Promise<number[]> {
  const haproxy = await haproxyPids(app)
  return (await pidsOf(nsOf(app))).filter((pid) => !haproxy.includes(pid))
}

/** HAProxy counts every server up until its first checks: an instance waits until its host's routes PostgreSQL to the leader alone. */
export const waitForPostgresRoute = (app: App) => waitUntil(`${app}'s HAProxy routing PostgreSQL to the leader alone`, async () => {
  const routes = await postgresRoutes(app).catch(() => [])
  return routes.length === 1 && routes[0] === leaderOf(await members())
}, 30_000, [haproxyLog(app)])

/**
 * The service's CLI run on an instance's host, as an operator would (keys, migrations). Its settings go in its
 * environment: on a command line, DATABASE_URL's password would be in /proc and in any error's message.
 */
export const cliOn = (app: App, ...args: string[]): Promise<string> => inHostWith(appEnv(app), app, process.execPath, CLI, ...args)
