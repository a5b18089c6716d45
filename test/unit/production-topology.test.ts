// docs/production.md shows the HAProxy configuration, the systemd unit and pgBackRest's files that the topology
// tests run: the files themselves, or (pgBackRest's) what the topology's own code writes for three machines, so
// that what a user copies is what was tested.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { test } from 'node:test'
import { type PgHost, type Site, archiveSettings, nodeFile, repositoryFile, restoredClusterFiles } from '../../topology/pgbackrest-files.js'

const readme = fs.readFileSync('docs/production.md', 'utf8')
const blocks = (language: string) => readme.split('\n```' + language + '\n').slice(1).map((rest) => rest.split('\n```')[0]!)
const block = (language: string) => blocks(language)[0]

test('when docs/production.md shows haproxy.cfg, then it is topology/haproxy.cfg as tested', () => {
  assert.equal(block('haproxy'), fs.readFileSync('topology/haproxy.cfg', 'utf8').trimEnd())
})

test('when docs/production.md shows the systemd unit, then it is topology/websites-api.service', () => {
  // The page's first unit is the one-machine kind (SQLite); the tested one runs behind HAProxy.
  assert.equal(blocks('ini').find((unit) => unit.includes('behind HAProxy')), fs.readFileSync('topology/websites-api.service', 'utf8').trimEnd())
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
