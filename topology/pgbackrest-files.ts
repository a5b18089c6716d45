// pgBackRest's configuration files (/etc/pgbackrest/pgbackrest.conf on each host), for the test topology and for
// real machines alike: docs/production.md shows them as written here for three machines, and a unit test
// (test/unit/production-topology.test.ts) holds the page to it. No SSH: every host runs `pgbackrest server`
// and they speak TLS to each other, each server taking only the clients it names (by certificate).

/** One stanza, named as the Patroni cluster. */
export const STANZA = 'websites'

/** A host that speaks TLS: its name (its certificate's common name), its address, its certificate and key. */
export interface TlsHost { name: string; address: string; cert: string; key: string }
/** A PostgreSQL node: its data directory, and the folder of its Unix socket when not the default. */
export interface PgHost extends TlsHost { dataDir: string; socketDir?: string }

export interface Site {
  /** The certificate authority that signed every host's certificate. */
  ca: string
  backup: TlsHost
  /** The repository's folder on the backup host. */
  repository: string
  /** Settings a host's file adds to its [global] section (the topology's: lock and log folders of its own). */
  own?: (host: string) => string[]
}

/** What a host's `pgbackrest server` listens on and whom it takes (the common names of client certificates). */
const tlsServer = (site: Site, host: TlsHost, clients: string[]) => [`tls-server-address=${host.address}`, `tls-server-ca-file=${site.ca}`,
  `tls-server-cert-file=${host.cert}`, `tls-server-key-file=${host.key}`, ...clients.map((client) => `tls-server-auth=${client}=${STANZA}`)]

const file = (global: string[], stanza: string[]) => [`[global]`, ...global, '', `[${STANZA}]`, ...stanza, ''].join('\n')

/**
 * A PostgreSQL node's file: its repository is on the backup host (whose server takes the repository's path
 * from its client: both files name it), and it serves the backup host.
 */
export const nodeFile = (site: Site, node: PgHost) => file(
  [`repo1-host=${site.backup.address}`, 'repo1-host-type=tls', `repo1-path=${site.repository}`, `repo1-host-ca-file=${site.ca}`,
    `repo1-host-cert-file=${node.cert}`, `repo1-host-key-file=${node.key}`, ...site.own?.(node.name) ?? [], ...tlsServer(site, node, [site.backup.name])],
  [`pg1-path=${node.dataDir}`, ...(node.socketDir ? [`pg1-socket-path=${node.socketDir}`] : [])])

/**
 * The backup host's file: the repository, two full backups kept with the WAL they need, backups started at
 * once (an immediate checkpoint), and every node (the backup is taken from whichever is the primary).
 */
export const repositoryFile = (site: Site, nodes: PgHost[]) => file(
  [`repo1-path=${site.repository}`, 'repo1-retention-full=2', 'start-fast=y', ...site.own?.(site.backup.name) ?? [], ...tlsServer(site, site.backup, nodes.map((n) => n.name))],
  nodes.flatMap((node, i) => [`pg${i + 1}-host=${node.address}`, `pg${i + 1}-host-type=tls`, `pg${i + 1}-host-ca-file=${site.ca}`,
    `pg${i + 1}-host-cert-file=${site.backup.cert}`, `pg${i + 1}-host-key-file=${site.backup.key}`, `pg${i + 1}-path=${node.dataDir}`,
    ...(node.socketDir ? [`pg${i + 1}-socket-path=${node.socketDir}`] : [])]))

/** A restore's file, on the host that holds the repository: a new cluster made in `dataDir`. */
export const restoreFile = (site: Site, dataDir: string) => file([`repo1-path=${site.repository}`, ...site.own?.(site.backup.name) ?? []], [`pg1-path=${dataDir}`])

/**
 * A restored cluster's own configuration, written over whatever came with the data (Patroni's, with the old
 * node's address, certificate and standbys; or nothing, where Debian keeps it in /etc/postgresql): the socket
 * in its folder alone, no archiving (its new timeline is not the cluster's), no TLS, the OS user postgres alone.
 */
export const restoredClusterFiles = (dataDir: string): Record<string, string> => ({
  'postgresql.conf': [`listen_addresses = ''`, `unix_socket_directories = '${dataDir}'`, 'archive_mode = off', 'ssl = off', ''].join('\n'),
  'pg_hba.conf': 'local all postgres peer\n',
  'pg_ident.conf': '',
})

/** PostgreSQL's settings on a node: every finished WAL segment pushed to the repository. */
export const archiveSettings = (configFile?: string) => ({
  archive_mode: 'on',
  archive_command: `pgbackrest ${configFile ? `--config=${configFile} ` : ''}--stanza=${STANZA} archive-push %p`,
})
