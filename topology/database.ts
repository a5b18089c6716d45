// PostgreSQL 15 on three hosts under Patroni (Debian's package), with etcd (Debian's, three members on
// three hosts of their own) as the store Patroni keeps its leader lock in. Patroni fails over; nothing here promotes or fences.
//
// Why three nodes, both standbys synchronous, for "a primary and a synchronous standby": with
// synchronous_mode_strict a commit waits until the synchronous standbys have it, so no acknowledged write
// can be lost in a failover. With only two nodes, the promoted standby would have no standby of its own,
// and every write would wait until the old primary came back. With one synchronous standby and one
// asynchronous, the asynchronous one is sometimes ahead of the promoted one (it received WAL that no commit
// was acknowledged for) and must be rewound (pg_rewind) before it can be the new primary's standby: 15 s
// and more here. With both synchronous, Patroni promotes the one furthest ahead and the other just follows.
import fs from 'node:fs'
import path from 'node:path'
import { archiveSettingsOf, startNodeServer, startRepository } from './backup.js'
import { CA_FILE, certificateOf, makeCertificate, passwordOf } from './credentials.js'
import { type EtcdSite, etcdEnvironment } from './etcd-files.js'
import { type PatroniSite, patroniFile } from './patroni-files.js'
import { type HostName, SUBNETS, addressOf, asPostgresWith, hostDir, inHost, killHost, sh } from './network.js'
import { psqlAt, startIn, waitUntil } from './processes.js'

export const PG_NODES = ['pg1', 'pg2', 'pg3'] as const satisfies readonly HostName[]
export type PgNode = (typeof PG_NODES)[number]
export const SCOPE = 'websites'
export const DATABASE = 'websites'

/**
 * Patroni's timing, for a network that blips. The leader lock lives TTL seconds unless renewed (every
 * LOOP_WAIT); a standby takes it over once it expires. A primary that cannot reach etcd keeps trying for
 * RETRY_TIMEOUT before it demotes itself, and its etcd client gives each member a third of that: a member
 * that is electing a new raft leader (about a second, longer under load) or a 5 s loss of etcd or of the
 * primary's link is ridden out (row F18). Patroni's docs ask for TTL ≥ LOOP_WAIT + 2 × RETRY_TIMEOUT. The price:
 * a dead primary is replaced about TTL after it died (26 s from the kill to a write, row F10). LOOP_WAIT
 * stays short: it is also how soon the primary lets a lost synchronous standby go (after
 * wal_sender_timeout), and commits wait meanwhile. The earlier 5 / 1 / 2 gave each etcd member 1 s, and a
 * primary demoted itself whenever etcd's raft leader was lost under load (F14 failed so, twice in a row).
 * Patroni's defaults are 30 / 10 / 10.
 */
export const TIMING = { ttl: 25, loopWait: 2, retryTimeout: 10 }

/**
 * Through the HAProxy on the instance's own host (127.0.0.1: haproxy-postgres.cfg), which sends connections
 * only to the node Patroni says is the primary, and with target_session_attrs=read-write all the same: a
 * connection that lands on a standby anyway (HAProxy not yet told of a demotion, or just reloaded) is closed
 * by the driver before any query runs on it; the query that asked for it fails (503 with Retry-After), the
 * next gets a new connection. PostgreSQL 14+ reports in_hot_standby as the connection starts: no extra round trip.
 * TOPOLOGY_DATABASE=multi-host: every node in one URL instead, the driver picking the writable one at
 * connect time (target_session_attrs=read-write); postgres.js 3.4.9 then sometimes kept a connection on a
 * standby through a failover (F10 found stale reads), so it is not the tested default.
 */
export const databaseUrl = () => connectionUrl(process.env.TOPOLOGY_DATABASE === 'multi-host'
  ? PG_NODES.map((node) => addressOf(node, 'back')) : [LOCAL_HAPROXY], SERVICE_OPTIONS)
/** Where an application host's HAProxy takes its instance's PostgreSQL connections. */
export const LOCAL_HAPROXY = '127.0.0.1'
/** The options the service's URL adds to the connection's own. */
export const SERVICE_OPTIONS = ['target_session_attrs=read-write']

/** The role the service connects as: it owns the database (and so may create pg_trgm, a trusted extension), nothing more. */
export const APP_ROLE = 'websites'
/**
 * The service's connection to `hosts` (port 5432): its role's password (scram-sha-256), TLS with the server's
 * certificate verified, name included (the instances trust the topology's CA through NODE_EXTRA_CA_CERTS), and `options`.
 */
export const connectionUrl = (hosts: string[], options: string[] = []) =>
  `postgres://${APP_ROLE}:${passwordOf(APP_ROLE)}@${hosts.map((host) => `${host}:5432`).join(',')}/${DATABASE}?${['sslmode=verify-full', ...options].join('&')}`
