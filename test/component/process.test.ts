// The service as an operator runs it: the CLI, the first start, SIGTERM, and what reaches the logs.
import assert from 'node:assert/strict'
import { execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import net from 'node:net'
import Database from 'better-sqlite3'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { codeAt } from '../../src/people/totp.js'
import { promisify } from 'node:util'
import { client, request } from '../support/http.js'
import { migrations } from '../../migrations/index.js'
import { TEST_DB, testDatabase } from '../support/database.js'
import { freePort } from '../support/ports.js'
import { CLI, type Deployment, exited, testDeployment } from '../support/processes.js'
import { attemptsUntil } from '../support/wait.js'
import { CLIENT, OIDC_CALLBACK, type Tamper, startProvider, throughProvider } from '../support/oidc-provider.js'
import { cookieOf } from '../support/people.js'

const run = promisify(execFile)

/** Every process below `pid`, read from Linux's /proc. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>()
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // gone meanwhile
    }
    // "pid (command) state ppid …": the command may hold spaces and parentheses.
    parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
  }
  const below = [pid]
  for (let i = 0; i < below.length; i++) for (const [child, parent] of parents) if (parent === below[i]) below.push(child)
  return below.slice(1)
}

/** Running, neither gone nor a zombie waiting for its parent. */
function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

const listening = (port: number) => new Promise<boolean>((resolve) => {
  const socket = net.connect(port, '127.0.0.1', () => {
    socket.destroy()
    resolve(true)
  })
  socket.on('error', () => resolve(false))
})

describe('the service process', () => {
  let deployment: Deployment
  before(async () => { deployment = await testDeployment('process') })
  after(() => deployment.remove())

  it('when started on an empty database, then it prints a first key once both ports listen, and never again', async () => {
    // A start that cannot listen (its port is taken) stores no key that nobody would ever see.
    const blocker = net.createServer().listen(0, '127.0.0.1')
    await once(blocker, 'listening')
    const taken = String((blocker.address() as net.AddressInfo).port)
    // Said with the setting that chose the port.
    await assert.rejects(deployment.serve({ PORT: taken }), new RegExp(`did not start[\\s\\S]*PORT=${taken}: port ${taken} on \\S+ is already in use .*set PORT to a free port`))
    await assert.rejects(deployment.serve({ HTTPS_PORT: taken }), new RegExp(`did not start[\\s\\S]*HTTPS_PORT=${taken}: port ${taken} on \\S+ is already in use .*set HTTPS_PORT to a free port`))
    blocker.close()
    assert.doesNotMatch((await deployment.cli('keys', 'list')).stdout, /first key/)
    const first = await deployment.serve()
    // Printed right after the listening line, once the key is stored.
    await attemptsUntil(async () => /^\s+wak_\S+$/m.test(first.output()), 5000)
    const key = /^\s+(wak_\S+)$/m.exec(first.output())?.[1]
    assert.ok(key, first.output())
    assert.match(first.output(), /keys create --account/)
    assert.equal((await client(first.url, key).get('/api/v1/websites')).status, 200)
    assert.equal(await first.stop('SIGTERM'), 0)
    const second = await deployment.serve()
    await attemptsUntil(async () => second.output().includes('API keys:'), 5000)
    assert.ok(!second.output().includes('wak_'))
    assert.match(second.output(), /^API keys: websites-api keys create --account <name>/m, 'a start without a new key says how to make one')
    assert.equal(await second.stop('SIGTERM'), 0)
  })

  it('when PostgreSQL refuses the connection, then the start names DATABASE_URL (without its password) and exits 1', async () => {
    const url = `postgres://app:hunter2@127.0.0.1:${await freePort()}/websites`
    const failed = await promisify(execFile)(process.execPath, [...CLI, 'serve'], {
      env: { ...process.env, DATA_DIR: deployment.dataDir, DATABASE_URL: url, PORT: '0', HTTPS_PORT: '0' },
    }).then(() => assert.fail('expected a failure'), (error: { code: number; stderr: string }) => error)
    assert.equal(failed.code, 1)
    assert.match(failed.stderr, new RegExp(`DATABASE_URL=postgres://app:\\*\\*\\*@127\\.0\\.0\\.1:${new URL(url).port}/websites: cannot connect to PostgreSQL`))
    assert.doesNotMatch(failed.stderr, /hunter2/)
  })

  it('when keys are created, listed and revoked with the CLI, then the key is the last line, never listed, and stops working', async () => {
    const served = await deployment.serve()
    try {
      const created = await deployment.cli('keys', 'create', '--account', 'acme', '--name', 'ci')
      const key = created.stdout.trim().split('\n').at(-1)!
      assert.match(key, /^wak_[A-Za-z0-9_-]{43}$/)
      const api = client(served.url, key)
      assert.equal((await api.post('/api/v1/websites', { domain: 'cli.example' })).status, 201)
      const listed = await deployment.cli('keys', 'list', '--account', 'acme')
      assert.ok(!listed.stdout.includes(key), 'the key itself is never listed')
      assert.ok(listed.stdout.includes(key.slice(0, 10)), 'a short prefix is')
      assert.match(listed.stdout, /acme.*ci/)
      const id = /^(\d+)\s+acme\s+ci\s/m.exec(listed.stdout)?.[1]
      assert.ok(id, listed.stdout)
      assert.match((await deployment.cli('keys', 'revoke', id)).stdout, new RegExp(`revoked key ${id}`))
      await attemptsUntil(async () => (await api.get('/api/v1/websites')).status === 401, 5000)
      await assert.rejects(deployment.cli('keys', 'revoke', id), /no active key/)
    } finally {
      await served.stop()
    }
  })

  it('when a scoped, expiring key is made with the CLI, then it works as scoped and `keys list` shows its scope and expiry', async () => {
    const served = await deployment.serve()
    try {
      const owner = client(served.url, (await deployment.cli('keys', 'create', '--account', 'scope-cli')).stdout.trim().split('\n').at(-1)!)
      const ids: number[] = []
      for (const domain of ['cli-scope-1.example', 'cli-scope-2.example']) ids.push((await owner.post('/api/v1/websites', { domain })).body.data.id)
      const created = await deployment.cli('keys', 'create', '--account', 'scope-cli', '--name', 'partner', '--read-only', '--websites', `${ids[1]}`,
        '--expires-in', '30d')
      const key = created.stdout.trim().split('\n').at(-1)!
      const scoped = client(served.url, key)
      assert.deepEqual((await scoped.get('/api/v1/websites')).body.data.map((site: { id: number }) => site.id), [ids[1]])
      assert.equal((await scoped.patch(`/api/v1/websites/${ids[1]}`, { email: 1 })).status, 403)
      const expires = Date.parse((await scoped.get('/api/v1/key')).body.data.expires_at)
      assert.ok(Math.abs(expires - (Date.now() + 30 * 86_400_000)) < 60_000)
      const listed = await deployment.cli('keys', 'list', '--account', 'scope-cli')
      assert.match(listed.stdout, new RegExp(`partner\\s.*read-only, websites ${ids[1]}\\s+\\d{4}-`))
      assert.match(listed.stdout, /read-write, all websites\s+-\s/)
    } finally {
      await served.stop()
    }
  })

  it('when a key or a webhook secret is made over the API, then neither reaches the log, even at debug level', async () => {
    const served = await deployment.serve({ LOG_LEVEL: 'debug', WEBHOOKS_ALLOW_HTTP: '1', WEBHOOKS_ALLOW_PRIVATE: '1' })
    try {
      const admin = client(served.url, await deployment.createKey('secrets-log', '--admin'))
      const made = await admin.post('/api/v1/keys', { name: 'shown once' })
      assert.equal(made.status, 201, made.text)
      const hook = await admin.post('/api/v1/webhooks', { url: 'http://127.0.0.1:9/hook' })
      assert.equal(hook.status, 201, hook.text)
      await attemptsUntil(async () => served.output().split('request completed').length > 2, 5000)
      const output = served.output()
      assert.ok(!output.includes(made.body.data.key), 'the new key is not in the log')
      assert.ok(!output.includes(hook.body.data.secret.slice(6)), 'the webhook secret is not in the log')
    } finally {
      await served.stop()
    }
  })

  it('when a person signs in through single sign-on (and once with a refused ID token), then no code, state, nonce, token, secret or cookie reaches the log, even at debug level', async () => {
    let url = ''
    const provider = await startProvider(() => `${url}${OIDC_CALLBACK}`)
    const served = await deployment.serve({
      LOG_LEVEL: 'debug', OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: CLIENT.client_id, OIDC_CLIENT_SECRET: CLIENT.client_secret,
      OIDC_ACCOUNT: 'default', OIDC_ALLOWED_DOMAINS: 'allowed.test',
    })
    url = served.url
    provider.configure()
    try {
      const secrets = [CLIENT.client_secret]
      const wrongAudience: Tamper = (claims) => void (claims.aud = 'another-client')
      for (const tamper of [undefined, wrongAudience]) {
        const started = await request('GET', `${served.url}/api/v1/session/oidc`)
        const challenge = started.headers['set-cookie']!.find((line) => line.startsWith('wa_oidc='))!.split(';')[0]!
        const location = new URL(started.headers.location!)
        provider.login.tamper = tamper
        const back = await throughProvider(provider, { sub: 'logged', email: 'logged@allowed.test', email_verified: true }, location, `${served.url}${OIDC_CALLBACK}`)
        const answer = await request('GET', back.href, { headers: { cookie: challenge } })
        assert.equal(answer.status, 302, answer.text)
        secrets.push(challenge.slice('wa_oidc='.length), ...['state', 'nonce', 'code_challenge'].map((name) => location.searchParams.get(name)!), back.searchParams.get('code')!)
        if (cookieOf(answer)) secrets.push(cookieOf(answer)!)
      }
      secrets.push(...provider.issued)
      assert.ok(secrets.length >= 14, 'a session, two codes and their tokens')
      await attemptsUntil(async () => served.output().includes('single sign-on refused'), 5000)
      const output = served.output()
      for (const secret of secrets) assert.ok(!output.includes(secret), `${secret.slice(0, 12)}… is not in the log`)
    } finally {
      await served.stop()
      await provider.close()
    }
  })

  it('when `keys create` is given a bad scope or expiry, then exit 2 (1 for websites not the account\'s) with a clear message and no key', async () => {
    await deployment.cli('keys', 'create', '--account', 'scope-bad')
    const before = (await deployment.cli('keys', 'list')).stdout
    const cases: [string[], RegExp][] = [
      [['--websites', '987654'], /not websites of account "scope-bad": 987654; no key was created/],
      [['--websites', '12,abc'], /--websites.*must be website ids separated by commas/],
      [['--expires-at', '2001-01-01T00:00:00Z'], /--expires-at.*must be in the future/],
      [['--expires-at', 'next tuesday'], /--expires-at.*ISO-8601/],
      [['--expires-in', '0'], /--expires-in.*whole number above 0/],
      [['--expires-in', '-3d'], /--expires-in.*whole number above 0/],
      [['--expires-in', '3d', '--expires-at', '2099-01-01T00:00:00Z'], /not both/],
    ]
    for (const account of ['', '   ', 'tab\there', 'a'.repeat(256)]) cases.push([['--account', account], /--account.*1-255 printable characters/])
    for (const name of ['', '   ', 'bell\u0007', 'evil\u202Egnp', 'k'.repeat(101)]) cases.push([['--name', name], /--name.*1-100 printable characters/])
    for (const [args, message] of cases) {
      await assert.rejects(deployment.cli('keys', 'create', ...(args[0] === '--account' ? [] : ['--account', 'scope-bad']), ...args), (error: { code?: number; stderr?: string }) => {
        assert.equal(error.code, args[0] === '--websites' && args[1] === '987654' ? 1 : 2, args.join(' '))
        assert.match(String(error.stderr), message)
        return true
      })
    }
    assert.equal((await deployment.cli('keys', 'list')).stdout, before, 'no key was created')
  })

  it('when `openapi` is run, then it prints the document the service serves, without a service', async () => {
    const printed = JSON.parse((await deployment.cli('openapi')).stdout)
    const served = await deployment.serve()
    try {
      const document = await (await fetch(`${served.url}/api/v1/openapi.json`)).json() as { info: { version: string }; paths: object }
      assert.deepEqual(printed, document)
      const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }
      assert.ok(Object.keys(document.paths).length >= 5 && document.info.version === version)
    } finally {
      await served.stop()
    }
  })

  it('when `backup` runs while the service writes, then the copy is consistent, private, and never overwrites', { skip: TEST_DB === 'postgres' && 'SQLite only (PostgreSQL: pg_dump)' }, async () => {
    const served = await deployment.serve()
    const api = client(served.url, await deployment.createKey('backup'))
    try {
      for (let i = 0; i < 50; i++) await api.post('/api/v1/websites', { domain: `backup-${i}.example` })
      // Writes go on during the copy.
      let writing = true
      const writer = (async () => {
        for (let i = 0; writing; i++) await api.post('/api/v1/websites', { domain: `during-${i}.example` })
      })()
      const file = path.join(deployment.dataDir, 'copy.db')
      const { stdout, stderr } = await deployment.cli('backup', file)
      writing = false
      await writer
      assert.match(stdout, /^backed up .* to .*copy\.db \(\d+ pages\) in \d+\.\d s$/m)
      assert.match(stderr, /backup \[#{30}\] [\d,]+\/[\d,]+ pages/)
      assert.equal((fs.statSync(file).mode & 0o777).toString(8), '600')
      const copy = new Database(file, { readonly: true })
      assert.equal(copy.pragma('integrity_check', { simple: true }), 'ok')
      assert.ok((copy.prepare("SELECT count(*) FROM websites WHERE domain LIKE 'backup-%'").pluck().get() as number) === 50)
      copy.close()
      await assert.rejects(deployment.cli('backup', file), /exists: give a new file name/)
    } finally {
      await served.stop()
    }
  })

  it('when METRICS_PORT is set, then Prometheus figures by route, method and status, auth failures and the hash queue are there', async () => {
    const metricsPort = await freePort()
    const served = await deployment.serve({ METRICS_PORT: String(metricsPort) })
    try {
      const api = client(served.url, await deployment.createKey('metrics'))
      await api.get('/api/v1/websites')
      await api.get('/api/v1/websites/987654')
      await request('GET', `${served.url}/api/v1/websites`, { headers: { authorization: 'Bearer wrong' } })
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
      for (const line of [
        /^websites_api_http_request_duration_seconds_count\{route="\/api\/v1\/websites",method="GET",status="200"\} 1$/m,
        /^websites_api_http_request_duration_seconds_count\{route="\/api\/v1\/websites\/:id",method="GET",status="404"\} 1$/m,
        /^websites_api_auth_failures_total 1$/m,
        /^websites_api_password_hashes\{state="waiting"\} 0$/m,
        /^websites_api_ready 1$/m,
        /^websites_api_webhook_deliveries_due 0$/m,
        /^websites_api_webhook_oldest_due_seconds 0$/m,
        /^process_cpu_user_seconds_total \d/m,
      ]) assert.match(text, line)
      assert.doesNotMatch(text, /987654/, 'ids never become labels')
      assert.equal((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status, 404)
    } finally {
      await served.stop()
    }
  })

  it('when METRICS_PORT is set with WORKERS=2, then the primary serves every worker\'s figures added up', async () => {
    const metricsPort = await freePort()
    const served = await deployment.serve({ METRICS_PORT: String(metricsPort), WORKERS: '2' }, 2)
    try {
      const api = client(served.url, await deployment.createKey('metrics-cluster'))
      // A new connection each time (the test client keeps none): the cluster hands them to both workers in turn.
      for (let i = 0; i < 8; i++) assert.equal((await api.get('/api/v1/websites')).status, 200)
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
      assert.match(text, /^websites_api_http_request_duration_seconds_count\{route="\/api\/v1\/websites",method="GET",status="200"\} 8$/m)
      assert.match(text, /^websites_api_password_hashes\{state="waiting"\} 0$/m)
      // One process's view of shared state, shown once: not added up over the workers.
      assert.match(text, /^websites_api_ready 1$/m)
      assert.match(text, /^websites_api_webhook_deliveries_due 0$/m)
    } finally {
      await served.stop()
    }
  })

  it('when a command is given --help, then it describes itself', async () => {
    for (const args of [['--help'], ['keys', '--help'], ['keys', 'create', '--help'], ['serve', '--help'], ['migrate', '--help']]) {
      const { stdout } = await deployment.cli(...args)
      assert.match(stdout, /Usage: websites-api/, args.join(' '))
    }
    assert.match((await deployment.cli('migrate')).stdout, /up to date|applied/)
  })

  it('when LOG_FORMAT=pretty, then lines are for people; the start line names both URLs either way', async () => {
    const pretty = await deployment.serve({ LOG_FORMAT: 'pretty' })
    const answered = await request('GET', `${pretty.url}/healthz`)
    await pretty.stop()
    assert.match(pretty.output(), /^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}\] INFO: listening on http:\/\/127\.0\.0\.1:\d+ and https:\/\/127\.0\.0\.1:\d+$/m)
    // The request id a client sees in X-Request-Id leads its access line.
    // One line a request: its fields in the message, none on lines of their own.
    assert.match(pretty.output(), new RegExp(`INFO: \\[${answered.headers['x-request-id']}\\] request completed: GET /healthz 200 in [\\d.]+ ms from 127\\.0\\.0\\.1$`, 'm'))
    assert.doesNotMatch(pretty.output(), /^\s+(method|path|status|ms|remoteAddress):/m)
    const json = await deployment.serve()
    await json.stop()
    const line = JSON.parse(json.output().split('\n').find((l) => l.includes('"msg":"listening on'))!)
    assert.equal(line.msg, `listening on ${json.url} and ${json.httpsUrl}`)
  })

  it('when the configuration is bad, then the process exits 1 with a message naming the variable', async () => {
    const result = await run(process.execPath, [...CLI, 'serve'], { env: { ...process.env, DATA_DIR: deployment.dataDir, PORT: 'eighty' } })
      .then(() => undefined, (error: { code: number; stderr: string }) => error)
    assert.equal(result?.code, 1)
    assert.match(result!.stderr, /PORT="eighty": must be an integer/)
  })

  it('when DATA_DIR cannot be used, then the process exits 1 at once with a message naming DATA_DIR', async () => {
    for (const [dataDir, reason] of [['/proc/websites-api-x', /ENOENT/], ['/etc/passwd', /not a directory/], ['/etc/passwd/below', /not a directory/]] as const) {
      const started = Date.now()
      const result = await run(process.execPath, [...CLI, 'serve'], { env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HTTPS_PORT: '0' }, timeout: 20_000 })
        .then(() => undefined, (error: { code: number; stderr: string }) => error)
      assert.equal(result?.code, 1, dataDir)
      assert.match(result!.stderr, new RegExp(`^DATA_DIR="${dataDir}" cannot be used: .*${reason.source}`, 'm'))
      assert.ok(Date.now() - started < 10_000, 'quickly')
    }
  })

  it('when DATA_DIR is made, then it is private (0700) and so are the database files (0600)', { skip: TEST_DB === 'postgres' && 'SQLite files' }, async () => {
    const dataDir = path.join(deployment.dataDir, 'nested', 'private')
    const env = { ...process.env, DATA_DIR: dataDir }
    assert.match((await run(process.execPath, [...CLI, 'migrate'], { env })).stdout, /applied migrations/)
    assert.match((await run(process.execPath, [...CLI, 'keys', 'create', '--account', 'modes'], { env })).stdout, /created key/)
    const mode = (file: string) => (fs.statSync(path.join(dataDir, file)).mode & 0o777).toString(8)
    assert.deepEqual([mode('.'), mode('..'), mode('websites.db')], ['700', '700', '600'])
    for (const file of fs.readdirSync(dataDir)) assert.equal(mode(file), '600', file)
  })

  it('when an existing DATA_DIR is wider than 0700, then the start narrows it (once, saying so), or warns when it is not the owner', async () => {
    const dataDir = path.join(deployment.dataDir, 'made-by-hand')
    fs.mkdirSync(dataDir)
    fs.chmodSync(dataDir, 0o755)
    const env = { ...process.env, DATA_DIR: dataDir, ...deployment.database.env }
    const first = await run(process.execPath, [...CLI, 'migrate'], { env })
    // On PostgreSQL the folder holds no database: the message says what it does hold.
    const holds = TEST_DB === 'postgres' ? 'the TLS key and the secrets key; the database is elsewhere' : 'the database and the TLS key'
    assert.equal(first.stderr, `DATA_DIR ${dataDir} was mode 0755; narrowed to 0700 (it holds ${holds})\n`)
    assert.equal((fs.statSync(dataDir).mode & 0o777).toString(8), '700')
    assert.equal((await run(process.execPath, [...CLI, 'migrate'], { env })).stderr, '', 'said once: the next start finds it private')
    // Another user's directory is left as it is (only root can make one here).
    if (process.getuid?.() !== 0) return
    const theirs = path.join(deployment.dataDir, 'theirs')
    fs.mkdirSync(theirs)
    fs.chmodSync(theirs, 0o755)
    fs.chownSync(theirs, 65534, 65534)
    const warned = await run(process.execPath, [...CLI, 'migrate'], { env: { ...env, DATA_DIR: theirs } })
    assert.equal(warned.stderr, `warning: DATA_DIR ${theirs} is mode 0755 and owned by another user: not narrowed; make it 0700 (it holds ${holds})\n`)
    assert.equal((fs.statSync(theirs).mode & 0o777).toString(8), '755')
  })

  it('when a command other than serve and migrate finds no database, then it exits 1 naming where it looked, and makes nothing', async () => {
    const dataDir = path.join(deployment.dataDir, 'wrong', 'place')
    // PostgreSQL: a database that exists but was never migrated; SQLite: no file at all.
    const fresh = await testDatabase(dataDir)
    try {
      const env = { ...process.env, DATA_DIR: dataDir, ...fresh.env }
      const where = TEST_DB === 'postgres'
        ? `the database "${new URL(fresh.env.DATABASE_URL!).pathname.slice(1)}" on ${new URL(fresh.env.DATABASE_URL!).host} (DATABASE_URL) has never been migrated`
        : `no database at ${dataDir}/websites.db (DATA_DIR=${dataDir})`
      for (const args of [['keys', 'create', '--account', 'lost'], ['keys', 'list'], ['keys', 'revoke', '1'], ['accounts', 'list'],
        ['import', 'phpanalytics', '--from', 'mysql://nobody@127.0.0.1:1/none', '--drop-passwords']]) {
        const failure = await run(process.execPath, [...CLI, ...args], { env }).then(() => assert.fail(args.join(' ')), (error: { code: number; stderr: string }) => error)
        assert.deepEqual([failure.code, failure.stderr], [1, `error: ${where}: start the service once or run \`websites-api migrate\` first\n`], args.join(' '))
      }
      assert.ok(!fs.existsSync(path.join(deployment.dataDir, 'wrong')), 'no directory was made')
      // Nothing was made in the database either: `migrate` finds every migration to apply, then the key is made.
      assert.equal((await run(process.execPath, [...CLI, 'migrate'], { env })).stdout, `applied migrations: ${migrations.map((m) => m.version).join(', ')}\n`)
      assert.match((await run(process.execPath, [...CLI, 'keys', 'create', '--account', 'found'], { env })).stdout, /created key/)
    } finally {
      await fresh.drop()
    }
  })

  it('when SIGTERM comes the moment a first start says it listens (its first key still being made), then it drains and exits 0 (5 first starts)', async () => {
    for (let round = 0; round < 5; round++) {
      const fresh = await testDeployment(`first-signal-${round}`)
      try {
        const [port, httpsPort] = [await freePort(), await freePort()]
        const child = spawn(process.execPath, [...CLI, 'serve'], {
          env: { ...process.env, DATA_DIR: fresh.dataDir, ...fresh.database.env, PORT: String(port), HTTPS_PORT: String(httpsPort === port ? 0 : httpsPort) },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        let output = ''
        child.stderr.on('data', (chunk) => (output += chunk))
        // Killed as soon as the line is read, before the first key (made next) is printed.
        child.stdout.on('data', (chunk) => {
          output += chunk
          if (output.includes('listening on') && !child.killed) child.kill('SIGTERM')
        })
        assert.equal(await exited(child), 0, `round ${round}: ${output}`)
        assert.match(output, /SIGTERM: finishing in-flight requests/)
      } finally {
        await fresh.remove()
      }
    }
  })

  it('when `npm start` gets SIGTERM, then the server stops with it: its port closes and no process is left', {
    skip: !fs.existsSync('dist/src/cli/index.js') && 'npm start runs the build: run `npm run build` first',
  }, async () => {
    const port = await freePort()
    let httpsPort = port
    while (httpsPort === port) httpsPort = await freePort()
    const logFile = path.join(deployment.dataDir, 'npm-start.log')
    const log = fs.openSync(logFile, 'a')
    const npm = spawn('npm', ['start'], {
      env: { ...process.env, DATA_DIR: path.join(deployment.dataDir, 'npm-start'), ...deployment.database.env, PORT: String(port), HTTPS_PORT: String(httpsPort) },
      stdio: ['ignore', log, log],
    })
    fs.closeSync(log)
    let tree: number[] = []
    try {
      await attemptsUntil(async () => fs.readFileSync(logFile, 'utf8').includes('listening on'), 30_000)
      tree = [npm.pid!, ...descendants(npm.pid!)]
      npm.kill('SIGTERM')
      await attemptsUntil(async () => !(await listening(port)), 10_000).catch(() => assert.fail('the server still listens 10 s after SIGTERM to npm'))
      await attemptsUntil(async () => tree.every((pid) => !alive(pid)), 10_000)
        .catch(() => assert.fail(`still running after 10 s: ${tree.filter(alive).map((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')).join('; ')}`))
      assert.equal(await exited(npm), 0, fs.readFileSync(logFile, 'utf8'))
    } finally {
      for (const pid of tree.filter(alive)) process.kill(pid, 'SIGKILL')
    }
  })

  it('when SIGTERM arrives during requests, then they finish, the process exits 0 and the writes persist', async () => {
    const key = await deployment.createKey('drain')
    const served = await deployment.serve()
    const api = client(served.url, key)
    const inFlight = Array.from({ length: 10 }, (_, i) =>
      api.post('/api/v1/websites', { domain: `drain-${i}.example`, privacy: 2, password: 'slow hash' }))
    await new Promise((resolve) => setTimeout(resolve, 30))
    served.child.kill('SIGTERM')
    const answers = await Promise.allSettled(inFlight)
    assert.equal(await exited(served.child), 0)
    const acknowledged = answers.filter((a) => a.status === 'fulfilled' && a.value.status === 201).length
    assert.ok(acknowledged > 0, 'requests in flight were finished')
    const again = await deployment.serve()
    try {
      const total = (await client(again.url, key).get('/api/v1/websites?search=drain-')).body.meta.total
      assert.equal(total, acknowledged, 'every acknowledged create persisted')
    } finally {
      await again.stop()
    }
  })

  it('when the process is killed with SIGKILL during writes, then every acknowledged write is there after a restart', async () => {
    const key = await deployment.createKey('crash')
    const served = await deployment.serve({ RATE_LIMIT_PER_MINUTE: '0' })
    const api = client(served.url, key)
    const acknowledged: string[] = []
    let attempted = 0
    const writer = async (worker: number) => {
      for (let i = 0; ; i++) {
        const domain = `crash-${worker}-${i}.example`
        attempted++
        const res = await api.post('/api/v1/websites', { domain }).catch(() => undefined)
        if (!res) return
        if (res.status === 201) acknowledged.push(domain)
      }
    }
    const writers = Array.from({ length: 8 }, (_, worker) => writer(worker))
    // Killed once writes are being acknowledged (not after a fixed time: on a busy machine 700 ms gave 4).
    await attemptsUntil(async () => acknowledged.length > 20, 15_000)
    served.child.kill('SIGKILL')
    await Promise.all(writers)
    await exited(served.child)
    assert.ok(acknowledged.length > 20, `only ${acknowledged.length} of ${attempted} acknowledged`)
    const again = await deployment.serve()
    try {
      const stored = new Set<string>()
      const reader = client(again.url, key)
      for (let page = 1; ; page++) {
        const res = await reader.get(`/api/v1/websites?search=crash-&per_page=100&page=${page}`)
        for (const site of res.body.data) stored.add(site.domain)
        if (page >= res.body.meta.last_page) break
      }
      const lost = acknowledged.filter((domain) => !stored.has(domain))
      assert.deepEqual(lost, [], `${lost.length} acknowledged creates lost`)
      assert.ok(stored.size <= attempted)
    } finally {
      await again.stop()
    }
  })

  it('when two processes share one database and write at once, then every write succeeds (no "locked")', async () => {
    const key = await deployment.createKey('shared-file')
    const unlimited = { RATE_LIMIT_PER_MINUTE: '0' }
    const [first, second] = await Promise.all([deployment.serve(unlimited), deployment.serve(unlimited)])
    try {
      const clients = [client(first.url, key), client(second.url, key)]
      // In waves of 20 at once, 10 at each process: a burst of 100 at one process can wait for its pool
      // past the database deadline on a loaded PostgreSQL, and be answered 503 by design.
      const results = []
      for (let wave = 0; wave < 10; wave++) {
        results.push(...await Promise.all(Array.from({ length: 20 }, (_, j) =>
          clients[j % 2]!.post('/api/v1/websites', { domain: `shared-${wave * 20 + j}.example` }))))
      }
      assert.deepEqual([...new Set(results.map((res) => res.status))], [201])
      const total = (await clients[0]!.get('/api/v1/websites?search=shared-')).body.meta.total
      assert.equal(total, 200)
    } finally {
      for (const served of [first, second]) {
        await served.stop()
      }
    }
  })

  it('when the whole suite of requests ran, then no key, Authorization value, password, TOTP secret or recovery code is in the logs', async () => {
    const key = await deployment.createKey('logs')
    const served = await deployment.serve({ LOG_LEVEL: 'trace' })
    const api = client(served.url, key)
    await api.post('/api/v1/websites', { domain: 'logs.example', privacy: 2, password: 'pa55-in-the-body' })
    await api.get(`/api/v1/websites?api_key=${key}&search=logs`)
    await request('GET', `${served.url}/api/v1/websites`, { headers: { authorization: 'Bearer wak_wrong-key-in-header' } })
    await api.post('/api/v1/websites', '{"domain": "x", "password": "pa55-in-bad-json"', { headers: { 'content-type': 'application/json' } })
    // A person: invited, the invitation's page opened, accepted, signed in; a reset link's page opened.
    const link = (await deployment.cli('users', 'invite', '--account', 'logs', '--email', 'logged@example.com')).stdout.match(/http\S+/)![0]
    const token = link.split('/invitations/')[1]!
    assert.equal((await request('GET', `${served.url}/invitations/${token}`)).status, 200)
    const accepted = await request('POST', `${served.url}/api/v1/invitations/accept`, { body: { token, name: 'Logged', password: 'pa55phrase-of-a-person' } })
    assert.equal(accepted.status, 200, accepted.text)
    const cookie = accepted.headers['set-cookie']!.find((line: string) => line.startsWith('wa_session='))!.split(';')[0]!
    assert.equal((await request('GET', `${served.url}/api/v1/websites`, { headers: { cookie } })).status, 200)
    assert.equal((await request('POST', `${served.url}/api/v1/session`, { body: { email: 'logged@example.com', password: 'pa55phrase-of-a-person' } })).status, 200)
    // TOTP: the secret set up, a code confirming it, a sign-in with a code and one with a recovery code.
    const own = { cookie, origin: served.url }
    const setup = (await request('POST', `${served.url}/api/v1/me/totp`, { headers: own })).body.data
    const confirmed = await request('POST', `${served.url}/api/v1/me/totp/confirm`, { headers: own, body: { code: codeAt(setup.secret, Date.now()) } })
    assert.equal(confirmed.status, 200, confirmed.text)
    const codes: string[] = confirmed.body.data.recovery_codes
    const withCode = (code: string) => request('POST', `${served.url}/api/v1/session`, { body: { email: 'logged@example.com', password: 'pa55phrase-of-a-person', code } })
    assert.equal((await withCode(codeAt(setup.secret, Date.now() + 30_000))).status, 200)
    assert.equal((await withCode(codes[0]!)).status, 200)
    const reset = (await deployment.cli('users', 'reset-password', '--email', 'logged@example.com')).stdout.match(/http\S+/)![0]
    assert.equal((await request('GET', `${served.url}/reset-password/${reset.split('/reset-password/')[1]}`)).status, 200)
    await served.stop()
    const logs = served.output()
    assert.match(logs, /"reqId"/, 'request logs carry a request id')
    assert.match(logs, /"path":"\/invitations\/…"/, 'the invitation page was logged, without its token')
    for (const secret of [key, 'wak_wrong-key-in-header', 'pa55-in-the-body', 'pa55-in-bad-json', 'Bearer', token, reset.split('/').pop()!, cookie.slice('wa_session='.length),
      'pa55phrase-of-a-person', setup.secret, ...codes, ...codes.map((code) => code.replace('-', ''))]) {
      assert.ok(!logs.includes(secret), `${secret} leaked into the logs`)
    }
  })
})
