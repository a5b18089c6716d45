// docs/production.md shows the HAProxy configurations, the systemd unit, keepalived's and pgBackRest's files
// that the topology tests run: the files themselves, or (keepalived's, pgBackRest's) what the topology's own
// code writes for real machines, so that what a user copies is what was tested.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { test } from 'node:test'
import { parse } from 'yaml'
import { etcdDefaultsFile } from '../../topology/etcd-files.js'
import { keepalivedConfig } from '../../topology/keepalived-files.js'
import { patroniFile } from '../../topology/patroni-files.js'
import { TIMING } from '../../topology/database.js'
import { type PgHost, type Site, archiveSettings, nodeFile, repositoryFile, restoredClusterFiles } from '../../topology/pgbackrest-files.js'

const readme = fs.readFileSync('docs/production.md', 'utf8')
const blocks = (language: string) => readme.split('\n```' + language + '\n').slice(1).map((rest) => rest.split('\n```')[0]!)
/** The block of `language` whose first line (a comment naming the file) includes `title`. */
const titled = (language: string, title: string) => blocks(language).find((text) => text.split('\n')[0]!.includes(title))

/** A topology file with the page's addresses: its networks 10.233.1.x and 10.233.2.x are 10.0.1.x and 10.0.2.x there. */
const withPageAddresses = (file: string) => fs.readFileSync(file, 'utf8').replaceAll('10.233.1.', '10.0.1.').replaceAll('10.233.2.', '10.0.2.').trimEnd()

test("when docs/production.md shows HAProxy's files, then they are topology's as tested, with the page's addresses: the balancers' and the application hosts'", () => {
  assert.equal(titled('haproxy', 'on each of the two balancers'), withPageAddresses('topology/haproxy.cfg'))
  assert.equal(titled('haproxy', 'on each application host'), withPageAddresses('topology/haproxy-postgres.cfg'))
})

test("when docs/production.md shows keepalived's file, then it is what the topology writes, for lb1 on a real network", () => {
  const pair = { interface: 'eth0', floating: '10.0.1.100/24', addresses: { lb1: '10.0.1.10', lb2: '10.0.1.9' } }
  assert.equal(titled('ini', 'keepalived'), keepalivedConfig(pair, 'lb1').trimEnd())
})

test('when docs/production.md shows the systemd unit, then it is topology/websites-api.service', () => {
  // The page's first unit is the one-machine kind (SQLite); the tested one runs behind the balancers.
  assert.equal(blocks('ini').find((unit) => unit.includes('behind the balancers')), fs.readFileSync('topology/websites-api.service', 'utf8').trimEnd())
})

/** The machines docs/production.md names: the private network 10.0.2.x, Debian's paths, certificates in /etc/ssl/websites. */
const tls = (name: string, address: string) => ({ name, address, cert: `/etc/ssl/websites/${name}.crt`, key: `/etc/ssl/websites/${name}.key` })
const site: Site = { ca: '/etc/ssl/websites/ca.crt', backup: tls('backup', '10.0.2.50'), repository: '/var/lib/pgbackrest' }
const nodes: PgHost[] = [1, 2, 3].map((n) => ({ ...tls(`pg${n}`, `10.0.2.2${n}`), dataDir: '/var/lib/postgresql/15/main' }))
/** A block of the page whose first line (a comment naming the file) says `title`, without that line. */
const fileBlock = (title: string) => blocks('ini').find((text) => text.split('\n')[0]!.includes(title))?.split('\n').slice(1).join('\n')

test('when docs/production.md shows pgBackRest\'s files, then they are what the topology writes, for three machines', () => {
  assert.equal(fileBlock('pgbackrest.conf on pg1'), nodeFile(site, nodes[0]!).trimEnd())
  assert.equal(fileBlock('pgbackrest.conf on the backup host'), repositoryFile(site, nodes).trimEnd())
  assert.equal(fileBlock('postgresql.conf of the restored cluster'), restoredClusterFiles('/var/lib/postgresql/15/restored')['postgresql.conf']!.trimEnd())
  assert.ok(readme.includes(`(\`${restoredClusterFiles('')['pg_hba.conf']!.trim()}\`)`), "the restored cluster's pg_hba.conf as the topology writes it")
  const { archive_mode: mode, archive_command: command } = archiveSettings()
  assert.ok(readme.includes(`archive_mode: '${mode}'`) && readme.includes(`archive_command: '${command}'`), 'Patroni\'s archive settings as the topology sets them')
})

test("when docs/production.md shows etcd's /etc/default/etcd, then it is the environment the topology starts etcd1 with, for three machines", () => {
  const site = { ca: '/etc/ssl/websites/ca.crt', members: [1, 2, 3].map((n) => tls(`etcd${n}`, `10.0.2.3${n}`)), dataDir: () => '/var/lib/etcd/default' }
  assert.equal(blocks('sh').find((text) => text.startsWith('ETCD_NAME=')), etcdDefaultsFile(site, site.members[0]!).trimEnd())
})

/** Whether every value in `shown` (a part of a YAML document) is in `whole` at the same place; the differences if not. */
function notIn(shown: unknown, whole: unknown, at = ''): string[] {
  if (shown !== null && typeof shown === 'object' && !Array.isArray(shown)) {
    if (whole === null || typeof whole !== 'object') return [`${at}: ${JSON.stringify(whole)}, not a mapping`]
    return Object.entries(shown).flatMap(([key, value]) => notIn(value, (whole as Record<string, unknown>)[key], `${at}.${key}`))
  }
  return JSON.stringify(shown) === JSON.stringify(whole) ? [] : [`${at}: the page shows ${JSON.stringify(shown)}, the topology writes ${JSON.stringify(whole)}`]
}

test("when docs/production.md shows Patroni's file, then every value on the page is what the topology writes, for pg1 of three machines", () => {
  const shown = parse(blocks('yaml').find((text) => text.startsWith('restapi:'))!)
  const written = parse(patroniFile({
    scope: '15-main', database: 'websites', ca: '/etc/ssl/websites/ca.crt', etcdHosts: ['10.0.2.31:2379', '10.0.2.32:2379', '10.0.2.33:2379'],
    privateNetwork: '10.0.2.0/24', timing: TIMING, roles: { app: 'websites', replication: 'replicator', rewind: 'rewinder', api: 'patroni' },
    password: () => 'PASSWORD', watchdog: 'automatic',
  }, { ...tls('pg1', '10.0.2.21'), dataDir: '/var/lib/postgresql/15/main', binDir: '/usr/lib/postgresql/15/bin', pgpass: '/var/lib/postgresql/15-main.pgpass', archive: archiveSettings() }))
  assert.deepEqual(notIn(shown, written), [])
})