/** Where PostgreSQL takes connections from over the network: the private network (each role still needs TLS and its password). */
const PRIVATE_NETWORK = `${SUBNETS.back}.0/24`
/** The roles Patroni makes and uses: streaming replication, and pg_rewind's (each its own password). */
export const REPLICATION_ROLE = 'replicator'
export const REWIND_ROLE = 'rewinder'

const nodeDir = hostDir
/** Where pgBackRest finds a node's PostgreSQL: its data and the folder of its Unix socket. */
const pgPaths = (node: PgNode) => ({ node, dataDir: path.join(nodeDir(node), 'data'), socketDir: nodeDir(node) })
const configFile = (node: PgNode) => path.join(nodeDir(node), 'patroni.yml')
/** etcd's members, a host each: a quorum is two of them. */
export const ETCD_MEMBERS = ['etcd1', 'etcd2', 'etcd3'] as const satisfies readonly HostName[]
export type EtcdMember = (typeof ETCD_MEMBERS)[number]
/** Where Patroni and etcdctl find etcd: every member. */
const ETCD_CLIENTS = ETCD_MEMBERS.map((member) => `${addressOf(member, 'back')}:2379`)
/** The user of Patroni's REST API for its unsafe endpoints (restart, switchover, reinitialize, configuration). */
export const PATRONI_USER = 'patroni'

/** The topology's Patroni, as patroni-files.ts writes it for any site. */
const PATRONI_SITE: PatroniSite = {
  scope: SCOPE, database: DATABASE, ca: CA_FILE, etcdHosts: ETCD_CLIENTS, privateNetwork: PRIVATE_NETWORK, timing: TIMING,
  roles: { app: APP_ROLE, replication: REPLICATION_ROLE, rewind: REWIND_ROLE, api: PATRONI_USER },
  password: passwordOf,
  // Off: the topology's hosts share one kernel (docs/production.md: automatic, with softdog, on real hosts).
  watchdog: 'off',
  // Small: three nodes on one two-core machine.
  extraParameters: { max_connections: '100', shared_buffers: '32MB' },
}

export const patroniConfig = (node: PgNode) => patroniFile(PATRONI_SITE, {
  name: node, address: addressOf(node, 'back'), ...certificateOf(node), ...pgPaths(node),
  binDir: '/usr/lib/postgresql/15/bin', pgpass: path.join(nodeDir(node), 'pgpass'), archive: archiveSettingsOf(node),
})

/** The topology's etcd, as etcd-files.ts writes it for any site. */
const ETCD_SITE: EtcdSite = {
  ca: CA_FILE,
  members: ETCD_MEMBERS.map((member) => ({ name: member, address: addressOf(member, 'back'), ...certificateOf(member) })),
  dataDir: (member) => hostDir(member.name as EtcdMember),
}

/**
 * Starts (or restarts, after a kill: its data directory says it is a member already) one etcd member, with
 * the settings docs/production.md shows as /etc/default/etcd (etcd reads them from its environment).
 */
export async function startEtcd(member: EtcdMember): Promise<void> {
  await makeCertificate(member, 'root')
  startIn({ host: member, name: member, argv: ['etcd'], env: etcdEnvironment(ETCD_SITE, ETCD_SITE.members.find((m) => m.name === member)!) })
}

/** etcdctl on an etcd member's host, with its certificate, asking every member. */
export const etcdctl = (member: EtcdMember, ...args: string[]) => {
  const { cert, key } = certificateOf(member)
  return inHost(member, 'etcdctl', '--endpoints', ETCD_CLIENTS.join(','), '--cacert', CA_FILE, '--cert', cert, '--key', key, ...args)
}

/** kill -9 of one etcd member (everything on its host). */
export const killEtcd = (member: EtcdMember) => killHost(member)

/** Whether etcd has a quorum: a write (an endpoint health check is a read through raft) answers. */
export const etcdHealthy = (member: EtcdMember = 'etcd1') =>
  etcdctl(member, '--command-timeout', '2s', 'endpoint', 'health', '--cluster').then(() => true, () => false)

/** Starts (or restarts, after a kill) Patroni on a node; it starts PostgreSQL as the cluster needs. */
export async function startNode(node: PgNode): Promise<void> {
  fs.mkdirSync(nodeDir(node), { recursive: true, mode: 0o700 })
  // Passwords inside: for postgres alone.
  fs.writeFileSync(configFile(node), patroniConfig(node), { mode: 0o600 })
  // One certificate per node: Patroni's REST API and etcd client, pgBackRest's server and client, PostgreSQL's
  // server (reached through the application hosts' HAProxy too, at 127.0.0.1 there: that address is named).
  await makeCertificate(node, 'postgres', [LOCAL_HAPROXY])
  await sh('chown', '-R', 'postgres:postgres', nodeDir(node))
  await startNodeServer(pgPaths(node))
  startIn({ host: node, name: node, argv: ['patroni', configFile(node)], user: 'postgres', env: { HOME: nodeDir(node) } })
}

