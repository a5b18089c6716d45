// Backups with pgBackRest (Debian's package) on the topology: every PostgreSQL node archives its WAL to a
// repository on a host of its own (`backup`), and full backups are taken from there; a restore to a point in
// time makes a new cluster from the repository. The files are pgbackrest-files.ts's, with the topology's
// addresses, paths and certificates (from its own CA); each host runs `pgbackrest server` as postgres.
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { CA_FILE, certificateOf, makeCertificate } from './credentials.js'
import { type HostName, addressOf, asPostgres, hostDir, sh } from './network.js'
import { type PgHost, STANZA, type Site, type TlsHost, archiveSettings, nodeFile, repositoryFile, restoreFile, restoredClusterFiles } from './pgbackrest-files.js'
import { psqlAt, startIn, waitUntil } from './processes.js'

const BACKUP: HostName = 'backup'
const configFile = (host: HostName) => path.join(hostDir(host), 'pgbackrest.conf')
/** The file of a restore on the backup host: the repository there, the new cluster's folder (no node named). */
const RESTORE_CONFIG = path.join(hostDir(BACKUP), 'pgbackrest-restore.conf')
/** Where a point-in-time restore makes its new cluster (on the backup host, beside the repository). */
export const RESTORED = path.join(hostDir(BACKUP), 'restored')

/** A PostgreSQL node as pgBackRest reaches it: its data directory and the folder of its Unix socket. */
export interface PgNodePaths { node: HostName; dataDir: string; socketDir: string }

/** A host of the topology as the files name it, with its certificate (a node's is made by database.ts, with its other names). */
const tlsHost = (host: HostName): TlsHost => ({ name: host, address: addressOf(host, 'back'), ...certificateOf(host) })

/** The repository's folder on the backup host. */
export const REPOSITORY = path.join(hostDir(BACKUP), 'repository')

/** The topology as pgBackRest's files see it; every host keeps its locks and logs in its own folder (they share one filesystem here). */
const site = (): Site => ({
  ca: CA_FILE, backup: tlsHost(BACKUP), repository: REPOSITORY,
  own: (host) => [`lock-path=${hostDir(host as HostName)}/pgbackrest-lock`, `log-path=${hostDir(host as HostName)}/pgbackrest-log`],
})
const pgHost = ({ node, dataDir, socketDir }: PgNodePaths): PgHost => ({ ...tlsHost(node), dataDir, socketDir })

/** PostgreSQL's settings on a node: every finished WAL segment pushed to the repository, with the node's file. */
export const archiveSettingsOf = (node: HostName) => archiveSettings(configFile(node))

function writeConfig(host: HostName, text: string): void {
  for (const dir of ['pgbackrest-lock', 'pgbackrest-log']) fs.mkdirSync(path.join(hostDir(host), dir), { recursive: true, mode: 0o700 })
  fs.writeFileSync(configFile(host), text, { mode: 0o600 })
}

/** Writes a node's file and starts its `pgbackrest server` (again after a kill: it is one of the host's services); its certificate made already. */
export async function startNodeServer(paths: PgNodePaths): Promise<void> {
  writeConfig(paths.node, nodeFile(site(), pgHost(paths)))
  await sh('chown', '-R', 'postgres:postgres', hostDir(paths.node))
  startIn({ host: paths.node, name: `${paths.node}-pgbackrest`, argv: ['pgbackrest', `--config=${configFile(paths.node)}`, 'server'], user: 'postgres', env: { HOME: hostDir(paths.node) } })
}

/** pgBackRest run as postgres on a host, with a file of that host; its output. */
const pgbackrestWith = (config: string, host: HostName, ...args: string[]) =>
  asPostgres(host, 'pgbackrest', `--config=${config}`, `--stanza=${STANZA}`, '--log-level-console=warn', ...args)
/** pgBackRest run as postgres on a host, with the host's own file. */
export const pgbackrest = (host: HostName, ...args: string[]) => pgbackrestWith(configFile(host), host, ...args)

/** The backup host: its file, its server, and the stanza (once the cluster has a primary). */
export async function startRepository(nodes: PgNodePaths[]): Promise<void> {
  await makeCertificate(BACKUP, 'postgres')
  writeConfig(BACKUP, repositoryFile(site(), nodes.map(pgHost)))
  await sh('chown', '-R', 'postgres:postgres', hostDir(BACKUP))
  startIn({ host: BACKUP, name: 'backup', argv: ['pgbackrest', `--config=${configFile(BACKUP)}`, 'server'], user: 'postgres', env: { HOME: hostDir(BACKUP) } })
  await waitUntil('the stanza created', () => pgbackrest(BACKUP, 'stanza-create').then(() => true, () => false), 10_000, ['backup'])
}

/** A full backup, from the backup host; seconds it took. */
export async function fullBackup(): Promise<number> {
  const started = performance.now()
  await pgbackrest(BACKUP, 'backup', '--type=full')
  return (performance.now() - started) / 1000
}

/**
 * Waits until the WAL written so far is in the repository: `check` switches to a new segment on the primary
 * and waits until the one it left is archived.
 */
export const archived = () => pgbackrest(BACKUP, 'check')

/**
 * A new cluster in RESTORED from the latest backup, replayed up to `target` (every commit at or before it,
 * none after) and promoted: restored by pgBackRest, started on a Unix socket of its own, no archiving (its
 * new timeline is not the cluster's). Resolves when it takes writes; seconds it took.
 */
export async function restoreTo(target: Date): Promise<number> {
  const started = performance.now()
  fs.rmSync(RESTORED, { recursive: true, force: true })
  fs.mkdirSync(RESTORED, { mode: 0o700 })
  fs.writeFileSync(RESTORE_CONFIG, restoreFile(site(), RESTORED), { mode: 0o600 })
  await sh('chown', 'postgres:postgres', RESTORED, RESTORE_CONFIG)
  // The time as PostgreSQL reads it, in UTC.
  const time = `${target.toISOString().replace('T', ' ').replace('Z', '')}+00`
  await pgbackrestWith(RESTORE_CONFIG, BACKUP, '--type=time', `--target=${time}`, '--target-action=promote', 'restore')
  for (const [name, text] of Object.entries(restoredClusterFiles(RESTORED))) fs.writeFileSync(path.join(RESTORED, name), text, { mode: 0o600 })
  await sh('chown', 'postgres:postgres', ...Object.keys(restoredClusterFiles(RESTORED)).map((name) => path.join(RESTORED, name)))
  startIn({ host: BACKUP, name: 'restored', user: 'postgres', env: { HOME: RESTORED }, argv: ['/usr/lib/postgresql/15/bin/postgres', '-D', RESTORED] })
  await waitUntil('the restored cluster promoted', async () => (await restoredQuery('postgres', 'SELECT pg_is_in_recovery()').catch(() => '')) === 'f', 60_000, ['restored'], 250)
  return (performance.now() - started) / 1000
}

/** psql on the restored cluster: one value, or rows of values separated by new lines. */
export const restoredQuery = (database: string, query: string) => psqlAt(BACKUP, RESTORED, database, query)

/** Stops the restored cluster and deletes it. */
export async function dropRestored(): Promise<void> {
  await asPostgres(BACKUP, '/usr/lib/postgresql/15/bin/pg_ctl', '-D', RESTORED, 'stop', '-m', 'immediate').catch(() => undefined)
  fs.rmSync(RESTORED, { recursive: true, force: true })
}
