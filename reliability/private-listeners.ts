// S4: every way into the topology's database side refuses the unauthenticated, tried from an application host
// (on both networks, as an attacker who got onto the private network would be):
// - the HAProxy that routes an application host's PostgreSQL connections listens on that host's loopback
//   alone (topology/haproxy-postgres.cfg): from another host, its port is closed at both of the host's
//   addresses (what that shows is the binding, not a firewall); the balancers have no PostgreSQL port at all;
// - a balancer's stats page and metrics are not on the client-facing network, speak TLS alone, and need the password;
// - PostgreSQL takes no connection without TLS, none with a wrong password, not the superuser over the network,
//   and each role only where it belongs (the replication role not into the service's database);
// - etcd takes TLS alone, and only a client with a certificate from the topology's CA;
// - Patroni's REST API takes TLS alone, and its unsafe endpoints only with its user's password;
// - pgBackRest's servers take only the clients they name: a certificate from the same CA, for another host, is
//   refused.
// Each refusal has its control: the same request, authenticated, is taken (so a refusal is not a broken check).
// Last, no password of the topology is in any of its logs.
import fs from 'node:fs'
import path from 'node:path'
import { CA_FILE, certificateOf, makeCertificate, passwordOf } from '../topology/credentials.js'
import { APP_ROLE, DATABASE, LOCAL_HAPROXY, PATRONI_USER, REPLICATION_ROLE, REWIND_ROLE } from '../topology/database.js'
import { STATS_USER } from '../topology/haproxy.js'
import { REPOSITORY } from '../topology/backup.js'
import { RUN_DIR, addressOf, asPostgres, inHost, inHostWith, sh } from '../topology/network.js'
import { STANZA } from '../topology/pgbackrest-files.js'
import type { Row, RowResult } from './harness.js'
import { onTopology } from './topology.js'

/** Whether a TCP connection from `host` to `address:port` is accepted (bash's /dev/tcp, 2 s at most). */
const opens = (host: 'app1' | 'app2', address: string, port: number) =>
  inHost(host, 'timeout', '2', 'bash', '-c', `exec 3<>/dev/tcp/${address}/${port}`).then(() => true, () => false)

/** curl from app1: the HTTP status (0 when no answer came: refused, TLS refused) and the body. */
async function curl(...args: string[]): Promise<{ status: number; body: string }> {
  const out = await inHost('app1', 'curl', '-sS', '--max-time', '3', '-w', '\n%{http_code}', ...args).catch((error: { stdout?: string }) => error.stdout ?? '\n0')
  const lines = out.split('\n')
  return { status: Number(lines.at(-1)) || 0, body: lines.slice(0, -1).join('\n') }
}