/** kill -9 of Patroni, PostgreSQL and everything else on the node: the server is gone. */
export const killNode = (node: PgNode) => killHost(node)

export interface Member { name: PgNode; role: 'leader' | 'sync_standby' | 'replica'; state: string; lag?: number | string; timeline?: number }

/** The cluster as Patroni sees it (patronictl, from a host on the back network). */
export async function members(): Promise<Member[]> {
  try {
    const out = await inHost('etcd1', 'patronictl', '-c', configFile('pg1'), 'list', '-f', 'json')
    return (JSON.parse(out) as Record<string, unknown>[]).map((m) => ({
      name: m.Member as PgNode,
      role: String(m.Role).toLowerCase().replace(' ', '_') as Member['role'],
      state: String(m.State),
      lag: m['Lag in MB'] as number | string | undefined,
      timeline: m.TL as number | undefined,
    }))
  } catch {
    return []
  }
}

/**
 * A node's Patroni metrics (GET /metrics on its REST API, over TLS, as Prometheus would read them), by name:
 * patroni_primary, patroni_sync_standby, patroni_postgres_timeline, patroni_xlog_location, … Empty when the
 * node does not answer.
 */
export async function patroniMetrics(node: PgNode): Promise<Record<string, number>> {
  const text = await inHost('etcd1', 'curl', '-sS', '--fail', '--max-time', '2', '--cacert', CA_FILE, `https://${addressOf(node, 'back')}:8008/metrics`).catch(() => '')
  const metrics: Record<string, number> = {}
  for (const line of text.split('\n')) {
    const match = line.match(/^(patroni_\w+)(?:\{[^}]*\})? (\S+)$/)
    if (match) metrics[match[1]!] = Number(match[2])
  }
  return metrics
}

export const leaderOf = (list: Member[]) => list.find((m) => m.role === 'leader' && m.state === 'running')?.name

/**
 * A leader, and both other nodes streaming from it synchronously (the leader's own view,
 * pg_stat_replication: Patroni 3.0's list says "running" for a standby that is not streaming yet).
 */
export async function healthy(): Promise<boolean> {
  const list = await members()
  const leader = leaderOf(list)
  if (!leader || list.length !== PG_NODES.length) return false
  const standbys = await psql(leader, 'postgres', "SELECT application_name || ':' || sync_state FROM pg_stat_replication WHERE state = 'streaming'").catch(() => '')
  const rows = standbys.split('\n').filter(Boolean)
  return rows.length === PG_NODES.length - 1 && rows.every((row) => row.endsWith(':sync'))
}

export { waitUntil }

export const waitHealthy = (timeoutMs = 120_000) =>
  waitUntil('a PostgreSQL leader with both standbys streaming synchronously', healthy, timeoutMs, [...ETCD_MEMBERS, ...PG_NODES])

/** psql on a node's own PostgreSQL, from that node: one value. */
export const psql = (node: PgNode, database: string, query: string) => psqlAt(node, nodeDir(node), database, query)

/** Brings up etcd and three Patroni nodes, waits for a healthy cluster, and creates the service's database. */
export async function startDatabase(): Promise<void> {
  for (const member of ETCD_MEMBERS) await startEtcd(member)
  await waitUntil('etcd answering, every member healthy', () => etcdHealthy(), 30_000, [...ETCD_MEMBERS])
  // The first node bootstraps the cluster; the others then copy it (pg_basebackup) and follow.
  await startNode('pg1')
  await waitUntil('pg1 leading', async () => leaderOf(await members()) === 'pg1', 120_000, [...ETCD_MEMBERS, 'pg1'])
  await startNode('pg2')
  await startNode('pg3')
  await waitHealthy()
  await startRepository(PG_NODES.map(pgPaths))
  // The password reaches psql in its environment, never on a command line (\getenv, psql 15), and the server's
  // log never has the statement: were it to fail, PostgreSQL would log its text, the password with it, unless
  // told not to for this session (log_min_error_statement; log_statement is 'none' already).
  const script = path.join(nodeDir('pg1'), 'create-role.sql')
  fs.writeFileSync(script, `\\getenv password ROLE_PASSWORD\nSET log_min_error_statement = panic;\nCREATE ROLE ${APP_ROLE} LOGIN PASSWORD :'password';\n`)
  await asPostgresWith({ ROLE_PASSWORD: passwordOf(APP_ROLE) }, 'pg1', 'psql', '-X', '-v', 'ON_ERROR_STOP=1', '-q', '-h', nodeDir('pg1'), '-d', 'postgres', '-f', script)
  fs.rmSync(script)
  await psql('pg1', 'postgres', `CREATE DATABASE ${DATABASE} OWNER ${APP_ROLE}`)
}
