// The topology's HAProxies. Each balancer (lb1, lb2) runs topology/haproxy.cfg and each application host
// topology/haproxy-postgres.cfg, exactly as docs/production.md shows them; since they share one machine here,
// each sees a /run/haproxy and a /var/lib/haproxy of its host's own (bind mounts in its mount namespace), as
// separate machines would have. The gateway host runs one of the topology's own: listeners on this
// machine's loopback for the test (the floating address, each instance alone) and one on the front network
// that passes webhooks from the instances to a receiver on this machine's loopback.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { CA_FILE, makeCertificate, passwordOf } from './credentials.js'
import { APPS, type App, BALANCERS, type Balancer, FLOATING_ADDRESS, type HostName, MACHINE, RUN_DIR, addressOf, nsOf, pidsOf, sh } from './network.js'
import { startIn, waitUntil } from './processes.js'

/** A host that runs a HAProxy of the tested shape: a balancer, or an application host (its PostgreSQL path). */
export type HaproxyHost = Balancer | App

/** The checkout: the topology's files and the service's build. */
export const REPO = path.resolve(import.meta.dirname, '..')
const PORT_BASE = Number(process.env.TOPOLOGY_PORT ?? 18080)
/** On this machine's loopback: the floating address, then each instance alone, then the webhook receiver's. */
export const PORTS = { lb: PORT_BASE, app1: PORT_BASE + 1, app2: PORT_BASE + 2, app3: PORT_BASE + 3, receiver: PORT_BASE + 10 }
export const LB_URL = `http://127.0.0.1:${PORTS.lb}`
export const appUrl = (app: App) => `http://127.0.0.1:${PORTS[app]}`
/** Where the instances send webhooks for the receiver at 127.0.0.1:PORTS.receiver. */
export const WEBHOOK_BASE = `http://${addressOf('gateway', 'front')}:${PORTS.receiver}`
/** The user of the balancers' stats page (haproxy.cfg's userlist). */
export const STATS_USER = 'admin'

const isBalancer = (host: HaproxyHost): host is Balancer => (BALANCERS as readonly string[]).includes(host)
export const haproxyLog = (host: HostName) => `haproxy-${host}`
/** What a host's HAProxy sees as /run/haproxy (its admin socket) and /var/lib/haproxy (its chroot and state file). */
const dirsOf = (host: HaproxyHost) => ({ run: path.join(RUN_DIR, 'haproxy', host, 'run'), lib: path.join(RUN_DIR, 'haproxy', host, 'lib') })
const socketOf = (host: HaproxyHost) => path.join(dirsOf(host).run, 'admin.sock')
/** The servers' states as HAProxy last saved them before a reload or restart (load-server-state-from-file). */
const stateOf = (host: HaproxyHost) => path.join(dirsOf(host).lib, 'server-state')

/**
 * The stats page's password as `openssl passwd -6` hashes it (haproxy.cfg's userlist), made once per run: the
 * password reaches openssl on its standard input, never a command line.
 */
function statsPasswordHash(): string {
  const file = path.join(RUN_DIR, 'stats-password-hash')
  if (!fs.existsSync(file)) {
    const hash = execFileSync('openssl', ['passwd', '-6', '-stdin'], { input: passwordOf(STATS_USER), encoding: 'utf8' }).trim()
    fs.writeFileSync(file, hash, { mode: 0o600 })
  }
  return fs.readFileSync(file, 'utf8')
}

/** A balancer's certificate and key in one PEM file, as HAProxy's `crt` takes them (the stats page's TLS). */
async function statsCertificate(lb: Balancer): Promise<string> {
  const { cert, key } = await makeCertificate(lb, 'root')
  const pem = path.join(RUN_DIR, 'haproxy', lb, 'stats.pem')
  fs.writeFileSync(pem, fs.readFileSync(cert, 'utf8') + fs.readFileSync(key, 'utf8'), { mode: 0o600 })
  return pem
}

/**
 * Starts `host`'s HAProxy; `replacing`: the processes of the one it takes over from (-x: the listening sockets
 * are handed over through the admin socket, so no connection is refused meanwhile; -sf: the old ones stop
 * listening and finish their connections, at most the file's hard-stop-after).
 */
