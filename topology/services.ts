// Redis, the three service instances and HAProxy on their hosts. HAProxy runs topology/haproxy.cfg as it
// is (the file the README shows) plus a second file that only the topology has: listeners on this
// machine's loopback (the load balancer, each instance alone, for tests and for trying it by hand) and
// one on the front network that passes webhooks from the instances to a receiver on this machine's loopback.
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { CA_FILE } from './credentials.js'
import { databaseUrl } from './database.js'
import { type HostName, MACHINE, RUN_DIR, addressOf, inHost } from './network.js'
import { startIn } from './processes.js'

export const APPS = ['app1', 'app2', 'app3'] as const satisfies readonly HostName[]
export type App = (typeof APPS)[number]

const REPO = path.resolve(import.meta.dirname, '..')
const CLI = path.join(REPO, 'dist', 'src', 'cli', 'index.js')
const PORT_BASE = Number(process.env.TOPOLOGY_PORT ?? 18080)
/** On this machine's loopback: the load balancer, then each instance alone, then the webhook receiver's. */
export const PORTS = { lb: PORT_BASE, app1: PORT_BASE + 1, app2: PORT_BASE + 2, app3: PORT_BASE + 3, receiver: PORT_BASE + 10 }
export const LB_URL = `http://127.0.0.1:${PORTS.lb}`
export const appUrl = (app: App) => `http://127.0.0.1:${PORTS[app]}`
/** Where the instances send webhooks for the receiver at 127.0.0.1:PORTS.receiver. */
export const WEBHOOK_BASE = `http://${addressOf('lb', 'front')}:${PORTS.receiver}`
const HAPROXY_SOCKET = path.join(RUN_DIR, 'haproxy.sock')
/** The servers' states as HAProxy last saved them before a reload or restart (haproxy.cfg's load-server-state-from-file). */
const HAPROXY_STATE = path.join(RUN_DIR, 'haproxy-server-state')

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
    // HAProxy's address on the front network: the one proxy whose X-Forwarded-For is believed (it replaces
    // any the client sent: haproxy.cfg).
    TRUST_PROXY: addressOf('lb', 'front'),
    SECRETS_KEY: fs.readFileSync(secrets, 'utf8'),
    ...extra,
  }
}

export function startApp(app: App, extra: Record<string, string> = {}): void {
  if (!fs.existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`)
  startIn({ host: app, name: app, argv: [process.execPath, CLI, 'serve'], env: appEnv(app, extra), cwd: REPO })
}

/** The service's CLI run on an instance's host, as an operator would (keys, migrations). */
export async function cliOn(app: App, ...args: string[]): Promise<string> {
  const env = Object.entries(appEnv(app)).map(([name, value]) => `${name}=${value}`)
  return inHost(app, 'env', ...env, process.execPath, CLI, ...args)
}

export function haproxyMachineConfig(): string {
  const loopback = (port: number) => `bind 127.0.0.1:${port} namespace ${MACHINE}`
  return [
    'global',
    `    stats socket ${HAPROXY_SOCKET} mode 600 level admin expose-fd listeners`,
    `    server-state-file ${HAPROXY_STATE}`,
    '',
    'frontend machine',
    `    ${loopback(PORTS.lb)}`,
    // A client's own X-Forwarded-For is dropped: the instances believe the one HAProxy writes.
    '    http-request del-header X-Forwarded-For',
    '    option forwardfor',
    '    default_backend websites-api',
    '',
    ...APPS.flatMap((app) => [
      `listen ${app}-alone`,
      `    ${loopback(PORTS[app])}`,
      // The instance's own answers, HAProxy's none: a refused connection is a 503 without X-Request-Id.
      `    server ${app} ${addressOf(app, 'front')}:8080`,
      '',
    ]),
    'listen webhook-receiver',
    `    bind ${addressOf('lb', 'front')}:${PORTS.receiver}`,
    `    server receiver 127.0.0.1:${PORTS.receiver} namespace ${MACHINE}`,
    '',
  ].join('\n')
}

/** `replacing`: the processes of the HAProxy this one takes over from (-sf: they stop listening and finish their connections). */
export function startHaproxy(replacing: number[] = []): void {
  const extra = path.join(RUN_DIR, 'haproxy-machine.cfg')
  fs.writeFileSync(extra, haproxyMachineConfig())
  if (!fs.existsSync(HAPROXY_STATE)) fs.writeFileSync(HAPROXY_STATE, '')
  startIn({
    host: 'lb', name: 'haproxy',
    // -x: the listening sockets are handed over through the admin socket, so no connection is refused meanwhile.
    argv: ['haproxy', '-db', '-f', path.join(REPO, 'topology', 'haproxy.cfg'), '-f', extra, ...(replacing.length > 0 ? ['-x', HAPROXY_SOCKET, '-sf', ...replacing.map(String)] : [])],
    env: { PATRONI_CA_FILE: CA_FILE },
  })
}

/**
 * The servers' states saved where the next HAProxy reads them at its start (as Debian's unit does with
 * `ExecReload`'s state dump, see docs/production.md): without it, a new HAProxy takes every server for up
 * until its first checks, and sends PostgreSQL connections to the standbys meanwhile.
 */
export async function saveHaproxyState(): Promise<void> {
  fs.writeFileSync(HAPROXY_STATE, await haproxyCommand('show servers state'))
}

/** A command on HAProxy's admin socket (`show stat`, …): its answer. */
export function haproxyCommand(command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(HAPROXY_SOCKET)
    let answer = ''
    socket.on('connect', () => socket.end(`${command}\n`))
    socket.on('data', (chunk) => (answer += chunk))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

/** Each server's state in one of HAProxy's proxies: UP, DOWN, or a transition ("UP 1/2"). */
async function serverStates(proxyName: string): Promise<Record<string, string>> {
  const csv = await haproxyCommand('show stat')
  const states: Record<string, string> = {}
  for (const line of csv.split('\n')) {
    const [proxy, server, ...rest] = line.split(',')
    if (proxy === proxyName && server !== 'FRONTEND' && server !== 'BACKEND' && server) states[server] = rest[15] ?? '?'
  }
  return states
}

/** Each instance's state in the load balancer's backend. */
export const backendStates = () => serverStates('websites-api') as Promise<Record<App, string>>

/** The PostgreSQL nodes HAProxy sends connections to (the primary, once its checks have run). */
export const postgresRoutes = async () => Object.entries(await serverStates('postgres')).filter(([, state]) => state === 'UP').map(([node]) => node)
