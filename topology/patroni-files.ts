// Patroni's file for one PostgreSQL node (Debian's /etc/patroni/15-main.yml), for the test topology and for real
// machines alike: the topology starts each node with it, and docs/production.md shows the part that matters
// for three machines (a unit test holds every value the page shows to what this writes).
import type { TlsHost } from './pgbackrest-files.js'

export interface PatroniSite {
  /** The cluster's name in etcd. */
  scope: string
  /** The service's database. */
  database: string
  /** The certificate authority that signed every host's certificate. */
  ca: string
  /** Every etcd member, host:port. */
  etcdHosts: string[]
  /** Where PostgreSQL takes connections from over the network (each role still needs TLS and its password). */
  privateNetwork: string
  timing: { ttl: number; loopWait: number; retryTimeout: number }
  /** The service's role, streaming replication's, pg_rewind's, and the REST API's user for its unsafe endpoints. */
  roles: { app: string; replication: string; rewind: string; api: string }
  password: (name: string) => string
  /** Patroni's watchdog: `automatic` on real hosts (softdog), `off` where hosts share a kernel. */
  watchdog: 'off' | 'automatic'
  /** More of PostgreSQL's parameters for the cluster. */
  extraParameters?: Record<string, string>
}

export interface PatroniNode extends TlsHost {
  dataDir: string
  binDir: string
  pgpass: string
  /** The folder of PostgreSQL's Unix socket, when not the default. */
  socketDir?: string
  /** PostgreSQL's archiving settings (pgbackrest-files.ts). */
  archive: Record<string, string>
}

export function patroniFile(site: PatroniSite, node: PatroniNode): string {
  const { roles, password } = site
  const parameters: Record<string, string> = {
    ...(node.socketDir ? { unix_socket_directories: node.socketDir } : {}),
    ssl: 'on', ssl_cert_file: node.cert, ssl_key_file: node.key, password_encryption: 'scram-sha-256', ...node.archive,
  }
  return `scope: ${site.scope}
name: ${node.name}
restapi:
  listen: ${node.address}:8008
  connect_address: ${node.address}:8008
  certfile: ${node.cert}
  keyfile: ${node.key}
  authentication:
    username: ${roles.api}
    password: ${password(roles.api)}
ctl:
  cacert: ${site.ca}
etcd3:
  hosts: ${site.etcdHosts.join(',')}
  protocol: https
  cacert: ${site.ca}
  cert: ${node.cert}
  key: ${node.key}
watchdog:
  mode: ${site.watchdog}
bootstrap:
  dcs:
    ttl: ${site.timing.ttl}
    loop_wait: ${site.timing.loopWait}
    retry_timeout: ${site.timing.retryTimeout}
    synchronous_mode: true
    synchronous_mode_strict: true
    synchronous_node_count: 2
    postgresql:
      use_pg_rewind: true
      parameters:
${Object.entries(site.extraParameters ?? {}).map(([name, value]) => `        ${name}: ${value}\n`).join('')}        # A standby retries its primary after this (default 5 s): the one left follows the new primary sooner.
        wal_retrieve_retry_interval: 500ms
        # A standby cut off (no reset, no answer) is let go after 5 s (default 60 s), so that Patroni stops
        # waiting for it and the primary's commits go on with the other standby.
        wal_sender_timeout: 5s
        wal_receiver_timeout: 5s
  initdb:
    - encoding: UTF8
    - locale: C.UTF-8
    - data-checksums
postgresql:
  listen: ${node.address}:5432
  connect_address: ${node.address}:5432
  data_dir: ${node.dataDir}
  bin_dir: ${node.binDir}
  pgpass: ${node.pgpass}
  # Patroni's own connection (as the superuser) goes through the socket, where the OS user postgres is let in.
  use_unix_socket: true
  authentication:
    superuser:
      username: postgres
      password: ${password('postgres')}
    replication:
      username: ${roles.replication}
      password: ${password(roles.replication)}
      sslmode: verify-full
      sslrootcert: ${site.ca}
    rewind:
      username: ${roles.rewind}
      password: ${password(roles.rewind)}
      sslmode: verify-full
      sslrootcert: ${site.ca}
  # No trust: on the socket, the OS user postgres alone (Patroni, pgBackRest, an operator's psql); over the
  # network, TLS and a password, each role for its own purpose.
  pg_hba:
    - local all postgres peer
    - hostssl replication ${roles.replication} ${site.privateNetwork} scram-sha-256
    - hostssl postgres ${roles.rewind} ${site.privateNetwork} scram-sha-256
    - hostssl ${site.database} ${roles.app} ${site.privateNetwork} scram-sha-256
  parameters:
${Object.entries(parameters).map(([name, value]) => `    ${name}: '${value}'`).join('\n')}
`
}