export async function startHaproxy(host: HaproxyHost, replacing: number[] = []): Promise<void> {
  const { run, lib } = dirsOf(host)
  for (const dir of [run, lib]) fs.mkdirSync(dir, { recursive: true })
  // As Debian's package makes them: the socket's folder for haproxy, the chroot root's.
  await sh('chown', 'haproxy:haproxy', run)
  if (!fs.existsSync(stateOf(host))) fs.writeFileSync(stateOf(host), '')
  const file = path.join(REPO, 'topology', isBalancer(host) ? 'haproxy.cfg' : 'haproxy-postgres.cfg')
  // Their environment, as /etc/default/haproxy gives it on Debian.
  const env: Record<string, string> = isBalancer(host)
    ? { STATS_ADDRESS: addressOf(host, 'back'), STATS_CERT: await statsCertificate(host), STATS_PASSWORD_HASH: statsPasswordHash() }
    : { PATRONI_CA_FILE: CA_FILE }
  const haproxy = ['haproxy', '-db', '-f', file, ...(replacing.length > 0 ? ['-x', '/run/haproxy/admin.sock', '-sf', ...replacing.map(String)] : [])]
  startIn({
    host, name: haproxyLog(host), env,
    // `ip netns exec` gives the process a mount namespace of its own: the bind mounts stay in it.
    argv: ['sh', '-c', 'mount --bind "$1" /run/haproxy && mount --bind "$2" /var/lib/haproxy && shift 2 && exec "$@"', 'sh', run, lib, ...haproxy],
  })
}

/** The processes of a host whose command is `name` (an application host runs its instance beside its HAProxy). */
export async function processesNamed(host: HostName, name: string): Promise<number[]> {
  const pids = await pidsOf(nsOf(host))
  return pids.filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name
    } catch {
      return false
    }
  })
}

export const haproxyPids = (host: HostName) => processesNamed(host, 'haproxy')

/**
 * A reload, as Debian's unit does it: the servers' states saved where the new process reads them at its start
 * (without it, a new HAProxy takes every server for up until its first checks, and sends PostgreSQL connections
 * to the standbys meanwhile), a new process taking over, the old one gone.
 */
export async function reloadHaproxy(host: HaproxyHost): Promise<void> {
  fs.writeFileSync(stateOf(host), await haproxyCommand(host, 'show servers state'))
  const old = await haproxyPids(host)
  await startHaproxy(host, old)
  await waitUntil(`${host}'s old HAProxy gone`, async () => (await haproxyPids(host)).every((pid) => !old.includes(pid)), 30_000, [haproxyLog(host)])
}

/** A command on a host's HAProxy admin socket (`show stat`, …): its answer. */
export function haproxyCommand(host: HaproxyHost, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketOf(host))
    let answer = ''
    socket.on('connect', () => socket.end(`${command}\n`))
    socket.on('data', (chunk) => (answer += chunk))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

/** Each server's state in one of a HAProxy's proxies: UP, DOWN, or a transition ("UP 1/2"). */
async function serverStates(host: HaproxyHost, proxyName: string): Promise<Record<string, string>> {
  const csv = await haproxyCommand(host, 'show stat')
  const states: Record<string, string> = {}
  for (const line of csv.split('\n')) {
    const [proxy, server, ...rest] = line.split(',')
    if (proxy === proxyName && server !== 'FRONTEND' && server !== 'BACKEND' && server) states[server] = rest[15] ?? '?'
  }
  return states
}

/** Each instance's state in a balancer's backend (by default lb1's: both check every instance the same way). */
export const backendStates = (balancer: Balancer = 'lb1') => serverStates(balancer, 'websites-api') as Promise<Record<App, string>>

/** The PostgreSQL nodes an application host's HAProxy sends its instance's connections to (the primary, once its checks have run). */
export const postgresRoutes = async (app: App) => Object.entries(await serverStates(app, 'postgres')).filter(([, state]) => state === 'UP').map(([node]) => node)

/** The gateway's HAProxy: the test's way in from this machine's loopback, as the world outside would come. */
export function startGateway(): void {
  const loopback = (port: number) => `bind 127.0.0.1:${port} namespace ${MACHINE}`
  const file = path.join(RUN_DIR, 'haproxy-gateway.cfg')
  fs.writeFileSync(file, [
    'defaults',
    // No retry of its own: a connection refused while the floating address moves reaches the client as such.
    '    retries 0',
    '    timeout connect 1s',
    '    timeout client 40s',
    '    timeout server 40s',
    '',
    // TCP, not HTTP: the balancer sees the gateway as the client and writes X-Forwarded-For itself. A connection
    // is made again to the floating address each time, wherever it is.
    'listen clients',
    '    mode tcp',
    `    ${loopback(PORTS.lb)}`,
    `    server floating ${FLOATING_ADDRESS}:8080`,
    '',
    ...APPS.flatMap((app) => [
      `listen ${app}-alone`,
      '    mode http',
      `    ${loopback(PORTS[app])}`,
      // The instance's own answers, HAProxy's none: a refused connection is a 503 without X-Request-Id.
      `    server ${app} ${addressOf(app, 'front')}:8080`,
      '',
    ]),
    'listen webhook-receiver',
    '    mode tcp',
    `    bind ${addressOf('gateway', 'front')}:${PORTS.receiver}`,
    `    server receiver 127.0.0.1:${PORTS.receiver} namespace ${MACHINE}`,
    '',
  ].join('\n'))
  startIn({ host: 'gateway', name: haproxyLog('gateway'), argv: ['haproxy', '-db', '-f', file] })
}