export const privateListenersRow: Row = {
  id: 'S4',
  title: "every way into the database side refuses the unauthenticated: an application host's HAProxy to PostgreSQL on its loopback alone, none on the balancers; their stats page off the client-facing network and behind a password; PostgreSQL without TLS, with a wrong password, as the superuser or another role; etcd without a client certificate; Patroni's unsafe endpoints without the password; pgBackRest from a host it does not name",
  run: (suite) => onTopology(suite, async (): Promise<RowResult> => {
    const problems: string[] = []
    const seen: string[] = []
    /** A refusal and its control: `refused` must hold of the unauthenticated try, `taken` of the authenticated one. */
    const expect = (what: string, refused: boolean, taken: boolean, said: string) => {
      seen.push(`${what}: ${said}`)
      if (!refused) problems.push(`${what}: not refused (${said})`)
      if (!taken) problems.push(`${what}: the authenticated control was not taken either, the check is broken (${said})`)
    }

    const open = (is: boolean) => (is ? 'open' : 'not open')
    // app1's HAProxy to PostgreSQL, from app2 (at app1's two addresses) and, the control, from app1 itself.
    const fromApp2 = await Promise.all((['front', 'back'] as const).map((net) => opens('app2', addressOf('app1', net), 5432)))
    const local = await opens('app1', LOCAL_HAPROXY, 5432)
    expect("an application host's HAProxy to PostgreSQL, from another host", fromApp2.every((is) => !is), local,
      `from app2: ${open(fromApp2[0]!)} at ${addressOf('app1', 'front')}, ${open(fromApp2[1]!)} at ${addressOf('app1', 'back')}; on app1 at ${LOCAL_HAPROXY}: ${open(local)}`)
    const balancerPorts = await Promise.all((['front', 'back'] as const).map((net) => opens('app1', addressOf('lb1', net), 5432)))
    const clients = await opens('app1', addressOf('lb1', 'front'), 8080)
    expect('PostgreSQL on a balancer', balancerPorts.every((is) => !is), clients, `lb1's 5432: ${balancerPorts.map(open).join(', ')}; its 8080 (the control): ${open(clients)}`)

    // A balancer's stats page: the client-facing address has none; the private one speaks TLS alone and asks
    // for the password.
    const stats = `${addressOf('lb1', 'back')}:8404`
    const statsFront = await opens('app1', addressOf('lb1', 'front'), 8404)
    const statsFile = `${RUN_DIR}/s4-curl-stats`
    fs.writeFileSync(statsFile, `user = "${STATS_USER}:${passwordOf(STATS_USER)}"\n`, { mode: 0o600 })
    const tls = ['--cacert', CA_FILE]
    const [statsPlain, page, metrics, pageWithPassword, metricsWithPassword] = [await curl('-K', statsFile, `http://${stats}/`),
      await curl(...tls, `https://${stats}/`), await curl(...tls, `https://${stats}/metrics`), await curl(...tls, '-K', statsFile, `https://${stats}/`), await curl(...tls, '-K', statsFile, `https://${stats}/metrics`)]
    expect("a balancer's stats page on the client-facing network, or without TLS", !statsFront && statsPlain.status === 0, pageWithPassword.status === 200,
      `${addressOf('lb1', 'front')}:8404 ${open(statsFront)}; http://${stats}/ ${statsPlain.status}; https with the password: ${pageWithPassword.status}`)
    expect("a balancer's stats page and metrics without the password", page.status === 401 && metrics.status === 401,
      pageWithPassword.body.includes('Statistics Report') && metricsWithPassword.body.includes('haproxy_backend_active_servers{proxy="websites-api"}'),
      `without: / ${page.status}, /metrics ${metrics.status}; with: / ${pageWithPassword.status}, /metrics ${metricsWithPassword.status}`)

    // PostgreSQL on a node: the service's role over TLS with its password is the control.
    const pg = (user: string, password: string, sslmode: string, database = DATABASE) =>
      inHostWith({ PGPASSWORD: password, PGSSLROOTCERT: CA_FILE }, 'app1', 'psql', '-X', '-A', '-t', '-c', 'SELECT current_user',
        `host=${addressOf('pg1', 'back')} user=${user} dbname=${database} sslmode=${sslmode} connect_timeout=3`)
        .then((out) => `taken as ${out.trim()}`, (error: { stderr?: string }) => `refused: ${(error.stderr ?? '').trim().split('\n')[0]!.replace(/^psql: error: /, '')}`)
    const appRole = await pg(APP_ROLE, passwordOf(APP_ROLE), 'verify-full')
    const plain = await pg(APP_ROLE, passwordOf(APP_ROLE), 'disable')
    const wrongPassword = await pg(APP_ROLE, 'not-the-password', 'verify-full')
    const superuser = await pg('postgres', passwordOf('postgres'), 'verify-full', 'postgres')
    const replicator = await pg('replicator', passwordOf('replicator'), 'verify-full')
    const controlTaken = appRole === `taken as ${APP_ROLE}`
    // Each refusal for its own reason (a timeout or a node down is not one): pg_hba.conf's, or the password's.
    const noEntry = (said: string) => said.startsWith('refused') && said.includes('no pg_hba.conf entry')
    expect('PostgreSQL without TLS', noEntry(plain) && plain.includes('no encryption'), controlTaken, `${plain}; over TLS: ${appRole}`)
    expect("PostgreSQL with a wrong password", wrongPassword.includes('password authentication failed'), controlTaken, wrongPassword)
    expect('PostgreSQL as the superuser over the network', noEntry(superuser), controlTaken, superuser)
    expect("PostgreSQL's replication role into the service's database", noEntry(replicator), controlTaken, replicator)

    const etcd = `${addressOf('etcd1', 'back')}:2379`
    const member = certificateOf('etcd1')
    const etcdPlain = await curl(`http://${etcd}/health`)
    const etcdNoCert = await curl('--cacert', CA_FILE, `https://${etcd}/health`)
    const etcdCert = await curl('--cacert', CA_FILE, '--cert', member.cert, '--key', member.key, `https://${etcd}/health`)
    expect('etcd over http', etcdPlain.status === 0, etcdCert.status === 200, `http ${etcdPlain.status}, https with a certificate of the CA ${etcdCert.status}`)
    expect('etcd without a client certificate', etcdNoCert.status === 0, etcdCert.status === 200 && etcdCert.body.includes('"health":"true"'), `${etcdNoCert.status}, with one ${etcdCert.status} ${etcdCert.body}`)

    const patroni = `${addressOf('pg1', 'back')}:8008`
    // Credentials for curl in a file of root's (-K), not on its command line.
    const withUser = (password: string) => {
      const file = `${RUN_DIR}/s4-curl-${password === passwordOf(PATRONI_USER) ? 'right' : 'wrong'}`
      fs.writeFileSync(file, `user = "${PATRONI_USER}:${password}"\n`, { mode: 0o600 })
      return ['-K', file]
    }
    const patroniPlain = await curl(`http://${patroni}/health`)
    const anonymous = await curl('--cacert', CA_FILE, '-X', 'POST', `https://${patroni}/reload`)
    const wrong = await curl('--cacert', CA_FILE, ...withUser('not-the-password'), '-X', 'POST', `https://${patroni}/reload`)
    const right = await curl('--cacert', CA_FILE, ...withUser(passwordOf(PATRONI_USER)), '-X', 'POST', `https://${patroni}/reload`)
    const safe = await curl('--cacert', CA_FILE, `https://${patroni}/health`)
    expect("Patroni's REST API over http", patroniPlain.status === 0, safe.status === 200, `http ${patroniPlain.status}, https GET /health ${safe.status}`)
    expect("Patroni's POST /reload without the password", anonymous.status === 401 && wrong.status === 401, right.status === 202, `none ${anonymous.status}, a wrong one ${wrong.status}, the right one ${right.status}`)

    // pgBackRest with a certificate from the CA, for app1: a host the backup host's server does not name.
    // Run as postgres, whose keys pgBackRest takes (a key must belong to the user running it, or root).
    const own = await makeCertificate('app1', 'postgres')
    const dir = `${RUN_DIR}/app1-pgbackrest`
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(`${dir}/pgbackrest.conf`, ['[global]', `repo1-host=${addressOf('backup', 'back')}`, 'repo1-host-type=tls', `repo1-path=${REPOSITORY}`,
      `repo1-host-ca-file=${CA_FILE}`, `lock-path=${dir}`, 'log-level-file=off', ''].join('\n'))
    await sh('chown', '-R', 'postgres:postgres', dir)
    const info = (certificate: { cert: string; key: string }) => asPostgres('app1', 'pgbackrest', `--config=${dir}/pgbackrest.conf`, `--stanza=${STANZA}`, `--repo1-host-cert-file=${certificate.cert}`,
      `--repo1-host-key-file=${certificate.key}`, 'info').then((out) => out, (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`)
    // `info` exits 0 either way and says, per stanza, what the repository answered.
    const said = (out: string) => out.split('\n').find((line) => /status:|ERROR/.test(line))?.trim() ?? out
    const stranger = await info(own)
    const named = await info(certificateOf('pg1'))
    expect('pgBackRest from a host it does not name', stranger.includes('access denied'), named.includes(`stanza: ${STANZA}`) && !/access denied|Error/.test(named),
      `app1's certificate: ${said(stranger)} ${stranger.match(/\[\w+Error\][^\n]*/)?.[0] ?? ''}; pg1's: ${said(named)} ${named.match(/\[\w+Error\][^\n]*/)?.[0] ?? ''}`)
    // And no password of the topology's in any log its processes wrote (the service's, Patroni's and PostgreSQL's, HAProxy's, etcd's).
    const passwords = ['postgres', REPLICATION_ROLE, REWIND_ROLE, APP_ROLE, PATRONI_USER, STATS_USER].map((name) => ({ name, password: passwordOf(name) }))
    const logDir = path.join(RUN_DIR, 'logs')
    const logs = fs.readdirSync(logDir).map((file) => ({ file, text: fs.readFileSync(path.join(logDir, file), 'utf8') }))
    for (const { name, password } of passwords) {
      const leaked = logs.filter((log) => log.text.includes(password)).map((log) => log.file)
      if (leaked.length > 0) problems.push(`the password of ${name} is in ${leaked.join(', ')}`)
    }
    seen.push(`none of ${passwords.length} passwords in ${logs.length} logs`)
    return { figure: seen.join('; '), problems }
  }),
}
